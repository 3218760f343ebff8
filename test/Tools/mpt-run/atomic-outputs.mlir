// mpt-run's outputs appear whole or not at all: --save-state and
// --save-results are filled beside their directory and moved over it
// (an existing directory is replaced, stale files and all), --csv is
// renamed over its file at the end, and a run that fails leaves what was
// there as it was, with no staging directory or temporary file behind.
// RUN: rm -rf %t && mkdir -p %t/state
// RUN: echo stale > %t/state/param_9.npy
// RUN: mpt-run %mpt_src_root/examples/mlp.mlir --data=synthetic --hyper=0.1 --steps=3 --print-every=0 --save-state=%t/state --csv=%t/loss.csv > /dev/null
// RUN: ls %t %t/state | FileCheck %s --check-prefix=SAVED --implicit-check-not={{.}}
// SAVED: {{.*}}:
// SAVED-NEXT: loss.csv
// SAVED-NEXT: state
// SAVED: {{.*}}state:
// SAVED-NEXT: data_order.npy
// SAVED-NEXT: manifest.json
// SAVED-NEXT: param_0.npy
// SAVED-NEXT: param_1.npy
// SAVED-NEXT: param_2.npy
// SAVED-NEXT: param_3.npy

// A run that fails at its end (--save-results cannot be made) keeps the
// CSV and state of the run before, byte for byte.
// RUN: cp %t/loss.csv %t/loss.before && cp %t/state/param_0.npy %t/param_0.before
// RUN: touch %t/file
// RUN: not mpt-run %mpt_src_root/examples/mlp.mlir --data=synthetic --hyper=0.5 --steps=3 --print-every=0 --save-state=%t/state --csv=%t/loss.csv --save-results=%t/file/results 2>&1 | FileCheck %s --check-prefix=FAILED
// FAILED: mpt-run: error: cannot create {{.*}}file/results: {{.*}}file is not a directory
// RUN: cmp %t/loss.before %t/loss.csv
// RUN: cmp %t/param_0.before %t/state/param_0.npy
// RUN: ls %t | FileCheck %s --check-prefix=KEPT --implicit-check-not={{.}}
// KEPT: file
// KEPT-NEXT: loss.before
// KEPT-NEXT: loss.csv
// KEPT-NEXT: param_0.before
// KEPT-NEXT: state

// A state directory given as a symbolic link: the link is replaced by the
// new directory and the directory it pointed to is left as it was.
// RUN: mkdir %t/real && echo keep > %t/real/mine.txt && ln -s real %t/link
// RUN: mpt-run %mpt_src_root/examples/mlp.mlir --data=synthetic --hyper=0.1 --steps=1 --print-every=0 --save-state=%t/link > /dev/null
// RUN: cat %t/real/mine.txt | FileCheck %s --check-prefix=LINK
// RUN: ls %t/link | FileCheck %s --check-prefix=LINKED --implicit-check-not={{.}}
// LINK: keep
// LINKED: data_order.npy
// LINKED-NEXT: manifest.json
// LINKED-NEXT: param_0.npy
// LINKED-NEXT: param_1.npy
// LINKED-NEXT: param_2.npy
// LINKED-NEXT: param_3.npy

// A device is written in place, never renamed over.
// RUN: mpt-run %mpt_src_root/examples/mlp.mlir --data=synthetic --hyper=0.1 --steps=2 --print-every=0 --csv=/dev/stdout | FileCheck %s --check-prefix=DEVICE
// RUN: test -L /dev/stdout
// DEVICE: step,loss,loss_scale,skipped,grad_zero_fraction
// DEVICE-NEXT: 1,
// DEVICE-NEXT: 2,
