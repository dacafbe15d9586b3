#!/bin/sh
# Prints deploy/nginx.conf with its upstream servers and its listen address replaced, and nothing else changed:
#   sh deploy/render-nginx-conf.sh LISTEN UPSTREAM [UPSTREAM ...]
#   sh deploy/render-nginx-conf.sh 80 api1:3000 api2:3000             # compose.yaml's proxy, at its start
#   sh deploy/render-nginx-conf.sh 127.0.0.1:8081 127.0.0.1:40001 127.0.0.1:40002   # the fault suite, the benchmark
# Each UPSTREAM gets the parameters of the first `server` line of `upstream wayfare_api` (max_fails=…). POSIX sh and
# awk only, so it runs in the nginx image as well as on the test machine; it stops (exit 1) when the file no longer
# has the one upstream block and the one listen line it replaces.
set -eu

if [ "$#" -lt 2 ]; then
  echo "usage: $0 LISTEN UPSTREAM [UPSTREAM ...]" >&2
  exit 2
fi
listen=$1
shift
# Addresses only (host:port, [v6]:port, a port): nothing that could add a directive to the file.
for value in "$listen" "$@"; do
  case "$value" in
    *[!A-Za-z0-9.:_\[\]-]* | '')
      echo "render-nginx-conf: not an address: '$value'" >&2
      exit 2
      ;;
  esac
done

awk -v listen="$listen" -v upstreams="$*" '
  /^upstream wayfare_api[ \t]*\{/ { blocks++; inside = 1; print; next }
  inside && /^\}/ { inside = 0 }
  inside && /^[ \t]*server[ \t]/ {
    if (!servers++) {
      params = $0
      sub(/^[ \t]*server[ \t]+[^ \t;]+/, "", params)
      count = split(upstreams, address, " ")
      for (i = 1; i <= count; i++) print "    server " address[i] params
    }
    next
  }
  /^[ \t]*listen[ \t]+[^;]+;/ { sub(/listen[ \t]+[^;]+;/, "listen " listen ";"); listens++ }
  { print }
  END {
    if (blocks != 1 || servers < 1 || listens != 1) {
      print "render-nginx-conf: want one upstream wayfare_api block of server lines, one listen line" > "/dev/stderr"
      exit 1
    }
  }
' "$(dirname "$0")/nginx.conf"
