// The Python module (python/mpt, ctypes over the C API) trains
// examples/mlp.mlir in f16 with dynamic loss scaling on the batches the C
// program wrote: its losses, scales and skip flags, and its checkpoint,
// equal the C API's (and so mpt-run's, test/CAPI/train-mlp.mlir) byte for
// byte. The model's forward, called in-process on the trained parameters,
// agrees with numpy's. State views follow training without copies; bad
// input raises mpt.Error with mpt's message and changes nothing.
// libMPTCAPI.so of a sanitizer build needs the sanitizer runtime of an
// instrumented executable, which python3 is not.
// UNSUPPORTED: sanitizers
// RUN: rm -rf %t && mkdir -p %t
// RUN: mpt-c-train %mpt_src_root/examples/mlp.mlir f16 30 %t > /dev/null
// RUN: env MPT_LIBRARY_DIR=%mpt_lib_dir PYTHONPATH=%mpt_src_root/python %python %S/Inputs/train_session.py %mpt_src_root/examples/mlp.mlir f16 30 %t | FileCheck %s
// RUN: diff %t/losses.csv %t/python.csv
// RUN: diff -r %t/checkpoint %t/python-checkpoint

// CHECK: batch: [('input', 'float32', (64, 784)), ('label', 'int32', (64,))]
// CHECK: forward: (64, 10) float32 within 1e-5: True
// CHECK: state unchanged by call: 3 True
// CHECK: Error: @mlp_loss was not compiled with the session (name it in functions=)
// CHECK: Error: input 0 is tensor<64x10xf32>, but @mlp_logits's argument #4 (input) takes tensor<64x784xf32>
// CHECK: held-out loss f16: is the step's: True state unchanged: True
// CHECK: held-out loss f32: is the step's: True state unchanged: True
// CHECK: held-out loss against numpy within 1e-6: True
// CHECK: Error: the session was compiled without its held-out loss function (set heldOutLoss)
// CHECK: view follows state: True
// CHECK: view read-only: True
// CHECK: completed: 30
// CHECK: Error: batch tensor 0 is tensor<64x784xf64>, but @train_step's argument #4 (input) takes tensor<64x784xf32>
// CHECK: TypeError: batch tensor 0 has dtype complex64, which mpt does not take
// CHECK: Error: @train_step takes 2 batch tensor(s): argument #4 (input, tensor<64x784xf32>), argument #5 (label, tensor<64xi32>); got 1
// CHECK: Error: element 3 of the batch for argument #5 (label, tensor<64xi32>) is -1: it must lie in [0, 10)
// CHECK: Error: the value for argument #0 (param, tensor<784x256xf32>) is tensor<2x2xf32>
// CHECK: Error: {{.*}}manifest.json
// CHECK: Error: {{.*}}checkpoint/manifest.json: written for another step: 10 arguments there, 16 in @train_step
// CHECK: unchanged after errors: 30 True
// CHECK: Error: <step>:1:1: error: 'func.func' op argument #0 has no 'mpt.role'
// CHECK: Error: 1 state view(s) of this session are alive; drop them before closing it
// CHECK: Error: the session is closed
