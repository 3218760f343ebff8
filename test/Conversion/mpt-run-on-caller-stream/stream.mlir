// RUN: mpt-opt %s --mpt-run-on-caller-stream --split-input-file | FileCheck %s

// A step as gpu-to-llvm leaves it: its own stream, waited for at the end.
// It takes the caller's stream instead and returns without waiting.
// CHECK-LABEL: llvm.func @step
// CHECK-SAME: (%[[BUF:.*]]: !llvm.ptr, %[[STREAM:.*]]: !llvm.ptr) attributes {mpt.stream_argument}
// CHECK-NOT: mgpuStreamCreate
// CHECK: %[[TMP:.*]] = llvm.call @mgpuMemAlloc(%{{.*}}, %[[STREAM]], %{{.*}})
// CHECK: gpu.launch_func <%[[STREAM]] : !llvm.ptr> @kernels::@scale
// CHECK: llvm.call @mgpuMemFree(%[[TMP]], %[[STREAM]])
// CHECK-NOT: mgpuStreamSynchronize
// CHECK-NOT: mgpuStreamDestroy
// CHECK: llvm.return
// The C-interface wrapper passes its own stream argument on.
// CHECK-LABEL: llvm.func @_mlir_ciface_step
// CHECK-SAME: (%[[B:.*]]: !llvm.ptr, %[[S:.*]]: !llvm.ptr) attributes {mpt.stream_argument}
// CHECK: llvm.call @step(%[[B]], %[[S]])
// A function with no GPU work keeps its signature.
// CHECK-LABEL: llvm.func @host_only
// CHECK-SAME: (%{{.*}}: !llvm.ptr) {
module attributes {gpu.container_module} {
  llvm.func @mgpuStreamCreate() -> !llvm.ptr
  llvm.func @mgpuStreamSynchronize(!llvm.ptr)
  llvm.func @mgpuStreamDestroy(!llvm.ptr)
  llvm.func @mgpuMemAlloc(i64, !llvm.ptr, i8) -> !llvm.ptr
  llvm.func @mgpuMemFree(!llvm.ptr, !llvm.ptr)
  gpu.binary @kernels [#gpu.object<#nvvm.target, "">]
  llvm.func @step(%buf: !llvm.ptr) {
    %c1 = llvm.mlir.constant(1 : index) : i64
    %c0 = llvm.mlir.constant(0 : i8) : i8
    %s = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
    %tmp = llvm.call @mgpuMemAlloc(%c1, %s, %c0) : (i64, !llvm.ptr, i8) -> !llvm.ptr
    gpu.launch_func <%s : !llvm.ptr> @kernels::@scale blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) : i64 args(%buf : !llvm.ptr, %tmp : !llvm.ptr)
    llvm.call @mgpuMemFree(%tmp, %s) : (!llvm.ptr, !llvm.ptr) -> ()
    llvm.call @mgpuStreamSynchronize(%s) : (!llvm.ptr) -> ()
    llvm.call @mgpuStreamDestroy(%s) : (!llvm.ptr) -> ()
    llvm.return
  }
  llvm.func @_mlir_ciface_step(%buf: !llvm.ptr) {
    llvm.call @step(%buf) : (!llvm.ptr) -> ()
    llvm.return
  }
  llvm.func @host_only(%p: !llvm.ptr) {
    llvm.return
  }
}

// -----

// The host reads a device result (through a copy) before returning: that
// wait stays, on the caller's stream; the final one goes.
// CHECK-LABEL: llvm.func @reads_flag
// CHECK-SAME: %[[STREAM:[^:]*]]: !llvm.ptr) -> i1 attributes {mpt.stream_argument}
// CHECK: llvm.call @mgpuMemcpy(%{{.*}}, %{{.*}}, %{{.*}}, %[[STREAM]])
// CHECK-NEXT: llvm.call @mgpuStreamSynchronize(%[[STREAM]])
// CHECK-NEXT: llvm.load
// CHECK-NOT: mgpuStreamSynchronize
// CHECK: llvm.return
module attributes {gpu.container_module} {
  llvm.func @mgpuStreamCreate() -> !llvm.ptr
  llvm.func @mgpuStreamSynchronize(!llvm.ptr)
  llvm.func @mgpuStreamDestroy(!llvm.ptr)
  llvm.func @mgpuMemcpy(!llvm.ptr, !llvm.ptr, i64, !llvm.ptr)
  llvm.func @mgpuMemFree(!llvm.ptr, !llvm.ptr)
  llvm.func @reads_flag(%flag: !llvm.ptr, %host: !llvm.ptr, %dead: !llvm.ptr) -> i1 {
    %c1 = llvm.mlir.constant(1 : i64) : i64
    %s = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
    llvm.call @mgpuMemcpy(%host, %flag, %c1, %s) : (!llvm.ptr, !llvm.ptr, i64, !llvm.ptr) -> ()
    llvm.call @mgpuStreamSynchronize(%s) : (!llvm.ptr) -> ()
    llvm.call @mgpuStreamDestroy(%s) : (!llvm.ptr) -> ()
    %v = llvm.load %host : !llvm.ptr -> i1
    %s2 = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
    llvm.call @mgpuMemFree(%dead, %s2) : (!llvm.ptr, !llvm.ptr) -> ()
    llvm.call @mgpuStreamSynchronize(%s2) : (!llvm.ptr) -> ()
    llvm.call @mgpuStreamDestroy(%s2) : (!llvm.ptr) -> ()
    llvm.return %v : i1
  }
}

// -----

// Buffer deallocation's conditional frees: the ownership flags live in
// malloc'ed host memory no device work touches, so reading them (or
// passing them to a host function that calls nothing) after a free needs
// no wait. A wait followed by a host call that might read device memory
// stays.
// CHECK-LABEL: llvm.func @conditional_frees
// CHECK-NOT: mgpuStreamSynchronize
// CHECK: llvm.return
// CHECK-LABEL: llvm.func @then_unknown_call
// CHECK: llvm.call @mgpuStreamSynchronize
// CHECK-NEXT: llvm.call @print_buffer
module attributes {gpu.container_module} {
  llvm.func @mgpuStreamCreate() -> !llvm.ptr
  llvm.func @mgpuStreamSynchronize(!llvm.ptr)
  llvm.func @mgpuStreamDestroy(!llvm.ptr)
  llvm.func @mgpuMemFree(!llvm.ptr, !llvm.ptr)
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.func @free(!llvm.ptr)
  llvm.func @print_buffer(!llvm.ptr)
  llvm.func @fill_flags(%flags: !llvm.ptr) {
    %true = llvm.mlir.constant(true) : i1
    llvm.store %true, %flags : i1, !llvm.ptr
    llvm.return
  }
  llvm.func @conditional_frees(%a: !llvm.ptr, %b: !llvm.ptr) {
    %c2 = llvm.mlir.constant(2 : i64) : i64
    %flags = llvm.call @malloc(%c2) : (i64) -> !llvm.ptr
    llvm.call @fill_flags(%flags) : (!llvm.ptr) -> ()
    %f0 = llvm.load %flags : !llvm.ptr -> i1
    llvm.cond_br %f0, ^free_a, ^next
  ^free_a:
    %s0 = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
    llvm.call @mgpuMemFree(%a, %s0) : (!llvm.ptr, !llvm.ptr) -> ()
    llvm.call @mgpuStreamSynchronize(%s0) : (!llvm.ptr) -> ()
    llvm.call @mgpuStreamDestroy(%s0) : (!llvm.ptr) -> ()
    llvm.br ^next
  ^next:
    llvm.call @fill_flags(%flags) : (!llvm.ptr) -> ()
    %p1 = llvm.getelementptr %flags[1] : (!llvm.ptr) -> !llvm.ptr, i1
    %f1 = llvm.load %p1 : !llvm.ptr -> i1
    llvm.call @free(%flags) : (!llvm.ptr) -> ()
    llvm.cond_br %f1, ^free_b, ^done
  ^free_b:
    %s1 = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
    llvm.call @mgpuMemFree(%b, %s1) : (!llvm.ptr, !llvm.ptr) -> ()
    llvm.call @mgpuStreamSynchronize(%s1) : (!llvm.ptr) -> ()
    llvm.call @mgpuStreamDestroy(%s1) : (!llvm.ptr) -> ()
    llvm.br ^done
  ^done:
    llvm.return
  }
  llvm.func @then_unknown_call(%a: !llvm.ptr) {
    %s = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
    llvm.call @mgpuStreamSynchronize(%s) : (!llvm.ptr) -> ()
    llvm.call @print_buffer(%a) : (!llvm.ptr) -> ()
    llvm.call @mgpuStreamDestroy(%s) : (!llvm.ptr) -> ()
    llvm.return
  }
}

// -----

// A function whose address is taken keeps its own stream (its callers
// cannot be found to pass one); so does a function that only calls it. A
// variadic function keeps its signature, and calls a function that now
// takes a stream with one of its own, waited for after the call.
// CHECK-LABEL: llvm.func @address_taken
// CHECK-SAME: (%{{.*}}: !llvm.ptr) {
// CHECK: mgpuStreamCreate
// CHECK: mgpuStreamSynchronize
// CHECK-LABEL: llvm.func @calls_it
// CHECK-SAME: (%{{.*}}: !llvm.ptr) {
// CHECK-NOT: mpt.stream_argument
// CHECK-LABEL: llvm.func @frees
// CHECK-SAME: (%{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr) attributes {mpt.stream_argument}
// CHECK-LABEL: llvm.func @variadic
// CHECK-SAME: (%[[A:.*]]: !llvm.ptr, ...) {
// CHECK-NEXT: %[[S:.*]] = llvm.call @mgpuStreamCreate()
// CHECK-NEXT: llvm.call @frees(%[[A]], %[[S]])
// CHECK-NEXT: llvm.call @mgpuStreamSynchronize(%[[S]])
// CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[S]])
// CHECK-NEXT: llvm.return
module attributes {gpu.container_module} {
  llvm.func @mgpuStreamCreate() -> !llvm.ptr
  llvm.func @mgpuStreamSynchronize(!llvm.ptr)
  llvm.func @mgpuStreamDestroy(!llvm.ptr)
  llvm.func @mgpuMemFree(!llvm.ptr, !llvm.ptr)
  llvm.mlir.global internal constant @table() : !llvm.ptr {
    %f = llvm.mlir.addressof @address_taken : !llvm.ptr
    llvm.return %f : !llvm.ptr
  }
  llvm.func @address_taken(%a: !llvm.ptr) {
    %s = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
    llvm.call @mgpuMemFree(%a, %s) : (!llvm.ptr, !llvm.ptr) -> ()
    llvm.call @mgpuStreamSynchronize(%s) : (!llvm.ptr) -> ()
    llvm.call @mgpuStreamDestroy(%s) : (!llvm.ptr) -> ()
    llvm.return
  }
  llvm.func @calls_it(%a: !llvm.ptr) {
    llvm.call @address_taken(%a) : (!llvm.ptr) -> ()
    llvm.return
  }
  llvm.func @frees(%a: !llvm.ptr) {
    %s = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
    llvm.call @mgpuMemFree(%a, %s) : (!llvm.ptr, !llvm.ptr) -> ()
    llvm.call @mgpuStreamSynchronize(%s) : (!llvm.ptr) -> ()
    llvm.call @mgpuStreamDestroy(%s) : (!llvm.ptr) -> ()
    llvm.return
  }
  llvm.func @variadic(%a: !llvm.ptr, ...) {
    llvm.call @frees(%a) : (!llvm.ptr) -> ()
    llvm.return
  }
}

// -----

// gpu-async-region waits before the tensor-map encoding call (a host call
// it cannot see into); encoding reads only host memory and a stack slot is
// fresh memory, so neither keeps the wait: the map's copy and the launch
// are queued behind the earlier work.
// CHECK-LABEL: llvm.func @encodes_tensor_map
// CHECK-SAME: %[[STREAM:[^:]*]]: !llvm.ptr) attributes {mpt.stream_argument}
// CHECK-NOT: mgpuStreamSynchronize
// CHECK: llvm.alloca
// CHECK: llvm.call @mgpuTensorMapEncodeTiled
// CHECK: llvm.call @mgpuMemcpy(%{{.*}}, %{{.*}}, %{{.*}}, %[[STREAM]])
// CHECK: gpu.launch_func <%[[STREAM]] : !llvm.ptr>
// CHECK-NOT: mgpuStreamSynchronize
// CHECK: llvm.return
module attributes {gpu.container_module} {
  llvm.func @mgpuStreamCreate() -> !llvm.ptr
  llvm.func @mgpuStreamSynchronize(!llvm.ptr)
  llvm.func @mgpuStreamDestroy(!llvm.ptr)
  llvm.func @mgpuMemAlloc(i64, !llvm.ptr, i8) -> !llvm.ptr
  llvm.func @mgpuMemcpy(!llvm.ptr, !llvm.ptr, i64, !llvm.ptr)
  llvm.func @mgpuTensorMapEncodeTiled(!llvm.ptr, i32, i32, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, i32, i32, i32, i32)
  gpu.binary @kernels [#gpu.object<#nvvm.target, "">]
  llvm.func @encodes_tensor_map(%a: !llvm.ptr, %sizes: !llvm.ptr, %box: !llvm.ptr) {
    %c1 = llvm.mlir.constant(1 : index) : i64
    %c16 = llvm.mlir.constant(16 : index) : i64
    %c128 = llvm.mlir.constant(128 : index) : i64
    %c0 = llvm.mlir.constant(0 : i8) : i8
    %i2 = llvm.mlir.constant(2 : i32) : i32
    %s = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
    gpu.launch_func <%s : !llvm.ptr> @kernels::@cast blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) : i64 args(%a : !llvm.ptr)
    llvm.call @mgpuStreamSynchronize(%s) : (!llvm.ptr) -> ()
    %host = llvm.alloca %c16 x i64 {alignment = 64 : i64} : (i64) -> !llvm.ptr
    llvm.call @mgpuTensorMapEncodeTiled(%host, %i2, %i2, %a, %sizes, %sizes, %box, %box, %i2, %i2, %i2, %i2) : (!llvm.ptr, i32, i32, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, i32, i32, i32, i32) -> ()
    %map = llvm.call @mgpuMemAlloc(%c128, %s, %c0) : (i64, !llvm.ptr, i8) -> !llvm.ptr
    llvm.call @mgpuMemcpy(%map, %host, %c128, %s) : (!llvm.ptr, !llvm.ptr, i64, !llvm.ptr) -> ()
    gpu.launch_func <%s : !llvm.ptr> @kernels::@matmul blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) : i64 args(%map : !llvm.ptr, %a : !llvm.ptr)
    llvm.call @mgpuStreamSynchronize(%s) : (!llvm.ptr) -> ()
    llvm.call @mgpuStreamDestroy(%s) : (!llvm.ptr) -> ()
    llvm.return
  }
}
