// mpt-mixed-precision's canonicalizer skips upstream's
// RemoveDuplicateSuccessorInputUses by debug name (quadratic in the results
// of the loss scaler's scf.if). Plain -canonicalize shows the pattern exists
// and merges the duplicate result; the pipeline must keep both. If upstream
// renames the pattern, the PIPELINE check fails: update the name in
// lib/Pipelines/MixedPrecisionPipeline.cpp.
// RUN: mpt-opt %s --canonicalize | FileCheck %s --check-prefix=UPSTREAM
// RUN: mpt-opt %s --mpt-mixed-precision | FileCheck %s --check-prefix=PIPELINE

// UPSTREAM-LABEL: func.func @duplicate_results
// UPSTREAM: %[[R:.*]] = scf.if %{{.*}} -> (f32) {
// UPSTREAM-NOT: scf.if
// UPSTREAM: return %[[R]], %[[R]] : f32, f32

// PIPELINE-LABEL: func.func @duplicate_results
// PIPELINE: %[[R:.*]]:2 = scf.if %{{.*}} -> (f32, f32) {
// PIPELINE-NOT: scf.if
// PIPELINE: return %[[R]]#0, %[[R]]#1 : f32, f32
func.func @duplicate_results(%c: i1, %a: f32, %b: f32) -> (f32, f32) {
  %r:2 = scf.if %c -> (f32, f32) {
    %x = arith.addf %a, %b : f32
    scf.yield %x, %x : f32, f32
  } else {
    %y = arith.mulf %a, %b : f32
    scf.yield %y, %y : f32, f32
  }
  return %r#0, %r#1 : f32, f32
}
