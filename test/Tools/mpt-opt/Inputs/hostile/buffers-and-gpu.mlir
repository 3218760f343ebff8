// Buffers, GPU modules and launches where the tensor passes expect tensors,
// and odd contractions where the GPU passes expect plain ones.
module attributes {gpu.container_module} {
  gpu.module @existing {
    gpu.func @k(%x: memref<4xf32>) kernel {
      gpu.return
    }
  }
  func.func @mixed(%a: memref<16x16xf16>, %b: memref<16x16xbf16>, %c: memref<16x16xf32>,
                   %d: memref<?x16xf16>, %i: memref<16x16xi8>, %o: memref<16x16xi32>,
                   %s: memref<f32>) {
    %c1 = arith.constant 1 : index
    linalg.matmul ins(%a, %b : memref<16x16xf16>, memref<16x16xbf16>) outs(%c : memref<16x16xf32>)
    linalg.matmul ins(%d, %a : memref<?x16xf16>, memref<16x16xf16>) outs(%c : memref<16x16xf32>)
    linalg.matmul ins(%i, %i : memref<16x16xi8>, memref<16x16xi8>) outs(%o : memref<16x16xi32>)
    linalg.reduce ins(%c : memref<16x16xf32>) outs(%s : memref<f32>) dimensions = [0, 1]
      (%v: f32, %acc: f32) {
        %m = arith.mulf %v, %acc : f32
        %r = arith.addf %m, %acc : f32
        linalg.yield %r : f32
      }
    gpu.launch_func @existing::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%s : memref<f32>)
    gpu.launch blocks(%bx, %by, %bz) in (%x = %c1, %y = %c1, %z = %c1) threads(%tx, %ty, %tz) in (%u = %c1, %v = %c1, %w = %c1) {
      %z0 = arith.constant 0.0 : f32
      memref.store %z0, %s[] : memref<f32>
      gpu.terminator
    }
    return
  }
}
