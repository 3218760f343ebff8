#!/usr/bin/env bash
# Fuzzes parse -> verify -> mpt-mixed-precision -> mpt-lower-to-llvm with
# libFuzzer (tools/mpt-fuzz/mpt-fuzz-pipeline.cpp; inputs mutated as IR by
# tools/mpt-fuzz/StructuredMutator.cpp) under ASan and UBSan, for
# the given number of seconds (default 300), seeded from every .mlir file of
# the tests and examples (split at `// -----`). The corpus grows in
# build-sanitize/fuzz/corpus across runs; crashing inputs land in
# build-sanitize/fuzz/crashes/. Prints executions, coverage and crashes.
#   scripts/fuzz.sh [SECONDS]
set -euo pipefail
root=$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)
seconds=${1:-300}
export MPT_BUILD_DIR=${MPT_BUILD_DIR:-$root/build-sanitize}
"$root/scripts/sanitize.sh" mpt-fuzz-pipeline
work=$MPT_BUILD_DIR/fuzz
mkdir -p "$work/seeds" "$work/corpus" "$work/crashes"
python3 - "$root" "$work/seeds" <<'PY'
import pathlib, sys
root, out = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])
count = 0
for path in sorted(list(root.glob("test/**/*.mlir")) + list(root.glob("examples/**/*.mlir"))):
    for i, chunk in enumerate(path.read_text().split("\n// -----\n")):
        name = str(path.relative_to(root)).replace("/", "_") + f".{i}"
        (out / name).write_text(chunk)
        count += 1
print(f"mpt-fuzz: {count} seed inputs")
PY
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0}
log=$work/last-run.log
set +e
"$MPT_BUILD_DIR/bin/mpt-fuzz-pipeline" "$work/corpus" "$work/seeds" \
  -max_total_time="$seconds" -timeout=30 -rss_limit_mb=6144 -max_len=16384 \
  -print_final_stats=1 -artifact_prefix="$work/crashes/" 2>&1 | tee "$log" |
  grep -E "^#[0-9]+ *(INITED|DONE|NEW|REDUCE)" | tail -n 3
status=${PIPESTATUS[0]}
set -e
grep -E "^(stat::number_of_executed_units|stat::peak_rss_mb|Done|mpt-fuzz: structured)" "$log" || true
# libFuzzer also leaves slow-unit-* there: slow, not failing.
echo "mpt-fuzz: crashing inputs: $(ls "$work/crashes" | grep -vc '^slow-unit-') (in $work/crashes)"
exit "$status"
