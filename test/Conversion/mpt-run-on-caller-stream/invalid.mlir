// RUN: mpt-opt %s -split-input-file -verify-diagnostics

// The attribute mpt-run-on-caller-stream sets is checked where it appears.
// expected-error@below {{'mpt.stream_argument' must be a unit attribute on a function with arguments (the last one is the stream)}}
func.func @no_arguments() attributes {mpt.stream_argument} {
  return
}

// -----

// expected-error@below {{'mpt.stream_argument' must be a unit attribute on a function with arguments (the last one is the stream)}}
func.func @not_unit(%s: !llvm.ptr) attributes {mpt.stream_argument = 1 : i64} {
  return
}
