// mpt-run --precision=fp8 against an independent numpy + ml_dtypes
// implementation of the same recipe (scripts/export-fp8-step-reference.py,
// committed as Inputs/fp8-step): 6 steps of the small MLP of
// Integration/CPU/Inputs/mlp_step.mlir, each batch's inputs scaled by another
// power of two, amax history 4. Compared: every step's loss, the parameters'
// updates, the loss scaler and each FP8 tensor's scale and amax history
// (tolerances 1e-6 relative; measured 2.1e-7, 1.9e-7 and 6.6e-8).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %S/Inputs/fp8_step.py %mpt_tools_dir/mpt-run %mpt_src_root/test/Integration/CPU/Inputs/mlp_step.mlir %S/Inputs/fp8-step %t/delayed delayed.npz --precision=fp8 --fp8-keep-bf16=none 2>&1 | FileCheck %s
// RUN: %python %S/Inputs/fp8_step.py %mpt_tools_dir/mpt-run %mpt_src_root/test/Integration/CPU/Inputs/mlp_step.mlir %S/Inputs/fp8-step %t/current current.npz --precision=fp8 --fp8-keep-bf16=none --fp8-scaling=current 2>&1 | FileCheck %s
// BF16 outputs (fp8-output=bf16): each product rounded to bf16 once
// descaled; the FP32-output run does not match that reference.
// RUN: %python %S/Inputs/fp8_step.py %mpt_tools_dir/mpt-run %mpt_src_root/test/Integration/CPU/Inputs/mlp_step.mlir %S/Inputs/fp8-step %t/bf16-output delayed-bf16-output.npz --pipeline="mpt-mixed-precision{compute-type=fp8 fp8-keep-bf16=none fp8-output=bf16 amax-history=4}" 2>&1 | FileCheck %s
// RUN: not %python %S/Inputs/fp8_step.py %mpt_tools_dir/mpt-run %mpt_src_root/test/Integration/CPU/Inputs/mlp_step.mlir %S/Inputs/fp8-step %t/f32-output delayed-bf16-output.npz --precision=fp8 --fp8-keep-bf16=none 2>&1 | FileCheck %s --check-prefix=WRONG
// CHECK: losses: largest relative error
// CHECK: FP8 scales and histories: largest relative error
// CHECK-NEXT: PASS
//
// An inf in step 3's first input: the forward's amax is inf, the step is
// skipped, and the parameters and the FP8 state stay as they were (the
// histories hold steps 1, 2, 4, 5 and 6 only); the loss scale backs off.
// RUN: %python %S/Inputs/fp8_step.py %mpt_tools_dir/mpt-run %mpt_src_root/test/Integration/CPU/Inputs/mlp_step.mlir %S/Inputs/fp8-step %t/inject delayed-inject3.npz --precision=fp8 --fp8-keep-bf16=none --inject=3=inf 2>&1 | FileCheck %s --check-prefix=SKIP
// SKIP: skipped steps: 1 of 6
// SKIP: loss scaler: 32768 (growth 3, hysteresis 0)
// SKIP: PASS
//
// The comparison fails on plausible mistakes: gradients in E4M3 instead of
// E5M2, and the most recent amax instead of the history's maximum.
// RUN: not %python %S/Inputs/fp8_step.py %mpt_tools_dir/mpt-run %mpt_src_root/test/Integration/CPU/Inputs/mlp_step.mlir %S/Inputs/fp8-step %t/e4m3 delayed.npz --pipeline="mpt-mixed-precision{compute-type=fp8 fp8-keep-bf16=none fp8-backward=e4m3 amax-history=4}" 2>&1 | FileCheck %s --check-prefix=WRONG
// RUN: not %python %S/Inputs/fp8_step.py %mpt_tools_dir/mpt-run %mpt_src_root/test/Integration/CPU/Inputs/mlp_step.mlir %S/Inputs/fp8-step %t/recent delayed.npz --pipeline="mpt-mixed-precision{compute-type=fp8 fp8-keep-bf16=none amax-reduction=most_recent amax-history=4}" 2>&1 | FileCheck %s --check-prefix=WRONG
// WRONG: FAIL: losses, parameters, FP8 state
//
// examples/mlp.mlir's FP8 step has a ReLU on bf16 values; x86 rounds the
// bf16 compare-and-select it promotes through __truncsfbf2, which Debian's
// libgcc lacks, so the lowering computes bf16 arithmetic in f32 first and
// the step links and runs.
// RUN: mpt-run %mpt_src_root/examples/mlp.mlir --precision=fp8 --fp8-keep-bf16=none --data=synthetic --samples=256 --hyper=0.1 --steps=2 2>&1 | FileCheck %s --check-prefix=RELU
// RELU-NOT: Symbols not found
// RELU: skipped steps: 0 of 2
//
// The block recipes (every product in FP8, fp8-keep-bf16=none) against the
// same reference: each operand quantized in blocks along the dimension its
// product reduces, from FP32 (measured: losses 1.0e-7, updates 2.1e-7).
// RUN: %python %S/Inputs/fp8_step.py %mpt_tools_dir/mpt-run %mpt_src_root/test/Integration/CPU/Inputs/mlp_step.mlir %S/Inputs/fp8-step %t/mxfp8 mxfp8.npz --precision=fp8 --fp8-recipe=mxfp8 --fp8-keep-bf16=none 2>&1 | FileCheck %s --check-prefix=BLOCKS
// RUN: %python %S/Inputs/fp8_step.py %mpt_tools_dir/mpt-run %mpt_src_root/test/Integration/CPU/Inputs/mlp_step.mlir %S/Inputs/fp8-step %t/blockwise blockwise.npz --precision=fp8 --fp8-recipe=blockwise --fp8-keep-bf16=none 2>&1 | FileCheck %s --check-prefix=BLOCKS
// RUN: %python %S/Inputs/fp8_step.py %mpt_tools_dir/mpt-run %mpt_src_root/test/Integration/CPU/Inputs/mlp_step.mlir %S/Inputs/fp8-step %t/pow2 blockwise-pow2.npz --precision=fp8 --fp8-recipe=blockwise-pow2 --fp8-keep-bf16=none 2>&1 | FileCheck %s --check-prefix=BLOCKS
// The FP4 recipes (E2M1 operands, gradients included and rounded
// stochastically: the reference draws the same Philox bits per step and
// quantization; NVFP4's two-level scales and its alpha per product), and
// with fp4-stochastic-rounding=false (measured: losses within 1.1e-7,
// updates within 2.0e-7).
// RUN: %python %S/Inputs/fp8_step.py %mpt_tools_dir/mpt-run %mpt_src_root/test/Integration/CPU/Inputs/mlp_step.mlir %S/Inputs/fp8-step %t/nvfp4 nvfp4.npz --precision=fp8 --fp8-recipe=nvfp4 --fp8-keep-bf16=none 2>&1 | FileCheck %s --check-prefix=BLOCKS
// RUN: %python %S/Inputs/fp8_step.py %mpt_tools_dir/mpt-run %mpt_src_root/test/Integration/CPU/Inputs/mlp_step.mlir %S/Inputs/fp8-step %t/mxfp4 mxfp4.npz --precision=fp8 --fp8-recipe=mxfp4 --fp8-keep-bf16=none 2>&1 | FileCheck %s --check-prefix=BLOCKS
// RUN: %python %S/Inputs/fp8_step.py %mpt_tools_dir/mpt-run %mpt_src_root/test/Integration/CPU/Inputs/mlp_step.mlir %S/Inputs/fp8-step %t/nvfp4-nearest nvfp4-nearest.npz --pipeline="mpt-mixed-precision{compute-type=fp8 fp8-recipe=nvfp4 fp8-keep-bf16=none fp4-stochastic-rounding=false}" 2>&1 | FileCheck %s --check-prefix=BLOCKS
// RUN: %python %S/Inputs/fp8_step.py %mpt_tools_dir/mpt-run %mpt_src_root/test/Integration/CPU/Inputs/mlp_step.mlir %S/Inputs/fp8-step %t/mxfp4-nearest mxfp4-nearest.npz --pipeline="mpt-mixed-precision{compute-type=fp8 fp8-recipe=mxfp4 fp8-keep-bf16=none fp4-stochastic-rounding=false}" 2>&1 | FileCheck %s --check-prefix=BLOCKS
// BLOCKS: losses: largest relative error
// BLOCKS: FP8 scales and histories: none (a block recipe)
// BLOCKS-NEXT: PASS
// It fails on plausible mistakes: another recipe's scales, the output layer
// left in bf16, E4M3 gradients.
// RUN: not %python %S/Inputs/fp8_step.py %mpt_tools_dir/mpt-run %mpt_src_root/test/Integration/CPU/Inputs/mlp_step.mlir %S/Inputs/fp8-step %t/mx-as-pow2 blockwise-pow2.npz --precision=fp8 --fp8-recipe=mxfp8 --fp8-keep-bf16=none 2>&1 | FileCheck %s --check-prefix=WRONG-BLOCKS
// RUN: not %python %S/Inputs/fp8_step.py %mpt_tools_dir/mpt-run %mpt_src_root/test/Integration/CPU/Inputs/mlp_step.mlir %S/Inputs/fp8-step %t/mx-head mxfp8.npz --precision=fp8 --fp8-recipe=mxfp8 2>&1 | FileCheck %s --check-prefix=WRONG-BLOCKS
// RUN: not %python %S/Inputs/fp8_step.py %mpt_tools_dir/mpt-run %mpt_src_root/test/Integration/CPU/Inputs/mlp_step.mlir %S/Inputs/fp8-step %t/mx-e4m3 mxfp8.npz --pipeline="mpt-mixed-precision{compute-type=fp8 fp8-recipe=mxfp8 fp8-keep-bf16=none fp8-backward=e4m3}" 2>&1 | FileCheck %s --check-prefix=WRONG-BLOCKS
// And the FP4 references tell the FP4 recipes apart, from MXFP8, and
// stochastic rounding from rounding to nearest.
// RUN: not %python %S/Inputs/fp8_step.py %mpt_tools_dir/mpt-run %mpt_src_root/test/Integration/CPU/Inputs/mlp_step.mlir %S/Inputs/fp8-step %t/nv-as-mx mxfp4.npz --precision=fp8 --fp8-recipe=nvfp4 --fp8-keep-bf16=none 2>&1 | FileCheck %s --check-prefix=WRONG-BLOCKS
// RUN: not %python %S/Inputs/fp8_step.py %mpt_tools_dir/mpt-run %mpt_src_root/test/Integration/CPU/Inputs/mlp_step.mlir %S/Inputs/fp8-step %t/mx-as-nv nvfp4.npz --precision=fp8 --fp8-recipe=mxfp4 --fp8-keep-bf16=none 2>&1 | FileCheck %s --check-prefix=WRONG-BLOCKS
// RUN: not %python %S/Inputs/fp8_step.py %mpt_tools_dir/mpt-run %mpt_src_root/test/Integration/CPU/Inputs/mlp_step.mlir %S/Inputs/fp8-step %t/nv-mx8 nvfp4.npz --precision=fp8 --fp8-recipe=mxfp8 --fp8-keep-bf16=none 2>&1 | FileCheck %s --check-prefix=WRONG-BLOCKS
// RUN: not %python %S/Inputs/fp8_step.py %mpt_tools_dir/mpt-run %mpt_src_root/test/Integration/CPU/Inputs/mlp_step.mlir %S/Inputs/fp8-step %t/nv-nearest nvfp4.npz --pipeline="mpt-mixed-precision{compute-type=fp8 fp8-recipe=nvfp4 fp8-keep-bf16=none fp4-stochastic-rounding=false}" 2>&1 | FileCheck %s --check-prefix=WRONG-BLOCKS
// WRONG-BLOCKS: FAIL: losses, parameters
