#!/bin/sh
# The official postgres image's first start, in short: a cluster whose superuser is POSTGRES_USER with
# POSTGRES_PASSWORD, a database POSTGRES_DB, password logins from the network; then PostgreSQL as PID 1.
set -eu
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  password_file=$(mktemp)
  printf '%s\n' "$POSTGRES_PASSWORD" > "$password_file"
  initdb --username="$POSTGRES_USER" --pwfile="$password_file" --auth-host=scram-sha-256 --auth-local=trust >/dev/null
  rm -f "$password_file"
  printf 'host all all all scram-sha-256\n' >> "$PGDATA/pg_hba.conf"
  echo "CREATE DATABASE \"$POSTGRES_DB\" OWNER \"$POSTGRES_USER\";" | postgres --single -D "$PGDATA" -j postgres >/dev/null
fi
exec postgres -D "$PGDATA" -c listen_addresses='*'
