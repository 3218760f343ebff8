#!/usr/bin/env bash
# Prepares the GPU checks for a machine that has a GPU but no LLVM/MLIR:
# builds mpt (if needed), writes ahead-of-time bundles (mpt-run --bundle) of
# the matmul shapes and the example training steps to build/gpu-checks/,
# with their CPU reference results, and run.sh, which runs every bundle
# there and compares it with its reference ($PYTHON or python3, with numpy). The
# directory (its size is printed at the end) needs only the NVIDIA driver,
# python3 and numpy.
#   scripts/prepare-gpu-checks.sh        # here
#   build/gpu-checks/run.sh OUT_DIR      # there: status 0 when all pass
set -euo pipefail
root=$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)
"$root/scripts/bootstrap.sh" mpt-run mpt_bundle_driver mpt-ptx-run-cuda
run=$root/build/bin/mpt-run
out=$root/build/gpu-checks
rm -rf "$out" && mkdir -p "$out"
cp "$root/test/Integration/GPU/Inputs/compare_runs.py" "$out/"

# A model's sm_90 and sm_90a bundles compile in the background while its
# CPU reference runs (independent compiles, side by side); wait_bundles
# fails when one of them failed.
start_bundles() { # dir mpt-run-args...
  local dir=$1
  shift
  "$run" "$@" --chip=sm_90 --bundle="$dir/bundle" >/dev/null &
  bundle_jobs=($!)
  "$run" "$@" --chip=sm_90a --bundle="$dir/bundle_sm90a" >/dev/null &
  bundle_jobs+=($!)
}
wait_bundles() {
  local job
  for job in "${bundle_jobs[@]}"; do
    wait "$job"
  done
}

# Matmuls: one step each, results compared element by element; the CPU's
# results, a bundle for sm_90 and one for Hopper's TMA + wgmma kernels
# (sm_90a: runs on a compute capability 9.0 GPU only).
matmul_bundles() { # name file [extra mpt-run flags]
  local name=$1 file=$2
  shift 2
  start_bundles "$out/$name" "$file" --steps=1 "$@"
  "$run" "$file" --steps=1 --save-results="$out/$name/cpu" >/dev/null 2>&1
  wait_bundles
}
inputs=$root/test/Integration/GPU/Inputs
sed 's/xf16>/xbf16>/g' "$inputs/matmuls.mlir" > "$out/matmuls_bf16.mlir"
matmul_bundles matmuls_f16 "$inputs/matmuls.mlir"
matmul_bundles matmuls_bf16 "$out/matmuls_bf16.mlir"
# FP8 matmuls (mma.sync m16n8k32: sm_89+, PTX 8.4), every transpose form,
# mixed formats; on sm_90a the K-major pairs take the FP8 wgmma kernel.
matmul_bundles matmuls_fp8 "$inputs/matmuls_fp8.mlir" --ptx-features=+ptx84
# Block-scaled FP8 matmuls: dequantized copies on sm_90, the block-scaled
# wgmma kernel (mpt-form-block-scaled-matmuls) on sm_90a.
matmul_bundles matmuls_fp8_blocks "$inputs/matmuls_fp8_blocks.mlir" --ptx-features=+ptx84

# Training steps: the CPU's CSV is the reference.
train() { # name example precision hyper steps [extra mpt-run flags]
  local name=$1 example=$2 precision=$3 hyper=$4 steps=$5
  shift 5
  local flags=("$root/examples/$example" --precision="$precision"
               --data=synthetic --hyper="$hyper" --steps="$steps" "$@")
  mkdir -p "$out/$name"
  start_bundles "$out/$name" "${flags[@]}"
  "$run" "${flags[@]}" --csv="$out/$name/cpu.csv" --print-every=0 \
    2>"$out/$name/cpu.log" >/dev/null || { cat "$out/$name/cpu.log"; exit 1; }
  wait_bundles
}
train mlp_f16 mlp.mlir f16 0.1 20
train mlp_bf16 mlp.mlir bf16 0.1 20
train mlp_adam_f16 mlp_adam.mlir f16 0.001 20
train transformer_f16 transformer_block.mlir f16 0.01 20
train mlp_fp8 mlp.mlir fp8 0.1 20 --ptx-features=+ptx84
# MXFP8 and blockwise (block scales; blockwise on sm_90a takes the
# block-scaled wgmma kernel): 8 steps, so that the directory stays under
# 64 MB.
train mlp_mxfp8 mlp.mlir fp8 0.1 8 --ptx-features=+ptx84 --fp8-recipe=mxfp8
train mlp_blockwise mlp.mlir fp8 0.1 8 --ptx-features=+ptx84 --fp8-recipe=blockwise
# The transformer's batches and state are transformer_f16's, shipped once;
# its two binaries take the directory from 52 to 59 MB.
train transformer_blockwise transformer_block.mlir fp8 0.01 20 --ptx-features=+ptx84 --fp8-recipe=blockwise
# Step 3's batch holds an inf: it is skipped, the state stays as it was.
train skip_f16 mlp.mlir f16 0.1 3 --inject=3=inf
rm -rf "$out/skip_f16/bundle_sm90a"

# Bundles of one model share batches and state (an sm_90a bundle its sm_90
# sibling's; the MLP's precisions, the same batches): each is shipped once,
# and shared.txt says where run.sh copies it back from (the directory must
# stay under 64 MB).
kept=()
for bundle in "$out"/*/bundle "$out"/*/bundle_sm90a; do
  [ -d "$bundle" ] || continue
  for data in batches state; do
    [ -d "$bundle/$data" ] || continue
    source=
    for other in "${kept[@]}"; do
      if [ -d "$out/$other/$data" ] && diff -rq "$bundle/$data" "$out/$other/$data" >/dev/null; then
        source=$other && break
      fi
    done
    if [ -n "$source" ]; then
      rm -rf "${bundle:?}/$data" && echo "$data $source" >>"$bundle/shared.txt"
    fi
  done
  kept+=("${bundle#"$out"/}")
done

# The interpreter's per-instruction probes, run on the GPU by the same
# command line (mpt-ptx-run-cuda): the hardware's answer to the fragment
# layouts the interpreter and its fixtures assume.
mkdir -p "$out/probes"
cp "$root/build/bin/mpt-ptx-run-cuda" "$root/test/Tools/mpt-ptx-run/mma-fragments.ptx" \
  "$root/test/Tools/mpt-ptx-run/Inputs/mma_fragments.py" \
  "$root/test/Tools/mpt-ptx-run/Inputs/mma-fragment-layouts.json" "$out/probes/"

# `train` has the step linked in: its object file and PTX copies stay here.
rm -rf "$out"/*/bundle*/step.o "$out"/*/bundle*/kernels

cat > "$out/run.sh" <<'RUN'
#!/usr/bin/env bash
# Runs every bundle of this directory on the GPU and compares it with its
# CPU reference; logs to OUT_DIR (default: ./out). Status 0 when all pass.
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
log=${1:-$here/out}
mkdir -p "$log"
failed=0
check() { # name command...
  local name=$1
  shift
  if "$@" >"$log/$name.log" 2>&1; then
    echo "PASS $name: $(tail -n 1 "$log/$name.log")"
  else
    echo "FAIL $name: $(tail -n 3 "$log/$name.log" | tr '\n' ' ')"
    failed=1
  fi
}
compare() { "${PYTHON:-python3}" "$here/compare_runs.py" "$@"; }
nvidia-smi -L >"$log/gpu.txt" 2>&1 || true
# sm_90a bundles (TMA + wgmma) run on Hopper (compute capability 9.0) only.
kinds=(bundle)
if [ "$(nvidia-smi --query-gpu=compute_cap --format=csv,noheader 2>/dev/null | head -n 1)" = 9.0 ]; then
  kinds+=(bundle_sm90a)
else
  echo "SKIP the sm_90a bundles: not a compute capability 9.0 GPU"
fi
for shared in "$here"/*/bundle*/shared.txt; do
  [ -e "$shared" ] || continue
  while read -r data source; do
    [ -d "$(dirname "$shared")/$data" ] || cp -r "$here/$source/$data" "$(dirname "$shared")/"
  done <"$shared"
done
for kind in "${kinds[@]}"; do
  suffix=${kind#bundle}
  # FP8 products are exact in FP32: only the summation order differs.
  for variant in f16 bf16 fp8 fp8_blocks; do
    dir=$here/matmuls_$variant
    check "matmuls_${variant}${suffix}_run" "$dir/$kind/train" --save-results "$log/matmuls_$variant$suffix"
    check "matmuls_$variant$suffix" compare results "$dir/cpu" "$log/matmuls_$variant$suffix"
  done
  for name in mlp_f16 mlp_bf16 mlp_adam_f16 transformer_f16 mlp_fp8 mlp_mxfp8 mlp_blockwise transformer_blockwise; do
    check "${name}${suffix}_run" "$here/$name/$kind/train" --csv "$log/$name$suffix.csv" --print-every 0
    check "$name$suffix" compare losses "$here/$name/cpu.csv" "$log/$name$suffix.csv"
  done
done
skip=$here/skip_f16/bundle/train
check skip_run_2 "$skip" --steps 2 --save-state "$log/skip_before" --print-every 0
check skip_run_3 "$skip" --steps 3 --save-state "$log/skip_after" --csv "$log/skip.csv" --print-every 0
rm -f "$log"/skip_before/loss_scale_* "$log"/skip_after/loss_scale_*
check skip_identical compare identical "$log/skip_before" "$log/skip_after"
check skip_reported grep -q '^3,[^,]*,[^,]*,1,' "$log/skip.csv"
# The interpreter's mma probes (m16n8k32 needs sm_89 or later); their
# lane-by-lane outputs stay in $log/probes.
mkdir -p "$log/probes"
check mma_fragments "${PYTHON:-python3}" "$here/probes/mma_fragments.py" \
  "$here/probes/mpt-ptx-run-cuda" "$here/probes/mma-fragments.ptx" \
  "$here/probes/mma-fragment-layouts.json" "$log/probes"
exit $failed
RUN
chmod +x "$out/run.sh"
echo "mpt: GPU checks in $out ($(du -sh "$out" | cut -f1)); on the GPU machine: $out/run.sh OUT_DIR"
