#!/bin/bash
# The primary accepts streaming replication from the compose network (the replica's pg_basebackup).
echo "host replication all all scram-sha-256" >> "$PGDATA/pg_hba.conf"
