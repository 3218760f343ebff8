// Step-by-step parity with torch: the steps mpt_torch exported from the
// torch fixtures' models (MLP, GPT-2, BERT, a ResNet stage, an LSTM LM,
// transformers' Llama with grouped-query attention and rotary embeddings,
// GPT-2 on right-padded batches whose labels hold the ignore index -100,
// BERT on padded batches with padding_idx, LoRA adapters on a frozen FP32,
// a frozen BF16 and a frozen FP8 base (E4M3 and E5M2 weights with FP32
// scales, read from f32 files of their values), peft's LoRA on a BF16 Llama, a ResNet stage
// with batch norm in train mode whose running statistics are step state,
// transformers' Mixtral (top-2 of 4 experts, the load-balancing loss;
// also on padded batches, whose attention mask masks the loss's counts),
// transformers' BERT on padded batches with an attention mask,
// transformers' GPT-2 computing its causal-LM loss (labels=) on
// right-padded batches whose labels are -100 at the padding, shifted inside
// the model by a pad and a slice that the label check follows,
// a convolution zoo (a strided 1-D convolution, a causal depthwise 1-D one,
// a grouped dilated 2-D one, a 3-D one), transformers' Gemma-2 (embeddings scaled by sqrt(hidden) in a subclass of
// nn.Embedding with padding_idx, GeGLU with the tanh GELU, soft-capped
// attention and final logits, query_pre_attn_scalar, a sliding window),
// transformers' DeepSeek-V3 (latent attention, group-limited top-2 routing
// whose group mask is a scatter, a shared expert), transformers' Qwen2-MoE
// (renormalized top-2 routing, a sigmoid-gated shared expert); the MoE
// models' experts run as mpt.grouped_matmul;
// scripts/torch-parity.py --write-fixtures), trained by mpt-run in FP32 for
// 20 steps of SGD and of AdamW from torch's initial parameters on the same
// batches (integer token and label .npy files, fed in order; BERT's tokens
// and segment ids as two inputs; frozen weights as frozen_<argument>.npy),
// give torch's loss at every step within 1e-5 relative (the target is 1e-4;
// measured at most 2.3e-6, Mixtral with AdamW), and within 3e-4 on a
// BF16 base (tolerance.txt; measured 9.0e-5: torch runs each bf16 op in f32
// and rounds once, torch-mlir's IR rounds after each payload op). Without
// the frozen twin of padding_idx's embedding, padded BERT is 3.2e-5 (SGD)
// and 3.0e-4 (AdamW) off. The ResNet stage's running means, variances and
// batch counts after the 20 steps are torch's within 1e-5 of each buffer's
// largest magnitude (measured 1.5e-6). Gemma-2 was 1e-3 off before the
// padding twin kept its embedding's scaling and before mpt_torch's tanh
// GELU replaced torch-mlir's (sqrt(2/pi) as 0.797724): 1.03e-5 with only
// the first fix; measured 2.3e-7 with both.
// RUN: rm -rf %t && %python %S/Inputs/torch_parity.py %mpt_tools_dir/mpt-run %S/Inputs/torch-parity %t | FileCheck %s
// CHECK-DAG: bert sgd: 20 steps
// CHECK-DAG: bert adamw: 20 steps
// CHECK-DAG: bert_padded sgd: 20 steps
// CHECK-DAG: bert_padded adamw: 20 steps
// CHECK-DAG: conv_zoo sgd: 20 steps
// CHECK-DAG: conv_zoo adamw: 20 steps
// CHECK-DAG: mamba sgd: 20 steps
// CHECK-DAG: mamba adamw: 20 steps
// CHECK-DAG: whisper sgd: 20 steps
// CHECK-DAG: whisper adamw: 20 steps
// CHECK-DAG: gemma2 sgd: 20 steps
// CHECK-DAG: gemma2 adamw: 20 steps
// CHECK-DAG: deepseek_v3 sgd: 20 steps
// CHECK-DAG: deepseek_v3 adamw: 20 steps
// CHECK-DAG: hf_gpt2_clm_padded sgd: 20 steps
// CHECK-DAG: hf_gpt2_clm_padded adamw: 20 steps
// CHECK-DAG: hf_bert_masked sgd: 20 steps
// CHECK-DAG: hf_bert_masked adamw: 20 steps
// CHECK-DAG: lora_mlp sgd: 20 steps
// CHECK-DAG: lora_mlp adamw: 20 steps
// CHECK-DAG: lora_mlp_bf16 sgd: 20 steps
// CHECK-DAG: lora_mlp_bf16 adamw: 20 steps
// CHECK-DAG: lora_llama_bf16 sgd: 20 steps
// CHECK-DAG: lora_llama_bf16 adamw: 20 steps
// CHECK-DAG: gpt2 sgd: 20 steps
// CHECK-DAG: gpt2 adamw: 20 steps
// CHECK-DAG: gpt2_padded sgd: 20 steps
// CHECK-DAG: gpt2_padded adamw: 20 steps
// CHECK-DAG: llama sgd: 20 steps
// CHECK-DAG: llama adamw: 20 steps
// CHECK-DAG: lstm_lm sgd: 20 steps
// CHECK-DAG: lstm_lm adamw: 20 steps
// CHECK-DAG: lora_mlp_fp8 sgd: 20 steps
// CHECK-DAG: lora_mlp_fp8 adamw: 20 steps
// CHECK-DAG: qwen2_moe sgd: 20 steps
// CHECK-DAG: qwen2_moe adamw: 20 steps
// CHECK-DAG: mixtral sgd: 20 steps
// CHECK-DAG: mixtral adamw: 20 steps
// CHECK-DAG: mixtral_padded sgd: 20 steps
// CHECK-DAG: mixtral_padded adamw: 20 steps
// CHECK-DAG: mlp sgd: 20 steps
// CHECK-DAG: mlp adamw: 20 steps
// CHECK-DAG: resnet_stage sgd: 20 steps
// CHECK-DAG: resnet_stage adamw: 20 steps
// CHECK-DAG: resnet_stage_bn sgd: 20 steps
// CHECK-DAG: resnet_stage_bn adamw: 20 steps
// CHECK-DAG: resnet_stage_bn sgd: buffer_11 after the steps
// CHECK-DAG: resnet_stage_bn adamw: buffer_19 after the steps
// CHECK-NOT: FAILED
// CHECK: ok
