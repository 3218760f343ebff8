// Block-quantized FP8 matmuls in the layouts a training step has, with the
// blocks of the blockwise recipes: 1x128 along K (activations, gradients)
// and 128x128 (weights), FP32 and power-of-two scales, E4M3 and E5M2, edge
// tiles in M and N, a K with a partial last block (784 = 6 x 128 + 16) and
// one shorter than a block (96). Seeded f32 parameters; row 7 of %a2 and
// column block 1 of %b1 are scaled by 2^10 so that a scale applied to the
// wrong row, column or K block moves the result far past the tolerance.
// On the CPU each product multiplies the dequantized copies in FP32; on
// sm_90a (mpt-form-block-scaled-matmuls) the wgmma kernel sums each 128-deep
// slice of FP8 products and promotes it times sA * sB.
func.func @train_step(
    %a0: tensor<300x512xf32> {mpt.role = "param"}, %b0: tensor<200x512xf32> {mpt.role = "param"},
    %a1: tensor<64x784xf32> {mpt.role = "param"}, %b1: tensor<784x256xf32> {mpt.role = "param"},
    %a2: tensor<96x320xf32> {mpt.role = "param"}, %b2: tensor<96x136xf32> {mpt.role = "param"},
    %a3: tensor<130x256xf32> {mpt.role = "param"}, %b3: tensor<300x256xf32> {mpt.role = "param"})
    -> (tensor<300x200xf32>, tensor<64x256xf32>, tensor<320x136xf32>,
        tensor<130x300xf32>) {
  // 1x128 x 1x128, FP32 scales, E4M3 x E5M2, K-major as stored.
  %qa0, %sa0 = mpt.quantize_blocks %a0 {block = array<i64: 1, 128>, scaling = "f32"} : tensor<300x512xf32> -> tensor<300x512xf8E4M3FN>, tensor<300x4xf32>
  %da0 = mpt.dequantize_blocks %qa0, %sa0 {block = array<i64: 1, 128>} : tensor<300x512xf8E4M3FN>, tensor<300x4xf32> -> tensor<300x512xf32>
  %qb0, %sb0 = mpt.quantize_blocks %b0 {block = array<i64: 1, 128>, scaling = "f32"} : tensor<200x512xf32> -> tensor<200x512xf8E5M2>, tensor<200x4xf32>
  %db0 = mpt.dequantize_blocks %qb0, %sb0 {block = array<i64: 1, 128>} : tensor<200x512xf8E5M2>, tensor<200x4xf32> -> tensor<200x512xf32>
  %c0 = mpt.matmul %da0, %db0 transpose_rhs : tensor<300x512xf32>, tensor<200x512xf32> -> tensor<300x200xf32>
  // The forward x @ W: W [K, N] in 128x128 squares, transposed as FP8.
  %big = arith.constant dense<1024.0> : tensor<128x128xf32>
  %w1 = tensor.extract_slice %b1[128, 128] [128, 128] [1, 1] : tensor<784x256xf32> to tensor<128x128xf32>
  %w1big = mpt.mul %w1, %big : tensor<128x128xf32>
  %b1s = tensor.insert_slice %w1big into %b1[128, 128] [128, 128] [1, 1] : tensor<128x128xf32> into tensor<784x256xf32>
  %qa1, %sa1 = mpt.quantize_blocks %a1 {block = array<i64: 1, 128>, scaling = "f32"} : tensor<64x784xf32> -> tensor<64x784xf8E4M3FN>, tensor<64x7xf32>
  %da1 = mpt.dequantize_blocks %qa1, %sa1 {block = array<i64: 1, 128>} : tensor<64x784xf8E4M3FN>, tensor<64x7xf32> -> tensor<64x784xf32>
  %qb1, %sb1 = mpt.quantize_blocks %b1s {block = array<i64: 128, 128>, scaling = "f32"} : tensor<784x256xf32> -> tensor<784x256xf8E4M3FN>, tensor<7x2xf32>
  %db1 = mpt.dequantize_blocks %qb1, %sb1 {block = array<i64: 128, 128>} : tensor<784x256xf8E4M3FN>, tensor<7x2xf32> -> tensor<784x256xf32>
  %c1 = mpt.matmul %da1, %db1 : tensor<64x784xf32>, tensor<784x256xf32> -> tensor<64x256xf32>
  // The weight gradient Xᵀ dY: both operands in 128x1 blocks along the
  // batch (K = 96), transposed as FP8; power-of-two scales.
  %row = arith.constant dense<1024.0> : tensor<1x320xf32>
  %r7 = tensor.extract_slice %a2[7, 0] [1, 320] [1, 1] : tensor<96x320xf32> to tensor<1x320xf32>
  %r7big = mpt.mul %r7, %row : tensor<1x320xf32>
  %a2s = tensor.insert_slice %r7big into %a2[7, 0] [1, 320] [1, 1] : tensor<1x320xf32> into tensor<96x320xf32>
  %qa2, %sa2 = mpt.quantize_blocks %a2s {block = array<i64: 128, 1>, scaling = "pow2"} : tensor<96x320xf32> -> tensor<96x320xf8E4M3FN>, tensor<1x320xf32>
  %da2 = mpt.dequantize_blocks %qa2, %sa2 {block = array<i64: 128, 1>} : tensor<96x320xf8E4M3FN>, tensor<1x320xf32> -> tensor<96x320xf32>
  %qb2, %sb2 = mpt.quantize_blocks %b2 {block = array<i64: 128, 1>, scaling = "pow2"} : tensor<96x136xf32> -> tensor<96x136xf8E5M2>, tensor<1x136xf32>
  %db2 = mpt.dequantize_blocks %qb2, %sb2 {block = array<i64: 128, 1>} : tensor<96x136xf8E5M2>, tensor<1x136xf32> -> tensor<96x136xf32>
  %c2 = mpt.matmul %da2, %db2 transpose_lhs : tensor<96x320xf32>, tensor<96x136xf32> -> tensor<320x136xf32>
  // The input gradient dY Wᵀ: W [N, K] squares as stored, N = 300 over
  // three column blocks.
  %qa3, %sa3 = mpt.quantize_blocks %a3 {block = array<i64: 1, 128>, scaling = "f32"} : tensor<130x256xf32> -> tensor<130x256xf8E5M2>, tensor<130x2xf32>
  %da3 = mpt.dequantize_blocks %qa3, %sa3 {block = array<i64: 1, 128>} : tensor<130x256xf8E5M2>, tensor<130x2xf32> -> tensor<130x256xf32>
  %qb3, %sb3 = mpt.quantize_blocks %b3 {block = array<i64: 128, 128>, scaling = "f32"} : tensor<300x256xf32> -> tensor<300x256xf8E4M3FN>, tensor<3x2xf32>
  %db3 = mpt.dequantize_blocks %qb3, %sb3 {block = array<i64: 128, 128>} : tensor<300x256xf8E4M3FN>, tensor<3x2xf32> -> tensor<300x256xf32>
  %c3 = mpt.matmul %da3, %db3 transpose_rhs : tensor<130x256xf32>, tensor<300x256xf32> -> tensor<130x300xf32>
  return %c0, %c1, %c2, %c3 : tensor<300x200xf32>, tensor<64x256xf32>, tensor<320x136xf32>, tensor<130x300xf32>
}
