// Calls the lowered @step once through its C interface, with inputs in
// "device" memory from mpt's CUDA runtime and a stream of its own for the
// step to queue its work on, waits for that stream, and prints the returned
// loss buffer's address class. Linked with the step's object and the
// runtime; run against the mock driver (no GPU) or a real one.
#include "mlir/ExecutionEngine/CRunnerUtils.h"

#include <cstdint>
#include <cstdio>

extern "C" {
void *mgpuMemAlloc(uint64_t bytes, void *stream, bool isHostShared);
void mgpuMemFree(void *pointer, void *stream);
void *mgpuStreamCreate();
void mgpuStreamSynchronize(void *stream);
void mgpuStreamDestroy(void *stream);
void _mlir_ciface_step(StridedMemRefType<float, 0> *result,
                       StridedMemRefType<float, 2> *x,
                       StridedMemRefType<float, 2> *w, void *stream);
}

template <int Rank>
static StridedMemRefType<float, Rank>
deviceBuffer(const int64_t (&sizes)[Rank]) {
  StridedMemRefType<float, Rank> memref{};
  int64_t elements = 1;
  for (int d = Rank - 1; d >= 0; --d) {
    memref.sizes[d] = sizes[d];
    memref.strides[d] = elements;
    elements *= sizes[d];
  }
  memref.basePtr = memref.data = static_cast<float *>(
      mgpuMemAlloc(elements * sizeof(float), nullptr, false));
  return memref;
}

int main() {
  auto x = deviceBuffer<2>({4, 8});
  auto w = deviceBuffer<2>({8, 8});
  StridedMemRefType<float, 0> loss{};
  void *stream = mgpuStreamCreate();
  _mlir_ciface_step(&loss, &x, &w, stream);
  std::puts("step queued");
  mgpuStreamSynchronize(stream);
  mgpuStreamDestroy(stream);
  std::printf("step returned a buffer: %s\n", loss.data ? "yes" : "no");
  mgpuMemFree(loss.basePtr, nullptr);
  mgpuMemFree(x.basePtr, nullptr);
  mgpuMemFree(w.basePtr, nullptr);
  return 0;
}
