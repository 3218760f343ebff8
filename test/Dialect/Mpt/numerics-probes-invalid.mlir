// mpt.numerics_probes (mpt-instrument-numerics' list of probed values, read
// back by the runtime) is an array of dictionaries of nine strings, an
// array of integer operands and an optional static bound of two floats, on a
// module.
// RUN: mpt-opt %s -split-input-file -verify-diagnostics

// A well-formed list verifies.
module attributes {mpt.numerics_probes = [{op = "argument #0 (param)", function = "step", phase = "argument", kind = "argument", type = "f32", shape = "4", operands = [], constants = "none", location = "step.py:3", loc = "loc(\"step.py\":3:1)"}, {op = "mpt.relu", function = "step", phase = "forward", kind = "value", type = "f32", shape = "4", operands = [0], constants = "none", location = "step.py:10", loc = "loc(\"step.py\":10:3)", bound = [0.0, 1.0e+01]}]} {
}

// -----

// The operands are missing.
// expected-error@+1 {{'mpt.numerics_probes' must be an array of dictionaries with the strings op, function, phase, kind, type, shape, constants, location and loc, an array of integers operands and optionally an array of two floats bound, on a builtin.module}}
module attributes {mpt.numerics_probes = [{op = "mpt.relu", function = "step", phase = "forward", kind = "value", type = "f32", shape = "4", constants = "none", location = "step.py:10", loc = ""}]} {
}

// -----

// An operand that is not an integer.
// expected-error@+1 {{'mpt.numerics_probes' must be an array of dictionaries}}
module attributes {mpt.numerics_probes = [{op = "mpt.relu", function = "step", phase = "forward", kind = "value", type = "f32", shape = "4", operands = ["0"], constants = "none", location = "step.py:10", loc = ""}]} {
}

// -----

// A field that is not a string.
// expected-error@+1 {{'mpt.numerics_probes' must be an array of dictionaries}}
module attributes {mpt.numerics_probes = [{op = "mpt.relu", function = "step", phase = 1, kind = "value", type = "f32", shape = "4", operands = [], constants = "none", location = "step.py:10", loc = ""}]} {
}

// -----

// A bound that is not two floats.
// expected-error@+1 {{'mpt.numerics_probes' must be an array of dictionaries}}
module attributes {mpt.numerics_probes = [{op = "mpt.relu", function = "step", phase = "forward", kind = "value", type = "f32", shape = "4", operands = [], constants = "none", location = "step.py:10", loc = "", bound = [0.0]}]} {
}

// -----

module {
  // expected-error@+1 {{'mpt.numerics_probes' must be an array of dictionaries}}
  func.func @step() attributes {mpt.numerics_probes = []} {
    return
  }
}
