#!/usr/bin/env bash
# Builds mpt with AddressSanitizer and UndefinedBehaviorSanitizer and with
# libstdc++'s assertions (mpt itself has no assert(): its checks are
# diagnostics; NDEBUG cannot be undefined against Debian's release MLIR, see
# CMakeLists.txt), in build-sanitize/, and runs the whole test suite with it.
# Any report fails the run (-fno-sanitize-recover).
#   scripts/sanitize.sh            # configure, build, run every lit test
#   scripts/sanitize.sh TARGET...  # build these targets only
set -euo pipefail
root=$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)
export MPT_BUILD_DIR=${MPT_BUILD_DIR:-$root/build-sanitize}
# The same build has libFuzzer's coverage hooks, so scripts/fuzz.sh reuses it.
export MPT_CMAKE_ARGS="-DMPT_SANITIZERS=address;undefined -DMPT_ENABLE_ASSERTIONS=ON -DMPT_ENABLE_FUZZER=ON"
# libclang-rt-22-dev: the sanitizer and libFuzzer runtimes clang links.
export MPT_EXTRA_PACKAGES="${MPT_EXTRA_PACKAGES:-} libclang-rt-22-dev"
# LLVM's and MLIR's global registries are never freed by design: leak
# reports at exit would be about them, not about mpt.
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0:abort_on_error=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
# UCX (which MPICH loads) patches malloc at load time and crashes against
# AddressSanitizer; test/lit.cfg.py sets the same for the suite.
export UCX_MEM_EVENTS=${UCX_MEM_EVENTS:-no}
"$root/scripts/bootstrap.sh" "${@:-check-mpt}"
