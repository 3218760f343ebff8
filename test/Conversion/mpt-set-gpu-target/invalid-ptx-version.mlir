// A PTX version the chip cannot use (LLVM aborts on sm_80 with +ptx60, the
// upstream default) is an error at the module.
// RUN: mpt-opt %s -verify-diagnostics --mpt-set-gpu-target="chip=sm_80 features=+ptx60"
// RUN: mpt-opt %s -verify-diagnostics --mpt-lower-to-nvptx="chip=sm_80 features=+ptx60"

// expected-error@below {{PTX 6.0 cannot target sm_80: it needs PTX 7.0 to 9.0}}
module {
}
