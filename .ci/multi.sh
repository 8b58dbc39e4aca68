#!/usr/bin/env bash
# The several-machines leg (docs/decisions/016): PostgreSQL + Redis + an S3 server (s3rver from npm) + two app instances
# (the built server, apps/server/dist/main.js, each with its OWN data folder) behind Debian's nginx as the load
# balancer. .ci/multi-smoke.mjs then drives it: upload through one instance and read the picture through the
# other, a sign-in limit reached across both, a comment written on one and read on the other, and a rolling
# restart of each instance during a read load through nginx with zero failed requests. Waits for readiness,
# never for a fixed time. Called from .ci/run with its PostgreSQL cluster (CI_PGPORT); leaves nothing behind.
set -euo pipefail
cd "$(dirname "$0")/.."

PGPORT=${CI_PGPORT:-54329}
PROXY_PORT=${CI_MULTI_PROXY_PORT:-3270}
APP_A_PORT=${CI_MULTI_A_PORT:-3271}
APP_B_PORT=${CI_MULTI_B_PORT:-3272}
S3_PORT=${CI_MULTI_S3_PORT:-3290}
REDIS_PORT=${CI_MULTI_REDIS_PORT:-6390}
DB=alumni_multi_$$

work=$(mktemp -d /tmp/alumni-multi.XXXXXX)
pids=()
cleanup() {
  [ -f "$work/nginx.pid" ] && kill "$(cat "$work/nginx.pid")" 2>/dev/null || true
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  psql -q -h 127.0.0.1 -p "$PGPORT" -U postgres -c "DROP DATABASE IF EXISTS $DB WITH (FORCE)" >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT

# Polls a command until it succeeds (at most ~30 s); shows the log named in $2 when it never does.
wait_until() {
  for _ in $(seq 1 300); do
    if eval "$1" >/dev/null 2>&1; then return 0; fi
    sleep 0.1
  done
  echo "not ready: $1"; [ -n "${2:-}" ] && cat "$2"; exit 1
}

[ -f apps/server/dist/main.js ] && [ -f apps/web/dist/index.html ] || npm run build

echo "== PostgreSQL database $DB on port $PGPORT"
psql -q -h 127.0.0.1 -p "$PGPORT" -U postgres -c "CREATE DATABASE $DB" >/dev/null

echo "== Redis on $REDIS_PORT"
redis-server --port "$REDIS_PORT" --bind 127.0.0.1 --save '' --appendonly no > "$work/redis.log" 2>&1 &
pids+=($!)
wait_until "redis-cli -p $REDIS_PORT ping | grep -q PONG" "$work/redis.log"

echo "== s3rver on $S3_PORT"
mkdir -p "$work/s3"
node node_modules/.bin/s3rver -d "$work/s3" -a 127.0.0.1 -p "$S3_PORT" -s --configure-bucket alumni-multi \
  > "$work/s3.log" 2>&1 &
pids+=($!)
wait_until "node -e \"fetch('http://127.0.0.1:$S3_PORT/').then((r) => process.exit(r.status < 500 ? 0 : 1), () => process.exit(1))\"" "$work/s3.log"

echo "== nginx on $PROXY_PORT in front of $APP_A_PORT and $APP_B_PORT"
mkdir -p "$work/nginx"
# The directives that matter are deploy/nginx/alumni86.conf's (upstream, proxy_next_upstream); paths are local.
cat > "$work/nginx/nginx.conf" <<NGINX
worker_processes 1;
pid $work/nginx.pid;
error_log $work/nginx/error.log warn;
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path $work/nginx/body;
  proxy_temp_path $work/nginx/proxy;
  fastcgi_temp_path $work/nginx/fastcgi;
  uwsgi_temp_path $work/nginx/uwsgi;
  scgi_temp_path $work/nginx/scgi;
  upstream alumni86 {
    server 127.0.0.1:$APP_A_PORT max_fails=1 fail_timeout=2s;
    server 127.0.0.1:$APP_B_PORT max_fails=1 fail_timeout=2s;
  }
  server {
    listen 127.0.0.1:$PROXY_PORT;
    client_max_body_size 16m;
    location / {
      proxy_pass http://alumni86;
      proxy_set_header Host \$host;
      proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto \$scheme;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 2;
      proxy_connect_timeout 2s;
      add_header X-Upstream \$upstream_addr always;
    }
  }
}
NGINX
nginx -t -q -e "$work/nginx/error.log" -c "$work/nginx/nginx.conf"
nginx -e "$work/nginx/error.log" -c "$work/nginx/nginx.conf"
wait_until "[ -s $work/nginx.pid ]" "$work/nginx/error.log"

echo "== two instances and the smoke through the proxy"
MULTI_WORK="$work" \
  MULTI_DATABASE_URL="postgres://postgres@127.0.0.1:$PGPORT/$DB" \
  MULTI_REDIS_URL="redis://127.0.0.1:$REDIS_PORT" \
  MULTI_S3_ENDPOINT="http://127.0.0.1:$S3_PORT" \
  MULTI_PROXY="http://127.0.0.1:$PROXY_PORT" \
  MULTI_A_PORT="$APP_A_PORT" MULTI_B_PORT="$APP_B_PORT" \
  node .ci/multi-smoke.mjs
