#!/usr/bin/env bash
# The main job on the bundled example: build mpt, then parse and verify
# examples/mlp.mlir (a 2-layer MLP training step in the mpt dialect), assign
# precisions with mpt-auto-mixed-precision and print the mixed-precision step.
# Until autodiff lands, value_and_grad stays a call and only the forward
# function is coloured.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${MPT_BUILD_DIR:-$root/build}
"$root/scripts/bootstrap.sh" mpt-opt
"$build/bin/mpt-opt" "$root/examples/mlp.mlir" --mpt-auto-mixed-precision
