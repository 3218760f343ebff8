// Frozen weights (`mpt.role = "frozen"`): a LoRA-style step, a frozen base
// weight W (bf16 in @train_step_bf16, FP8 E4M3 in @train_step_fp8, read
// from an f32 file of E4M3 values) plus trained adapters A and B:
// logits = x W + (x A) B. The forward reads W, the step never updates it:
// no gradient, no master copy, no optimizer state. mpt-run loads it with
// --load-params (frozen_<argument>.npy), writes it unchanged with
// --save-state, and the memory report counts it apart.
// RUN: rm -rf %t && mkdir -p %t/params
// RUN: %python %S/Inputs/make_frozen_data.py %t
// RUN: mpt-run %s --load-params=%t/params --data=npy:%t/x.npy,%t/y.npy --shuffle=false --steps=5 --print-every=0 --save-state=%t/f32 2>&1 | FileCheck %s --check-prefix=TRAIN
// RUN: mpt-run %s --entry=train_step_bf16 --load-params=%t/params-bf16 --data=npy:%t/x.npy,%t/y.npy --shuffle=false --steps=5 --print-every=0 --precision=bf16 --save-state=%t/bf16 2>&1 | FileCheck %s --check-prefix=TRAIN
// RUN: mpt-run %s --entry=train_step_fp8 --load-params=%t/params-fp8 --data=npy:%t/x.npy,%t/y.npy --shuffle=false --steps=5 --print-every=0 --precision=bf16 --save-state=%t/fp8 2>&1 | FileCheck %s --check-prefix=TRAIN
// RUN: %python %S/Inputs/make_frozen_data.py %t --check %t/f32 %t/bf16 %t/fp8 | FileCheck %s --check-prefix=STATE
// TRAIN-NOT: error
// TRAIN: mean loss of the last 5 steps
// STATE: frozen_2 unchanged in f32
// STATE: frozen_2 unchanged in bf16
// STATE: frozen_2 unchanged in fp8
// STATE: adapters trained

// The frozen weight's file is needed like a parameter's.
// RUN: rm %t/params/frozen_2.npy
// RUN: not mpt-run %s --load-params=%t/params --data=npy:%t/x.npy,%t/y.npy --steps=1 2>&1 | FileCheck %s --check-prefix=MISSING
// MISSING: error: {{.*}}frozen_2.npy: cannot read

// An FP8 argument's file must hold FP8 values: mpt-run narrows nothing.
// RUN: not mpt-run %s --entry=train_step_fp8 --load-params=%t/params-bf16 --data=npy:%t/x.npy,%t/y.npy --steps=1 2>&1 | FileCheck %s --check-prefix=NOT-FP8
// NOT-FP8: error: {{.*}}params-bf16/frozen_2.npy: element 0 ({{.*}}) is not a f8E4M3FN value (the argument tensor<8x4xf8E4M3FN> holds f8E4M3FN)

// The memory report: W's 8x4 f32 bytes in their own row, not among the
// 8x2 + 2x4 = 24 parameters; its f16 copy is a low-precision copy, like
// the adapters' copies (2 * (32 + 16 + 8) bytes); no master, no gradient.
// RUN: mpt-opt %s --mpt-mixed-precision --mpt-memory-report -o /dev/null | FileCheck %s --check-prefix=REPORT
// REPORT-LABEL: mpt-memory-report: @train_step (24 parameters)
// REPORT-NEXT: category
// REPORT-NEXT: param 96 96 f32 96
// REPORT-NEXT: frozen 128 128 f32 128
// REPORT-NEXT: low_precision_copy 112 0 f16 112
// REPORT-NEXT: fp8_copy
// REPORT-NEXT: gradient 96 96 f32 96
// REPORT-LABEL: mpt-memory-report: @train_step_bf16 (24 parameters)
// REPORT: frozen 64 128 bf16 64
// RUN: mpt-opt %s --mpt-mixed-precision | FileCheck %s --check-prefix=STEP
// STEP-LABEL: func.func @train_step(
// STEP-SAME: {mpt.role = "frozen"}
// STEP-NOT: mpt.updates = 2
// STEP: return

func.func @loss(%a: tensor<8x2xf32>, %b: tensor<2x4xf32>, %w: tensor<8x4xf32>,
                %x: tensor<4x8xf32>, %y: tensor<4xi32>) -> tensor<f32> {
  %base = mpt.matmul %x, %w : tensor<4x8xf32>, tensor<8x4xf32> -> tensor<4x4xf32>
  %down = mpt.matmul %x, %a : tensor<4x8xf32>, tensor<8x2xf32> -> tensor<4x2xf32>
  %up = mpt.matmul %down, %b : tensor<4x2xf32>, tensor<2x4xf32> -> tensor<4x4xf32>
  %logits = mpt.add %base, %up : tensor<4x4xf32>
  %loss = mpt.softmax_cross_entropy %logits, %y : tensor<4x4xf32>, tensor<4xi32>
  return %loss : tensor<f32>
}

func.func @train_step(%a: tensor<8x2xf32> {mpt.role = "param"},
                      %b: tensor<2x4xf32> {mpt.role = "param"},
                      %w: tensor<8x4xf32> {mpt.role = "frozen"},
                      %x: tensor<4x8xf32> {mpt.role = "input"},
                      %y: tensor<4xi32> {mpt.role = "label"},
                      %lr: tensor<f32> {mpt.role = "hyper", mpt.init = dense<0.5> : tensor<f32>})
    -> (tensor<8x2xf32> {mpt.updates = 0 : i64},
        tensor<2x4xf32> {mpt.updates = 1 : i64}, tensor<f32>) {
  %loss, %ga, %gb = mpt.value_and_grad @loss(%a, %b, %w, %x, %y) wrt [0, 1]
      : (tensor<8x2xf32>, tensor<2x4xf32>, tensor<8x4xf32>, tensor<4x8xf32>, tensor<4xi32>)
      -> (tensor<f32>, tensor<8x2xf32>, tensor<2x4xf32>)
  %a1 = mpt.sgd %a, %ga, %lr : tensor<8x2xf32>, tensor<8x2xf32>
  %b1 = mpt.sgd %b, %gb, %lr : tensor<2x4xf32>, tensor<2x4xf32>
  return %a1, %b1, %loss : tensor<8x2xf32>, tensor<2x4xf32>, tensor<f32>
}

func.func @loss_bf16(%a: tensor<8x2xf32>, %b: tensor<2x4xf32>, %w: tensor<8x4xbf16>,
                     %x: tensor<4x8xf32>, %y: tensor<4xi32>) -> tensor<f32> {
  %wide = mpt.cast %w : tensor<8x4xbf16> to tensor<8x4xf32>
  %loss = func.call @loss(%a, %b, %wide, %x, %y)
      : (tensor<8x2xf32>, tensor<2x4xf32>, tensor<8x4xf32>, tensor<4x8xf32>, tensor<4xi32>) -> tensor<f32>
  return %loss : tensor<f32>
}

func.func @train_step_bf16(%a: tensor<8x2xf32> {mpt.role = "param"},
                           %b: tensor<2x4xf32> {mpt.role = "param"},
                           %w: tensor<8x4xbf16> {mpt.role = "frozen"},
                           %x: tensor<4x8xf32> {mpt.role = "input"},
                           %y: tensor<4xi32> {mpt.role = "label"},
                           %lr: tensor<f32> {mpt.role = "hyper", mpt.init = dense<0.5> : tensor<f32>})
    -> (tensor<8x2xf32> {mpt.updates = 0 : i64},
        tensor<2x4xf32> {mpt.updates = 1 : i64}, tensor<f32>) {
  %loss, %ga, %gb = mpt.value_and_grad @loss_bf16(%a, %b, %w, %x, %y) wrt [0, 1]
      : (tensor<8x2xf32>, tensor<2x4xf32>, tensor<8x4xbf16>, tensor<4x8xf32>, tensor<4xi32>)
      -> (tensor<f32>, tensor<8x2xf32>, tensor<2x4xf32>)
  %a1 = mpt.sgd %a, %ga, %lr : tensor<8x2xf32>, tensor<8x2xf32>
  %b1 = mpt.sgd %b, %gb, %lr : tensor<2x4xf32>, tensor<2x4xf32>
  return %a1, %b1, %loss : tensor<8x2xf32>, tensor<2x4xf32>, tensor<f32>
}

func.func @loss_fp8(%a: tensor<8x2xf32>, %b: tensor<2x4xf32>, %w: tensor<8x4xf8E4M3FN>,
                    %x: tensor<4x8xf32>, %y: tensor<4xi32>) -> tensor<f32> {
  %wide = arith.extf %w : tensor<8x4xf8E4M3FN> to tensor<8x4xf32>
  %loss = func.call @loss(%a, %b, %wide, %x, %y)
      : (tensor<8x2xf32>, tensor<2x4xf32>, tensor<8x4xf32>, tensor<4x8xf32>, tensor<4xi32>) -> tensor<f32>
  return %loss : tensor<f32>
}

func.func @train_step_fp8(%a: tensor<8x2xf32> {mpt.role = "param"},
                          %b: tensor<2x4xf32> {mpt.role = "param"},
                          %w: tensor<8x4xf8E4M3FN> {mpt.role = "frozen"},
                          %x: tensor<4x8xf32> {mpt.role = "input"},
                          %y: tensor<4xi32> {mpt.role = "label"},
                          %lr: tensor<f32> {mpt.role = "hyper", mpt.init = dense<0.5> : tensor<f32>})
    -> (tensor<8x2xf32> {mpt.updates = 0 : i64},
        tensor<2x4xf32> {mpt.updates = 1 : i64}, tensor<f32>) {
  %loss, %ga, %gb = mpt.value_and_grad @loss_fp8(%a, %b, %w, %x, %y) wrt [0, 1]
      : (tensor<8x2xf32>, tensor<2x4xf32>, tensor<8x4xf8E4M3FN>, tensor<4x8xf32>, tensor<4xi32>)
      -> (tensor<f32>, tensor<8x2xf32>, tensor<2x4xf32>)
  %a1 = mpt.sgd %a, %ga, %lr : tensor<8x2xf32>, tensor<8x2xf32>
  %b1 = mpt.sgd %b, %gb, %lr : tensor<2x4xf32>, tensor<2x4xf32>
  return %a1, %b1, %loss : tensor<8x2xf32>, tensor<2x4xf32>, tensor<f32>
}
