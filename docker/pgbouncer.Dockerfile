# PgBouncer as Debian packages it (1.18 on bookworm): the same binary api/src/pooling.test.ts proves the API correct
# behind, in transaction mode. Settings: pgbouncer.ini beside this file (docs/operations.md explains each one).
FROM debian:bookworm-slim
RUN apt-get update \
 && apt-get install -y --no-install-recommends pgbouncer \
 && rm -rf /var/lib/apt/lists/*
COPY pgbouncer.ini /etc/pgbouncer/pgbouncer.ini
# it refuses to run as root; the package's dependencies create the `postgres` user
USER postgres
EXPOSE 6432
COPY pgbouncer-start.sh /usr/local/bin/pgbouncer-start
CMD ["pgbouncer-start"]
