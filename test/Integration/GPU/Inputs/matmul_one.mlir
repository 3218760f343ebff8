// One f16 matmul that takes the tensor-core kernels (mma.sync with cp.async
// on sm_80; TMA + wgmma on sm_90a), for emulated-mutations.mlir.
func.func @train_step(
    %a: tensor<64x784xf16> {mpt.role = "param"},
    %b: tensor<784x256xf16> {mpt.role = "param"}) -> tensor<64x256xf32> {
  %c = mpt.matmul %a, %b : tensor<64x784xf16>, tensor<784x256xf16> -> tensor<64x256xf32>
  return %c : tensor<64x256xf32>
}
