// Every one of the 2^32 FP32 bit patterns through arith.truncf to
// f4E2M1FN (mpt-expand-fp8-conversions' bit arithmetic), as vector<8xf32>,
// against an independent formulation by comparisons: the magnitude's code
// is the number of midpoints between E2M1 neighbours (0.25, 0.75, 1.25,
// 1.75, 2.5, 3.5, 5; all exact in FP32) that |x| lies above, plus one for a
// tie whose upper neighbour has the even code (ties to even); values past 5
// (infinities included) give 7 (6, saturated), NaN gives +6; the sign is
// x's (cleared for NaN). Counts the patterns whose codes differ, and the
// round trip truncf + extf (computed in FP32 without the code) against the
// E2M1 value of the reference's code. Takes about 10 s.
// RUN: mpt-opt %s --mpt-lower-to-llvm | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_lib_dir/libmlir_runner_utils.so,%mlir_lib_dir/libmlir_c_runner_utils.so | FileCheck %s
// CHECK: patterns: 4294967296
// CHECK-NEXT: code mismatches: 0
// CHECK-NEXT: round-trip mismatches: 0

// The reference code (in the low 4 bits of an i32) of each lane of %x.
func.func @reference(%x: vector<8xf32>) -> vector<8xi32> {
  %bits = arith.bitcast %x : vector<8xf32> to vector<8xi32>
  %c31 = arith.constant dense<31> : vector<8xi32>
  %c3 = arith.constant dense<3> : vector<8xi32>
  %top = arith.shrui %bits, %c31 : vector<8xi32>
  %sign = arith.shli %top, %c3 : vector<8xi32>
  %a = math.absf %x : vector<8xf32>
  %zero = arith.constant dense<0> : vector<8xi32>
  // Midpoint k lies between codes k and k + 1; the tie goes up when k + 1
  // is even, i.e. when k is odd.
  %t0 = arith.constant dense<0.25> : vector<8xf32>
  %t1 = arith.constant dense<0.75> : vector<8xf32>
  %t2 = arith.constant dense<1.25> : vector<8xf32>
  %t3 = arith.constant dense<1.75> : vector<8xf32>
  %t4 = arith.constant dense<2.5> : vector<8xf32>
  %t5 = arith.constant dense<3.5> : vector<8xf32>
  %t6 = arith.constant dense<5.0> : vector<8xf32>
  %g0 = arith.cmpf ogt, %a, %t0 : vector<8xf32>
  %g1 = arith.cmpf oge, %a, %t1 : vector<8xf32>
  %g2 = arith.cmpf ogt, %a, %t2 : vector<8xf32>
  %g3 = arith.cmpf oge, %a, %t3 : vector<8xf32>
  %g4 = arith.cmpf ogt, %a, %t4 : vector<8xf32>
  %g5 = arith.cmpf oge, %a, %t5 : vector<8xf32>
  %g6 = arith.cmpf ogt, %a, %t6 : vector<8xf32>
  %e0 = arith.extui %g0 : vector<8xi1> to vector<8xi32>
  %e1 = arith.extui %g1 : vector<8xi1> to vector<8xi32>
  %e2 = arith.extui %g2 : vector<8xi1> to vector<8xi32>
  %e3 = arith.extui %g3 : vector<8xi1> to vector<8xi32>
  %e4 = arith.extui %g4 : vector<8xi1> to vector<8xi32>
  %e5 = arith.extui %g5 : vector<8xi1> to vector<8xi32>
  %e6 = arith.extui %g6 : vector<8xi1> to vector<8xi32>
  %s1 = arith.addi %e0, %e1 : vector<8xi32>
  %s2 = arith.addi %s1, %e2 : vector<8xi32>
  %s3 = arith.addi %s2, %e3 : vector<8xi32>
  %s4 = arith.addi %s3, %e4 : vector<8xi32>
  %s5 = arith.addi %s4, %e5 : vector<8xi32>
  %m = arith.addi %s5, %e6 : vector<8xi32>
  %nan = arith.cmpf uno, %x, %x : vector<8xf32>
  %seven = arith.constant dense<7> : vector<8xi32>
  %magnitude = arith.select %nan, %seven, %m : vector<8xi1>, vector<8xi32>
  %s = arith.select %nan, %zero, %sign : vector<8xi1>, vector<8xi32>
  %code = arith.ori %magnitude, %s : vector<8xi32>
  return %code : vector<8xi32>
}

// E2M1's value of each lane's code (the reference's), by table.
func.func @value(%table: memref<16xf32>, %code: vector<8xi32>) -> vector<8xf32> {
  %index = arith.index_cast %code : vector<8xi32> to vector<8xindex>
  %c0 = arith.constant 0 : index
  %mask = arith.constant dense<true> : vector<8xi1>
  %pass = arith.constant dense<0.0> : vector<8xf32>
  %v = vector.gather %table[%c0] [%index], %mask, %pass : memref<16xf32>, vector<8xindex>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  return %v : vector<8xf32>
}

// How many lanes of %differ are set.
func.func @count(%differ: vector<8xi1>) -> i64 {
  %wide = arith.extui %differ : vector<8xi1> to vector<8xi64>
  %n = vector.reduction <add>, %wide : vector<8xi64> into i64
  return %n : i64
}

func.func @main() {
  %values = arith.constant dense<[0.0, 0.5, 1.0, 1.5, 2.0, 3.0, 4.0, 6.0, -0.0, -0.5, -1.0, -1.5, -2.0, -3.0, -4.0, -6.0]> : vector<16xf32>
  %table = memref.alloca() : memref<16xf32>
  %c0 = arith.constant 0 : index
  vector.store %values, %table[%c0] : memref<16xf32>, vector<16xf32>
  %start = arith.constant 0 : i64
  %end = arith.constant 4294967296 : i64
  %step = arith.constant 8 : i64
  %lanes = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7]> : vector<8xi64>
  %zero = arith.constant 0 : i64
  %counts:2 = scf.for %i = %start to %end step %step iter_args(%bad = %zero, %badRound = %zero) -> (i64, i64) : i64 {
    %base = vector.broadcast %i : i64 to vector<8xi64>
    %wide = arith.addi %base, %lanes : vector<8xi64>
    %bits = arith.trunci %wide : vector<8xi64> to vector<8xi32>
    %x = arith.bitcast %bits : vector<8xi32> to vector<8xf32>
    %q = arith.truncf %x : vector<8xf32> to vector<8xf4E2M1FN>
    %qb = arith.bitcast %q : vector<8xf4E2M1FN> to vector<8xi4>
    %got = arith.extui %qb : vector<8xi4> to vector<8xi32>
    %want = func.call @reference(%x) : (vector<8xf32>) -> vector<8xi32>
    %differ = arith.cmpi ne, %got, %want : vector<8xi32>
    %n = func.call @count(%differ) : (vector<8xi1>) -> i64
    // Rounded and read back: computed in FP32 without the code.
    %r = arith.extf %q : vector<8xf4E2M1FN> to vector<8xf32>
    %rb = arith.bitcast %r : vector<8xf32> to vector<8xi32>
    %v = func.call @value(%table, %want) : (memref<16xf32>, vector<8xi32>) -> vector<8xf32>
    %vb = arith.bitcast %v : vector<8xf32> to vector<8xi32>
    %roundDiffer = arith.cmpi ne, %rb, %vb : vector<8xi32>
    %m = func.call @count(%roundDiffer) : (vector<8xi1>) -> i64
    %nextBad = arith.addi %bad, %n : i64
    %nextRound = arith.addi %badRound, %m : i64
    scf.yield %nextBad, %nextRound : i64, i64
  }
  vector.print str "patterns: "
  vector.print %end : i64
  vector.print str "code mismatches: "
  vector.print %counts#0 : i64
  vector.print str "round-trip mismatches: "
  vector.print %counts#1 : i64
  return
}
