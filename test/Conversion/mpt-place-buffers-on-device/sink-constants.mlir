// mpt-place-buffers-on-device: a constant global that only kernels read
// moves into their gpu.module (loaded with the kernel, once); the host
// neither copies it nor passes it. Globals that are mutable, read by the
// host too, or passed to a kernel launched from two places are copied to
// the device where they are taken, as before.
// RUN: mpt-opt %s --mpt-place-buffers-on-device | FileCheck %s

// CHECK-LABEL: gpu.module @kernels
// CHECK: memref.global "private" constant @iota : memref<4xf32> = dense<[0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00]>
// CHECK: gpu.func @one_hot(%[[OUT:.*]]: memref<4xf32>) kernel
// CHECK-NEXT: %[[IOTA:.*]] = memref.get_global @iota : memref<4xf32>
// CHECK: memref.load %[[IOTA]]
// CHECK: gpu.func @twice(%{{.*}}: memref<4xf32>, %{{.*}}: memref<4xf32>) kernel
// CHECK-NOT: memref.get_global
// CHECK: gpu.return
// CHECK: gpu.func @update(%{{.*}}: memref<4xf32>) kernel
// CHECK-NOT: memref.get_global
// CHECK: gpu.return

// The host's copy of @iota is gone; @weights (mutable) and @shared (read
// by the host too) stay.
// CHECK-NOT: memref.global "private" constant @iota
// CHECK-DAG: memref.global "private" @weights
// CHECK-DAG: memref.global "private" constant @shared

// CHECK-LABEL: func.func @step
// CHECK-NOT: memref.get_global @iota
// CHECK: gpu.launch_func @kernels::@one_hot {{.*}} args(%{{.*}} : memref<4xf32>)
// CHECK: %[[W:.*]] = memref.get_global @weights
// CHECK: %[[WD:.*]] = gpu.alloc () : memref<4xf32>
// CHECK: gpu.memcpy %[[WD]], %[[W]]
// CHECK: gpu.launch_func @kernels::@update {{.*}} args(%[[WD]] : memref<4xf32>)
// CHECK: %[[S:.*]] = memref.get_global @shared
// CHECK: %[[SD:.*]] = gpu.alloc () : memref<4xf32>
// CHECK: gpu.memcpy %[[SD]], %[[S]]
// CHECK: gpu.launch_func @kernels::@twice {{.*}} args(%[[SD]] : memref<4xf32>,
// CHECK-NOT: @iota
// CHECK: return
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @one_hot(%iota: memref<4xf32>, %out: memref<4xf32>) kernel {
      %c0 = arith.constant 0 : index
      %v = memref.load %iota[%c0] : memref<4xf32>
      memref.store %v, %out[%c0] : memref<4xf32>
      gpu.return
    }
    gpu.func @twice(%x: memref<4xf32>, %out: memref<4xf32>) kernel {
      gpu.return
    }
    gpu.func @update(%x: memref<4xf32>) kernel {
      gpu.return
    }
  }

  memref.global "private" constant @iota : memref<4xf32> = dense<[0.0, 1.0, 2.0, 3.0]>
  memref.global "private" @weights : memref<4xf32> = dense<1.0>
  memref.global "private" constant @shared : memref<4xf32> = dense<2.0>

  func.func @step(%out: memref<4xf32>) -> f32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %iota = memref.get_global @iota : memref<4xf32>
    gpu.launch_func @kernels::@one_hot blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%iota : memref<4xf32>, %out : memref<4xf32>)
    %w = memref.get_global @weights : memref<4xf32>
    gpu.launch_func @kernels::@update blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%w : memref<4xf32>)
    gpu.launch_func @kernels::@twice blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%out : memref<4xf32>, %out : memref<4xf32>)
    %s = memref.get_global @shared : memref<4xf32>
    gpu.launch_func @kernels::@twice blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%s : memref<4xf32>, %out : memref<4xf32>)
    %v = memref.load %s[%c0] : memref<4xf32>
    return %v : f32
  }
}
