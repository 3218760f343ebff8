// Two PTX versions are ambiguous.
// RUN: mpt-opt %s -verify-diagnostics --mpt-set-gpu-target="chip=sm_80 features=+ptx80,+ptx81"

// expected-error@below {{more than one PTX version in features '+ptx80,+ptx81'}}
module {
}
