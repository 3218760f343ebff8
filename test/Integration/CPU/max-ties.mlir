// A maximum's cotangent is shared evenly among the elements that tie for it
// (a subgradient: the shares sum to the cotangent), in a max reduction
// generic and in a max pooling; a sum of k copies would not be one.
// RUN: mpt-opt %s --mpt-autodiff --mpt-lower-to-llvm | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_lib_dir/libmlir_runner_utils.so,%mlir_lib_dir/libmlir_c_runner_utils.so | FileCheck %s

#id = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (i)>
func.func @row_max(%x: tensor<2x4xf32>) -> tensor<f32> {
  %ninf = arith.constant 0xFF800000 : f32
  %e = tensor.empty() : tensor<2xf32>
  %i = linalg.fill ins(%ninf : f32) outs(%e : tensor<2xf32>) -> tensor<2xf32>
  %m = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<2x4xf32>) outs(%i : tensor<2xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %v = arith.maximumf %acc, %in : f32
    linalg.yield %v : f32
  } -> tensor<2xf32>
  %l = mpt.reduce_sum %m dims = [0] : tensor<2xf32> -> tensor<f32>
  return %l : tensor<f32>
}

func.func @pool_max(%x: tensor<1x1x3x3xf32>) -> tensor<f32> {
  %ninf = arith.constant 0xFF800000 : f32
  %e = tensor.empty() : tensor<1x1x1x1xf32>
  %i = linalg.fill ins(%ninf : f32) outs(%e : tensor<1x1x1x1xf32>) -> tensor<1x1x1x1xf32>
  %w = tensor.empty() : tensor<3x3xf32>
  %y = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %w : tensor<1x1x3x3xf32>, tensor<3x3xf32>) outs(%i : tensor<1x1x1x1xf32>) -> tensor<1x1x1x1xf32>
  %l = mpt.reduce_sum %y dims = [0, 1, 2, 3] : tensor<1x1x1x1xf32> -> tensor<f32>
  return %l : tensor<f32>
}

func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}

func.func @main() {
  %x = arith.constant dense<[[2.0, 1.0, 2.0, 2.0], [0.5, 3.0, -1.0, 0.0]]> : tensor<2x4xf32>
  %l, %g = mpt.value_and_grad @row_max(%x) wrt [0] : (tensor<2x4xf32>) -> (tensor<f32>, tensor<2x4xf32>)
  %gm = bufferization.to_buffer %g : tensor<2x4xf32> to memref<2x4xf32>
  %gu = memref.cast %gm : memref<2x4xf32> to memref<*xf32>
  call @printMemrefF32(%gu) : (memref<*xf32>) -> ()
  %p = arith.constant dense<[[[[1.0, 4.0, 0.0], [4.0, 2.0, 4.0], [4.0, 3.0, -2.0]]]]> : tensor<1x1x3x3xf32>
  %pl, %pg = mpt.value_and_grad @pool_max(%p) wrt [0] : (tensor<1x1x3x3xf32>) -> (tensor<f32>, tensor<1x1x3x3xf32>)
  %pm = bufferization.to_buffer %pg : tensor<1x1x3x3xf32> to memref<1x1x3x3xf32>
  %pu = memref.cast %pm : memref<1x1x3x3xf32> to memref<*xf32>
  call @printMemrefF32(%pu) : (memref<*xf32>) -> ()
  return
}

// Row 0 ties three ways at 2, row 1 has one maximum.
// CHECK: sizes = [2, 4]
// CHECK-NEXT: [0.333333, 0, 0.333333, 0.333333]
// CHECK-NEXT: [0, 1, 0, 0]
// Four 4s share the window's cotangent.
// CHECK: sizes = [1, 1, 3, 3]
// CHECK: [0,   0.25,   0]
// CHECK-NEXT: [0.25,   0,   0.25]
// CHECK-NEXT: [0.25,   0,   0]
// CHECK-NOT: {{[1-9]}}
