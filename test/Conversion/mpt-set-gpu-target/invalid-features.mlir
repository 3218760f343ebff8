// Features other than one +ptxNN are errors at the module.
// RUN: mpt-opt %s -verify-diagnostics --mpt-set-gpu-target="chip=sm_80 features=+sm_80"

// expected-error@below {{unsupported PTX feature '+sm_80'; expected '+ptxNN' (e.g. +ptx80)}}
module {
}
