// A step that calls a function nothing defines fails to link with the
// missing symbol named (ORC's message) and a located error whose list of
// the module's other symbols is cut short, not thousands of names; the
// step does not run.
// RUN: sed -e 's|^func.func @train_step(|func.func private @mpt_nowhere()\nfunc.func @train_step(|' -e 's|^  %%w1n = mpt.sgd|  func.call @mpt_nowhere() : () -> ()\n  %%w1n = mpt.sgd|' %S/Inputs/small_mlp.mlir > %t.mlir
// RUN: grep -c mpt_nowhere %t.mlir | FileCheck %s --check-prefix=EDITED
// RUN: not mpt-run %t.mlir --data=synthetic --hyper=0.1 --steps=1 2>&1 | FileCheck %s
// EDITED: 2
// CHECK: Symbols not found: [ mpt_nowhere ]
// CHECK: error: no compiled entry point for @train_step: {{.*}}... ({{[0-9]+}} more characters)
// CHECK-NOT: step 1 loss
