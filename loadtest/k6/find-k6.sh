#!/usr/bin/env bash
# Prints the k6 binary to use, or nothing: $K6 if set, else `k6` on PATH, else the one built from source that
# the workplace keeps in ../shared/tools/k6/ beside the repository (run.sh and .ci/run both ask here).
root="$(cd "$(dirname "$0")/../.." && pwd)"
if [ -n "${K6:-}" ]; then
  [ -x "$K6" ] && echo "$K6"
  exit 0
fi
if command -v k6 >/dev/null 2>&1; then
  command -v k6
  exit 0
fi
for candidate in "$root/../shared/tools/k6/k6" "$root/../../shared/tools/k6/k6"; do
  if [ -x "$candidate" ]; then
    echo "$candidate"
    exit 0
  fi
done
