#!/bin/sh
# Writes the login list (the API's login role with the password of AUTH_DB_PASSWORD; a double quote is doubled, as
# PgBouncer reads it), then runs PgBouncer in the foreground.
set -eu
umask 077
: "${AUTH_DB_PASSWORD:?AUTH_DB_PASSWORD is required}"
password=$(printf '%s' "$AUTH_DB_PASSWORD" | sed 's/"/""/g')
printf '"pp_authenticator" "%s"\n' "$password" > /tmp/userlist.txt
exec pgbouncer /etc/pgbouncer/pgbouncer.ini
