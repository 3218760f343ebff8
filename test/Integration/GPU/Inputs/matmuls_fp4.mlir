// NVFP4 and MXFP4 matmuls in the layouts a training step has, for sm_100a's
// tcgen05 kernel (kind::mxf4nvf4 .block16 with E4M3 scales, kind::mxf4
// .block32 with E8M0 scales): A [M, K] x B [N, K] as stored, the forward
// x @ W with W [K, N] (transposed as E2M1), the weight gradient Xᵀ dY
// (both transposed). NVFP4 weights in 16x16 squares, as the recipe has
// them. The shapes cover edge tiles in M and N, K with a partial last
// slice (320 = 256 + 64; 800 = 3 x 256 + 32), scale rows that are whole
// words (320 / 16 = 20, 1024 / 32 = 32 blocks) and that are not (800 / 16
// = 50, 96 / 32 = 3), and one short slice (96). Seeded f32 parameters;
// row 7 of %a2, K block 5 of %a0's row 3 and column 9 of %b1 are scaled by
// 2^10, so that a scale applied to the wrong row, column or K block moves
// the result far past the tolerance. The products read the block parts
// (NVFP4 dequantized without its tensor amax): on the CPU the products of
// the bf16 copies, on sm_100a the MMAs apply the scales.
func.func @train_step(
    %a0: tensor<300x320xf32> {mpt.role = "param"}, %b0: tensor<200x320xf32> {mpt.role = "param"},
    %a1: tensor<64x800xf32> {mpt.role = "param"}, %b1: tensor<800x256xf32> {mpt.role = "param"},
    %a2: tensor<96x320xf32> {mpt.role = "param"}, %b2: tensor<96x136xf32> {mpt.role = "param"},
    %a3: tensor<128x1024xf32> {mpt.role = "param"}, %b3: tensor<192x1024xf32> {mpt.role = "param"})
    -> (tensor<300x200xf32>, tensor<64x256xf32>, tensor<320x136xf32>, tensor<128x192xf32>) {
  // NVFP4, K-major as stored; B in 16x16 squares.
  %blk = arith.constant dense<1024.0> : tensor<1x16xf32>
  %a0k = tensor.extract_slice %a0[3, 80] [1, 16] [1, 1] : tensor<300x320xf32> to tensor<1x16xf32>
  %a0kbig = mpt.mul %a0k, %blk : tensor<1x16xf32>
  %a0s = tensor.insert_slice %a0kbig into %a0[3, 80] [1, 16] [1, 1] : tensor<1x16xf32> into tensor<300x320xf32>
  %qa0, %sa0, %ma0 = mpt.quantize_blocks %a0s {block = array<i64: 1, 16>, scaling = "nvfp4"} : tensor<300x320xf32> -> tensor<300x320xf4E2M1FN>, tensor<300x20xf8E4M3FN>, tensor<f32>
  %da0 = mpt.dequantize_blocks %qa0, %sa0 {block = array<i64: 1, 16>} : tensor<300x320xf4E2M1FN>, tensor<300x20xf8E4M3FN> -> tensor<300x320xbf16>
  %qb0, %sb0, %mb0 = mpt.quantize_blocks %b0 {block = array<i64: 16, 16>, scaling = "nvfp4"} : tensor<200x320xf32> -> tensor<200x320xf4E2M1FN>, tensor<13x20xf8E4M3FN>, tensor<f32>
  %db0 = mpt.dequantize_blocks %qb0, %sb0 {block = array<i64: 16, 16>} : tensor<200x320xf4E2M1FN>, tensor<13x20xf8E4M3FN> -> tensor<200x320xbf16>
  %c0 = mpt.matmul %da0, %db0 transpose_rhs : tensor<300x320xbf16>, tensor<200x320xbf16> -> tensor<300x200xf32>
  // NVFP4, the forward x @ W: W [K, N] in 16x16 squares, transposed as E2M1.
  %col = arith.constant dense<1024.0> : tensor<800x1xf32>
  %w9 = tensor.extract_slice %b1[0, 9] [800, 1] [1, 1] : tensor<800x256xf32> to tensor<800x1xf32>
  %w9big = mpt.mul %w9, %col : tensor<800x1xf32>
  %b1s = tensor.insert_slice %w9big into %b1[0, 9] [800, 1] [1, 1] : tensor<800x1xf32> into tensor<800x256xf32>
  %qa1, %sa1, %ma1 = mpt.quantize_blocks %a1 {block = array<i64: 1, 16>, scaling = "nvfp4"} : tensor<64x800xf32> -> tensor<64x800xf4E2M1FN>, tensor<64x50xf8E4M3FN>, tensor<f32>
  %da1 = mpt.dequantize_blocks %qa1, %sa1 {block = array<i64: 1, 16>} : tensor<64x800xf4E2M1FN>, tensor<64x50xf8E4M3FN> -> tensor<64x800xbf16>
  %qb1, %sb1, %mb1 = mpt.quantize_blocks %b1s {block = array<i64: 16, 16>, scaling = "nvfp4"} : tensor<800x256xf32> -> tensor<800x256xf4E2M1FN>, tensor<50x16xf8E4M3FN>, tensor<f32>
  %db1 = mpt.dequantize_blocks %qb1, %sb1 {block = array<i64: 16, 16>} : tensor<800x256xf4E2M1FN>, tensor<50x16xf8E4M3FN> -> tensor<800x256xbf16>
  %c1 = mpt.matmul %da1, %db1 : tensor<64x800xbf16>, tensor<800x256xbf16> -> tensor<64x256xf32>
  // MXFP4, the weight gradient Xᵀ dY: both operands in 32x1 blocks along
  // the batch (K = 96), transposed as E2M1.
  %row = arith.constant dense<1024.0> : tensor<1x320xf32>
  %r7 = tensor.extract_slice %a2[7, 0] [1, 320] [1, 1] : tensor<96x320xf32> to tensor<1x320xf32>
  %r7big = mpt.mul %r7, %row : tensor<1x320xf32>
  %a2s = tensor.insert_slice %r7big into %a2[7, 0] [1, 320] [1, 1] : tensor<1x320xf32> into tensor<96x320xf32>
  %qa2, %sa2 = mpt.quantize_blocks %a2s {block = array<i64: 32, 1>, scaling = "e8m0"} : tensor<96x320xf32> -> tensor<96x320xf4E2M1FN>, tensor<3x320xf8E8M0FNU>
  %da2 = mpt.dequantize_blocks %qa2, %sa2 {block = array<i64: 32, 1>} : tensor<96x320xf4E2M1FN>, tensor<3x320xf8E8M0FNU> -> tensor<96x320xbf16>
  %qb2, %sb2 = mpt.quantize_blocks %b2 {block = array<i64: 32, 1>, scaling = "e8m0"} : tensor<96x136xf32> -> tensor<96x136xf4E2M1FN>, tensor<3x136xf8E8M0FNU>
  %db2 = mpt.dequantize_blocks %qb2, %sb2 {block = array<i64: 32, 1>} : tensor<96x136xf4E2M1FN>, tensor<3x136xf8E8M0FNU> -> tensor<96x136xbf16>
  %c2 = mpt.matmul %da2, %db2 transpose_lhs : tensor<96x320xbf16>, tensor<96x136xbf16> -> tensor<320x136xf32>
  // MXFP4, K-major: four whole slices, two scale words per row each.
  %qa3, %sa3 = mpt.quantize_blocks %a3 {block = array<i64: 1, 32>, scaling = "e8m0"} : tensor<128x1024xf32> -> tensor<128x1024xf4E2M1FN>, tensor<128x32xf8E8M0FNU>
  %da3 = mpt.dequantize_blocks %qa3, %sa3 {block = array<i64: 1, 32>} : tensor<128x1024xf4E2M1FN>, tensor<128x32xf8E8M0FNU> -> tensor<128x1024xbf16>
  %qb3, %sb3 = mpt.quantize_blocks %b3 {block = array<i64: 1, 32>, scaling = "e8m0"} : tensor<192x1024xf32> -> tensor<192x1024xf4E2M1FN>, tensor<192x32xf8E8M0FNU>
  %db3 = mpt.dequantize_blocks %qb3, %sb3 {block = array<i64: 1, 32>} : tensor<192x1024xf4E2M1FN>, tensor<192x32xf8E8M0FNU> -> tensor<192x1024xbf16>
  %c3 = mpt.matmul %da3, %db3 transpose_rhs : tensor<128x1024xbf16>, tensor<192x1024xbf16> -> tensor<128x192xf32>
  return %c0, %c1, %c2, %c3 : tensor<300x200xf32>, tensor<64x256xf32>, tensor<320x136xf32>, tensor<128x192xf32>
}
