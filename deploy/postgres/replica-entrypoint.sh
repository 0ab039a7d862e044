#!/bin/bash
# A hot standby of `primary`: cloned with pg_basebackup on first start (-R writes the standby settings),
# then started as the official image starts a server.
set -euo pipefail
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  until pg_isready -h primary -p 5432; do sleep 1; done
  gosu postgres pg_basebackup -h primary -U beatmarket -D "$PGDATA" -R -X stream -c fast
fi
exec docker-entrypoint.sh postgres -c hot_standby=on
