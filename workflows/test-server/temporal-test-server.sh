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
# The class-data-sharing archive recorded by ensure.ts, and the client compiler only, make the JVM start in about 1 s
# (the SDK gives the server 5 s to listen). An archive from another JDK is ignored (-Xshare:auto) without a message.
archive="$here/../../.cache/temporal-test-server/$version/classes.jsa"
share=""
if [ -f "$archive" ]; then
  share="-XX:SharedArchiveFile=$archive -Xshare:auto -Xlog:disable"
fi
exec java ${TEMPORAL_TEST_SERVER_JAVA_OPTS:--Xmx512m -XX:TieredStopAtLevel=1 -XX:+UseSerialGC} $share -cp "$lib/*" io.temporal.testserver.TestServer "$@"
