// Data parallelism on a step that updates buffers: the ResNet stage with
// batch norm in train mode (the resnet_stage_bn parity fixture), 2 ranks,
// 10 SGD steps. mpt-data-parallel averages the float buffers (running means
// and variances) over the ranks after every step, so every rank holds the
// same (mpt-run's end-of-run check would fail otherwise), and the
// parameters and buffers are torch's when torch averages them the same way
// (scripts/data-parallel-buffer-reference.py: dp2/), within 3e-6 relative
// per array (measured 6.5e-7). They are not torch DDP's, which keeps rank
// 0's buffers (dp2_broadcast/, 0.51 off).
// REQUIRES: mpi
// RUN: rm -rf %t && mkdir -p %t
// RUN: %mpirun -np 2 %mpt_tools_dir/mpt-run %S/Inputs/torch-parity/resnet_stage_bn/sgd.mlir --load-params=%S/Inputs/torch-parity/resnet_stage_bn/params --shuffle=false --data=npy:%S/Inputs/torch-parity/resnet_stage_bn/input0.npy,%S/Inputs/torch-parity/resnet_stage_bn/labels.npy --steps=10 --data-parallel --print-every=0 --save-state=%t/dp2 | FileCheck %s --check-prefix=TRAIN
// RUN: %python %S/Inputs/compare_states.py %t/dp2 %S/Inputs/torch-parity/resnet_stage_bn/dp2 3e-6 param_,buffer_ | FileCheck %s --check-prefix=CLOSE
// RUN: not %python %S/Inputs/compare_states.py %t/dp2 %S/Inputs/torch-parity/resnet_stage_bn/dp2_broadcast 1e-2 buffer_ | FileCheck %s --check-prefix=DIFFERENT
// RUN: mpt-opt %S/Inputs/torch-parity/resnet_stage_bn/sgd.mlir --mpt-autodiff --mpt-data-parallel | FileCheck %s --check-prefix=IR
// TRAIN: skipped steps: 0 of 10
// CLOSE: close
// DIFFERENT: DIFFERENT
//
// One all-reduce averages the 6 float buffers (24 values); the batch
// counts (i64) are returned as the step computed them.
// IR-LABEL: func.func @train_step
// IR: %[[AVG:.*]] = mpt.all_reduce %{{.*}} {reduction = "average"} : tensor<24xf32>
// IR-NOT: mpt.all_reduce {{.*}} tensor<i64>
// IR: return
