// Out-of-tree consumers (examples/embed) are configured against the
// *installed* package only - the install prefix, no path into this build -
// built, and run: one embeds the mixed-precision pipeline in its own
// PassManager on upstream IR, extending the policy by name (batch matmuls
// denied) and by interface (math.erf allowed), in bf16; two train a step.
// The installed libraries of a sanitizer build need the sanitizer runtime,
// which the consumer does not link.
// UNSUPPORTED: sanitizers
// RUN: rm -rf %t && mkdir -p %t
// RUN: %cmake --install %mpt_obj_root --prefix %t/prefix > %t/install.log
// RUN: %cmake -S %mpt_src_root/examples/embed -B %t/build -G Ninja -DCMAKE_MAKE_PROGRAM=%ninja -DCMAKE_PREFIX_PATH=%t/prefix -DCMAKE_CXX_COMPILER=%cxx > %t/configure.log
// RUN: FileCheck %s --check-prefix=CONFIGURE --input-file=%t/configure.log
// CONFIGURE: Using MPTConfig.cmake in: {{.*}}prefix/lib/cmake/mpt
// RUN: %ninja -C %t/build > %t/build.log
// RUN: %t/build/mpt-embed-example %s | FileCheck %s
// The installed tools run too.
// RUN: %t/prefix/bin/mpt-opt %s --mpt-mixed-precision=compute-type=bf16 | FileCheck %s --check-prefix=TOOL
// The installed plugin in the stock mlir-opt gives the same.
// RUN: %stock_mlir_opt --load-dialect-plugin=%t/prefix/lib/libMPTPlugin.so --load-pass-plugin=%t/prefix/lib/libMPTPlugin.so %s --pass-pipeline="builtin.module(mpt-mixed-precision{compute-type=bf16})" | FileCheck %s --check-prefix=TOOL
// A step compiled and trained through the installed session library (C++)
// and C API (C), each checking that the loss went down.
// RUN: %t/build/mpt-embed-train %mpt_src_root/examples/mlp.mlir bf16 40 | FileCheck %s --check-prefix=TRAIN
// RUN: mkdir -p %t/c && %t/build/mpt-embed-train-c %mpt_src_root/examples/mlp.mlir f16 20 %t/c | FileCheck %s --check-prefix=TRAINC
// RUN: ldd %t/build/mpt-embed-train-c | FileCheck %s --check-prefix=LINKED
// And a Python script, with the installed module and library only.
// RUN: cd %t && env -u MPT_LIBRARY_DIR PYTHONPATH=%t/prefix/lib/python %python -c "import mpt, numpy as np; s = mpt.Session('%mpt_src_root/examples/mlp.mlir', precision='f16', hyper=[0.1]); x = np.random.default_rng(0).random((64, 784), dtype=np.float32); y = (x[:, :10].argmax(1)).astype(np.int32); losses = [s.step(x, y).loss for _ in range(20)]; print('python loss', losses[0], '->', losses[-1], losses[-1] < losses[0]); print(mpt._capi.lib._name)" | FileCheck %s --check-prefix=PYTHON

// TRAIN: step 1 loss {{[0-9.]+}} scale 1
// TRAIN: step 40 loss
// TRAIN-NOT: nan
// TRAIN: mean loss: first 10 steps
// TRAINC: resumed losses: identical
// TRAINC: steps completed: 20
// LINKED: libMPTCAPI.so{{.*}} => {{.*}}prefix/lib/libMPTCAPI.so
// PYTHON: python loss {{[0-9.]+}} -> {{[0-9.]+}} True
// PYTHON-NEXT: {{.*}}prefix/lib/libMPTCAPI.so

// CHECK-LABEL: func.func @step
// CHECK: %[[X:.*]] = arith.truncf %{{.*}} : tensor<8x16xf32> to tensor<8x16xbf16>
// CHECK: %[[W:.*]] = arith.truncf %{{.*}} : tensor<16x16xf32> to tensor<16x16xbf16>
// CHECK: %[[M:.*]] = linalg.matmul ins(%[[X]], %[[W]] : tensor<8x16xbf16>, tensor<16x16xbf16>) outs(%{{.*}} : tensor<8x16xf32>)
// CHECK: %[[M16:.*]] = arith.truncf %[[M]] : tensor<8x16xf32> to tensor<8x16xbf16>
// CHECK: %[[E:.*]] = math.erf %[[M16]] : tensor<8x16xbf16>
// CHECK: linalg.matmul ins(%[[E]], %[[W]] : tensor<8x16xbf16>, tensor<16x16xbf16>)
// CHECK: linalg.batch_matmul {{.*}} ins(%{{.*}}, %{{.*}} : tensor<2x4x16xf32>, tensor<2x4x16xf32>)

// Without the consumer's extensions, erf is denied and the batch matmul low.
// TOOL: math.erf %{{.*}} : tensor<8x16xf32>
// TOOL: linalg.batch_matmul {{.*}} ins(%{{.*}}, %{{.*}} : tensor<2x4x16xbf16>, tensor<2x4x16xbf16>)
func.func @step(%x: tensor<8x16xf32>, %w: tensor<16x16xf32>, %q: tensor<2x4x16xf32>,
                %acc: tensor<8x16xf32>, %bacc: tensor<2x4x4xf32>) -> (tensor<8x16xf32>, tensor<2x4x4xf32>) {
  %m = linalg.matmul ins(%x, %w : tensor<8x16xf32>, tensor<16x16xf32>) outs(%acc : tensor<8x16xf32>) -> tensor<8x16xf32>
  %e = math.erf %m : tensor<8x16xf32>
  %m2 = linalg.matmul ins(%e, %w : tensor<8x16xf32>, tensor<16x16xf32>) outs(%acc : tensor<8x16xf32>) -> tensor<8x16xf32>
  %s = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>]
      ins(%q, %q : tensor<2x4x16xf32>, tensor<2x4x16xf32>) outs(%bacc : tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
  return %m2, %s : tensor<8x16xf32>, tensor<2x4x4xf32>
}
