#!/usr/bin/env bash
# Times the release `dscompile validate` as a whole process (start-up, reading, resolving
# and the emitters' checks) on Style Dictionary's 9,000- and 30,000-token cases, with
# hyperfine; issue #35's targets: 60 ms and 250 ms (medians). Prints hyperfine's summary.
#
#   tools/validate_benchmark.sh [RUNS]     from the package root, or `make bench-validate`
#
# RUNS defaults to 30 (after 3 warm-up runs). Needs the toolchain, python3 and hyperfine
# (Debian's package; `make bench-validate` installs it when missing, as root).
set -euo pipefail

runs=${1:-30}
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"

scratch=$(mktemp -d "${TMPDIR:-/tmp}/validate-benchmark.XXXXXX")
trap 'rm -rf "$scratch"' EXIT

echo "== tools/release_build.sh (swift build -c release --static-swift-stdlib --product dscompile)"
bin=$(tools/release_build.sh)

python3 tools/sd_cases.py "$scratch/sd-9000.tokens.json" medium
python3 tools/sd_cases.py "$scratch/sd-30000.tokens.json" large
"$bin/dscompile" validate "$scratch/sd-9000.tokens.json"
"$bin/dscompile" validate "$scratch/sd-30000.tokens.json"

hyperfine -N --warmup 3 --runs "$runs" --export-json "$scratch/times.json" \
  "$bin/dscompile validate $scratch/sd-9000.tokens.json" \
  "$bin/dscompile validate $scratch/sd-30000.tokens.json"
python3 - "$scratch/times.json" <<'PY'
import json, sys
for result in json.load(open(sys.argv[1]))["results"]:
    name = result["command"].split("/")[-1]
    print("%s: median %.1f ms, min %.1f ms" % (name, result["median"] * 1000, result["min"] * 1000))
PY
