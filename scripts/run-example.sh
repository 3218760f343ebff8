#!/usr/bin/env bash
# The main job: build mpt (installing what is missing, Fashion-MNIST
# included), then train the bundled MLP (examples/mlp.mlir) on Fashion-MNIST
# with mpt-run in FP32, FP16 with dynamic loss scaling, FP16 without loss
# scaling and BF16, plus the small-gradient configuration in which FP16
# needs loss scaling (examples/mlp_small_gradients.mlir); then the same
# four modes on real text: a byte-level LSTM language model exported from
# torch (examples/lstm_lm/) on Debian's fortunes corpus. Prints tables of
# test accuracy, loss and zero-gradient fractions; writes CSVs, loss.svg and
# results.md to build/experiment/ and build/lstm-experiment/. Arguments go
# to the Fashion-MNIST experiment.
set -euo pipefail
root=$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)
build=${MPT_BUILD_DIR:-$root/build}
source "$root/scripts/lib/install-packages.sh"
mpt_install_packages fortunes
"$root/scripts/bootstrap.sh" mpt-opt mpt-run
status=0
"$root/scripts/loss-scaling-experiment.py" --mpt-run "$build/bin/mpt-run" \
  --mpt-opt "$build/bin/mpt-opt" \
  --out "$build/experiment" "$@" || status=$?
"$root/scripts/lstm-text-experiment.py" --mpt-run "$build/bin/mpt-run" \
  --out "$build/lstm-experiment" || status=$?
exit $status
