// The CPU pipeline's FP8 paths, run: an FP8 matmul (E4M3 x E5M2, the
// largest E4M3 value and its smallest subnormal among the operands) whose
// operands mpt-widen-fp8-contractions widens to bf16 gives the exact sums,
// and an amax that mpt-split-exact-reductions splits gives the largest
// magnitude, a NaN where there is one and infinity where there is one.
// RUN: mpt-opt %s --mpt-lower-to-llvm | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_lib_dir/libmlir_runner_utils.so,%mlir_lib_dir/libmlir_c_runner_utils.so | FileCheck %s
// The pipeline runs both passes on these ops:
// RUN: mpt-opt %s --mpt-lower-to-llvm --mlir-disable-threading --mlir-print-ir-after=mpt-split-exact-reductions -o /dev/null 2>&1 | FileCheck %s --check-prefix=PIPELINE

// PIPELINE-LABEL: func.func @amax
// PIPELINE: iterator_types = ["reduction", "parallel"]} ins(%{{.*}} : tensor<4x16xf32>) outs(%{{.*}} : tensor<16xf32>)
// PIPELINE: iterator_types = ["reduction"]} ins(%{{.*}} : tensor<16xf32>) outs(%{{.*}} : tensor<f32>)
// PIPELINE-LABEL: func.func @max
// PIPELINE: outs(%{{.*}} : tensor<16xf32>)
// PIPELINE-LABEL: func.func @max1d
// PIPELINE: tensor.expand_shape
// PIPELINE: outs(%{{.*}} : tensor<16xf32>)
// PIPELINE-LABEL: func.func @main
// PIPELINE: linalg.matmul ins(%{{.*}}, %{{.*}} : tensor<2x4xbf16>, tensor<4x2xbf16>) outs(%{{.*}} : tensor<2x2xf32>)

#id = affine_map<(i, j) -> (i, j)>
#scalar = affine_map<(i, j) -> ()>
func.func private @printMemrefF32(memref<*xf32>)

func.func @amax(%x: tensor<4x16xf32>) -> tensor<f32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<f32>
  %i = linalg.fill ins(%zero : f32) outs(%e : tensor<f32>) -> tensor<f32>
  %r = linalg.generic {indexing_maps = [#id, #scalar], iterator_types = ["reduction", "reduction"]} ins(%x : tensor<4x16xf32>) outs(%i : tensor<f32>) {
  ^bb0(%in: f32, %acc: f32):
    %a = math.absf %in : f32
    %m = arith.maximumf %acc, %a : f32
    linalg.yield %m : f32
  } -> tensor<f32>
  return %r : tensor<f32>
}

// A maximum of negative values from -inf: each partial starts from the
// initial value, not from zero.
func.func @max(%x: tensor<4x16xf32>) -> tensor<f32> {
  %ninf = arith.constant 0xFF800000 : f32
  %e = tensor.empty() : tensor<f32>
  %i = linalg.fill ins(%ninf : f32) outs(%e : tensor<f32>) -> tensor<f32>
  %r = linalg.generic {indexing_maps = [#id, #scalar], iterator_types = ["reduction", "reduction"]} ins(%x : tensor<4x16xf32>) outs(%i : tensor<f32>) {
  ^bb0(%in: f32, %acc: f32):
    %m = arith.maximumf %acc, %in : f32
    linalg.yield %m : f32
  } -> tensor<f32>
  return %r : tensor<f32>
}

// The same over one loop of 64 (an amax history), read as rows of 16.
func.func @max1d(%x: tensor<64xf32>) -> tensor<f32> {
  %ninf = arith.constant 0xFF800000 : f32
  %e = tensor.empty() : tensor<f32>
  %i = linalg.fill ins(%ninf : f32) outs(%e : tensor<f32>) -> tensor<f32>
  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> ()>], iterator_types = ["reduction"]} ins(%x : tensor<64xf32>) outs(%i : tensor<f32>) {
  ^bb0(%in: f32, %acc: f32):
    %m = arith.maximumf %acc, %in : f32
    linalg.yield %m : f32
  } -> tensor<f32>
  return %r : tensor<f32>
}

func.func @print(%t: tensor<f32>) {
  %m = bufferization.to_buffer %t : tensor<f32> to memref<f32>
  %u = memref.cast %m : memref<f32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func @main() {
  %a32 = arith.constant dense<[[448.0, 0.001953125, -1.5, 0.0625], [-448.0, 1.0, 2.0, -0.5]]> : tensor<2x4xf32>
  %b32 = arith.constant dense<[[1.0, 0.5], [512.0, 2.0], [-3.0, 1.5], [16.0, 0.25]]> : tensor<4x2xf32>
  %a = arith.truncf %a32 : tensor<2x4xf32> to tensor<2x4xf8E4M3FN>
  %b = arith.truncf %b32 : tensor<4x2xf32> to tensor<4x2xf8E5M2>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x2xf32>
  %c0 = linalg.fill ins(%zero : f32) outs(%e : tensor<2x2xf32>) -> tensor<2x2xf32>
  %c = linalg.matmul ins(%a, %b : tensor<2x4xf8E4M3FN>, tensor<4x2xf8E5M2>) outs(%c0 : tensor<2x2xf32>) -> tensor<2x2xf32>
  %cm = bufferization.to_buffer %c : tensor<2x2xf32> to memref<2x2xf32>
  %cu = memref.cast %cm : memref<2x2xf32> to memref<*xf32>
  call @printMemrefF32(%cu) : (memref<*xf32>) -> ()

  // Largest magnitude -7.5 at the last element; then a NaN, then -inf.
  %ramp = tensor.generate {
  ^bb0(%i: index, %j: index):
    %k = affine.apply affine_map<(i, j) -> (i * 16 + j)>(%i, %j)
    %ki = arith.index_cast %k : index to i32
    %kf = arith.sitofp %ki : i32 to f32
    %s = arith.constant -0.1171875 : f32
    %v = arith.mulf %kf, %s : f32
    tensor.yield %v : f32
  } : tensor<4x16xf32>
  %m1 = call @amax(%ramp) : (tensor<4x16xf32>) -> tensor<f32>
  call @print(%m1) : (tensor<f32>) -> ()
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %nan = arith.constant 0x7FC00000 : f32
  %withnan = tensor.insert %nan into %ramp[%c1, %c5] : tensor<4x16xf32>
  %m2 = call @amax(%withnan) : (tensor<4x16xf32>) -> tensor<f32>
  call @print(%m2) : (tensor<f32>) -> ()
  %ninf = arith.constant 0xFF800000 : f32
  %withinf = tensor.insert %ninf into %ramp[%c1, %c5] : tensor<4x16xf32>
  %m3 = call @amax(%withinf) : (tensor<4x16xf32>) -> tensor<f32>
  call @print(%m3) : (tensor<f32>) -> ()
  %minus = arith.constant dense<-1.0> : tensor<4x16xf32>
  %shifted = arith.addf %ramp, %minus : tensor<4x16xf32>
  %m4 = call @max(%shifted) : (tensor<4x16xf32>) -> tensor<f32>
  call @print(%m4) : (tensor<f32>) -> ()
  %flat = tensor.collapse_shape %shifted [[0, 1]] : tensor<4x16xf32> into tensor<64xf32>
  %m5 = call @max1d(%flat) : (tensor<64xf32>) -> tensor<f32>
  call @print(%m5) : (tensor<f32>) -> ()
  return
}

// 448 + 2^-9 * 512 + 4.5 + 1 and 224 + 2^-8 - 2.25 + 2^-6; -448 + 512 - 6 - 8
// and -224 + 2 + 3 - 0.125.
// CHECK: [454.5,   221.77]
// CHECK-NEXT: [50,   -219.125]
// CHECK: [7.38281]
// CHECK: [nan]
// CHECK: [inf]
// CHECK: [-1]
// CHECK: [-1]
