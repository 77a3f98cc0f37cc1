#!/usr/bin/env bash
# Starts Debian's PostgreSQL cluster (creating one when there is none) and a `grafiek` role that
# may create databases: the server tests make a fresh database per test file.
set -euo pipefail
version=$(ls /usr/lib/postgresql | sort -n | tail -1)
if ! pg_lsclusters -h | grep -q .; then
  pg_createcluster "$version" main >/dev/null
fi
read -r ver cluster port status _ < <(pg_lsclusters -h | head -1)
if [ "$status" != "online" ]; then
  pg_ctlcluster "$ver" "$cluster" start
fi
for _ in $(seq 1 30); do
  runuser -u postgres -- psql -p "$port" -tAc 'select 1' >/dev/null 2>&1 && break
  sleep 1
done
runuser -u postgres -- psql -p "$port" -v ON_ERROR_STOP=1 -q <<'SQL'
DO $$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'grafiek') THEN
    CREATE ROLE grafiek LOGIN PASSWORD 'grafiek' CREATEDB;
  END IF;
END $$;
SQL
echo "PostgreSQL $ver/$cluster online on port $port"
