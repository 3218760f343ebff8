#!/usr/bin/env bash
# Writes the PTX of every kernel the GPU lowering makes from the examples,
# for each supported chip and both compute types, to OUT/<example>-<type>-<chip>/.
# Two trees from two revisions compare with `diff -r` (the redesign's proof
# that kernels stay byte-identical).
#   scripts/dump-example-ptx.sh OUT [MPT_OPT]
set -euo pipefail
out=${1:?usage: dump-example-ptx.sh OUT [MPT_OPT]}
root=$(cd "$(dirname "$(readlink -f "$0")")/.." && pwd)
mpt_opt=${2:-$root/build/bin/mpt-opt}
mkdir -p "$out"
for example in mlp mlp_adam mlp_small_gradients transformer_block; do
  for type in f16 bf16; do
    for chip in sm_80 sm_86 sm_89 sm_90 sm_90a; do
      dir=$out/$example-$type-$chip
      "$mpt_opt" "$root/examples/$example.mlir" \
        --mpt-mixed-precision="compute-type=$type" \
        --mpt-lower-to-nvptx="chip=$chip features=+ptx80 dump-dir=$dir" \
        -o /dev/null
    done
  done
done
find "$out" -name '*.ptx' | wc -l
