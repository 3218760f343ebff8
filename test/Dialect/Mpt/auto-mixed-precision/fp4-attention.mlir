// The FP4 recipes keep attention in BF16 by default, as Transformer
// Engine's NVFP4 recipe does: the products of two activations (the scores
// Q K^T and the context P V, forward and backward; no weight operand) of
// the two transformer blocks of examples/transformer_block.mlir stay bf16
// while the linear layers take E2M1 operands. fp8-keep-bf16 given without
// `attention` puts them in FP4; the FP8 recipes keep them out of BF16 by
// default, and `attention` in the list keeps them in BF16.
// RUN: mpt-opt %mpt_src_root/examples/transformer_block.mlir --mpt-mixed-precision="compute-type=fp8 fp8-recipe=nvfp4" | FileCheck %s --check-prefix=NV
// RUN: mpt-opt %mpt_src_root/examples/transformer_block.mlir --mpt-mixed-precision="compute-type=fp8 fp8-recipe=nvfp4 fp8-keep-bf16=lm-head" | FileCheck %s --check-prefix=NV-FP4
// RUN: mpt-opt %mpt_src_root/examples/transformer_block.mlir --mpt-mixed-precision="compute-type=fp8 fp8-recipe=mxfp8" | FileCheck %s --check-prefix=MX8
// RUN: mpt-opt %mpt_src_root/examples/transformer_block.mlir --mpt-mixed-precision="compute-type=fp8 fp8-recipe=mxfp8 fp8-keep-bf16=attention" | FileCheck %s --check-prefix=NV
// RUN: mpt-opt %mpt_src_root/examples/transformer_block.mlir --mpt-mixed-precision="compute-type=fp8 fp8-recipe=nvfp4" --remarks-filter=mpt-auto-mixed-precision --remark-format=emitRemark -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK

// NV-LABEL: func.func @train_step
// NV: mpt.matmul %{{.*}}, %{{.*}} transpose_rhs {mpt.phase = "forward"} : tensor<4x32x128xbf16>, tensor<4x32x128xbf16> -> tensor<4x32x32xf32>
// NV: mpt.matmul %{{.*}}, %{{.*}} {mpt.phase = "forward"} : tensor<4x32x32xbf16>, tensor<4x32x128xbf16> -> tensor<4x32x128xf32>
// NV-NOT: fp8_gemm = {{.*}} tensor<4x32x
// NV: mpt.fp8_gemm = {recipe = "{{nvfp4|mxfp8}}", role = "weight_gradient"}
// NV-NOT: fp8_gemm = {{.*}} tensor<4x32x
// NV: return

// NV-FP4-LABEL: func.func @train_step
// NV-FP4: mpt.matmul %{{.*}}, %{{.*}} transpose_rhs {mpt.fp8_gemm = {recipe = "nvfp4", role = "forward"}, mpt.phase = "forward"} : tensor<4x32x128xbf16>, tensor<4x32x128xbf16> -> tensor<4x32x32xf32>
// NV-FP4-COUNT-5: fp8_gemm = {{.*}} tensor<4x32x

// MX8-LABEL: func.func @train_step
// MX8-COUNT-6: fp8_gemm = {recipe = "mxfp8", role = {{.*}} tensor<4x32x

// REMARK: Function=train_step | Remark="24 contractions in FP8 (8 forward, 8 input-gradient, 8 weight-gradient; nvfp4), 32 tensors quantized (0 with scaling state); 24 kept in bf16 (24 by fp8-gemm or fp8-keep-bf16) ('mpt.matmul' stays in bf16: it multiplies two activations: attention (fp8-keep-bf16)); 8 weight gradients through the Hadamard transform, 0 not (their depth is not a multiple of 16)"
