// Every tile configuration benchmarks/gpu_bench.py's search tries gives
// kernels ptxas accepts for sm_80 and sm_90 with no spills, on matmuls of
// every transpose form, batched, and with edge tiles (f16 for sm_80, bf16
// for sm_90).
// REQUIRES: ptxas
// RUN: rm -rf %t && mkdir -p %t
// RUN: sed 's/xf16>/xbf16>/g' %mpt_src_root/test/Integration/GPU/Inputs/matmuls.mlir > %t/bf16.mlir
// RUN: %python %S/Inputs/check_tiles.py --mpt-opt mpt-opt --ptxas %ptxas --out %t %mpt_src_root/test/Integration/GPU/Inputs/matmuls.mlir %t/bf16.mlir %mpt_src_root/benchmarks/gpu_bench.py | FileCheck %s
// CHECK-COUNT-12: kernels, 0 spill bytes
// CHECK: ok: 6 tile configurations
