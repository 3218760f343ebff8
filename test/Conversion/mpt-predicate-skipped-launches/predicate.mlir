// mpt-predicate-skipped-launches: the host no longer reads the flag; the
// update kernels do, and return at once when the step is skipped.
// RUN: mpt-opt %s --mpt-predicate-skipped-launches | FileCheck %s

module attributes {gpu.container_module} {
  gpu.module @update_w {
    gpu.func @update_w(%w: memref<16xf32>, %g: memref<16xf32>) kernel {
      %i = gpu.thread_id x
      %x = memref.load %g[%i] : memref<16xf32>
      memref.store %x, %w[%i] : memref<16xf32>
      gpu.return
    }
  }
  gpu.module @update_b {
    gpu.func @update_b(%b: memref<4xf32>) kernel {
      gpu.return
    }
  }
  gpu.module @shared {
    gpu.func @shared(%b: memref<4xf32>) kernel {
      gpu.return
    }
  }

  // CHECK-LABEL: gpu.func @update_w
  // CHECK-SAME: (%{{.*}}: memref<16xf32>, %{{.*}}: memref<16xf32>, %[[FLAG:.*]]: memref<i1>) kernel
  // CHECK-NEXT: %[[OK:.*]] = memref.load %[[FLAG]][] : memref<i1>
  // CHECK-NEXT: scf.if %[[OK]] {
  // CHECK: memref.store
  // CHECK: }
  // CHECK-NEXT: gpu.return
  // CHECK-LABEL: gpu.func @update_b
  // CHECK-SAME: memref<i1>) kernel
  // CHECK-LABEL: gpu.func @shared
  // CHECK-SAME: (%{{.*}}: memref<4xf32>) kernel

  // CHECK-LABEL: func.func @step
  // CHECK-NOT: memref.load
  // CHECK-NOT: scf.if
  // CHECK: gpu.launch_func @update_w::@update_w {{.*}} args(%arg0 : memref<16xf32>, %arg1 : memref<16xf32>, %arg3 : memref<i1>)
  // CHECK: gpu.launch_func @update_b::@update_b {{.*}} args(%arg2 : memref<4xf32>, %arg3 : memref<i1>)
  // CHECK-NOT: scf.if
  // CHECK: return
  func.func @step(%w: memref<16xf32>, %g: memref<16xf32>, %b: memref<4xf32>, %finite: memref<i1>) {
    %ok = memref.load %finite[] : memref<i1>
    scf.if %ok {
      %c1 = arith.constant 1 : index
      %c16 = arith.constant 16 : index
      gpu.launch_func @update_w::@update_w blocks in (%c1, %c1, %c1) threads in (%c16, %c1, %c1) args(%w : memref<16xf32>, %g : memref<16xf32>)
      gpu.launch_func @update_b::@update_b blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%b : memref<4xf32>)
    }
    return
  }

  // Left alone: a kernel launched elsewhere too, a body with other effects,
  // an else-branch, a condition that is not a flag load.
  // CHECK-LABEL: func.func @kept
  // CHECK-COUNT-4: scf.if
  func.func @kept(%b: memref<4xf32>, %finite: memref<i1>, %c: i1) {
    %c1 = arith.constant 1 : index
    gpu.launch_func @shared::@shared blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%b : memref<4xf32>)
    %ok = memref.load %finite[] : memref<i1>
    scf.if %ok {
      gpu.launch_func @shared::@shared blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%b : memref<4xf32>)
    }
    scf.if %ok {
      %z = arith.constant 0.0 : f32
      memref.store %z, %b[%c1] : memref<4xf32>
    }
    scf.if %ok {
      memref.dealloc %b : memref<4xf32>
    } else {
      memref.dealloc %finite : memref<i1>
    }
    scf.if %c {
      gpu.launch_func @shared::@shared blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%b : memref<4xf32>)
    }
    return
  }
}
