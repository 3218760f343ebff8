// mpt_torch's @train_step (python/mpt_torch/step_ir.py), around a forward
// of the shape torch-mlir exports (parameters, inputs, labels -> a scalar
// loss): roles in argument order, optimizer state zero at the start, lr a
// hyper argument whose mpt.init is the exported value, the weights named
// (mpt.name, what safetensors checkpoints are matched by), every state result
// marked with the argument it updates; mpt-opt verifies it, differentiates
// it and mpt-run trains it.
// RUN: %python %S/Inputs/write_step.py %mpt_src_root/python sgd > %t-sgd.mlir
// RUN: mpt-opt %t-sgd.mlir | FileCheck %s --check-prefix=SGD
// SGD: func.func @train_step(%{{.*}}: tensor<4x3xf32> {mpt.name = "weight", mpt.role = "param"}, %{{.*}}: tensor<3xf32> {mpt.name = "bias", mpt.role = "param"}, %{{.*}}: tensor<2x4xf32> {mpt.role = "input"}, %{{.*}}: tensor<2x3xf32> {mpt.role = "label"}, %{{.*}}: tensor<f32> {mpt.init = dense<1.250000e-01> : tensor<f32>, mpt.role = "hyper"}) -> (tensor<4x3xf32> {mpt.updates = 0 : i64}, tensor<3xf32> {mpt.updates = 1 : i64}, tensor<f32>)
// SGD: mpt.value_and_grad @forward(%arg0, %arg1, %arg2, %arg3) wrt [0, 1]
// SGD-COUNT-2: mpt.sgd
// SGD-NOT: velocity
// SGD-NOT: mpt.adam
// SGD-NOT: mpt.name = "input

// RUN: %python %S/Inputs/write_step.py %mpt_src_root/python sgd_momentum momentum=0.5 nesterov=true weight_decay=0.01 > %t-momentum.mlir
// RUN: mpt-opt %t-momentum.mlir | FileCheck %s --check-prefix=MOMENTUM
// MOMENTUM: func.func @train_step({{.*}}{mpt.name = "weight", mpt.role = "param"}, {{.*}}{mpt.name = "bias", mpt.role = "param"}, %{{.*}}: tensor<4x3xf32> {mpt.role = "opt_state"}, %{{.*}}: tensor<3xf32> {mpt.role = "opt_state"}, {{.*}}"input"{{.*}}"label"{{.*}}"hyper"{{.*}} -> (tensor<4x3xf32> {mpt.updates = 0 : i64}, tensor<3xf32> {mpt.updates = 1 : i64}, tensor<4x3xf32> {mpt.updates = 2 : i64}, tensor<3xf32> {mpt.updates = 3 : i64}, tensor<f32>)
// MOMENTUM: mpt.value_and_grad @forward(%arg0, %arg1, %arg4, %arg5)
// MOMENTUM: mpt.sgd %arg0, %{{.*}}, %arg6 velocity %arg2 {momentum = 5.000000e-01 : f64, nesterov, weight_decay = 1.000000e-02 : f64}
// MOMENTUM: mpt.sgd %arg1, %{{.*}}, %arg6 velocity %arg3

// RUN: %python %S/Inputs/write_step.py %mpt_src_root/python adamw eps=1e-6 > %t-adamw.mlir
// RUN: mpt-opt %t-adamw.mlir | FileCheck %s --check-prefix=ADAMW
// ADAMW: {mpt.role = "opt_state"}, {{.*}}{mpt.role = "opt_state"}, {{.*}}{mpt.role = "opt_state"}, {{.*}}{mpt.role = "opt_state"}, %{{.*}}: tensor<i64> {mpt.role = "step"}
// ADAMW-SAME: tensor<i64> {mpt.updates = 6 : i64}, tensor<f32>)
// ADAMW: mpt.adam %arg0, %{{.*}}, %arg2, %arg4, %arg6, %arg9 {epsilon = 9.99{{[0-9]*}}E-7 : f64} :
// ADAMW: mpt.adam %arg1, %{{.*}}, %arg3, %arg5, %arg6, %arg9 {epsilon

// Parameter groups: each parameter's update takes its group's
// hyper-parameters; a learning rate other than the first group's is a hyper
// argument of its own (lr.group1), and a schedule scales both.
// RUN: %python %S/Inputs/write_step.py %mpt_src_root/python adamw '--groups=[{"params": ["bias"], "weight_decay": 0.0}, {"params": ["weight"], "lr": 0.0625, "betas": [0.8, 0.99]}]' > %t-groups.mlir
// RUN: mpt-opt %t-groups.mlir | FileCheck %s --check-prefix=GROUPS
// GROUPS: %arg9: tensor<f32> {mpt.init = dense<1.250000e-01> : tensor<f32>, mpt.role = "hyper"}, %arg10: tensor<f32> {mpt.init = dense<6.250000e-02> : tensor<f32>, mpt.role = "hyper"})
// GROUPS: mpt.adam %arg0, %{{.*}}, %arg2, %arg4, %arg6, %arg10 {beta1 = 8.000000e-01 : f64, beta2 = 0.98999{{[0-9]*}} : f64} :
// GROUPS: mpt.adam %arg1, %{{.*}}, %arg3, %arg5, %arg6, %arg9 {weight_decay = 0.000000e+00 : f64} :
// GROUPS-NOT: mpt.adam
// RUN: %python %S/Inputs/write_step.py %mpt_src_root/python sgd weight_decay=0.01 '--groups=[{"params": ["weight"]}, {"params": ["bias"], "weight_decay": 0.0}]' | mpt-opt | FileCheck %s --check-prefix=SHARED
// SHARED-COUNT-1: mpt.role = "hyper"
// SHARED-NOT: mpt.role = "hyper"
// SHARED: mpt.sgd %arg0, %{{.*}}, %arg4 {weight_decay = 1.000000e-02 : f64} :
// SHARED: mpt.sgd %arg1, %{{.*}}, %arg4 :
// RUN: mpt-opt %t-groups.mlir --mpt-lr-schedule=schedule=cosine\ total-steps=10 | FileCheck %s --check-prefix=SCHEDULED
// SCHEDULED: %[[B:.*]] = arith.extf %arg9 : tensor<f32> to tensor<f64>
// SCHEDULED-NEXT: %[[BM:.*]] = arith.mulf %[[B]], %{{.*}} : tensor<f64>
// SCHEDULED-NEXT: %[[BS:.*]] = arith.truncf %[[BM]]
// SCHEDULED: %[[W:.*]] = arith.extf %arg10 : tensor<f32> to tensor<f64>
// SCHEDULED-NEXT: %[[WM:.*]] = arith.mulf %[[W]], %{{.*}} : tensor<f64>
// SCHEDULED-NEXT: %[[WS:.*]] = arith.truncf %[[WM]]
// SCHEDULED: mpt.adam %arg0, %{{.*}}, %arg2, %arg4, %arg6, %[[WS]] {beta1 = 8.0
// SCHEDULED: mpt.adam %arg1, %{{.*}}, %arg3, %arg5, %arg6, %[[BS]] {weight_decay
// SCHEDULED-NOT: mpt.adam {{.*}}, %arg{{9|10}} {

// Each trains: 4 steps of the step with its default lr.
// RUN: %python -c "import numpy as n; r = n.random.default_rng(0); n.save('%t-x.npy', r.standard_normal((8, 4)).astype('f4')); n.save('%t-y.npy', r.standard_normal((8, 3)).astype('f4'))"
// RUN: mpt-run %t-sgd.mlir --data=npy:%t-x.npy,%t-y.npy --steps=4 --print-every=0 | FileCheck %s --check-prefix=TRAIN
// RUN: mpt-run %t-momentum.mlir --data=npy:%t-x.npy,%t-y.npy --steps=4 --print-every=0 | FileCheck %s --check-prefix=TRAIN
// RUN: mpt-run %t-adamw.mlir --data=npy:%t-x.npy,%t-y.npy --steps=4 --print-every=0 --precision=bf16 | FileCheck %s --check-prefix=TRAIN
// RUN: mpt-run %t-groups.mlir --data=npy:%t-x.npy,%t-y.npy --steps=4 --print-every=0 --lr-schedule=linear | FileCheck %s --check-prefix=TRAIN
// TRAIN-NOT: nan
// TRAIN: skipped steps: 0 of 4

// Unknown optimizers and hyper-parameters are errors that name them; floats
// are MLIR literals (a '.' before an exponent).
// RUN: %python %S/Inputs/write_step.py %mpt_src_root/python --errors | FileCheck %s --check-prefix=ERRORS
// ERRORS: error: unknown optimizer 'lamb': expected sgd, sgd_momentum, adamw
// ERRORS: error: optimizer 'sgd' takes lr and weight_decay; got momentum
// ERRORS: error: optimizer 'adamw' takes lr and betas, eps, weight_decay; got beta1
// ERRORS: error: no parameter group holds bias (freeze a parameter the optimizer does not update: requires_grad=False)
// ERRORS: error: parameter 'bias' is in parameter groups 0 and 1
// ERRORS: error: parameter group 0 names 'scale', which is not a trainable parameter of the step
// ERRORS: error: optimizer 'sgd' takes lr and weight_decay; got betas
// ERRORS: literals: 1.0e-08 0.001 3.0e+20
// ERRORS-NOT: no error
