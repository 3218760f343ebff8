// mpt-run --profile times each op of the CPU step: the table of the ops
// with the most time, and the JSON (regions, groups, the last step as
// Chrome trace events) checked by Inputs/check_profile.py. Profiling
// changes no result: the losses are bit-identical to an unprofiled run's,
// on one thread and on two.
// RUN: rm -rf %t && mkdir -p %t
// RUN: mpt-run %S/Inputs/small_mlp.mlir --data=synthetic --samples=64 --hyper=0.1 --steps=6 --threads=1 --csv=%t/plain.csv --print-every=0 > /dev/null
// RUN: mpt-run %S/Inputs/small_mlp.mlir --data=synthetic --samples=64 --hyper=0.1 --steps=6 --threads=1 --csv=%t/profiled.csv --print-every=0 --profile --profile-top=3 --profile-json=%t/profile.json | FileCheck %s --check-prefix=TABLE
// RUN: cmp %t/plain.csv %t/profiled.csv
// RUN: %python %S/Inputs/check_profile.py %t/profile.json 5 small_mlp.mlir | FileCheck %s --check-prefix=JSON
// TABLE: profile: 5 timed steps, {{[0-9.]+}} ms per step; {{[0-9]+}} regions timed ({{[0-9.]+}}% of the step), the 3 with the most time:
// TABLE-NEXT: ms/step      %  calls  GFLOP/s  op{{ +}}iteration space    location
// TABLE-COUNT-3: {{^ +[0-9.]+ +[0-9.]+ +[0-9]+ +([0-9]+\.[0-9]  )?[a-z]+\.[a-z_]+.* +Inputs/small_mlp.mlir:[0-9]+$}}
// TABLE-NEXT: (not in a region: scalar code, allocation, the call)
// TABLE-NEXT: contractions: {{[0-9.]+}} GFLOP per step in {{[0-9.]+}} ms ({{[0-9.]+}}% of the step), {{[0-9.]+}} GFLOP/s; over the whole step {{[0-9.]+}} GFLOP/s
// TABLE-NOT: profile:
// JSON: profile: {{[0-9]+}} regions, {{[0-9]+}}% of the step
// JSON-NEXT: profile: groups are the regions summed, most time first
// JSON-NEXT: profile: {{[0-9]+}} trace events in order
// JSON-NEXT: profile: 5 matmuls at small_mlp.mlir lines [8, 12]
// JSON-NEXT: profile: 5 contractions with their extents, FLOPs and GFLOP/s
// JSON-NOT: MISMATCH

// Two threads: the same regions, timed from the calling thread.
// RUN: mpt-run %S/Inputs/small_mlp.mlir --data=synthetic --samples=64 --hyper=0.1 --steps=6 --threads=2 --csv=%t/profiled2.csv --print-every=0 --profile-json=%t/profile2.json | FileCheck %s --check-prefix=TABLE2
// RUN: cmp %t/plain.csv %t/profiled2.csv
// RUN: %python %S/Inputs/check_profile.py %t/profile2.json 5 small_mlp.mlir | FileCheck %s --check-prefix=JSON
// TABLE2: profile: 5 timed steps

// Errors, before anything is compiled: the JSON's directory must be writable, and
// the profile is the CPU step's.
// RUN: not mpt-run %S/Inputs/small_mlp.mlir --data=synthetic --hyper=0.1 --steps=2 --profile-json=%t/missing/profile.json 2>&1 | FileCheck %s --check-prefix=UNWRITABLE
// RUN: not ls %t/missing
// UNWRITABLE: cannot write {{.*}}missing/profile.json: No such file or directory
// UNWRITABLE-NOT: compiled
// RUN: not mpt-run %S/Inputs/small_mlp.mlir --data=synthetic --hyper=0.1 --steps=2 --profile --device=cuda 2>&1 | FileCheck %s --check-prefix=CUDA
// CUDA: --profile is for --device=cpu
// RUN: not mpt-run %S/Inputs/small_mlp.mlir --data=synthetic --hyper=0.1 --steps=2 --profile --bundle=%t/bundle 2>&1 | FileCheck %s --check-prefix=BUNDLE
// BUNDLE: --bundle writes a bundle instead of training: --profile
