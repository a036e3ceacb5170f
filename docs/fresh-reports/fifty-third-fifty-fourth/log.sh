#!/bin/bash
# log.sh CORPUS "query" "result" : one line per look-up, real clock
echo "| $(date -u +%H:%M:%S) | $1 | $2 | $3 |" >> /work/fresh-s49/searchlog-raw.txt
