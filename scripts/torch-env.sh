#!/usr/bin/env bash
# Runs a Python script in a virtual environment with PyPI's torch,
# torch-mlir, numpy, ml_dtypes, transformers, peft and torchvision (the
# Llama, Mixtral, LoRA, GPT-2 and ResNet-18 models of the parity runs and
# benchmarks), made on first use (torch is about 6 GB installed;
# allow several minutes). The C++ core and the test suite never need it.
# Usage: scripts/torch-env.sh SCRIPT [ARGS...]   (or -m MODULE [ARGS...];
#        environment: $MPT_TORCH_VENV or build/torch-venv; python/, mpt's
#        front end mpt_torch, is on the module path)
set -euo pipefail
root=$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)
venv=${MPT_TORCH_VENV:-$root/build/torch-venv}

source "$root/scripts/lib/install-packages.sh"
mpt_install_packages python3-venv
if ! "$venv/bin/python" -c "import torch, torch_mlir, numpy, ml_dtypes, transformers, peft, torchvision" 2>/dev/null; then
  echo "mpt: making $venv (torch, torch-mlir, numpy, ml_dtypes, transformers, peft, torchvision)" >&2
  python3 -m venv "$venv"
  "$venv/bin/pip" install -q --upgrade pip
  "$venv/bin/pip" install -q torch torch-mlir numpy ml_dtypes transformers peft torchvision
fi
export PYTHONPATH="$root/python${PYTHONPATH:+:$PYTHONPATH}"
exec "$venv/bin/python" "$@"
