// Steps with several input arguments (BERT's token and segment ids, as
// mpt_torch exports them): --data=npy:INPUT1,INPUT2,...,TARGETS feeds one
// features file per input argument, in argument order, sample by sample;
// each is checked like the first (shape, integer data for integer inputs,
// ids within the tables the step indexes: 2 segment embeddings here).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python -c "import numpy as n; s = n.load('%S/Inputs/torch-parity/bert/input1.npy'); b = s.copy(); b[0, 7] = 2; n.save('%t/seg-range.npy', b); n.save('%t/seg-float.npy', s.astype('f4'))"
// RUN: mpt-run %S/Inputs/torch-parity/bert/sgd.mlir -O 0 --load-params=%S/Inputs/torch-parity/bert/params --data=npy:%S/Inputs/torch-parity/bert/input0.npy,%S/Inputs/torch-parity/bert/input1.npy,%S/Inputs/torch-parity/bert/labels.npy --steps=3 --print-every=0 2>&1 | FileCheck %s --check-prefix=GOOD
// GOOD: compiled @train_step
// GOOD: skipped steps: 0 of 3

// RUN: not mpt-run %S/Inputs/torch-parity/bert/sgd.mlir --data=npy:%S/Inputs/torch-parity/bert/input0.npy,%S/Inputs/torch-parity/bert/labels.npy 2>&1 | FileCheck %s --check-prefix=MISSING --implicit-check-not=compiled
// MISSING: error: the step takes 2 input arguments, the data gives 1 (npy:INPUT1,INPUT2,...,TARGETS feeds them in argument order)
// RUN: not mpt-run %S/Inputs/torch-parity/bert/sgd.mlir --data=npy:%S/Inputs/torch-parity/bert/input0.npy,%t/seg-range.npy,%S/Inputs/torch-parity/bert/labels.npy 2>&1 | FileCheck %s --check-prefix=RANGE --implicit-check-not=compiled
// RANGE: error: the input 2 features of sample 0 hold id 2 (element 7): ids must be in [0, 2), the entries the step's tables hold
// RUN: not mpt-run %S/Inputs/torch-parity/bert/sgd.mlir --data=npy:%S/Inputs/torch-parity/bert/input0.npy,%t/seg-float.npy,%S/Inputs/torch-parity/bert/labels.npy 2>&1 | FileCheck %s --check-prefix=FLOAT --implicit-check-not=compiled
// FLOAT: error: the input argument tensor<2x8xi64> takes integer ids but features file 2 holds floats
// A step of one input given two files.
// RUN: not mpt-run %S/Inputs/torch-parity/gpt2/sgd.mlir --data=npy:%S/Inputs/torch-parity/gpt2/input0.npy,%S/Inputs/torch-parity/gpt2/input0.npy,%S/Inputs/torch-parity/gpt2/labels.npy 2>&1 | FileCheck %s --check-prefix=EXTRA --implicit-check-not=compiled
// EXTRA: error: the step takes 1 input argument, the data gives 2
// The GPU loop and bundles stage one input.
// RUN: not mpt-run %S/Inputs/torch-parity/bert/sgd.mlir --data=npy:%S/Inputs/torch-parity/bert/input0.npy,%S/Inputs/torch-parity/bert/input1.npy,%S/Inputs/torch-parity/bert/labels.npy --bundle=%t/bundle 2>&1 | FileCheck %s --check-prefix=BUNDLE --implicit-check-not=compiled
// BUNDLE: error: @train_step takes several input arguments: mpt-run feeds them on --device=cpu only
// RUN: not mpt-run %S/Inputs/torch-parity/bert/sgd.mlir --data=idx:a,b,c 2>&1 | FileCheck %s --check-prefix=IDX
// IDX: error: --data=idx:a,b,c: expected idx:IMAGES,LABELS
