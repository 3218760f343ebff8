// FP32 master weights keep updates smaller than half an FP16 ulp of the
// weights. Every weight starts at 1.0 (FP16 ulp 2^-10, half of it 4.9e-4)
// and every SGD update is lr * 3.2e-3 * w = 9.6e-5 * w: with the step in
// FP16 (the matmul's operands are f16) the FP32 master moves each step,
// w_50 = (1 - 9.6e-5)^50 = 0.995211, while a master rounded to FP16 before
// each update would stay at 1.0 (4.8e-3 away). Tolerance 1e-5 absolute: the
// f16 rounding of the constant input 0.01 (0.010002136) moves w_50 by 1.8e-6 (measured).
// RUN: rm -rf %t && mpt-run %s --precision=f16 --hyper=0.03 --steps=50 --print-every=0 --save-state=%t > /dev/null
// RUN: %python -c "import numpy as np, sys; w = np.load(sys.argv[1] + '/param_0.npy'); want = (1 - 0.03 * 3.2e-3) ** 50; err = float(np.max(np.abs(w - want))); print('moved' if np.all(w < 1) else 'stuck at 1.0', 'worst', 'ok' if err <= 1e-5 else err)" %t | FileCheck %s
// CHECK: moved worst ok
// RUN: mpt-run %s --precision=f16 --print-ir | FileCheck %s --check-prefix=IR
// IR: mpt.matmul {{.*}} : tensor<4x64xf16>, tensor<64x4xf16> -> tensor<4x4xf32>

func.func @loss(%w: tensor<64x4xf32>) -> tensor<f32> {
  %x = arith.constant dense<0.01> : tensor<4x64xf32>
  %zero = arith.constant dense<0.0> : tensor<4x4xf32>
  %pred = mpt.matmul %x, %w : tensor<4x64xf32>, tensor<64x4xf32> -> tensor<4x4xf32>
  %l = mpt.mse_loss %pred, %zero : tensor<4x4xf32>
  return %l : tensor<f32>
}

func.func @train_step(
    %w: tensor<64x4xf32> {mpt.role = "param", mpt.init = dense<1.0> : tensor<64x4xf32>},
    %lr: tensor<f32> {mpt.role = "hyper"})
    -> (tensor<64x4xf32> {mpt.updates = 0 : i64}, tensor<f32>) {
  %l, %g = mpt.value_and_grad @loss(%w) wrt [0]
      : (tensor<64x4xf32>) -> (tensor<f32>, tensor<64x4xf32>)
  %wn = mpt.sgd %w, %g, %lr : tensor<64x4xf32>, tensor<64x4xf32>
  return %wn, %l : tensor<64x4xf32>, tensor<f32>
}
