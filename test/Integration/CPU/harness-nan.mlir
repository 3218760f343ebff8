// The numerical harnesses fail on a NaN error: max() keeps whichever side is
// not NaN, so worst_of() counts NaN as infinite.
// RUN: %python -c "import sys; sys.path.insert(0, '%S/Inputs'); from mlir_cpu import worst_of; print(worst_of(0.0, [float('nan')]), worst_of(float('nan'), []), worst_of(0.5, [0.25, 0.75]))" | FileCheck %s
// CHECK-NOT: nan
// CHECK: inf inf 0.75
// CHECK-NOT: {{nan|inf}}
