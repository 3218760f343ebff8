// fp8-keep-bf16's first:N and last:N keep the first and last N linear
// layers (forward products reading a weight, in program order) in BF16
// with their backward products. examples/transformer_block.mlir has 12
// (two blocks of Q, K, V, O and a two-layer MLP; attention's products of
// two activations are not linear layers): first:2 keeps block 1's Q and K,
// last:3 block 2's O and MLP, each with its input and weight gradient
// (each weight gradient found through the dY it shares with its layer's
// input gradient, so V's stays in FP4 though V reads Q's input). Forward
// products are listed in program order: FP4 or BF16 and their result.
// RUN: mpt-opt %mpt_src_root/examples/transformer_block.mlir --mpt-mixed-precision="compute-type=fp8 fp8-recipe=nvfp4 fp8-keep-bf16=attention,first:2" | grep 'mpt.matmul.*phase = "forward"' | sed -E 's/.*fp8_gemm.* -> (.*)/FP4 \1/; s/.*mpt.matmul.* -> (.*)/BF16 \1/' | FileCheck %s --check-prefix=FIRST
// RUN: mpt-opt %mpt_src_root/examples/transformer_block.mlir --mpt-mixed-precision="compute-type=fp8 fp8-recipe=nvfp4 fp8-keep-bf16=attention,last:3" | grep 'mpt.matmul.*phase = "forward"' | sed -E 's/.*fp8_gemm.* -> (.*)/FP4 \1/; s/.*mpt.matmul.* -> (.*)/BF16 \1/' | FileCheck %s --check-prefix=LAST
// RUN: mpt-opt %mpt_src_root/examples/transformer_block.mlir --mpt-mixed-precision="compute-type=fp8 fp8-recipe=nvfp4 fp8-keep-bf16=attention,first:2" --remarks-filter=mpt-auto-mixed-precision --remark-format=emitRemark -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK-FIRST
// RUN: mpt-opt %mpt_src_root/examples/transformer_block.mlir --mpt-mixed-precision="compute-type=fp8 fp8-recipe=mxfp8 fp8-keep-bf16=first:1,last:1" --remarks-filter=mpt-auto-mixed-precision --remark-format=emitRemark -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK-MX
// RUN: not mpt-opt %mpt_src_root/examples/transformer_block.mlir --mpt-mixed-precision="compute-type=fp8 fp8-recipe=nvfp4 fp8-keep-bf16=first:two" -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not mpt-opt %mpt_src_root/examples/transformer_block.mlir --mpt-mixed-precision="compute-type=fp8 fp8-recipe=nvfp4 fp8-keep-bf16=last:-1" -o /dev/null 2>&1 | FileCheck %s --check-prefix=NEGATIVE

// FIRST: BF16 tensor<128x128xf32>
// FIRST-NEXT: BF16 tensor<128x128xf32>
// FIRST-NEXT: FP4 tensor<128x128xf32>
// FIRST-NEXT: BF16 tensor<4x32x32xf32>
// FIRST-NEXT: BF16 tensor<4x32x128xf32>
// FIRST-NEXT: FP4 tensor<128x128xf32>
// FIRST-NEXT: FP4 tensor<128x512xf32>
// FIRST-NEXT: FP4 tensor<128x128xf32>
// FIRST-NEXT: FP4 tensor<128x128xf32>
// FIRST-NEXT: FP4 tensor<128x128xf32>
// FIRST-NEXT: FP4 tensor<128x128xf32>
// FIRST-NEXT: BF16 tensor<4x32x32xf32>
// FIRST-NEXT: BF16 tensor<4x32x128xf32>
// FIRST-NEXT: FP4 tensor<128x128xf32>
// FIRST-NEXT: FP4 tensor<128x512xf32>
// FIRST-NEXT: FP4 tensor<128x128xf32>
// FIRST-NOT: {{.}}

// LAST: FP4 tensor<128x128xf32>
// LAST-NEXT: FP4 tensor<128x128xf32>
// LAST-NEXT: FP4 tensor<128x128xf32>
// LAST-NEXT: BF16 tensor<4x32x32xf32>
// LAST-NEXT: BF16 tensor<4x32x128xf32>
// LAST-NEXT: FP4 tensor<128x128xf32>
// LAST-NEXT: FP4 tensor<128x512xf32>
// LAST-NEXT: FP4 tensor<128x128xf32>
// LAST-NEXT: FP4 tensor<128x128xf32>
// LAST-NEXT: FP4 tensor<128x128xf32>
// LAST-NEXT: FP4 tensor<128x128xf32>
// LAST-NEXT: BF16 tensor<4x32x32xf32>
// LAST-NEXT: BF16 tensor<4x32x128xf32>
// LAST-NEXT: BF16 tensor<128x128xf32>
// LAST-NEXT: BF16 tensor<128x512xf32>
// LAST-NEXT: BF16 tensor<128x128xf32>
// LAST-NOT: {{.}}

// Of 36 linear-layer products (12 of each role), 6 stay in BF16.
// REMARK-FIRST: Function=train_step | Remark="30 contractions in FP8 (10 forward, 10 input-gradient, 10 weight-gradient; nvfp4)
// REMARK-FIRST-SAME: 'mpt.matmul' stays in bf16: it belongs to one of the first linear layers (fp8-keep-bf16)
// The FP8 recipes take the entries too: with attention in FP8 the step has
// 48 FP8 contractions (fp8-keep-bf16=none), and first:1,last:1 keeps 6.
// REMARK-MX: Function=train_step | Remark="42 contractions in FP8 (14 forward, 18 input-gradient, 10 weight-gradient; mxfp8)
// BAD: fp8-keep-bf16 expects a count of linear layers, a non-negative integer, after 'first:', got 'first:two'
// NEGATIVE: fp8-keep-bf16 expects a count of linear layers, a non-negative integer, after 'last:', got 'last:-1'
