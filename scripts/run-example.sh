#!/usr/bin/env bash
# The main job on the bundled example: build mpt, then run the
# mixed-precision pipeline on examples/mlp.mlir (a 2-layer MLP training step
# in the mpt dialect): autodiff writes the backward, precision assignment
# colours forward and backward as one graph, and the mixed-precision step is
# printed.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${MPT_BUILD_DIR:-$root/build}
"$root/scripts/bootstrap.sh" mpt-opt
"$build/bin/mpt-opt" "$root/examples/mlp.mlir" --mpt-mixed-precision
