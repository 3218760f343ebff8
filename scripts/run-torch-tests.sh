#!/usr/bin/env bash
# The checks that need PyTorch: builds mpt-run (installing what is missing),
# makes the torch virtual environment on first use (scripts/torch-env.sh:
# PyPI's torch, torch-mlir and numpy, about 6 GB; several minutes), then
# runs the front end's checks (scripts/torch-frontend-checks.py), the
# parity table against torch (scripts/torch-parity.py: FP32 losses within
# 1e-4, bf16/f16 drift at most twice torch autocast's), the ResNet stages'
# mixed-precision drift one step at a time (scripts/mixed-step-drift.py)
# ResNet-18's one-step parity (scripts/resnet18-step-parity.py), the
# learning-rate schedules, clipping and parameter groups against torch
# (scripts/torch-recipe-fixtures.py) and pretrained weights in and out
# against transformers (scripts/pretrained-fixtures.py). About
# 30 minutes after the environment exists. Not part of scripts/run-tests.sh: the suite
# replays committed fixtures instead.
set -euo pipefail
root=$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)
"$root/scripts/bootstrap.sh" mpt-run
# Each part runs whatever an earlier one found; the exit status is a
# failure if any part failed.
status=0
"$root/scripts/torch-env.sh" "$root/scripts/torch-frontend-checks.py" || status=1
"$root/scripts/torch-env.sh" "$root/scripts/torch-parity.py" "$@" || status=1
"$root/scripts/torch-env.sh" "$root/scripts/mixed-step-drift.py" || status=1
"$root/scripts/torch-env.sh" "$root/scripts/resnet18-step-parity.py" || status=1
"$root/scripts/torch-env.sh" "$root/scripts/torch-recipe-fixtures.py" || status=1
"$root/scripts/torch-env.sh" "$root/scripts/pretrained-fixtures.py" || status=1
exit $status
