// mpt.profile_regions (mpt-instrument-profile's list of timed regions, read
// back by the runtime) is an array of dictionaries of five strings on a
// module, and optionally a contraction's extents BxMxNxK.
// RUN: mpt-opt %s -split-input-file -verify-diagnostics

// A well-formed list verifies.
module attributes {mpt.profile_regions = [{op = "linalg.matmul", space = "8x16x4", function = "step", location = "step.py:10", loc = "loc(\"step.py\":10:3)", contraction = "1x8x16x4"}, {op = "linalg.fill", space = "8x16", function = "step", location = "step.py:9", loc = "loc(\"step.py\":9:3)"}]} {
}

// -----

// expected-error@+1 {{'mpt.profile_regions' must be an array of dictionaries with the strings op, space, function, location and loc, and optionally contraction (BxMxNxK), on a builtin.module}}
module attributes {mpt.profile_regions = [{op = "linalg.matmul", space = "8x16x4", function = "step", location = "step.py:10"}]} {
}

// -----

// expected-error@+1 {{'mpt.profile_regions' must be an array of dictionaries}}
module attributes {mpt.profile_regions = [{op = 1, space = "", function = "step", location = "", loc = ""}]} {
}

// -----

// A contraction's extents are four integers.
// expected-error@+1 {{'mpt.profile_regions' must be an array of dictionaries}}
module attributes {mpt.profile_regions = [{op = "linalg.matmul", space = "8x16x4", function = "step", location = "step.py:10", loc = "", contraction = "8x16x4"}]} {
}

// -----

// expected-error@+1 {{'mpt.profile_regions' must be an array of dictionaries}}
module attributes {mpt.profile_regions = [{op = "linalg.matmul", space = "8x16x4", function = "step", location = "step.py:10", loc = "", contraction = 512}]} {
}

// -----

// expected-error@+1 {{'mpt.profile_regions' must be an array of dictionaries}}
module attributes {mpt.profile_regions = "step"} {
}

// -----

module {
  // expected-error@+1 {{'mpt.profile_regions' must be an array of dictionaries}}
  func.func @step() attributes {mpt.profile_regions = []} {
    return
  }
}
