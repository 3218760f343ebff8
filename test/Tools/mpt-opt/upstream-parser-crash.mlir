// MLIR 22's parsers of linalg.reduce, linalg.broadcast and linalg.transpose
// crash on `dimensions =` / `permutation =` without an integer list (found
// by scripts/fuzz.sh; minimized to `linalg.reduce dimensions=`). mpt-opt and
// mpt-run check their input first: a located error, exit 1, no output file.
// RUN: printf 'linalg.reduce dimensions=' > %t.reduce.mlir
// RUN: not mpt-opt %t.reduce.mlir -o %t.out 2>&1 | FileCheck %s --check-prefix=REDUCE
// RUN: not test -e %t.out
// REDUCE: reduce.mlir:1:15: error: expected an integer list '[...]' after 'dimensions =' of linalg.reduce (checked before parsing: MLIR 22's parser crashes on it)
// RUN: echo 'func.func @f(%%a: tensor<4xf32>, %%b: tensor<2x4xf32>) { %%0 = linalg.broadcast ins(%%a : tensor<4xf32>) outs(%%b : tensor<2x4xf32>) dimensions = 0 }' | not mpt-opt 2>&1 | FileCheck %s --check-prefix=BROADCAST
// BROADCAST: <stdin>:1:{{[0-9]+}}: error: expected an integer list '[...]' after 'dimensions =' of linalg.broadcast
// RUN: printf 'linalg.transpose permutation = [1, x]' | not mpt-opt 2>&1 | FileCheck %s --check-prefix=TRANSPOSE
// TRANSPOSE: error: expected an integer list '[...]' after 'permutation =' of linalg.transpose
// RUN: not mpt-run %t.reduce.mlir 2>&1 | FileCheck %s --check-prefix=REDUCE
// Well-formed ops (and the pattern in comments) pass the check and parse.
// RUN: mpt-opt %s | FileCheck %s

// A comment that mentions linalg.reduce with dimensions = is not code.
// CHECK-LABEL: func.func @well_formed
// CHECK: linalg.reduce {{.*}} dimensions = [1]
// CHECK: linalg.broadcast {{.*}} dimensions = [0]
// CHECK: linalg.transpose {{.*}} permutation = [1, 0]
func.func @well_formed(%a: tensor<2x4xf32>, %s: tensor<2xf32>, %b: tensor<3x2x4xf32>,
                       %t: tensor<4x2xf32>) -> (tensor<2xf32>, tensor<3x2x4xf32>, tensor<4x2xf32>) {
  %r = linalg.reduce ins(%a : tensor<2x4xf32>) outs(%s : tensor<2xf32>) dimensions = [1]
    (%x: f32, %y: f32) {
      %z = arith.addf %x, %y : f32
      linalg.yield %z : f32
    }
  %c = linalg.broadcast ins(%a : tensor<2x4xf32>) outs(%b : tensor<3x2x4xf32>) dimensions = [0]
  %p = linalg.transpose ins(%a : tensor<2x4xf32>) outs(%t : tensor<4x2xf32>) permutation = [1, 0]
  return %r, %c, %p : tensor<2xf32>, tensor<3x2x4xf32>, tensor<4x2xf32>
}
