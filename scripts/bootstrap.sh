#!/usr/bin/env bash
# Installs what mpt needs from Debian's packages (idempotent, non-interactive),
# configures the build with CMake + Ninja and builds the given targets.
# Usage: scripts/bootstrap.sh [ninja targets...]   (build dir: $MPT_BUILD_DIR or build/;
#        extra CMake arguments for a new build dir: $MPT_CMAKE_ARGS; extra
#        Debian packages: $MPT_EXTRA_PACKAGES)
set -euo pipefail

root=$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)
build=${MPT_BUILD_DIR:-$root/build}
llvm=/usr/lib/llvm-22

# python3-numpy: references in the numerical tests (test/Integration);
# zlib1g-dev: mpt-run reads gzip-compressed IDX files; dataset-fashion-mnist:
# the data of the main job (scripts/run-example.sh); libomp-22-dev: LLVM's
# OpenMP runtime, which mpt-run's JIT loads for steps on several threads;
# mpich, libmpich-dev: MPI for data-parallel runs (mpt-run --data-parallel).
packages=(cmake ninja-build python3 python3-numpy llvm-22-dev llvm-22-tools
          libmlir-22-dev mlir-22-tools clang-22 lld-22 zlib1g-dev
          dataset-fashion-mnist libomp-22-dev mpich libmpich-dev)
source "$root/scripts/lib/install-packages.sh"
mpt_install_packages "${packages[@]}" ${MPT_EXTRA_PACKAGES:-}

if [ ! -f "$build/build.ninja" ]; then
  cmake -S "$root" -B "$build" -G Ninja \
    -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_C_COMPILER="$llvm/bin/clang" \
    -DCMAKE_CXX_COMPILER="$llvm/bin/clang++" \
    -DLLVM_USE_LINKER=lld \
    -DMLIR_DIR="$llvm/lib/cmake/mlir" \
    -DLLVM_EXTERNAL_LIT="$llvm/bin/lit" \
    -DPython3_EXECUTABLE=/usr/bin/python3 \
    -DMPT_ENABLE_WERROR=ON ${MPT_CMAKE_ARGS:-}
fi
# Two cores and about 1 GB per heavy MLIR translation unit: -j2 is the sweet spot.
ninja -C "$build" -j "${MPT_JOBS:-2}" "$@"
