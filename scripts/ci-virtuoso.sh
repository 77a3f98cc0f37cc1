#!/usr/bin/env bash
# Starts a throw-away Virtuoso 7 (Debian's virtuoso-opensource) for the remote-repository tests:
# SPARQL endpoint at http://127.0.0.1:${VIRTUOSO_HTTP_PORT:-8890}/sparql, updates allowed for the
# anonymous SPARQL user (a test instance only; never do this on a real server).
set -euo pipefail
http_port=${VIRTUOSO_HTTP_PORT:-8890}
sql_port=${VIRTUOSO_SQL_PORT:-1111}
dir=${VIRTUOSO_DIR:-/tmp/grafiek-virtuoso}
if curl -fsS "http://127.0.0.1:${http_port}/sparql?query=ASK%7B%7D" >/dev/null 2>&1; then
  echo "Virtuoso already answers on port ${http_port}"
  exit 0
fi
rm -rf "$dir" && mkdir -p "$dir"
sed -e "s#/var/lib/virtuoso-opensource-7/db#${dir}#g" \
    -e "s#^ServerPort\( *\)= *1111#ServerPort\1= ${sql_port}#" \
    -e "s#^ServerPort\( *\)= *8890#ServerPort\1= ${http_port}#" \
    /etc/virtuoso-opensource-7/virtuoso.ini > "$dir/virtuoso.ini"
(cd "$dir" && nohup virtuoso-t +configfile "$dir/virtuoso.ini" +wait > "$dir/stdout.log" 2>&1 &)
for _ in $(seq 1 60); do
  curl -fsS "http://127.0.0.1:${http_port}/sparql?query=ASK%7B%7D" >/dev/null 2>&1 && break
  sleep 1
done
isql-vt "$sql_port" dba dba exec="GRANT SPARQL_UPDATE TO \"SPARQL\"; GRANT EXECUTE ON DB.DBA.SPARQL_INSERT_DICT_CONTENT TO \"SPARQL\"; GRANT EXECUTE ON DB.DBA.SPARQL_DELETE_DICT_CONTENT TO \"SPARQL\"; GRANT EXECUTE ON DB.DBA.L_O_LOOK TO \"SPARQL\"; GRANT EXECUTE ON DB.DBA.SPARUL_RUN TO \"SPARQL\"; GRANT EXECUTE ON DB.DBA.SPARQL_CONSTRUCT_ACC TO \"SPARQL\"; GRANT EXECUTE ON DB.DBA.SPARQL_CONSTRUCT_FIN TO \"SPARQL\"; GRANT EXECUTE ON DB.DBA.SPARQL_SELECT_KNOWN_GRAPHS TO \"SPARQL\"; GRANT EXECUTE ON DB.DBA.SPARUL_CLEAR TO \"SPARQL\"; GRANT EXECUTE ON DB.DBA.SPARUL_DROP TO \"SPARQL\";" >/dev/null
echo "Virtuoso online: http://127.0.0.1:${http_port}/sparql"
