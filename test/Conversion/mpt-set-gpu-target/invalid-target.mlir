// A module cannot be retargeted: the IR has one target.
// RUN: mpt-opt %s -verify-diagnostics --mpt-set-gpu-target=chip=sm_90a

// expected-error@below {{already targets #mpt.gpu_target<chip = "sm_80", features = "+ptx80", matmul_tiles = "128x64x32,2x2,3">; cannot retarget it to #mpt.gpu_target<chip = "sm_90a"}}
module attributes {mpt.gpu_target = #mpt.gpu_target<chip = "sm_80", features = "+ptx80", matmul_tiles = "128x64x32,2x2,3">} {
}
