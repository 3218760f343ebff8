// The stock mlir-opt of the LLVM mpt was built against loads
// libMPTPlugin.so (the dialect with its models of upstream ops, every pass
// and named pipeline) and gives exactly mpt-opt's output: on the mpt-dialect
// example and on the upstream linalg steps, with pipeline options.
// libMPTCAPI.so of a sanitizer build needs the sanitizer runtime of an
// instrumented executable, which the stock mlir-opt is not.
// UNSUPPORTED: sanitizers
// RUN: %stock_mlir_opt --load-dialect-plugin=%mpt_lib_dir/libMPTPlugin.so --load-pass-plugin=%mpt_lib_dir/libMPTPlugin.so %mpt_src_root/examples/mlp.mlir --pass-pipeline="builtin.module(mpt-mixed-precision)" -o %t.mlp.plugin
// RUN: mpt-opt %mpt_src_root/examples/mlp.mlir --mpt-mixed-precision -o %t.mlp.mpt
// RUN: diff %t.mlp.plugin %t.mlp.mpt
// RUN: FileCheck %s --input-file=%t.mlp.plugin
// RUN: %stock_mlir_opt --load-dialect-plugin=%mpt_lib_dir/libMPTPlugin.so --load-pass-plugin=%mpt_lib_dir/libMPTPlugin.so %mpt_src_root/examples/linalg/mlp_step.mlir --pass-pipeline="builtin.module(mpt-mixed-precision{compute-type=bf16})" -o %t.linalg.plugin
// RUN: mpt-opt %mpt_src_root/examples/linalg/mlp_step.mlir --mpt-mixed-precision=compute-type=bf16 -o %t.linalg.mpt
// RUN: diff %t.linalg.plugin %t.linalg.mpt
// RUN: FileCheck %s --check-prefix=LINALG --input-file=%t.linalg.plugin
// RUN: %stock_mlir_opt --load-dialect-plugin=%mpt_lib_dir/libMPTPlugin.so --load-pass-plugin=%mpt_lib_dir/libMPTPlugin.so %mpt_src_root/examples/linalg/transformer_step.mlir --pass-pipeline="builtin.module(mpt-mixed-precision{compute-type=f16 saved-activations=low})" -o %t.block.plugin
// RUN: mpt-opt %mpt_src_root/examples/linalg/transformer_step.mlir --mpt-mixed-precision="compute-type=f16 saved-activations=low" -o %t.block.mpt
// RUN: diff %t.block.plugin %t.block.mpt
// Lowering to LLVM through the plugin's named pipeline matches too.
// RUN: %stock_mlir_opt --load-dialect-plugin=%mpt_lib_dir/libMPTPlugin.so --load-pass-plugin=%mpt_lib_dir/libMPTPlugin.so %t.mlp.mpt --pass-pipeline="builtin.module(mpt-lower-to-llvm)" -o %t.llvm.plugin
// RUN: mpt-opt %t.mlp.mpt --mpt-lower-to-llvm -o %t.llvm.mpt
// RUN: diff %t.llvm.plugin %t.llvm.mpt
// Without the plugin the stock tool knows neither the dialect nor the passes.
// RUN: not %stock_mlir_opt %mpt_src_root/examples/mlp.mlir 2>&1 | FileCheck %s --check-prefix=NODIALECT
// RUN: not %stock_mlir_opt %mpt_src_root/examples/linalg/mlp_step.mlir --pass-pipeline="builtin.module(mpt-mixed-precision)" 2>&1 | FileCheck %s --check-prefix=NOPASS

// CHECK-LABEL: func.func @train_step
// CHECK: mpt.cast {{.*}} to tensor<64x784xf16>
// CHECK: mpt.matmul {{.*}} -> tensor<64x256xf32>
// CHECK: mpt.all_finite
// CHECK-NOT: mpt.value_and_grad

// LINALG-LABEL: func.func @train_step
// LINALG: arith.truncf {{.*}} to tensor<{{.*}}xbf16>
// LINALG: linalg.matmul ins({{.*}} : tensor<{{.*}}xbf16>, tensor<{{.*}}xbf16>) outs({{.*}} : tensor<{{.*}}xf32>)
// LINALG-NOT: mpt.value_and_grad

// NODIALECT: error: Dialect `mpt' not found for custom op 'mpt.matmul'
// NOPASS: 'mpt-mixed-precision' does not refer to a registered pass or pass pipeline
