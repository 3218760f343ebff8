// Matmuls of the shapes and transpose forms the tensor-core kernels cover,
// as one "step" whose operands are seeded f16 parameters (bf16 where the
// tests substitute it) and whose results are their FP32-accumulated
// products: mpt-run --save-results writes them, on the CPU and on the GPU.
func.func @train_step(
    %a0: tensor<64x784xf16> {mpt.role = "param"}, %b0: tensor<784x256xf16> {mpt.role = "param"},
    %a1: tensor<64x784xf16> {mpt.role = "param"}, %b1: tensor<64x256xf16> {mpt.role = "param"},
    %a2: tensor<64x256xf16> {mpt.role = "param"}, %b2: tensor<10x256xf16> {mpt.role = "param"},
    %a3: tensor<40x33xf16> {mpt.role = "param"}, %b3: tensor<17x40xf16> {mpt.role = "param"},
    %a4: tensor<1000x1000xf16> {mpt.role = "param"}, %b4: tensor<1000x1000xf16> {mpt.role = "param"},
    %a5: tensor<4x96x72xf16> {mpt.role = "param"}, %b5: tensor<4x72x130xf16> {mpt.role = "param"},
    %a6: tensor<1x1xf16> {mpt.role = "param"}, %b6: tensor<1x1xf16> {mpt.role = "param"})
    -> (tensor<64x256xf32>, tensor<784x256xf32>, tensor<64x10xf32>,
        tensor<33x17xf32>, tensor<1000x1000xf32>, tensor<4x96x130xf32>,
        tensor<1x1xf32>) {
  %c0 = mpt.matmul %a0, %b0 : tensor<64x784xf16>, tensor<784x256xf16> -> tensor<64x256xf32>
  %c1 = mpt.matmul %a1, %b1 transpose_lhs : tensor<64x784xf16>, tensor<64x256xf16> -> tensor<784x256xf32>
  %c2 = mpt.matmul %a2, %b2 transpose_rhs : tensor<64x256xf16>, tensor<10x256xf16> -> tensor<64x10xf32>
  %c3 = mpt.matmul %a3, %b3 transpose_lhs transpose_rhs : tensor<40x33xf16>, tensor<17x40xf16> -> tensor<33x17xf32>
  %c4 = mpt.matmul %a4, %b4 : tensor<1000x1000xf16>, tensor<1000x1000xf16> -> tensor<1000x1000xf32>
  %c5 = mpt.matmul %a5, %b5 : tensor<4x96x72xf16>, tensor<4x72x130xf16> -> tensor<4x96x130xf32>
  %c6 = mpt.matmul %a6, %b6 : tensor<1x1xf16>, tensor<1x1xf16> -> tensor<1x1xf32>
  return %c0, %c1, %c2, %c3, %c4, %c5, %c6 : tensor<64x256xf32>, tensor<784x256xf32>, tensor<64x10xf32>, tensor<33x17xf32>, tensor<1000x1000xf32>, tensor<4x96x130xf32>, tensor<1x1xf32>
}
