// MXFP8 matmuls (E8M0 scales of 1x32 blocks along K) in the layouts a
// training step has: A [M, K] x B [N, K] as stored, the forward x @ W with
// W [K, N] (transposed as FP8), the weight gradient Xᵀ dY (both transposed)
// - E4M3 and E5M2, edge tiles in M and N, a K with a partial last block
// (784 = 24 x 32 + 16) and one slice shorter than 128 (96). Seeded f32
// parameters; row 7 of %a2, K block 5 of %a0's row 3 and column 9 of %b1
// are scaled by 2^10, so that a scale applied to the wrong row, column or K
// block moves the result far past the tolerance. On the CPU each product
// multiplies the dequantized copies in FP32; on sm_100a
// (mpt-form-block-scaled-matmuls) the tcgen05 kernel's MMAs apply the
// scales.
func.func @train_step(
    %a0: tensor<300x512xf32> {mpt.role = "param"}, %b0: tensor<200x512xf32> {mpt.role = "param"},
    %a1: tensor<64x784xf32> {mpt.role = "param"}, %b1: tensor<784x256xf32> {mpt.role = "param"},
    %a2: tensor<96x320xf32> {mpt.role = "param"}, %b2: tensor<96x136xf32> {mpt.role = "param"})
    -> (tensor<300x200xf32>, tensor<64x256xf32>, tensor<320x136xf32>) {
  // E4M3 x E5M2, K-major as stored.
  %blk = arith.constant dense<1024.0> : tensor<1x32xf32>
  %a0k = tensor.extract_slice %a0[3, 160] [1, 32] [1, 1] : tensor<300x512xf32> to tensor<1x32xf32>
  %a0kbig = mpt.mul %a0k, %blk : tensor<1x32xf32>
  %a0s = tensor.insert_slice %a0kbig into %a0[3, 160] [1, 32] [1, 1] : tensor<1x32xf32> into tensor<300x512xf32>
  %qa0, %sa0 = mpt.quantize_blocks %a0s {block = array<i64: 1, 32>, scaling = "e8m0"} : tensor<300x512xf32> -> tensor<300x512xf8E4M3FN>, tensor<300x16xf8E8M0FNU>
  %da0 = mpt.dequantize_blocks %qa0, %sa0 {block = array<i64: 1, 32>} : tensor<300x512xf8E4M3FN>, tensor<300x16xf8E8M0FNU> -> tensor<300x512xf32>
  %qb0, %sb0 = mpt.quantize_blocks %b0 {block = array<i64: 1, 32>, scaling = "e8m0"} : tensor<200x512xf32> -> tensor<200x512xf8E5M2>, tensor<200x16xf8E8M0FNU>
  %db0 = mpt.dequantize_blocks %qb0, %sb0 {block = array<i64: 1, 32>} : tensor<200x512xf8E5M2>, tensor<200x16xf8E8M0FNU> -> tensor<200x512xf32>
  %c0 = mpt.matmul %da0, %db0 transpose_rhs : tensor<300x512xf32>, tensor<200x512xf32> -> tensor<300x200xf32>
  // The forward x @ W: W [K, N] in 32x1 blocks, transposed as FP8.
  %col = arith.constant dense<1024.0> : tensor<784x1xf32>
  %w9 = tensor.extract_slice %b1[0, 9] [784, 1] [1, 1] : tensor<784x256xf32> to tensor<784x1xf32>
  %w9big = mpt.mul %w9, %col : tensor<784x1xf32>
  %b1s = tensor.insert_slice %w9big into %b1[0, 9] [784, 1] [1, 1] : tensor<784x1xf32> into tensor<784x256xf32>
  %qa1, %sa1 = mpt.quantize_blocks %a1 {block = array<i64: 1, 32>, scaling = "e8m0"} : tensor<64x784xf32> -> tensor<64x784xf8E4M3FN>, tensor<64x25xf8E8M0FNU>
  %da1 = mpt.dequantize_blocks %qa1, %sa1 {block = array<i64: 1, 32>} : tensor<64x784xf8E4M3FN>, tensor<64x25xf8E8M0FNU> -> tensor<64x784xf32>
  %qb1, %sb1 = mpt.quantize_blocks %b1s {block = array<i64: 32, 1>, scaling = "e8m0"} : tensor<784x256xf32> -> tensor<784x256xf8E4M3FN>, tensor<25x256xf8E8M0FNU>
  %db1 = mpt.dequantize_blocks %qb1, %sb1 {block = array<i64: 32, 1>} : tensor<784x256xf8E4M3FN>, tensor<25x256xf8E8M0FNU> -> tensor<784x256xf32>
  %c1 = mpt.matmul %da1, %db1 : tensor<64x784xf32>, tensor<784x256xf32> -> tensor<64x256xf32>
  // The weight gradient Xᵀ dY: both operands in 32x1 blocks along the
  // batch (K = 96), transposed as FP8.
  %row = arith.constant dense<1024.0> : tensor<1x320xf32>
  %r7 = tensor.extract_slice %a2[7, 0] [1, 320] [1, 1] : tensor<96x320xf32> to tensor<1x320xf32>
  %r7big = mpt.mul %r7, %row : tensor<1x320xf32>
  %a2s = tensor.insert_slice %r7big into %a2[7, 0] [1, 320] [1, 1] : tensor<1x320xf32> into tensor<96x320xf32>
  %qa2, %sa2 = mpt.quantize_blocks %a2s {block = array<i64: 32, 1>, scaling = "e8m0"} : tensor<96x320xf32> -> tensor<96x320xf8E4M3FN>, tensor<3x320xf8E8M0FNU>
  %da2 = mpt.dequantize_blocks %qa2, %sa2 {block = array<i64: 32, 1>} : tensor<96x320xf8E4M3FN>, tensor<3x320xf8E8M0FNU> -> tensor<96x320xf32>
  %qb2, %sb2 = mpt.quantize_blocks %b2 {block = array<i64: 32, 1>, scaling = "e8m0"} : tensor<96x136xf32> -> tensor<96x136xf8E5M2>, tensor<3x136xf8E8M0FNU>
  %db2 = mpt.dequantize_blocks %qb2, %sb2 {block = array<i64: 32, 1>} : tensor<96x136xf8E5M2>, tensor<3x136xf8E8M0FNU> -> tensor<96x136xf32>
  %c2 = mpt.matmul %da2, %db2 transpose_lhs : tensor<96x320xf32>, tensor<96x136xf32> -> tensor<320x136xf32>
  return %c0, %c1, %c2 : tensor<300x200xf32>, tensor<64x256xf32>, tensor<320x136xf32>
}
