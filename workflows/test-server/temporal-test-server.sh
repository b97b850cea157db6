#!/bin/sh
# Runs Temporal's Java time-skipping test server from the jars fetched by ensure.ts.
# Usage: temporal-test-server.sh <port> [--enable-time-skipping]
# TEMPORAL_TEST_SERVER_VERSION overrides the version directory (default: the one in ensure.ts).
set -e
here="$(cd "$(dirname "$0")" && pwd)"
version="${TEMPORAL_TEST_SERVER_VERSION:-$(sed -n "s/^export const temporalTestServerVersion = '\(.*\)';/\1/p" "$here/ensure.ts")}"
lib="$here/../../.cache/temporal-test-server/$version/lib"
if [ ! -f "$lib/.complete" ]; then
  echo "temporal-test-server $version is not fetched; run: npx tsx workflows/test-server/ensure.ts" >&2
  exit 1
fi
exec java ${TEMPORAL_TEST_SERVER_JAVA_OPTS:--Xmx512m} -cp "$lib/*" io.temporal.testserver.TestServer "$@"
