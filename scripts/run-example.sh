#!/usr/bin/env bash
# The main job on the bundled example: build mpt, then parse, verify and print
# examples/mlp.mlir, a 2-layer MLP training step in the mpt dialect.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${MPT_BUILD_DIR:-$root/build}
"$root/scripts/bootstrap.sh" mpt-opt
"$build/bin/mpt-opt" "$root/examples/mlp.mlir"
