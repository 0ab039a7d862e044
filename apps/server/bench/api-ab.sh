#!/usr/bin/env bash
# A/B for the catalog API: this checkout's server against another commit's, side by side on the bench
# database, wrk alternating between them so both see the same machine (on a shared VM, runs minutes apart
# differ by more than most changes). Prints each run and the medians.
# Usage: bash apps/server/bench/api-ab.sh <commit> [connections=50] [runs=5]
#   BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/bench), BENCH_SECONDS (8). Needs wrk.
#   BENCH_AB_DATABASE_URL: the other commit's database (default the same), for a change that migrates:
#   `createdb -T bench bench_old`, then undo the migration there.
set -euo pipefail
rev=${1:?a commit to compare with}
connections=${2:-50}
runs=${3:-5}
seconds=${BENCH_SECONDS:-8}
root=$(git rev-parse --show-toplevel)
other=$(mktemp -d /tmp/api-ab.XXXXXX)
git -C "$root" worktree add -q --detach "$other" "$rev"
# The other commit runs on this checkout's packages: fine while the dependencies are the same.
ln -s "$root/node_modules" "$other/node_modules"
ln -s "$root/apps/server/node_modules" "$other/apps/server/node_modules"
pids=()
cleanup() {
  kill "${pids[@]}" 2>/dev/null || true
  git -C "$root" worktree remove --force "$other"
}
trap cleanup EXIT

database=${BENCH_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/bench}
serve() { # dir port database
  (set -a && . "$root/apps/server/bench/product.env" && cd "$1/apps/server" &&
    DATABASE_URL=$3 PORT=$2 DATA_DIR="$other/data-$2" exec node --import tsx src/server.ts) &
  pids+=($!)
}
serve "$root" 3305 "$database"
serve "$other" 3315 "${BENCH_AB_DATABASE_URL:-$database}"
for port in 3305 3315; do
  until curl -sf "http://127.0.0.1:$port/private-api/supporting-data" > /dev/null; do sleep 0.5; done
done

median() { sort -n | awk '{v[NR]=$1} END {print v[int((NR+1)/2)]}'; }
for question in \
  "/private-api/beat/records?sort=newest&per_page=25&page=1&filter=%7B%22family%22%3A%22beat%22%7D" \
  "/private-api/beat/records?search=dark%20piano&sort=relevance&per_page=25&page=1"; do
  echo "## ${question} at ${connections} connections (req/s, p50 ms, p99 ms)"
  for port in 3305 3315; do wrk -t1 -c20 -d3s "http://127.0.0.1:$port$question" > /dev/null; done
  : > "$other/3305.txt"
  : > "$other/3315.txt"
  for _ in $(seq "$runs"); do
    for port in 3305 3315; do
      wrk -t1 -c"$connections" -d"${seconds}s" --latency "http://127.0.0.1:$port$question" |
        awk '/Requests\/sec/ {r=$2} / 50%/ {a=$2+0; if ($2 ~ /us$/) a/=1000; if ($2 ~ /[0-9]s$/ && $2 !~ /ms$/) a*=1000}
             / 99%/ {b=$2+0; if ($2 ~ /us$/) b/=1000; if ($2 ~ /[0-9]s$/ && $2 !~ /ms$/) b*=1000}
             END {printf "%.0f %.0f %.0f\n", r, a, b}' >> "$other/$port.txt"
    done
  done
  for port in 3305 3315; do
    name=$([ $port = 3305 ] && echo "this checkout" || echo "$rev")
    file="$other/$port.txt"
    echo "$name: runs $(paste -sd '|' "$file"); median $(cut -d' ' -f1 "$file" | median) req/s," \
      "p50 $(cut -d' ' -f2 "$file" | median) ms, p99 $(cut -d' ' -f3 "$file" | median) ms"
  done
done
