// A 1000 x 1000 x 1000 matmul: no dimension is a multiple of its tile
// (128 x 64 x 32), so edge tiles are zero-filled by cp.async's source size
// and the stores of C are predicated. ptxas takes it with no spills.
// RUN: rm -rf %t && mpt-opt %s --mpt-lower-to-nvptx="dump-dir=%t" -o /dev/null
// RUN: FileCheck %s < %t/matmul_1000x1000x1000_nn_f16_set.ptx
// RUN: %if ptxas %{ %python %S/Inputs/check_ptxas.py --ptxas %ptxas --arch sm_80 %t | FileCheck %s --check-prefix=PTXAS %}

// 16 x 8 blocks of 128 threads are launched by the host code; here, the
// kernel: copies of 16 bytes whose source size is a register (0 past an
// edge), predicated stores of C.
// CHECK: .visible .entry matmul_1000x1000x1000_nn_f16_set(
// CHECK: selp.b32 [[SIZE:%r[0-9]+]], 16, 0,
// CHECK: cp.async.cg.shared.global [{{.*}}], [{{.*}}], 16, [[SIZE]];
// CHECK: mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32
// CHECK: @%p{{[0-9]+}} bra
// CHECK: st.global.b32

// PTXAS: matmul_1000x1000x1000_nn_f16_set.ptx: {{[0-9]+}} registers
// PTXAS: 0 spill bytes

func.func @matmul(%a: tensor<1000x1000xf16>, %b: tensor<1000x1000xf16>) -> tensor<1000x1000xf32> {
  %c = mpt.matmul %a, %b : tensor<1000x1000xf16>, tensor<1000x1000xf16> -> tensor<1000x1000xf32>
  return %c : tensor<1000x1000xf32>
}
