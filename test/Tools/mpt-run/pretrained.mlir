// Pretrained weights in and out by name: a small transformers GPT-2, saved
// with save_pretrained (model.safetensors, config.json), loaded into a step
// mpt_torch exported from a differently seeded twin (its arguments carry
// mpt.name); scripts/pretrained-fixtures.py --write-fixtures made the
// fixtures and checks, with torch, that from_pretrained loads what
// --save-params writes and continues as mpt-run does.
// RUN: rm -rf %t && mkdir -p %t
// RUN: cp -r %S/Inputs/pretrained/gpt2-pretrained %t/pretrained
// DEFINE: %{run} = mpt-run %S/Inputs/pretrained/gpt2.mlir --data=npy:%S/Inputs/pretrained/tokens.npy,%S/Inputs/pretrained/targets.npy --shuffle=false --print-every=0
// DEFINE: %{tool} = %python %S/Inputs/safetensors_tool.py

// Loaded by name, the first loss is transformers' on the pretrained model
// (FP32, within 1e-6 relative; measured 1.8e-7).
// RUN: %{run} --load-params=%t/pretrained --steps=1 --csv=%t/first.csv
// RUN: %{tool} close %t/first.csv %S/Inputs/pretrained/reference.json 1e-6 | FileCheck %s --check-prefix=FIRST
// FIRST: relative error {{.*}}: ok
// A mix-up the check catches: two tensors of one shape swapped load, and
// the loss is not transformers'.
// RUN: mkdir %t/swapped && %{tool} edit %t/pretrained/model.safetensors %t/swapped/model.safetensors swap=transformer.h.0.attn.c_attn.weight,transformer.h.1.attn.c_attn.weight
// RUN: %{run} --load-params=%t/swapped --steps=1 --csv=%t/swapped.csv
// RUN: %{tool} close %t/swapped.csv %S/Inputs/pretrained/reference.json 1e-6 | FileCheck %s --check-prefix=SWAPPED
// SWAPPED: FAILED

// Saved: a step at learning rate 0 writes the pretrained tensors back
// unchanged, under their names, with the metadata transformers requires and
// the config beside them; the tied LM head is one tensor, as
// save_pretrained writes it.
// RUN: %{run} --load-params=%t/pretrained --steps=1 --hyper=0 --save-params=%t/saved
// RUN: %{tool} same %t/saved/model.safetensors %t/pretrained/model.safetensors | FileCheck %s --check-prefix=SAME
// SAME: same
// RUN: %{tool} describe %t/saved/model.safetensors | FileCheck %s --check-prefix=DESCRIBE
// DESCRIBE: metadata {"format": "pt"}
// DESCRIBE: transformer.h.0.attn.c_attn.weight F32 [32, 96]
// DESCRIBE: transformer.wte.weight F32 [256, 32]
// DESCRIBE-NOT: lm_head
// DESCRIBE-NOT: exp_avg
// RUN: cmp %t/saved/config.json %t/pretrained/config.json
// RUN: cmp %t/saved/generation_config.json %t/pretrained/generation_config.json

// Trained weights go to a .safetensors file and come back from it
// unchanged (through another step at learning rate 0).
// RUN: %{run} --load-params=%t/pretrained --steps=4 --save-params=%t/trained.safetensors --csv=%t/four.csv
// RUN: %{tool} describe %t/trained.safetensors | FileCheck %s --check-prefix=DESCRIBE
// RUN: not cmp -s %t/trained.safetensors %t/pretrained/model.safetensors
// RUN: %{run} --load-params=%t/trained.safetensors --steps=1 --hyper=0 --save-params=%t/again.safetensors
// RUN: %{tool} same %t/again.safetensors %t/trained.safetensors | FileCheck %s --check-prefix=SAME

// A sharded checkpoint (two files and their index) loads as the single
// file does.
// RUN: %{tool} edit %t/pretrained/model.safetensors %t/sharded split
// RUN: %{run} --load-params=%t/sharded --steps=1 --hyper=0 --save-params=%t/from-shards.safetensors
// RUN: %{tool} same %t/from-shards.safetensors %t/pretrained/model.safetensors | FileCheck %s --check-prefix=SAME

// A BF16 checkpoint loads into the FP32 master weights exactly.
// RUN: mkdir %t/bf16 && %{tool} edit %t/pretrained/model.safetensors %t/bf16/model.safetensors to-bf16
// RUN: %{run} --load-params=%t/bf16 --steps=1 --hyper=0 --save-params=%t/from-bf16.safetensors
// RUN: %{tool} same %t/from-bf16.safetensors %t/bf16/model.safetensors | FileCheck %s --check-prefix=SAME

// A checkpoint that does not match is an error naming every difference,
// before step 1: nothing is written.
// RUN: mkdir %t/bad
// RUN: %{tool} edit %t/pretrained/model.safetensors %t/bad/drop.safetensors drop=transformer.ln_f.bias
// RUN: not %{run} --load-params=%t/bad/drop.safetensors --steps=1 --csv=%t/bad/out.csv --save-params=%t/bad/out 2>&1 | FileCheck %s --check-prefix=DROP
// DROP: error: {{.*}}drop.safetensors does not match @train_step: missing transformer.ln_f.bias{{$}}
// RUN: %{tool} edit %t/bad/drop.safetensors %t/bad/several.safetensors add=lm_head.bias
// RUN: %{tool} edit %t/bad/several.safetensors %t/bad/several.safetensors reshape=transformer.wpe.weight
// RUN: not %{run} --load-params=%t/bad/several.safetensors --steps=1 2>&1 | FileCheck %s --check-prefix=SEVERAL
// SEVERAL: does not match @train_step: missing transformer.ln_f.bias; unexpected lm_head.bias; mismatched transformer.wpe.weight ([512] in the file, [16, 32] in the step)
// RUN: %{tool} edit %t/pretrained/model.safetensors %t/bad/short.safetensors short
// RUN: not %{run} --load-params=%t/bad/short.safetensors --steps=1 2>&1 | FileCheck %s --check-prefix=SHORT
// SHORT: short.safetensors is not a safetensors file: tensor "{{.*}}"'s data_offsets do not hold its shape within the file
// RUN: printf 'not a checkpoint' > %t/bad/text.safetensors
// RUN: not %{run} --load-params=%t/bad/text.safetensors --steps=1 2>&1 | FileCheck %s --check-prefix=TEXT
// TEXT: text.safetensors is not a safetensors file: its header length {{[0-9]+}} exceeds the file
// RUN: not %{run} --load-params=%t/bad/absent.safetensors --steps=1 2>&1 | FileCheck %s --check-prefix=ABSENT
// ABSENT: cannot read {{.*}}absent.safetensors
// RUN: mkdir %t/bad/pickled && touch %t/bad/pickled/pytorch_model.bin
// RUN: not %{run} --load-params=%t/bad/pickled --steps=1 2>&1 | FileCheck %s --check-prefix=PICKLED
// PICKLED: pickled holds pytorch_model.bin, a pickled torch state_dict, which mpt does not read: save the model as safetensors
// RUN: not %{run} --load-params=%t/bad/pickled/pytorch_model.bin --steps=1 2>&1 | FileCheck %s --check-prefix=FILE
// FILE: pytorch_model.bin is a file: weights load from a directory of .npy files or from a safetensors checkpoint
// RUN: not ls %t/bad/out %t/bad/out.csv

// A step whose weights have no mpt.name cannot be matched or saved.
// RUN: not mpt-run %mpt_src_root/examples/mlp.mlir --data=synthetic --hyper=0.1 --steps=1 --load-params=%t/pretrained 2>&1 | FileCheck %s --check-prefix=UNNAMED
// RUN: not mpt-run %mpt_src_root/examples/mlp.mlir --data=synthetic --hyper=0.1 --steps=1 --save-params=%t/bad/mlp 2>&1 | FileCheck %s --check-prefix=UNNAMED
// UNNAMED: @train_step's weight argument(s) #0, #1, #2, #3 have no 'mpt.name'
// RUN: not ls %t/bad/mlp
