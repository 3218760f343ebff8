// mpt-run --trace-nonfinite probes every value of the CPU step and, when a
// step skips its update, has a non-finite loss or writes infs or NaNs in its
// update, names the first op that made an inf or NaN out of finite operands
// - forward, backward or update - with its source location and its
// operands' ranges. Faults are injected into chosen ops' results
// (--inject-value) and into the input batch (--inject).
// RUN: rm -rf %t && mkdir -p %t
//
// Probing changes no result: the losses are bit-identical to an unprobed
// run's, and a run without faults reports nothing.
// RUN: mpt-run %S/Inputs/small_mlp.mlir --data=synthetic --samples=64 --hyper=0.1 --steps=5 --print-every=0 --csv=%t/plain.csv > /dev/null
// RUN: mpt-run %S/Inputs/small_mlp.mlir --data=synthetic --samples=64 --hyper=0.1 --steps=5 --print-every=0 --csv=%t/traced.csv --trace-nonfinite | FileCheck %s --check-prefix=CLEAN
// RUN: cmp %t/plain.csv %t/traced.csv
// CLEAN-NOT: mpt-run: step
// CLEAN: skipped steps: 0 of 5
//
// A NaN made by the second matmul of the backward (w2's gradient, at the
// forward matmul's line) in step 3: the update writes it into the
// parameters. The ops it reaches after are not origins.
// RUN: mpt-run %S/Inputs/small_mlp.mlir --data=synthetic --samples=64 --hyper=0.1 --steps=4 --print-every=1 --trace-nonfinite --inject-value=3:backward:mpt.matmul#2=nan | FileCheck %s --check-prefix=BACKWARD
// BACKWARD: step 2 loss
// BACKWARD-NOT: mpt-run: step 2
// BACKWARD: mpt-run: step 3 wrote infs or NaNs in its update: the first op that made an inf or NaN from finite operands was
// BACKWARD-NEXT: {{^  }}backward mpt.matmul at Inputs/small_mlp.mlir:12 (f32 32x4, probe {{[0-9]+}}):
// BACKWARD-NEXT: {{^    }}1 NaN of 128; finite values in [{{-0\.[0-9]+}}, {{0\.[0-9]+}}]
// BACKWARD-NEXT: operand: forward mpt.relu at Inputs/small_mlp.mlir:11 (f32 8x32, probe {{[0-9]+}}): all 256 finite; finite values in [0, {{[0-9.]+}}]
// BACKWARD-NEXT: operand: backward mpt.mul at Inputs/small_mlp.mlir:24 (f32 8x4, probe {{[0-9]+}}): all 32 finite
// BACKWARD-NOT: then
// BACKWARD: step 3 loss
// In step 4 the parameter holds the NaN: it is where the NaN comes from now.
// BACKWARD: mpt-run: step 4 had loss nan and wrote infs or NaNs in its update: the first op that made an inf or NaN from finite operands was
// BACKWARD-NEXT: {{^  }}argument #2 (param) (f32 32x4, probe {{[0-9]+}}):
// BACKWARD-NEXT: 1 NaN of 128; finite values in
// BACKWARD-NEXT: (no float operand)
//
// An infinity made by the ReLU of the forward in step 2: its operand was
// finite. The cross-entropy then makes a NaN out of the infinity (another
// origin, of a NaN) and the softmax of the backward one of its own.
// RUN: mpt-run %S/Inputs/small_mlp.mlir --data=synthetic --samples=64 --hyper=0.1 --steps=2 --print-every=0 --trace-nonfinite --inject-value=2:forward:mpt.relu=inf | FileCheck %s --check-prefix=FORWARD
// FORWARD: mpt-run: step 2 had loss nan and wrote infs or NaNs in its update: the first op that made an inf or NaN from finite operands was
// FORWARD-NEXT: {{^  }}forward mpt.relu at Inputs/small_mlp.mlir:11 (f32 8x32, probe {{[0-9]+}}):
// FORWARD-NEXT: 1 +inf of 256; finite values in [0, {{[0-9.]+}}]
// FORWARD-NEXT: operand: forward mpt.add at Inputs/small_mlp.mlir:10 (f32 8x32, probe {{[0-9]+}}): all 256 finite
// FORWARD-NEXT: then 2 more ops made them:
// FORWARD-NEXT: forward mpt.softmax_cross_entropy at Inputs/small_mlp.mlir:24 (f32, probe {{[0-9]+}})
// FORWARD-NEXT: backward mpt.softmax at Inputs/small_mlp.mlir:24 (f32 8x4, probe {{[0-9]+}})
//
// In the update: the third SGD (w2's) in step 2, with its three operands.
// RUN: mpt-run %S/Inputs/small_mlp.mlir --data=synthetic --samples=64 --hyper=0.1 --steps=2 --print-every=0 --trace-nonfinite --inject-value=2:update:mpt.sgd#3=nan | FileCheck %s --check-prefix=UPDATE
// UPDATE: mpt-run: step 2 wrote infs or NaNs in its update: the first op that made an inf or NaN from finite operands was
// UPDATE-NEXT: {{^  }}update mpt.sgd at Inputs/small_mlp.mlir:45 (f32 32x4, probe {{[0-9]+}}):
// UPDATE-NEXT: 1 NaN of 128
// UPDATE-NEXT: operand: argument #2 (param) (f32 32x4, probe {{[0-9]+}}): all 128 finite
// UPDATE-NEXT: operand: backward mpt.matmul at Inputs/small_mlp.mlir:12 (f32 32x4, probe {{[0-9]+}}): all 128 finite
// UPDATE-NEXT: operand: argument #6 (hyper) (f32, probe {{[0-9]+}}): all 1 finite; finite values in [0.1, 0.1]
// UPDATE-NOT: then
//
// A NaN in the input batch is the input argument's, not an op's.
// RUN: mpt-run %S/Inputs/small_mlp.mlir --data=synthetic --samples=64 --hyper=0.1 --steps=2 --print-every=0 --trace-nonfinite --inject=2=nan | FileCheck %s --check-prefix=INPUT
// INPUT: mpt-run: step 2 had loss nan and wrote infs or NaNs in its update: the first op that made an inf or NaN from finite operands was
// INPUT-NEXT: {{^  }}argument #4 (input) (f32 8x16, probe {{[0-9]+}}):
// INPUT-NEXT: 1 NaN of 128
// INPUT-NOT: then
//
// FP16 with dynamic loss scaling: an overflow in the backward skips the
// step, and the report names the op and shows its f16 operands; the next
// step runs clean at half the scale.
// RUN: mpt-run %S/Inputs/small_mlp.mlir --data=synthetic --samples=64 --hyper=0.1 --steps=3 --print-every=1 --precision=f16 --trace-nonfinite --inject-value=2:backward:mpt.matmul#2=inf | FileCheck %s --check-prefix=SKIP
// SKIP: mpt-run: step 2 skipped its update: the first op that made an inf or NaN from finite operands was
// SKIP-NEXT: {{^  }}backward mpt.matmul at Inputs/small_mlp.mlir:12 (f32 32x4, probe {{[0-9]+}}):
// SKIP-NEXT: 1 +inf of 128
// SKIP-NEXT: operand: forward mpt.relu at Inputs/small_mlp.mlir:11 (f16 8x32, probe {{[0-9]+}}): all 256 finite
// SKIP-NEXT: operand: backward mpt.cast at Inputs/small_mlp.mlir:24 (f16 8x4, probe {{[0-9]+}}): all 32 finite
// SKIP: step 2 loss {{[0-9.]+}} scale 65536 skipped 1
// SKIP-NOT: mpt-run: step 3
// SKIP: step 3 loss {{[0-9.]+}} scale 32768 skipped 0
//
// Errors, before anything is compiled or run: a malformed injection, an op
// the step does not have, a CPU-only option on the GPU.
// RUN: not mpt-run %S/Inputs/small_mlp.mlir --data=synthetic --hyper=0.1 --steps=2 --inject-value=2:backward:mpt.matmul 2>&1 | FileCheck %s --check-prefix=SYNTAX
// SYNTAX: mpt-run: error: --inject-value='2:backward:mpt.matmul': expected STEP:PHASE:OP[#K]=nan|inf, e.g. 3:backward:linalg.matmul#2=nan
// RUN: not mpt-run %S/Inputs/small_mlp.mlir --data=synthetic --hyper=0.1 --steps=2 --inject-value=0:backward:mpt.matmul=nan 2>&1 | FileCheck %s --check-prefix=SYNTAX0
// SYNTAX0: mpt-run: error: --inject-value='0:backward:mpt.matmul=nan': expected
// RUN: not mpt-run %S/Inputs/small_mlp.mlir --data=synthetic --hyper=0.1 --steps=2 --inject-value=2:forward:mpt.matmul#3=nan 2>&1 | FileCheck %s --check-prefix=MISSING
// MISSING: mpt-run: error: --inject-value: the step has 2 'mpt.matmul' ops in phase 'forward', not 3 (phases: forward, backward, update, step)
// RUN: not mpt-run %S/Inputs/small_mlp.mlir --data=synthetic --hyper=0.1 --steps=2 --device=cuda --trace-nonfinite 2>&1 | FileCheck %s --check-prefix=GPU
// GPU: mpt-run: error: --trace-nonfinite is for --device=cpu: the GPU step's values are not probed yet
