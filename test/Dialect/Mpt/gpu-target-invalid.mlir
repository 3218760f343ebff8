// #mpt.gpu_target is verified where it is parsed: the chip, features and
// tiles are what the kernels can use, wgmma tiles exactly where the chip has
// wgmma, and the attribute sits on a builtin.module.
// RUN: mpt-opt %s -split-input-file -verify-diagnostics

// expected-error@+1 {{unsupported GPU chip 'sm_75'; expected one of sm_80, sm_86, sm_89, sm_90, sm_90a, sm_100, sm_100a, sm_120}}
module attributes {mpt.gpu_target = #mpt.gpu_target<chip = "sm_75", features = "+ptx80", matmul_tiles = "128x64x32,2x2,3">} {
}

// -----

// expected-error@+1 {{warpgroup tiles need a chip with wgmma (sm_90a), not sm_100}}
module attributes {mpt.gpu_target = #mpt.gpu_target<chip = "sm_100", features = "+ptx86", matmul_tiles = "128x64x32,2x2,3", warpgroup_tiles = "128x128x64,2,4">} {
}

// -----

// expected-error@+1 {{sm_90a has wgmma: its warpgroup tiles are required (the chip's default: 128x128x64,2,4)}}
module attributes {mpt.gpu_target = #mpt.gpu_target<chip = "sm_90a", features = "+ptx80", matmul_tiles = "128x64x32,2x2,3">} {
}

// -----

// expected-error@+1 {{PTX 8.0 cannot target sm_120: it needs PTX 8.7 to 9.0}}
module attributes {mpt.gpu_target = #mpt.gpu_target<chip = "sm_120", features = "+ptx80", matmul_tiles = "128x64x32,2x2,3">} {
}

// -----

// expected-error@+1 {{malformed matmul tiles '128x64'}}
module attributes {mpt.gpu_target = #mpt.gpu_target<chip = "sm_80", features = "+ptx80", matmul_tiles = "128x64">} {
}

// -----

module {
  // expected-error@+1 {{'mpt.gpu_target' must be a #mpt.gpu_target on a builtin.module}}
  func.func @f() attributes {mpt.gpu_target = #mpt.gpu_target<chip = "sm_80", features = "+ptx80", matmul_tiles = "128x64x32,2x2,3">} {
    return
  }
}
