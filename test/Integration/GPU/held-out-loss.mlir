// The held-out loss on the GPU (emulated driver where there is none): the
// derived function runs on the device with the device state; its f16
// losses match numpy's f16-emulated forward of the parameters the GPU run
// saves (within 5e-8 relative; measured 2.2e-8 emulated).
// UNSUPPORTED: sanitizers
// REQUIRES: cuda-device
// RUN: rm -rf %t && mkdir -p %t && %python %mpt_src_root/test/Tools/mpt-run/Inputs/held_out_loss.py make %t
// RUN: %gpu_env mpt-run %mpt_src_root/test/Tools/mpt-run/Inputs/small_mlp.mlir --device=cuda --precision=f16 --data=npy:%t/train_x.npy,%t/train_y.npy --steps=4 --hyper=0.1 --eval-every=2 --eval-data=npy:%t/eval_x.npy,%t/eval_y.npy --csv=%t/gpu.csv --save-state=%t/gpu-state --print-every=0 | FileCheck %s --check-prefix=REPORT
// REPORT: held-out loss after step 4: {{[0-9.]+}}, perplexity {{[0-9.]+}} (96 samples)
// RUN: %python %mpt_src_root/test/Tools/mpt-run/Inputs/held_out_loss.py check %t %t/gpu-state %t/gpu.csv f16 12 | FileCheck %s
// CHECK: ok
