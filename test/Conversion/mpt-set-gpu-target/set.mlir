// mpt-set-gpu-target records the chip, the PTX features and the resolved
// tiles on the module; defaults come from the chip's row of the table.
// RUN: mpt-opt %s --mpt-set-gpu-target | FileCheck %s --check-prefix=SM80
// RUN: mpt-opt %s --mpt-set-gpu-target=chip=sm_90a | FileCheck %s --check-prefix=SM90A
// RUN: mpt-opt %s --mpt-set-gpu-target=chip=sm_100 | FileCheck %s --check-prefix=SM100
// RUN: mpt-opt %s --mpt-set-gpu-target="chip=sm_120 features=+ptx88 matmul-tiles=64x128x32,2x4,3" | FileCheck %s --check-prefix=SM120
// Setting the same target again changes nothing; the attribute round-trips.
// RUN: mpt-opt %s --mpt-set-gpu-target=chip=sm_90a --mpt-set-gpu-target=chip=sm_90a | mpt-opt | FileCheck %s --check-prefix=SM90A

// SM80: module attributes {mpt.gpu_target = #mpt.gpu_target<chip = "sm_80", features = "+ptx80", matmul_tiles = "128x64x32,2x2,3">}
// SM80-NOT: warpgroup_tiles
// SM90A: module attributes {mpt.gpu_target = #mpt.gpu_target<chip = "sm_90a", features = "+ptx80", matmul_tiles = "128x64x32,2x2,3", warpgroup_tiles = "128x128x64,2,4">}
// The Blackwell rows: their own minimum PTX, no wgmma tiles.
// SM100: module attributes {mpt.gpu_target = #mpt.gpu_target<chip = "sm_100", features = "+ptx86", matmul_tiles = "128x64x32,2x2,3">}
// SM100-NOT: warpgroup_tiles
// SM120: module attributes {mpt.gpu_target = #mpt.gpu_target<chip = "sm_120", features = "+ptx88", matmul_tiles = "64x128x32,2x4,3">}
func.func @f() {
  return
}
