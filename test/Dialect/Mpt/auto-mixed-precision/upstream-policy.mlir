// The precision policy of upstream ops, seen through the test pass: classes
// come from structure and payload, never from op names in the pass.
// RUN: mpt-opt %s -test-mpt-precision-policy -verify-diagnostics -o /dev/null

#mk = affine_map<(m, n, k) -> (m, k)>
#kn = affine_map<(m, n, k) -> (k, n)>
#nk = affine_map<(m, n, k) -> (n, k)>
#km = affine_map<(m, n, k) -> (k, m)>
#mn = affine_map<(m, n, k) -> (m, n)>
#bmk = affine_map<(b, m, n, k) -> (b, m, k)>
#bkn = affine_map<(b, m, n, k) -> (b, k, n)>
#bmn = affine_map<(b, m, n, k) -> (b, m, n)>
#id = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (i)>

func.func @linalg_ops(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>, %bt: tensor<4x16xf32>,
                      %at: tensor<16x8xf32>, %c: tensor<8x4xf32>,
                      %ba: tensor<2x8x16xf32>, %bb: tensor<2x16x4xf32>, %bc: tensor<2x8x4xf32>,
                      %img: tensor<1x8x8x3xf32>, %flt: tensor<3x3x3x4xf32>, %conv: tensor<1x6x6x4xf32>,
                      %x: tensor<8x4xf32>, %v: tensor<8xf32>, %v4: tensor<4xf32>) {
  // expected-remark @+1 {{allow operands [0, 1] results []}}
  %0 = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x4xf32>) outs(%c : tensor<8x4xf32>) -> tensor<8x4xf32>
  // Transposes are indexing maps in MLIR 22.
  // expected-remark @+1 {{allow operands [0, 1] results []}}
  %1 = linalg.matmul indexing_maps = [#mk, #nk, #mn] ins(%a, %bt : tensor<8x16xf32>, tensor<4x16xf32>) outs(%c : tensor<8x4xf32>) -> tensor<8x4xf32>
  // expected-remark @+1 {{allow operands [0, 1] results []}}
  %2 = linalg.matmul indexing_maps = [#km, #kn, #mn] ins(%at, %b : tensor<16x8xf32>, tensor<16x4xf32>) outs(%c : tensor<8x4xf32>) -> tensor<8x4xf32>
  // expected-remark @+1 {{allow operands [0, 1] results []}}
  %3 = linalg.batch_matmul ins(%ba, %bb : tensor<2x8x16xf32>, tensor<2x16x4xf32>) outs(%bc : tensor<2x8x4xf32>) -> tensor<2x8x4xf32>
  // expected-remark @+1 {{allow operands [0, 1] results []}}
  %4 = linalg.contract indexing_maps = [#bmk, #bkn, #bmn] ins(%ba, %bb : tensor<2x8x16xf32>, tensor<2x16x4xf32>) outs(%bc : tensor<2x8x4xf32>) -> tensor<2x8x4xf32>
  // A generalised matmul is recognised before its reduction iterator counts.
  // expected-remark @+1 {{allow operands [0, 1] results []}}
  %5 = linalg.generic {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<8x16xf32>, tensor<16x4xf32>) outs(%c : tensor<8x4xf32>) {
  ^bb0(%l: f32, %r: f32, %o: f32):
    %p = arith.mulf %l, %r : f32
    %s = arith.addf %o, %p : f32
    linalg.yield %s : f32
  } -> tensor<8x4xf32>
  // expected-remark @+1 {{allow operands [0, 1] results []}}
  %6 = linalg.conv_2d_nhwc_hwcf ins(%img, %flt : tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>) outs(%conv : tensor<1x6x6x4xf32>) -> tensor<1x6x6x4xf32>
  // Any other reduction is denied.
  // expected-remark @+1 {{deny operands [0, 1] results [0]}}
  %7 = linalg.reduce ins(%x : tensor<8x4xf32>) outs(%v : tensor<8xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32
    }
  // expected-remark @+1 {{deny operands [0, 1] results [0]}}
  %8 = linalg.softmax dimension(1) ins(%x : tensor<8x4xf32>) outs(%c : tensor<8x4xf32>) -> tensor<8x4xf32>
  // Named elementwise ops follow their scalar op's kind.
  // expected-remark @+1 {{infer operands [0, 1, 2] results [0]}}
  %9 = linalg.add ins(%x, %x : tensor<8x4xf32>, tensor<8x4xf32>) outs(%c : tensor<8x4xf32>) -> tensor<8x4xf32>
  // expected-remark @+1 {{deny operands [0, 1] results [0]}}
  %10 = linalg.exp ins(%x : tensor<8x4xf32>) outs(%c : tensor<8x4xf32>) -> tensor<8x4xf32>
  // expected-remark @+1 {{clear operands [0, 1, 2] results [0]}}
  %11 = linalg.max ins(%x, %x : tensor<8x4xf32>, tensor<8x4xf32>) outs(%c : tensor<8x4xf32>) -> tensor<8x4xf32>
  // expected-remark @+1 {{infer operands [0, 1] results [0]}}
  %12 = linalg.elementwise kind=#linalg.elementwise_kind<tanh> ins(%x : tensor<8x4xf32>) outs(%c : tensor<8x4xf32>) -> tensor<8x4xf32>
  // expected-remark @+1 {{deny operands [0, 1] results [0]}}
  %13 = linalg.elementwise kind=#linalg.elementwise_kind<log> ins(%x : tensor<8x4xf32>) outs(%c : tensor<8x4xf32>) -> tensor<8x4xf32>
  // Data movement is clear.
  // expected-remark @+1 {{clear operands [0, 1] results [0]}}
  %14 = linalg.broadcast ins(%v4 : tensor<4xf32>) outs(%c : tensor<8x4xf32>) dimensions = [0]
  // expected-remark @+1 {{clear operands [0, 1] results [0]}}
  %15 = linalg.transpose ins(%bt : tensor<4x16xf32>) outs(%b : tensor<16x4xf32>) permutation = [1, 0]
  // expected-remark @+1 {{clear operands [0, 1] results [0]}}
  %16 = linalg.copy ins(%x : tensor<8x4xf32>) outs(%c : tensor<8x4xf32>) -> tensor<8x4xf32>
  // Generic and map bodies decide.
  // expected-remark @+1 {{infer operands [0, 1] results [0]}}
  %17 = linalg.map { math.tanh } ins(%x : tensor<8x4xf32>) outs(%c : tensor<8x4xf32>)
  // expected-remark @+1 {{deny operands [0, 1] results [0]}}
  %18 = linalg.map { math.erf } ins(%x : tensor<8x4xf32>) outs(%c : tensor<8x4xf32>)
  // expected-remark @+1 {{clear operands [0, 1, 2] results [0]}}
  %19 = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %v : tensor<8x4xf32>, tensor<8xf32>) outs(%c : tensor<8x4xf32>) {
  ^bb0(%in: f32, %m: f32, %o: f32):
    %r = arith.maximumf %in, %m : f32
    linalg.yield %r : f32
  } -> tensor<8x4xf32>
  // A payload that mixes float types cannot be retyped uniformly: deny.
  // expected-remark @+1 {{deny operands [0, 1] results [0]}}
  %20 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<8x4xf32>) outs(%c : tensor<8x4xf32>) {
  ^bb0(%in: f32, %o: f32):
    %h = arith.truncf %in : f32 to f16
    %w = arith.extf %h : f16 to f32
    linalg.yield %w : f32
  } -> tensor<8x4xf32>
  return
}

func.func @scalar_ops(%x: tensor<8x4xf32>, %i: tensor<8x4xi32>) {
  // expected-remark @+1 {{infer operands [0, 1] results [0]}}
  %0 = arith.addf %x, %x : tensor<8x4xf32>
  // expected-remark @+1 {{infer operands [0, 1] results [0]}}
  %1 = arith.mulf %x, %x : tensor<8x4xf32>
  // expected-remark @+1 {{clear operands [0, 1] results [0]}}
  %2 = arith.maximumf %x, %x : tensor<8x4xf32>
  // expected-remark @+1 {{clear operands [0, 1] results [0]}}
  %3 = arith.minimumf %x, %x : tensor<8x4xf32>
  // expected-remark @+1 {{clear operands [0] results [0]}}
  %4 = arith.negf %x : tensor<8x4xf32>
  // expected-remark @+1 {{infer operands [0] results [0]}}
  %5 = math.tanh %x : tensor<8x4xf32>
  // expected-remark @+1 {{deny operands [0] results [0]}}
  %6 = math.exp %x : tensor<8x4xf32>
  // expected-remark @+1 {{deny operands [0] results [0]}}
  %7 = math.log %x : tensor<8x4xf32>
  // expected-remark @+1 {{clear operands [] results [0]}}
  %8 = arith.constant dense<1.0> : tensor<8x4xf32>
  // expected-remark @+1 {{clear operands [] results []}}
  %9 = arith.truncf %x : tensor<8x4xf32> to tensor<8x4xf16>
  // expected-remark @+1 {{clear operands [] results []}}
  %10 = arith.extf %9 : tensor<8x4xf16> to tensor<8x4xf32>
  // expected-remark @+1 {{clear operands [0, 1] results []}}
  %11 = arith.cmpf olt, %x, %x : tensor<8x4xf32>
  // expected-remark @+1 {{clear operands [1, 2] results [0]}}
  %12 = arith.select %11, %x, %x : tensor<8x4xi1>, tensor<8x4xf32>
  // expected-remark @+1 {{clear operands [] results [0]}}
  %13 = tensor.empty() : tensor<8x4xf32>
  // expected-remark @+1 {{clear operands [0] results [0]}}
  %14 = tensor.extract_slice %x[0, 0] [4, 4] [1, 1] : tensor<8x4xf32> to tensor<4x4xf32>
  // expected-remark @+1 {{clear operands [0] results [0]}}
  %15 = tensor.collapse_shape %x [[0, 1]] : tensor<8x4xf32> into tensor<32xf32>
  // expected-remark @+1 {{clear operands [0, 1] results [0]}}
  %16 = tensor.concat dim(0) %x, %x : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<16x4xf32>
  return
}

func.func @captured_float(%x: tensor<8x4xf32>, %c: tensor<8x4xf32>, %s: f32) -> tensor<8x4xf32> {
  // A payload that reads a float from outside cannot be retyped: deny.
  // expected-remark @+1 {{deny operands [0, 1] results [0]}}
  %0 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<8x4xf32>) outs(%c : tensor<8x4xf32>) {
  ^bb0(%in: f32, %o: f32):
    %r = arith.mulf %in, %s : f32
    linalg.yield %r : f32
  } -> tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}
