// FP8 matmuls in every transpose form, E4M3 x E4M3 and the mixed E4M3 x E5M2
// and E5M2 x E4M3, edge tiles, a K that is not a multiple of 32 and a batch:
// seeded bf16 parameters quantized with scale 1 (E4M3 saturates at 448;
// the seeds are small), multiplied with FP32 accumulation.
// `mpt-run --save-results` writes the products on the CPU and on the GPU
// (FP8 mma.sync m16n8k32 on sm_89+ with PTX 8.4: --ptx-features=+ptx84;
// on sm_90a the K-major pairs take the FP8 wgmma kernel).
func.func @train_step(
    %a0: tensor<64x784xbf16> {mpt.role = "param"}, %b0: tensor<784x256xbf16> {mpt.role = "param"},
    %a1: tensor<64x784xbf16> {mpt.role = "param"}, %b1: tensor<64x256xbf16> {mpt.role = "param"},
    %a2: tensor<64x256xbf16> {mpt.role = "param"}, %b2: tensor<10x256xbf16> {mpt.role = "param"},
    %a3: tensor<40x33xbf16> {mpt.role = "param"}, %b3: tensor<17x40xbf16> {mpt.role = "param"},
    %a4: tensor<4x96x72xbf16> {mpt.role = "param"}, %b4: tensor<4x72x130xbf16> {mpt.role = "param"},
    %a5: tensor<300x512xbf16> {mpt.role = "param"}, %b5: tensor<200x512xbf16> {mpt.role = "param"})
    -> (tensor<64x256xf32>, tensor<784x256xf32>, tensor<64x10xf32>,
        tensor<33x17xf32>, tensor<4x96x130xf32>, tensor<300x200xf32>) {
  %one = arith.constant dense<1.0> : tensor<f32>
  %qa0 = mpt.quantize %a0, %one : tensor<64x784xbf16> -> tensor<64x784xf8E4M3FN>
  %qb0 = mpt.quantize %b0, %one : tensor<784x256xbf16> -> tensor<784x256xf8E4M3FN>
  %c0 = mpt.matmul %qa0, %qb0 : tensor<64x784xf8E4M3FN>, tensor<784x256xf8E4M3FN> -> tensor<64x256xf32>
  %qa1 = mpt.quantize %a1, %one : tensor<64x784xbf16> -> tensor<64x784xf8E4M3FN>
  %qb1 = mpt.quantize %b1, %one : tensor<64x256xbf16> -> tensor<64x256xf8E5M2>
  %c1 = mpt.matmul %qa1, %qb1 transpose_lhs : tensor<64x784xf8E4M3FN>, tensor<64x256xf8E5M2> -> tensor<784x256xf32>
  %qa2 = mpt.quantize %a2, %one : tensor<64x256xbf16> -> tensor<64x256xf8E5M2>
  %qb2 = mpt.quantize %b2, %one : tensor<10x256xbf16> -> tensor<10x256xf8E4M3FN>
  %c2 = mpt.matmul %qa2, %qb2 transpose_rhs : tensor<64x256xf8E5M2>, tensor<10x256xf8E4M3FN> -> tensor<64x10xf32>
  %qa3 = mpt.quantize %a3, %one : tensor<40x33xbf16> -> tensor<40x33xf8E4M3FN>
  %qb3 = mpt.quantize %b3, %one : tensor<17x40xbf16> -> tensor<17x40xf8E4M3FN>
  %c3 = mpt.matmul %qa3, %qb3 transpose_lhs transpose_rhs : tensor<40x33xf8E4M3FN>, tensor<17x40xf8E4M3FN> -> tensor<33x17xf32>
  %qa4 = mpt.quantize %a4, %one : tensor<4x96x72xbf16> -> tensor<4x96x72xf8E4M3FN>
  %qb4 = mpt.quantize %b4, %one : tensor<4x72x130xbf16> -> tensor<4x72x130xf8E4M3FN>
  %c4 = mpt.matmul %qa4, %qb4 : tensor<4x96x72xf8E4M3FN>, tensor<4x72x130xf8E4M3FN> -> tensor<4x96x130xf32>
  // K-major A and B, several tiles with edges: sm_90a's FP8 wgmma kernel.
  %qa5 = mpt.quantize %a5, %one : tensor<300x512xbf16> -> tensor<300x512xf8E4M3FN>
  %qb5 = mpt.quantize %b5, %one : tensor<200x512xbf16> -> tensor<200x512xf8E5M2>
  %c5 = mpt.matmul %qa5, %qb5 transpose_rhs : tensor<300x512xf8E4M3FN>, tensor<200x512xf8E5M2> -> tensor<300x200xf32>
  return %c0, %c1, %c2, %c3, %c4, %c5 : tensor<64x256xf32>, tensor<784x256xf32>, tensor<64x10xf32>, tensor<33x17xf32>, tensor<4x96x130xf32>, tensor<300x200xf32>
}
