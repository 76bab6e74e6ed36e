#!/usr/bin/env bash
# Runs one k6 script against a fresh product and exits with k6's status (99: a threshold was crossed).
#
# The product starts the way `npm start` starts it — the compiled feed (synthetic day) and one compiled gateway
# in front of it —
# but on free loopback ports, with its own temporary DATA_DIR, and it is stopped afterwards:
#   feed:    --seed 7 --speed 60 --source synthetic --start 19:00  (FEED_SPEED, FEED_START)
#   gateway: PORT=<free> FEED_URL=<the feed> LOG_LEVEL=warn DATA_DIR=<temp> (PGlite; DB=postgres for PostgreSQL)
#
#   loadtest/k6/run.sh smoke.js
#   loadtest/k6/run.sh match-day.js -e VUS=200 -e TIME_SCALE=0.4 -e SESSION_SECONDS=30
#   DB=postgres loadtest/k6/run.sh rest.js -e MIX=reads -e RATE=500
#   loadtest/k6/run.sh arena-pages.js -e VUS=20 -e DURATION=20s   (also gets -e FEED=<the feed>, for its /metrics)
#
# The day rollover: at 60× the synthetic day reaches midnight (the whole list replaced by one ~132 KB patch to
# every viewer) 300 s after a 19:00 start. Every run this script starts ends before that; the script says
# when a run went past it. Pass FEED_START=23:58 to include the rollover on purpose.
#
# Env: K6 (default `k6` on PATH, else ../shared/tools/k6/k6 beside the repository), DB (pglite|postgres),
# TEST_PG_URL (PostgreSQL admin URL, default postgres://postgres@127.0.0.1:5432/postgres), NODE_ENV
# (default development, as `npm start`: the REST writes need the dev SMS outbox), KEEP_LOGS=1,
# GATEWAY_NODE_ARGS (node flags for the gateway only, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to profile a run),
# GATEWAY_CPUS / LOADGEN_CPUS (taskset CPU lists, e.g. 0 and 1: the gateway on one core, the feed and k6 on the
# other, so the load generator's bursts do not preempt the system under test; unset = no pinning),
# BASELINE=1 (rest.js reads: also start the REST replay baseline, loadtest/bench/baseline/replay-http-server.ts,
# in front of the gateway and pass it as -e BASELINE; each rate is read from it and then from the gateway).
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$root"

script="${1:?usage: loadtest/k6/run.sh <script.js> [k6 run options…]}"
shift
case "$script" in */*) ;; *) script="loadtest/k6/$script" ;; esac

k6_bin="$(loadtest/k6/find-k6.sh)"
if [ -z "$k6_bin" ]; then
  echo "k6: not found (set K6=/path/to/k6; see docs/benchmarks.md)" >&2
  exit 2
fi

free_port() { node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"; }
feed_port=$(free_port)
gateway_port=$(free_port)
work=$(mktemp -d "${TMPDIR:-/tmp}/kuyi-k6.XXXXXX")
feed_pid=""
gateway_pid=""
baseline_pid=""
database=""
pg_admin="${TEST_PG_URL:-postgres://postgres@127.0.0.1:5432/postgres}"

cpu_seconds() { # user + system CPU of a live process, in seconds
  awk -v hz="$(getconf CLK_TCK)" '{ printf "%.1f", ($14 + $15) / hz }' "/proc/$1/stat" 2>/dev/null || echo "?"
}

cpu_ticks() { # all and stolen CPU ticks of the machine so far (/proc/stat): a VM's neighbours show as steal
  awk '/^cpu / { t = 0; for (i = 2; i <= NF; i++) t += $i; print t, $9 }' /proc/stat
}

cleanup() {
  local status=$?
  local pid
  for pid in $baseline_pid $gateway_pid $feed_pid; do kill "$pid" 2>/dev/null || true; done
  for _ in $(seq 1 50); do
    kill -0 $baseline_pid $gateway_pid $feed_pid 2>/dev/null || break
    sleep 0.2
  done
  for pid in $baseline_pid $gateway_pid $feed_pid; do kill -9 "$pid" 2>/dev/null || true; done
  if [ -n "$database" ]; then
    psql -q "$pg_admin" -c "drop database if exists $database with (force)" >/dev/null 2>&1 || true
  fi
  if [ "${KEEP_LOGS:-}" = "1" ] || [ "$status" -ne 0 ]; then echo "logs: $work"; else rm -rf "$work"; fi
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

feed_args=(--port "$feed_port" --seed 7 --speed "${FEED_SPEED:-60}" --source synthetic --start "${FEED_START:-19:00}")
gateway_env=(PORT="$gateway_port" FEED_URL="http://127.0.0.1:$feed_port" LOG_LEVEL=warn DATA_DIR="$work/data"
  NODE_ENV="${NODE_ENV:-development}" REDIS_URL="${REDIS_URL:-}" DATABASE_URL="")
if [ "${DB:-pglite}" = "postgres" ]; then
  database="kuyi_k6_$(node -e "console.log(require('crypto').randomBytes(5).toString('hex'))")"
  psql -q "$pg_admin" -c "create database $database" >/dev/null
  gateway_env+=(DATABASE_URL="${pg_admin%/*}/$database")
fi

gateway_pin=()
loadgen_pin=()
if [ -n "${GATEWAY_CPUS:-}" ]; then gateway_pin=(taskset -c "$GATEWAY_CPUS"); fi
if [ -n "${LOADGEN_CPUS:-}" ]; then loadgen_pin=(taskset -c "$LOADGEN_CPUS"); fi
echo "== product: feed :$feed_port (${feed_args[*]:2}), gateway :$gateway_port (${DB:-pglite}), logs $work"
# The compiled services, as `npm start` and the Docker image run them (no tsx, no source maps at run time).
node scripts/build-service.mjs feed gateway >"$work/build.log" 2>&1 || { cat "$work/build.log" >&2; exit 3; }
${loadgen_pin[@]+"${loadgen_pin[@]}"} node feed/dist/main.js "${feed_args[@]}" >"$work/feed.log" 2>&1 &
feed_pid=$!
feed_started=$(date +%s)
# The gateway starts once the feed answers, as in production: started earlier it would open its circuit
# breaker on the missing upstream and begin the run with stale data.
for _ in $(seq 1 240); do
  if curl -sf "http://127.0.0.1:$feed_port/sc/api/football/scheduleByDate?lang=0" >/dev/null 2>&1; then break; fi
  if ! kill -0 "$feed_pid" 2>/dev/null; then
    echo "the feed did not start:" >&2
    tail -n 20 "$work/feed.log" >&2
    exit 3
  fi
  sleep 0.5
done
# shellcheck disable=SC2086 # GATEWAY_NODE_ARGS is a list of node flags, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof"
${gateway_pin[@]+"${gateway_pin[@]}"} env "${gateway_env[@]}" node ${GATEWAY_NODE_ARGS:-} gateway/dist/main.js >"$work/gateway.log" 2>&1 &
gateway_pid=$!

gateway="http://127.0.0.1:$gateway_port"
for _ in $(seq 1 240); do
  if curl -sf "$gateway/healthz" >/dev/null 2>&1 &&
    curl -sf "$gateway/sc/api/football/scheduleByDate?lang=0" >/dev/null 2>&1; then break; fi
  if ! kill -0 "$gateway_pid" 2>/dev/null || ! kill -0 "$feed_pid" 2>/dev/null; then
    echo "the product did not start:" >&2
    tail -n 20 "$work/feed.log" "$work/gateway.log" >&2
    exit 3
  fi
  sleep 0.5
done
curl -sf "$gateway/healthz" >/dev/null || { echo "the gateway never became healthy" >&2; exit 3; }

baseline_args=()
if [ "${BASELINE:-}" = "1" ]; then
  baseline_port=$(free_port)
  # Pinned with the gateway: it stands in for the gateway, on the same cores.
  ${gateway_pin[@]+"${gateway_pin[@]}"} node --import tsx loadtest/bench/baseline/replay-http-main.ts \
    --port "$baseline_port" --upstream "$gateway" >"$work/baseline.log" 2>&1 &
  baseline_pid=$!
  for _ in $(seq 1 60); do
    if curl -s -o /dev/null "http://127.0.0.1:$baseline_port/healthz" 2>/dev/null; then break; fi
    sleep 0.25
  done
  baseline_args=(-e BASELINE="http://127.0.0.1:$baseline_port")
  echo "== baseline: replay server :$baseline_port in front of the gateway (each rate read from it, then the gateway)"
fi

if [ ${#gateway_pin[@]} -gt 0 ] || [ ${#loadgen_pin[@]} -gt 0 ]; then
  echo "== pinned: gateway CPUs ${GATEWAY_CPUS:-any}, feed and k6 CPUs ${LOADGEN_CPUS:-any}"
fi
echo "== load before: $(cut -d' ' -f1-3 /proc/loadavg)   gateway CPU so far: $(cpu_seconds "$gateway_pid") s"
echo "== $k6_bin run -e GATEWAY=$gateway -e FEED=http://127.0.0.1:$feed_port ${baseline_args[*]} $script $*"
gateway_cpu_before=$(cpu_seconds "$gateway_pid")
ticks_before=$(cpu_ticks)
# Restarts the event-loop delay histogram: the start is not the run. Twice: a stall that ends in the same loop
# turn as a scrape (start-up work in PGlite, synchronous WebAssembly, blocks ~3 s) is recorded by the
# histogram's timer only in the next turn, after that scrape's reset, and read 2.9–5.0 s "during" smoke runs
# whose deliveries took 11 ms.
curl -sf "$gateway/metrics" >/dev/null || true
sleep 0.5
curl -sf "$gateway/metrics" >/dev/null || true
k6_status=0
TIMEFORMAT='== k6 process: %R s wall, %U s user, %S s system CPU'
time K6_NO_USAGE_REPORT=true K6_AUTO_EXTENSION_RESOLUTION=false \
  ${loadgen_pin[@]+"${loadgen_pin[@]}"} "$k6_bin" run -e GATEWAY="$gateway" -e FEED="http://127.0.0.1:$feed_port" ${baseline_args[@]+"${baseline_args[@]}"} "$@" "$script" || k6_status=$?
gateway_cpu_after=$(cpu_seconds "$gateway_pid")
ticks_after=$(cpu_ticks)
# The gateway's own view of the run: event-loop delay (prom-client samples it; the histogram restarts at each
# scrape, so this one covers the run) and GC time by kind. A stall here is the gateway's; latency k6 saw that
# is not here was the machine's or the load generator's.
curl -sf "$gateway/metrics" 2>/dev/null | awk '
  /^nodejs_eventloop_lag_(p50|p90|p99|max)_seconds/ { split($1, n, "{"); sub("nodejs_eventloop_lag_", "", n[1]); sub("_seconds", "", n[1]); lag = lag sprintf(" %s %.1f", n[1], $2 * 1000) }
  /^nodejs_gc_duration_seconds_sum/ { match($0, /kind="[a-z]+"/); k = substr($0, RSTART + 6, RLENGTH - 7); gc = gc sprintf(" %s %.2f s", k, $2) }
  /^nodejs_gc_duration_seconds_count/ { match($0, /kind="[a-z]+"/); k = substr($0, RSTART + 6, RLENGTH - 7); gcn = gcn sprintf(" %s %d", k, $2) }
  END { if (lag) print "== gateway event-loop delay ms (this run):" lag; if (gc) print "== gateway GC time since start:" gc " (count" gcn ")" }' || true
elapsed=$(($(date +%s) - feed_started))
echo "== gateway CPU during the run: $(awk -v a="$gateway_cpu_before" -v b="$gateway_cpu_after" 'BEGIN { printf "%.1f", b - a }') s"
echo "$ticks_before $ticks_after" | awk '{ t = $3 - $1; if (t > 0) printf "== CPU stolen by the hypervisor during the run: %.1f%%\n", 100 * ($4 - $2) / t }'
if [ -n "$baseline_pid" ]; then echo "== baseline replay server CPU (whole run): $(cpu_seconds "$baseline_pid") s"; fi
echo "== load after: $(cut -d' ' -f1-3 /proc/loadavg)"
speed="${FEED_SPEED:-60}"
start="${FEED_START:-19:00}"
to_midnight=$(((24 * 60 - (10#${start%%:*} * 60 + 10#${start##*:})) * 60 / speed))
if [ "$elapsed" -ge "$to_midnight" ]; then
  echo "== this run went past the feed's midnight ($to_midnight s after its start): it includes the day rollover"
else
  echo "== the feed ran $elapsed s of the $to_midnight s before its midnight: no day rollover in this run"
fi
if [ "$k6_status" -eq 0 ]; then echo "== k6: PASS"; else echo "== k6: FAIL (exit $k6_status)"; fi
exit "$k6_status"
