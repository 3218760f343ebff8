// sm_90a (wgmma, TMA) needs PTX 8.0.
// RUN: mpt-opt %s -verify-diagnostics --mpt-set-gpu-target="chip=sm_90a features=+ptx78"

// expected-error@below {{PTX 7.8 cannot target sm_90a: it needs PTX 8.0 to 9.0}}
module {
}
