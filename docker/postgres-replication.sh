#!/bin/bash
# Runs once, when the compose Postgres is initialised: the role the read replica (postgres-replica) streams as, and
# the pg_hba line that lets it connect for replication (the image's own line covers databases, not replication).
set -e
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname postgres \
  -c "create role pp_replicator with replication login password '${REPLICATION_PASSWORD:-pp_replicator}'"
echo "host replication pp_replicator all scram-sha-256" >> "$PGDATA/pg_hba.conf"
