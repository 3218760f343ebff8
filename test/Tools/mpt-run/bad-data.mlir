// Bad data is an error before anything is compiled or trained, never a
// crash or a silent wrong result: the message names the file or the sample
// and what is wrong.
// RUN: rm -rf %t && %python %S/Inputs/make_bad_data.py %t
// RUN: mpt-run %S/Inputs/small_mlp.mlir --data=npy:%t/x.npy,%t/y.npy --hyper=0.1 --steps=2 --print-every=0 2>&1 | FileCheck %s --check-prefix=GOOD
// GOOD: compiled @train_step
// GOOD: skipped steps: 0 of 2

// .npy files: truncated, longer than their header says, dtypes mpt-run
// cannot read.
// RUN: not mpt-run %S/Inputs/small_mlp.mlir --data=npy:%t/x-truncated.npy,%t/y.npy --hyper=0.1 2>&1 | FileCheck %s --check-prefix=TRUNCATED --implicit-check-not=compiled
// TRUNCATED: error: {{.*}}x-truncated.npy: holds 2038 bytes of data, its shape needs 2048 (truncated)
// RUN: not mpt-run %S/Inputs/small_mlp.mlir --data=npy:%t/x-long.npy,%t/y.npy --hyper=0.1 2>&1 | FileCheck %s --check-prefix=LONG --implicit-check-not=compiled
// LONG: error: {{.*}}x-long.npy: holds 2052 bytes of data, its shape needs 2048{{$}}
// RUN: not mpt-run %S/Inputs/small_mlp.mlir --data=npy:%t/x-complex.npy,%t/y.npy --hyper=0.1 2>&1 | FileCheck %s --check-prefix=COMPLEX --implicit-check-not=compiled
// COMPLEX: error: {{.*}}x-complex.npy: unsupported dtype '<c8' (expected a little-endian float, integer or bool dtype: <f2, <f4, <f8, |b1, |u1, |i1, <u2, <i2, <u4, <i4, <u8 or <i8)
// RUN: not mpt-run %S/Inputs/small_mlp.mlir --data=npy:%t/x-strings.npy,%t/y.npy --hyper=0.1 2>&1 | FileCheck %s --check-prefix=STRINGS --implicit-check-not=compiled
// STRINGS: error: {{.*}}x-strings.npy: unsupported dtype '<U1'

// Values: non-finite features, labels outside the loss's classes, negative
// or fractional labels, non-finite targets.
// RUN: not mpt-run %S/Inputs/small_mlp.mlir --data=npy:%t/x-nan.npy,%t/y.npy --hyper=0.1 2>&1 | FileCheck %s --check-prefix=NAN --implicit-check-not=compiled
// NAN: error: the features of sample 5 hold nan (element 3): the data must be finite
// RUN: not mpt-run %S/Inputs/small_mlp.mlir --data=npy:%t/x-inf.npy,%t/y.npy --hyper=0.1 2>&1 | FileCheck %s --check-prefix=INF --implicit-check-not=compiled
// INF: error: the features of sample 30 hold inf (element 0): the data must be finite
// RUN: not mpt-run %S/Inputs/small_mlp.mlir --data=npy:%t/x.npy,%t/y-range.npy --hyper=0.1 2>&1 | FileCheck %s --check-prefix=RANGE --implicit-check-not=compiled
// RANGE: error: the label of sample 9 is 7: labels must be class indices in [0, 4) (the step's loss scores 4 classes)
// RUN: not mpt-run %S/Inputs/small_mlp.mlir --data=npy:%t/x.npy,%t/y-negative.npy --hyper=0.1 2>&1 | FileCheck %s --check-prefix=NEGATIVE --implicit-check-not=compiled
// NEGATIVE: error: the label of sample 9 is -1: labels must be class indices in [0, 4)
// RUN: not mpt-run %S/Inputs/small_mlp.mlir --data=npy:%t/x.npy,%t/y-fraction.npy --hyper=0.1 2>&1 | FileCheck %s --check-prefix=FRACTION --implicit-check-not=compiled
// FRACTION: error: the label of sample 2 is 1.5: labels must be class indices in [0, 4)
// RUN: not mpt-run %S/Inputs/small_mlp.mlir --data=npy:%t/x.npy,%t/y-nan.npy --hyper=0.1 2>&1 | FileCheck %s --check-prefix=LABEL-NAN --implicit-check-not=compiled
// LABEL-NAN: error: the label of sample 4 is nan: labels must be class indices in [0, 4)
// Test data too: its labels must be classes the evaluation scores.
// RUN: not mpt-run %S/Inputs/small_mlp.mlir --data=npy:%t/x.npy,%t/y.npy --eval=logits --test-data=npy:%t/x.npy,%t/y-range.npy --hyper=0.1 2>&1 | FileCheck %s --check-prefix=TEST-RANGE --implicit-check-not=compiled
// TEST-RANGE: error: the data has class 7 but @logits scores 4 classes
// A regression target: finite too.
// RUN: not mpt-run %mpt_src_root/examples/transformer_block.mlir --data=npy:%t/reg-x.npy,%t/reg-y-nan.npy --hyper=0.1 2>&1 | FileCheck %s --check-prefix=TARGET-NAN --implicit-check-not=compiled
// TARGET-NAN: error: the targets of sample 3 hold nan: the data must be finite

// Sizes: an empty data set, fewer samples than a batch, files that count
// different samples.
// RUN: not mpt-run %S/Inputs/small_mlp.mlir --data=npy:%t/x-empty.npy,%t/y-empty.npy --hyper=0.1 2>&1 | FileCheck %s --check-prefix=EMPTY --implicit-check-not=compiled
// EMPTY: error: the data set is empty
// RUN: not mpt-run %S/Inputs/small_mlp.mlir --data=npy:%t/x-small.npy,%t/y-small.npy --hyper=0.1 2>&1 | FileCheck %s --check-prefix=SMALL --implicit-check-not=compiled
// SMALL: error: the training data holds 5 samples, fewer than a batch of 8 (tensor<8x16xf32>)

// IDX: truncated data, a cut gzip stream, a label file of another length,
// labels out of range.
// RUN: mpt-run %S/Inputs/small_mlp.mlir --data=idx:%t/images.gz,%t/labels.gz --hyper=0.1 --steps=2 --print-every=0 2>&1 | FileCheck %s --check-prefix=GOOD
// RUN: not mpt-run %S/Inputs/small_mlp.mlir --data=idx:%t/images-short,%t/labels.gz --hyper=0.1 2>&1 | FileCheck %s --check-prefix=IDX-SHORT --implicit-check-not=compiled
// IDX-SHORT: error: {{.*}}images-short: holds 505 data bytes, its dimensions need 512
// RUN: not mpt-run %S/Inputs/small_mlp.mlir --data=idx:%t/images-cut.gz,%t/labels.gz --hyper=0.1 2>&1 | FileCheck %s --check-prefix=IDX-CUT --implicit-check-not=compiled
// IDX-CUT: error: {{.*}}images-cut.gz: cannot decompress: unexpected end of file
// RUN: not mpt-run %S/Inputs/small_mlp.mlir --data=idx:%t/images.gz,%t/labels-31.gz --hyper=0.1 2>&1 | FileCheck %s --check-prefix=IDX-COUNT --implicit-check-not=compiled
// IDX-COUNT: error: {{.*}}images.gz holds 32 samples but {{.*}}labels-31.gz 31
// RUN: not mpt-run %S/Inputs/small_mlp.mlir --data=idx:%t/images.gz,%t/labels-range.gz --hyper=0.1 2>&1 | FileCheck %s --check-prefix=IDX-RANGE --implicit-check-not=compiled
// IDX-RANGE: error: the label of sample 11 is 9: labels must be class indices in [0, 4) (the step's loss scores 4 classes)
