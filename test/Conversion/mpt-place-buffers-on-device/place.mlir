// mpt-place-buffers-on-device: buffers kernels use live in device memory;
// host reads and writes of them go through copies; buffers only the host
// touches stay where they are.
// RUN: mpt-opt %s --mpt-place-buffers-on-device | FileCheck %s

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @scale(%x: memref<16xf32>, %flag: memref<i1>) kernel {
      gpu.return
    }
  }

  memref.global "private" constant @table : memref<16xf32> = dense<1.0>

  // CHECK-LABEL: func.func @step
  // CHECK-SAME: (%[[ARG:.*]]: memref<16xf32>)
  // The global: a device copy, freed at the end of the block.
  // CHECK: %[[G:.*]] = memref.get_global @table
  // CHECK: %[[GD:.*]] = gpu.alloc () : memref<16xf32>
  // CHECK: gpu.memcpy %[[GD]], %[[G]]
  // CHECK: %[[BUF:.*]] = gpu.alloc () : memref<16xf32>
  // CHECK: %[[FLAG:.*]] = gpu.alloc () : memref<i1>
  // Host-only metadata stays a host allocation.
  // CHECK: %[[META:.*]] = memref.alloc() : memref<2xindex>
  // CHECK: gpu.launch_func @kernels::@scale {{.*}} args(%[[BUF]] : memref<16xf32>, %[[FLAG]] : memref<i1>)
  // CHECK: gpu.launch_func @kernels::@scale {{.*}} args(%[[GD]] : memref<16xf32>
  // The host reads the flag through a host copy.
  // CHECK: %[[HOST:.*]] = memref.alloca() : memref<i1>
  // CHECK: gpu.memcpy %[[HOST]], %[[FLAG]]
  // CHECK: %[[OK:.*]] = memref.load %[[HOST]][]
  // A host write of an element of a device buffer: a copy of one element.
  // CHECK: %[[VIEW:.*]] = memref.subview %[[BUF]][%{{.*}}] [1] [1]
  // CHECK: %[[ONE:.*]] = memref.alloca() : memref<1xf32>
  // CHECK: memref.store %{{.*}}, %[[ONE]][%{{.*}}]
  // CHECK: gpu.memcpy %[[VIEW]], %[[ONE]]
  // CHECK: memref.store %{{.*}}, %[[META]]
  // CHECK: memref.dealloc %[[META]]
  // CHECK: gpu.dealloc %[[FLAG]]
  // CHECK: gpu.dealloc %[[ARG]]
  // CHECK: gpu.dealloc %[[GD]]
  // CHECK-NEXT: return %[[BUF]]
  // CHECK-NOT: memref.alloc() : memref<16xf32>
  func.func @step(%arg: memref<16xf32>) -> memref<16xf32> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %g = memref.get_global @table : memref<16xf32>
    %buf = memref.alloc() : memref<16xf32>
    %flag = memref.alloc() : memref<i1>
    %meta = memref.alloc() : memref<2xindex>
    gpu.launch_func @kernels::@scale blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%buf : memref<16xf32>, %flag : memref<i1>)
    gpu.launch_func @kernels::@scale blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%g : memref<16xf32>, %flag : memref<i1>)
    %ok = memref.load %flag[] : memref<i1>
    %v = arith.select %ok, %c0, %c1 : index
    %f = arith.constant 2.0 : f32
    memref.store %f, %buf[%v] : memref<16xf32>
    memref.store %v, %meta[%c0] : memref<2xindex>
    memref.dealloc %meta : memref<2xindex>
    memref.dealloc %flag : memref<i1>
    memref.dealloc %arg : memref<16xf32>
    return %buf : memref<16xf32>
  }

  // A private function's argument is a host buffer when every caller passes
  // one (the index arrays buffer deallocation hands to its helper); loads
  // of it are not staged.
  // CHECK-LABEL: func.func private @helper
  // CHECK-NOT: gpu.memcpy
  // CHECK: memref.load %arg0
  // CHECK-LABEL: func.func @caller
  // CHECK: memref.alloc() : memref<4xindex>
  // CHECK-NOT: gpu.alloc
  // CHECK: return
  func.func private @helper(%ids: memref<4xindex>) -> index {
    %c0 = arith.constant 0 : index
    %x = memref.load %ids[%c0] : memref<4xindex>
    return %x : index
  }
  func.func @caller() -> index {
    %ids = memref.alloc() : memref<4xindex>
    %x = func.call @helper(%ids) : (memref<4xindex>) -> index
    memref.dealloc %ids : memref<4xindex>
    return %x : index
  }
}
