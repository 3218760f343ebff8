// Token ids and integer labels: a torch-mlir GPT-2 step (exported by
// mpt_torch; vocabulary 96, input and label tensor<2x8xi64>) trained from
// integer .npy files of several dtypes and from text (--data=text:, byte or
// character tokens, targets the next tokens). Ids and labels outside the
// tables the step indexes (found in the torch-mlir payload gathers) are an
// error before anything is compiled: the JIT's cf.assert would abort.
// RUN: rm -rf %t && %python %S/Inputs/make_token_data.py %t
// RUN: mpt-run %S/Inputs/torch-parity/gpt2/sgd.mlir -O 0 --load-params=%S/Inputs/torch-parity/gpt2/params --data=npy:%t/x.npy,%t/y.npy --steps=3 --print-every=0 2>&1 | FileCheck %s --check-prefix=NPY
// NPY: compiled @train_step
// NPY: skipped steps: 0 of 3
// Other integer dtypes: int16 ids, uint64 labels.
// RUN: mpt-run %S/Inputs/torch-parity/gpt2/sgd.mlir -O 0 --data=npy:%t/x-i16.npy,%t/y-u8.npy --steps=3 --print-every=0 2>&1 | FileCheck %s --check-prefix=NPY
// Text as characters: ids by code point, 18 distinct here (two of them
// two-byte UTF-8); 400 words make 295 sequences of 8 and their next tokens.
// RUN: mpt-run %S/Inputs/torch-parity/gpt2/adamw.mlir -O 0 --data=text:%t/small.txt,chars --steps=40 --print-every=40 2>&1 | FileCheck %s --check-prefix=CHARS
// CHARS: small.txt: 18 distinct characters, ids 0..17 in code-point order
// CHARS: compiled @train_step
// CHARS: step 40 loss
// CHARS: skipped steps: 0 of 40
// CHARS-NOT: nan
// The text's ids must be the ones numpy computes: the same run from .npy
// files of those ids (and of the bytes, on the byte-level LSTM example)
// writes the same CSV, bit for bit.
// RUN: mpt-run %S/Inputs/torch-parity/gpt2/adamw.mlir -O 0 --data=text:%t/small.txt,chars --shuffle=false --steps=20 --print-every=0 --csv=%t/text.csv
// RUN: mpt-run %S/Inputs/torch-parity/gpt2/adamw.mlir -O 0 --data=npy:%t/text-x.npy,%t/text-y.npy --shuffle=false --steps=20 --print-every=0 --csv=%t/text-npy.csv
// RUN: diff %t/text.csv %t/text-npy.csv
// RUN: mpt-run %mpt_src_root/examples/lstm_lm/step.mlir -O 0 --data=text:%t/small.txt --shuffle=false --steps=5 --print-every=0 --csv=%t/bytes.csv
// RUN: mpt-run %mpt_src_root/examples/lstm_lm/step.mlir -O 0 --data=npy:%t/bytes-x.npy,%t/bytes-y.npy --shuffle=false --steps=5 --print-every=0 --csv=%t/bytes-npy.csv
// RUN: diff %t/bytes.csv %t/bytes-npy.csv

// The same text as bytes: ASCII letters from 97 ('a') up, past GPT-2's 96
// entries.
// RUN: not mpt-run %S/Inputs/torch-parity/gpt2/sgd.mlir --data=text:%t/small.txt --steps=1 2>&1 | FileCheck %s --check-prefix=BYTES --implicit-check-not=compiled
// BYTES: error: the features of sample 0 hold id 97 (element 0): ids must be in [0, 96), the entries the step's tables hold
// RUN: not mpt-run %S/Inputs/torch-parity/gpt2/sgd.mlir --data=npy:%t/x-range.npy,%t/y.npy --steps=1 2>&1 | FileCheck %s --check-prefix=INPUT-RANGE --implicit-check-not=compiled
// INPUT-RANGE: error: the features of sample 3 hold id 96 (element 5): ids must be in [0, 96)
// RUN: not mpt-run %S/Inputs/torch-parity/gpt2/sgd.mlir --data=npy:%t/x-negative.npy,%t/y.npy --steps=1 2>&1 | FileCheck %s --check-prefix=NEGATIVE --implicit-check-not=compiled
// NEGATIVE: error: the features of sample 1 hold id -1 (element 1): ids must be in [0, 96)
// RUN: not mpt-run %S/Inputs/torch-parity/gpt2/sgd.mlir --data=npy:%t/x.npy,%t/y-range.npy --steps=1 2>&1 | FileCheck %s --check-prefix=LABEL-RANGE --implicit-check-not=compiled
// LABEL-RANGE: error: the label of sample 7 (element 2) is 96: labels must be class indices in [0, 96) (the step's loss scores 96 classes), or -100, which it ignores
// The ignore index: torch-mlir's cross-entropy masks it out (`label != -100`
// selects the label), so labels may hold it; inputs may not, nor may labels
// hold another negative id.
// RUN: mpt-run %S/Inputs/torch-parity/gpt2/sgd.mlir -O 0 --data=npy:%t/x.npy,%t/y-ignored.npy --steps=2 --print-every=1 2>&1 | FileCheck %s --check-prefix=IGNORED
// IGNORED: step 2 loss {{[0-9]}}
// RUN: not mpt-run %S/Inputs/torch-parity/gpt2/sgd.mlir --data=npy:%t/x-ignored.npy,%t/y.npy --steps=1 2>&1 | FileCheck %s --check-prefix=INPUT-IGNORED --implicit-check-not=compiled
// INPUT-IGNORED: error: the features of sample 2 hold id -100 (element 3): ids must be in [0, 96)
// RUN: not mpt-run %S/Inputs/torch-parity/gpt2/sgd.mlir --data=npy:%t/x.npy,%t/y-minus-one.npy --steps=1 2>&1 | FileCheck %s --check-prefix=MINUS-ONE --implicit-check-not=compiled
// MINUS-ONE: error: the label of sample 5 (element 1) is -1: labels must be class indices in [0, 96) (the step's loss scores 96 classes), or -100, which it ignores

// Data that cannot be ids: floats, integers FP32 cannot hold exactly.
// RUN: not mpt-run %S/Inputs/torch-parity/gpt2/sgd.mlir --data=npy:%t/x-float.npy,%t/y.npy --steps=1 2>&1 | FileCheck %s --check-prefix=FLOAT --implicit-check-not=compiled
// FLOAT: error: the input argument tensor<2x8xi64> takes integer ids but the data's features are floats: give integer data (an integer .npy dtype, or text:)
// Synthetic data has float features: refused before any is made (a token
// input would first be labelled by a teacher model, minutes at 4 x 512).
// RUN: not mpt-run %S/Inputs/torch-parity/gpt2/sgd.mlir --data=synthetic --steps=1 2>&1 | FileCheck %s --check-prefix=SYNTHETIC --implicit-check-not=compiled
// SYNTHETIC: error: the input argument tensor<2x8xi64> takes integer ids, which --data=synthetic does not make (its features are floats): give integer data (an integer .npy dtype, or text:)
// RUN: not mpt-run %S/Inputs/torch-parity/gpt2/sgd.mlir --data=npy:%t/x-huge.npy,%t/y.npy --steps=1 2>&1 | FileCheck %s --check-prefix=HUGE --implicit-check-not=compiled
// HUGE: error: {{.*}}x-huge.npy: element 4 is 16777217: mpt-run holds samples in FP32, which holds this integer inexactly (every integer within +-2^24 is exact)
// Fault injection writes a float into the batch: not into ids.
// RUN: not mpt-run %S/Inputs/torch-parity/gpt2/sgd.mlir --data=npy:%t/x.npy,%t/y.npy --inject=1=nan --steps=1 2>&1 | FileCheck %s --check-prefix=INJECT --implicit-check-not=compiled
// INJECT: error: --inject writes inf or nan into the input, but argument #{{[0-9]+}} (input, tensor<2x8xi64>) holds integer ids; inject into a step with a float input

// Text files that give no sequences: too short, not UTF-8 (as characters),
// a malformed specification, a step whose input is not [batch, length].
// RUN: not mpt-run %S/Inputs/torch-parity/gpt2/sgd.mlir --data=text:%t/short.txt --steps=1 2>&1 | FileCheck %s --check-prefix=SHORT --implicit-check-not=compiled
// SHORT: error: {{.*}}short.txt holds 5 tokens, fewer than one sequence of 8 and its next token
// RUN: not mpt-run %S/Inputs/torch-parity/gpt2/sgd.mlir --data=text:%t/latin1.txt,chars --steps=1 2>&1 | FileCheck %s --check-prefix=LATIN1 --implicit-check-not=compiled
// LATIN1: error: {{.*}}latin1.txt: byte 3 is not valid UTF-8 (use the bytes tokens)
// RUN: not mpt-run %S/Inputs/torch-parity/gpt2/sgd.mlir --data=text:%t/small.txt,words --steps=1 2>&1 | FileCheck %s --check-prefix=SPEC --implicit-check-not=compiled
// SPEC: error: --data=text:{{.*}}small.txt,words: expected text:FILE[,bytes|chars]
// RUN: not mpt-run %S/Inputs/torch-parity/gpt2/sgd.mlir --data=text:%t/missing.txt --steps=1 2>&1 | FileCheck %s --check-prefix=MISSING --implicit-check-not=compiled
// MISSING: error: {{.*}}missing.txt: cannot open
// RUN: not mpt-run %S/Inputs/torch-parity/resnet_stage/sgd.mlir --data=text:%t/small.txt --steps=1 2>&1 | FileCheck %s --check-prefix=SHAPE --implicit-check-not=compiled
// SHAPE: error: --data=text:{{.*}}small.txt: text data feeds an input of [batch, length] token ids
