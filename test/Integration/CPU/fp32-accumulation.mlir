// Low-precision matmuls accumulate in FP32: a K = 8192 dot product of f16
// (or bf16) operands comes out exact, where accumulating in f16 stalls as
// soon as half an ulp of the sum exceeds the addend - at 2048 for ones
// (2048 + 1 rounds back to 2048) and at 256 for f16(0.1) = 1638/16384
// (sum 819 exactly, every partial sum representable in FP32). Measured with
// f16 accumulation: 2048 and 256. The tolerance is zero: any accumulation
// narrower than FP32's 24 bits fails.
// RUN: rm -rf %t && mkdir -p %t
// RUN: mpt-run %s --precision=f16 --steps=1 --print-every=0 --save-results=%t/f16 > /dev/null
// RUN: %python -c "import numpy as np, sys; print([np.load(f'{sys.argv[1]}/result_{i}.npy').ravel().tolist() for i in (0, 1)])" %t/f16 | FileCheck %s --check-prefix=F16
// F16: {{\[}}[8192.0, 8192.0, 8192.0, 8192.0], [819.0, 819.0, 819.0, 819.0]]
// bf16(0.1) = 0.10009765625 (205/2048): the sum over 8192 is 820.
// RUN: mpt-run %s --precision=bf16 --loss-scaling=none --steps=1 --print-every=0 --save-results=%t/bf16 > /dev/null
// RUN: %python -c "import numpy as np, sys; print([np.load(f'{sys.argv[1]}/result_{i}.npy').ravel().tolist() for i in (0, 1)])" %t/bf16 | FileCheck %s --check-prefix=BF16
// BF16: {{\[}}[8192.0, 8192.0, 8192.0, 8192.0], [820.0, 820.0, 820.0, 820.0]]
// The pipeline makes the operands low precision (else the test shows
// nothing).
// RUN: mpt-run %s --precision=f16 --print-ir | FileCheck %s --check-prefix=IR
// IR-COUNT-2: mpt.matmul {{.*}} : tensor<{{.*}}xf16>, tensor<{{.*}}xf16> -> tensor<{{.*}}xf32>
func.func @train_step(
    %a: tensor<1x8192xf32> {mpt.role = "param", mpt.init = dense<1.0> : tensor<1x8192xf32>},
    %b: tensor<8192x4xf32> {mpt.role = "param", mpt.init = dense<1.0> : tensor<8192x4xf32>},
    %c: tensor<1x8192xf32> {mpt.role = "param", mpt.init = dense<0.1> : tensor<1x8192xf32>})
    -> (tensor<1x4xf32>, tensor<1x4xf32>) {
  %ones = mpt.matmul %a, %b : tensor<1x8192xf32>, tensor<8192x4xf32> -> tensor<1x4xf32>
  %tenths = mpt.matmul %c, %b : tensor<1x8192xf32>, tensor<8192x4xf32> -> tensor<1x4xf32>
  return %ones, %tenths : tensor<1x4xf32>, tensor<1x4xf32>
}
