// An op LLVM cannot take (a truncf to f8E4M3FNUZ, an FP8 type neither
// mpt-expand-fp8-conversions nor convert-to-llvm lowers) is a located error
// at the end of mpt-lower-to-llvm, not an LLVM abort later.
// RUN: mpt-opt %s --mpt-lower-to-llvm -verify-diagnostics

func.func @fp8(%x: f32) -> f8E4M3FNUZ {
  // expected-error @+1 {{'arith.truncf' op was not lowered to the LLVM dialect; LLVM cannot translate it}}
  %0 = arith.truncf %x : f32 to f8E4M3FNUZ
  return %0 : f8E4M3FNUZ
}
