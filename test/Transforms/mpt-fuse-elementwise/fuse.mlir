// RUN: mpt-opt %s --split-input-file --mpt-fuse-elementwise | FileCheck %s

// The loss scaler's pattern: the unscaled gradient feeds the finiteness
// check and, under the skip test, the update. The cheap unscaling (one
// divf) goes into both, the check becomes one reduction over
// isfinite(g / scale), and neither the unscaled gradient nor an i1 tensor
// is left to be written.
// CHECK-LABEL: func.func @unscale_check_update
// CHECK-SAME: (%[[G:.*]]: tensor<8x4xf32>, %[[P:.*]]: tensor<8x4xf32>, %[[S:.*]]: tensor<f32>, %[[LR:.*]]: tensor<f32>)
// CHECK-NOT: linalg.reduce
// CHECK: %[[OK:.*]] = linalg.generic {{.*}} iterator_types = ["reduction", "reduction"]} ins(%[[G]], %[[S]] : tensor<8x4xf32>, tensor<f32>) outs(%{{.*}} : tensor<i1>)
// CHECK-NEXT: ^bb0(%[[GI:.*]]: f32, %[[SI:.*]]: f32, %[[ACC:.*]]: i1):
// CHECK-NEXT: %[[U:.*]] = arith.divf %[[GI]], %[[SI]] : f32
// CHECK-NEXT: %[[F:.*]] = math.isfinite %[[U]] : f32
// CHECK-NEXT: arith.andi %[[F]], %[[ACC]] : i1
// CHECK: scf.if
// CHECK-NEXT: linalg.generic {{.*}} ins(%[[G]], %[[S]], %[[LR]] : tensor<8x4xf32>, tensor<f32>, tensor<f32>) outs(%[[P]] : tensor<8x4xf32>)
// CHECK-NEXT: ^bb0
// CHECK-NEXT: arith.divf
// CHECK-NEXT: arith.mulf
// CHECK-NEXT: arith.subf
// CHECK-NOT: linalg.generic
// CHECK-NOT: tensor<8x4xi1>
// CHECK: return
#id = affine_map<(d0, d1) -> (d0, d1)>
#scalar = affine_map<(d0, d1) -> ()>
func.func @unscale_check_update(%g: tensor<8x4xf32>, %p: tensor<8x4xf32>,
                                %scale: tensor<f32>, %lr: tensor<f32>)
    -> tensor<8x4xf32> {
  %e = tensor.empty() : tensor<8x4xf32>
  %u = linalg.generic {indexing_maps = [#id, #scalar, #id],
                       iterator_types = ["parallel", "parallel"]}
      ins(%g, %scale : tensor<8x4xf32>, tensor<f32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%a: f32, %s: f32, %o: f32):
    %d = arith.divf %a, %s : f32
    linalg.yield %d : f32
  } -> tensor<8x4xf32>
  %ei = tensor.empty() : tensor<8x4xi1>
  %finite = linalg.generic {indexing_maps = [#id, #id],
                            iterator_types = ["parallel", "parallel"]}
      ins(%u : tensor<8x4xf32>) outs(%ei : tensor<8x4xi1>) {
  ^bb0(%a: f32, %o: i1):
    %f = math.isfinite %a : f32
    linalg.yield %f : i1
  } -> tensor<8x4xi1>
  %true = arith.constant true
  %e0 = tensor.empty() : tensor<i1>
  %init = linalg.fill ins(%true : i1) outs(%e0 : tensor<i1>) -> tensor<i1>
  %all = linalg.reduce ins(%finite : tensor<8x4xi1>) outs(%init : tensor<i1>) dimensions = [0, 1]
    (%a: i1, %acc: i1) {
      %and = arith.andi %a, %acc : i1
      linalg.yield %and : i1
    }
  %ok = tensor.extract %all[] : tensor<i1>
  %r = scf.if %ok -> tensor<8x4xf32> {
    %n = linalg.generic {indexing_maps = [#id, #scalar, #id],
                         iterator_types = ["parallel", "parallel"]}
        ins(%u, %lr : tensor<8x4xf32>, tensor<f32>) outs(%p : tensor<8x4xf32>) {
    ^bb0(%a: f32, %l: f32, %o: f32):
      %m = arith.mulf %l, %a : f32
      %s = arith.subf %o, %m : f32
      linalg.yield %s : f32
    } -> tensor<8x4xf32>
    scf.yield %n : tensor<8x4xf32>
  } else {
    scf.yield %p : tensor<8x4xf32>
  }
  return %r : tensor<8x4xf32>
}

// -----

// A producer with several uses is not recomputed when it is expensive (a
// math function): it stays, and is read by both consumers.
// CHECK-LABEL: func.func @expensive_producer_stays
// CHECK: %[[EXP:.*]] = linalg.generic
// CHECK: math.exp
// CHECK: linalg.generic {{.*}} ins(%[[EXP]] : tensor<16xf32>)
// CHECK-NOT: math.exp
// CHECK: linalg.generic {{.*}} ins(%[[EXP]] : tensor<16xf32>)
// CHECK-NOT: math.exp
// CHECK: return
#map = affine_map<(d0) -> (d0)>
func.func @expensive_producer_stays(%x: tensor<16xf32>)
    -> (tensor<16xf32>, tensor<16xf32>) {
  %e = tensor.empty() : tensor<16xf32>
  %exp = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]}
      ins(%x : tensor<16xf32>) outs(%e : tensor<16xf32>) {
  ^bb0(%a: f32, %o: f32):
    %v = math.exp %a : f32
    linalg.yield %v : f32
  } -> tensor<16xf32>
  %neg = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]}
      ins(%exp : tensor<16xf32>) outs(%e : tensor<16xf32>) {
  ^bb0(%a: f32, %o: f32):
    %v = arith.negf %a : f32
    linalg.yield %v : f32
  } -> tensor<16xf32>
  %sq = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]}
      ins(%exp : tensor<16xf32>) outs(%e : tensor<16xf32>) {
  ^bb0(%a: f32, %o: f32):
    %v = arith.mulf %a, %a : f32
    linalg.yield %v : f32
  } -> tensor<16xf32>
  return %neg, %sq : tensor<16xf32>, tensor<16xf32>
}

// -----

// A cheap cast with a use that cannot take it (a named matmul) is kept
// whole rather than both written and recomputed: the other consumer reads
// it too.
// CHECK-LABEL: func.func @cast_read_by_matmul_stays
// CHECK: %[[H:.*]] = linalg.generic
// CHECK-NEXT: ^bb0
// CHECK-NEXT: arith.truncf
// CHECK: linalg.matmul ins(%[[H]], %[[H]] :
// CHECK: linalg.generic {{.*}} ins(%[[H]] : tensor<8x8xf16>)
// CHECK-NOT: arith.truncf
// CHECK: return
#id2 = affine_map<(d0, d1) -> (d0, d1)>
func.func @cast_read_by_matmul_stays(%x: tensor<8x8xf32>, %acc: tensor<8x8xf32>)
    -> (tensor<8x8xf32>, tensor<8x8xf32>) {
  %e = tensor.empty() : tensor<8x8xf16>
  %h = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<8x8xf32>) outs(%e : tensor<8x8xf16>) {
  ^bb0(%a: f32, %o: f16):
    %v = arith.truncf %a : f32 to f16
    linalg.yield %v : f16
  } -> tensor<8x8xf16>
  %m = linalg.matmul ins(%h, %h : tensor<8x8xf16>, tensor<8x8xf16>)
                     outs(%acc : tensor<8x8xf32>) -> tensor<8x8xf32>
  %e2 = tensor.empty() : tensor<8x8xf32>
  %w = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%h : tensor<8x8xf16>) outs(%e2 : tensor<8x8xf32>) {
  ^bb0(%a: f16, %o: f32):
    %v = arith.extf %a : f16 to f32
    linalg.yield %v : f32
  } -> tensor<8x8xf32>
  return %m, %w : tensor<8x8xf32>, tensor<8x8xf32>
}

// -----

// A reduction whose input no elementwise generic produces stays the named
// op; a single-use producer of any cost fuses (upstream's rule).
// CHECK-LABEL: func.func @reductions
// CHECK: linalg.reduce ins(%{{.*}} : tensor<4x8xf32>)
// CHECK: %[[SUM:.*]] = linalg.generic {{.*}} iterator_types = ["parallel", "reduction"]} ins(%{{.*}} : tensor<4x8xf32>) outs(%{{.*}} : tensor<4xf32>)
// CHECK-NEXT: ^bb0
// CHECK-NEXT: math.exp
// CHECK-NEXT: arith.addf
// CHECK-NOT: linalg.reduce
// CHECK: return
#id2d = affine_map<(d0, d1) -> (d0, d1)>
func.func @reductions(%x: tensor<4x8xf32>, %init: tensor<4xf32>)
    -> (tensor<4xf32>, tensor<4xf32>) {
  %plain = linalg.reduce ins(%x : tensor<4x8xf32>) outs(%init : tensor<4xf32>) dimensions = [1]
    (%a: f32, %acc: f32) {
      %s = arith.addf %a, %acc : f32
      linalg.yield %s : f32
    }
  %e = tensor.empty() : tensor<4x8xf32>
  %exp = linalg.generic {indexing_maps = [#id2d, #id2d], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %v = math.exp %a : f32
    linalg.yield %v : f32
  } -> tensor<4x8xf32>
  %sum = linalg.reduce ins(%exp : tensor<4x8xf32>) outs(%init : tensor<4xf32>) dimensions = [1]
    (%a: f32, %acc: f32) {
      %s = arith.addf %a, %acc : f32
      linalg.yield %s : f32
    }
  return %plain, %sum : tensor<4xf32>, tensor<4xf32>
}

// -----

// A producer that reads its init (`out + 1`) stays apart from a consumer
// with a loop the fused operand does not index: fused, the init would become
// an output re-read and re-accumulated on every iteration of that loop.
// CHECK-LABEL: func.func @producer_reads_init
// CHECK: %[[P:.*]] = linalg.generic
// CHECK: arith.addf %out
// CHECK: linalg.generic {{.*}} ins(%{{.*}}, %[[P]] :
// CHECK-NOT: linalg.generic
// CHECK: return
func.func @producer_reads_init(%ids: tensor<4xi64>, %zeros: tensor<4xf32>) -> tensor<4x5xf32> {
  %one = arith.constant 1.0 : f32
  %zero = arith.constant 0.0 : f32
  %g = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>], iterator_types = ["parallel"]} outs(%zeros : tensor<4xf32>) {
  ^bb0(%out: f32):
    %s = arith.addf %out, %one : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  %e = tensor.empty() : tensor<4x5xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, v) -> (i)>, affine_map<(i, v) -> (i)>, affine_map<(i, v) -> (i, v)>], iterator_types = ["parallel", "parallel"]} ins(%ids, %g : tensor<4xi64>, tensor<4xf32>) outs(%e : tensor<4x5xf32>) {
  ^bb0(%id: i64, %x: f32, %out: f32):
    %row = arith.index_cast %id : i64 to index
    %v = linalg.index 1 : index
    %hit = arith.cmpi eq, %row, %v : index
    %d = arith.select %hit, %x, %zero : f32
    linalg.yield %d : f32
  } -> tensor<4x5xf32>
  return %r : tensor<4x5xf32>
}

// -----

// Reshapes stay outside contractions: a matmul on [2, 128] tokens collapsed
// to 256 rows stays a linalg.matmul (the kernels' form) instead of becoming
// a generic with two M loops, and its transposed-A twin (a weight gradient,
// whose K is the tokens) keeps one K loop. The elementwise consumer still
// takes the expanded shape.
// CHECK-LABEL: func.func @reshapes_around_contractions
// CHECK: tensor.collapse_shape %arg0 {{\[}}[0, 1], [2]] : tensor<2x128x64xf32> into tensor<256x64xf32>
// CHECK: linalg.matmul ins(%{{.*}}, %arg1 : tensor<256x64xf32>, tensor<64x32xf32>)
// CHECK: tensor.expand_shape
// CHECK: linalg.generic
// CHECK-SAME: ins(%{{.*}} : tensor<2x128x32xf32>)
// CHECK: math.tanh
// CHECK: linalg.matmul indexing_maps = [#{{.*}}, #{{.*}}, #{{.*}}] ins(%{{.*}}, %{{.*}} : tensor<256x64xf32>, tensor<256x32xf32>)
// CHECK-NOT: linalg.generic {{.*}}"reduction", "reduction"
// CHECK: return
#mk_t = affine_map<(m, n, k) -> (k, m)>
#kn = affine_map<(m, n, k) -> (k, n)>
#mn = affine_map<(m, n, k) -> (m, n)>
#e3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
func.func @reshapes_around_contractions(%x: tensor<2x128x64xf32>, %w: tensor<64x32xf32>, %dy: tensor<2x128x32xf32>) -> (tensor<2x128x32xf32>, tensor<64x32xf32>) {
  %zero = arith.constant 0.0 : f32
  %rows = tensor.collapse_shape %x [[0, 1], [2]] : tensor<2x128x64xf32> into tensor<256x64xf32>
  %empty = tensor.empty() : tensor<256x32xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<256x32xf32>) -> tensor<256x32xf32>
  %y = linalg.matmul ins(%rows, %w : tensor<256x64xf32>, tensor<64x32xf32>) outs(%init : tensor<256x32xf32>) -> tensor<256x32xf32>
  %y3 = tensor.expand_shape %y [[0, 1], [2]] output_shape [2, 128, 32] : tensor<256x32xf32> into tensor<2x128x32xf32>
  %e = tensor.empty() : tensor<2x128x32xf32>
  %act = linalg.generic {indexing_maps = [#e3, #e3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%y3 : tensor<2x128x32xf32>) outs(%e : tensor<2x128x32xf32>) {
  ^bb0(%v: f32, %o: f32):
    %t = math.tanh %v : f32
    linalg.yield %t : f32
  } -> tensor<2x128x32xf32>
  %dyrows = tensor.collapse_shape %dy [[0, 1], [2]] : tensor<2x128x32xf32> into tensor<256x32xf32>
  %rows2 = tensor.collapse_shape %x [[0, 1], [2]] : tensor<2x128x64xf32> into tensor<256x64xf32>
  %gempty = tensor.empty() : tensor<64x32xf32>
  %ginit = linalg.fill ins(%zero : f32) outs(%gempty : tensor<64x32xf32>) -> tensor<64x32xf32>
  %g = linalg.matmul indexing_maps = [#mk_t, #kn, #mn] ins(%rows2, %dyrows : tensor<256x64xf32>, tensor<256x32xf32>) outs(%ginit : tensor<64x32xf32>) -> tensor<64x32xf32>
  return %act, %g : tensor<2x128x32xf32>, tensor<64x32xf32>
}

// -----

// A one-hot (the gradient of a label gather) has several uses: a row sum
// that cannot take it (only the one-hot's shape bounds its class loop) and,
// after it, the logits' gradient. Its per-element work is a compare and a
// select (the row's label and scale are hoisted), so it is recomputed in
// the later use and the one written for the row sum dies before that use's
// result is allocated. Where the elementwise use comes first, fusing would
// only recompute it: it stays, read by both.
// CHECK-LABEL: func.func @one_hot_fuses_into_later_use
// CHECK: %[[ONEHOT:.*]] = linalg.generic {{.*}} outs(%{{.*}} : tensor<4x100xf32>)
// CHECK: %[[SUM:.*]] = linalg.generic {{.*}} iterator_types = ["parallel", "reduction"]} ins(%[[ONEHOT]] : tensor<4x100xf32>)
// CHECK: linalg.generic {{.*}} ins(%{{.*}}, %{{.*}}, %{{.*}}, %[[SUM]] : tensor<4xi64>, tensor<4xf32>, tensor<4x100xf32>, tensor<4xf32>)
// CHECK: linalg.index 1
// CHECK: arith.cmpi eq
// CHECK-NOT: %[[ONEHOT]]{{[^0-9]}}
// CHECK-LABEL: func.func @one_hot_used_first_stays
// CHECK: %[[ONEHOT:.*]] = linalg.generic {{.*}} outs(%{{.*}} : tensor<4x100xf32>)
// CHECK: linalg.generic {{.*}} ins(%[[ONEHOT]], %{{.*}} : tensor<4x100xf32>, tensor<4x100xf32>)
// CHECK-NOT: arith.cmpi eq
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "reduction"]} ins(%[[ONEHOT]] : tensor<4x100xf32>)
#row = affine_map<(i, j) -> (i)>
#elem = affine_map<(i, j) -> (i, j)>
func.func @one_hot_fuses_into_later_use(%labels: tensor<4xi64>, %scale: tensor<4xf32>, %logits: tensor<4x100xf32>) -> tensor<4x100xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x100xf32>
  %onehot = linalg.generic {indexing_maps = [#row, #row, #elem], iterator_types = ["parallel", "parallel"]}
      ins(%labels, %scale : tensor<4xi64>, tensor<4xf32>) outs(%e : tensor<4x100xf32>) {
  ^bb0(%label: i64, %s: f32, %o: f32):
    %neg = arith.negf %s : f32
    %class = arith.index_cast %label : i64 to index
    %j = linalg.index 1 : index
    %eq = arith.cmpi eq, %class, %j : index
    %v = arith.select %eq, %neg, %zero : f32
    linalg.yield %v : f32
  } -> tensor<4x100xf32>
  %init = tensor.empty() : tensor<4xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%init : tensor<4xf32>) -> tensor<4xf32>
  %sum = linalg.generic {indexing_maps = [#elem, #row], iterator_types = ["parallel", "reduction"]}
      ins(%onehot : tensor<4x100xf32>) outs(%fill : tensor<4xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %v = arith.addf %a, %acc : f32
    linalg.yield %v : f32
  } -> tensor<4xf32>
  %grad = linalg.generic {indexing_maps = [#elem, #elem, #row, #elem], iterator_types = ["parallel", "parallel"]}
      ins(%onehot, %logits, %sum : tensor<4x100xf32>, tensor<4x100xf32>, tensor<4xf32>) outs(%e : tensor<4x100xf32>) {
  ^bb0(%a: f32, %l: f32, %s: f32, %o: f32):
    %m = arith.mulf %l, %s : f32
    %v = arith.addf %a, %m : f32
    linalg.yield %v : f32
  } -> tensor<4x100xf32>
  return %grad : tensor<4x100xf32>
}

func.func @one_hot_used_first_stays(%labels: tensor<4xi64>, %scale: tensor<4xf32>, %logits: tensor<4x100xf32>) -> (tensor<4x100xf32>, tensor<4xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x100xf32>
  %onehot = linalg.generic {indexing_maps = [#row, #row, #elem], iterator_types = ["parallel", "parallel"]}
      ins(%labels, %scale : tensor<4xi64>, tensor<4xf32>) outs(%e : tensor<4x100xf32>) {
  ^bb0(%label: i64, %s: f32, %o: f32):
    %neg = arith.negf %s : f32
    %class = arith.index_cast %label : i64 to index
    %j = linalg.index 1 : index
    %eq = arith.cmpi eq, %class, %j : index
    %v = arith.select %eq, %neg, %zero : f32
    linalg.yield %v : f32
  } -> tensor<4x100xf32>
  %grad = linalg.generic {indexing_maps = [#elem, #elem, #elem], iterator_types = ["parallel", "parallel"]}
      ins(%onehot, %logits : tensor<4x100xf32>, tensor<4x100xf32>) outs(%e : tensor<4x100xf32>) {
  ^bb0(%a: f32, %l: f32, %o: f32):
    %v = arith.addf %a, %l : f32
    linalg.yield %v : f32
  } -> tensor<4x100xf32>
  %init = tensor.empty() : tensor<4xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%init : tensor<4xf32>) -> tensor<4xf32>
  %sum = linalg.generic {indexing_maps = [#elem, #row], iterator_types = ["parallel", "reduction"]}
      ins(%onehot : tensor<4x100xf32>) outs(%fill : tensor<4xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %v = arith.addf %a, %acc : f32
    linalg.yield %v : f32
  } -> tensor<4xf32>
  return %grad, %sum : tensor<4x100xf32>, tensor<4xf32>
}

// -----

// A per-column value that divides (an FP8 block scale along columns) stays
// computed: fused, the loop over a row's elements would divide once per
// element. A per-row one is fused: its division is hoisted out of the
// loop over the row.
// CHECK-LABEL: func.func @column_reciprocal
// CHECK: %[[INV:.*]] = linalg.generic {{.*}} iterator_types = ["parallel"]
// CHECK: arith.divf
// CHECK: linalg.generic {{.*}} ins(%{{.*}}, %[[INV]] : tensor<64x256xf32>, tensor<256xf32>)
// CHECK-NOT: arith.divf
// CHECK: return
func.func @column_reciprocal(%x: tensor<64x256xf32>, %s: tensor<256xf32>) -> tensor<64x256xf32> {
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<256xf32>
  %inv = linalg.generic {indexing_maps = [affine_map<(j) -> (j)>, affine_map<(j) -> (j)>], iterator_types = ["parallel"]} ins(%s : tensor<256xf32>) outs(%e : tensor<256xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.divf %one, %a : f32
    linalg.yield %r : f32
  } -> tensor<256xf32>
  %e2 = tensor.empty() : tensor<64x256xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%x, %inv : tensor<64x256xf32>, tensor<256xf32>) outs(%e2 : tensor<64x256xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    linalg.yield %m : f32
  } -> tensor<64x256xf32>
  return %y : tensor<64x256xf32>
}

// -----

// CHECK-LABEL: func.func @row_reciprocal
// CHECK: linalg.generic
// CHECK-SAME: ins(%{{.*}}, %{{.*}} : tensor<64x256xf32>, tensor<64xf32>)
// CHECK: arith.divf
// CHECK: arith.mulf
// CHECK-NOT: linalg.generic
// CHECK: return
func.func @row_reciprocal(%x: tensor<64x256xf32>, %s: tensor<64xf32>) -> tensor<64x256xf32> {
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<64xf32>
  %inv = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} ins(%s : tensor<64xf32>) outs(%e : tensor<64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.divf %one, %a : f32
    linalg.yield %r : f32
  } -> tensor<64xf32>
  %e2 = tensor.empty() : tensor<64x256xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%x, %inv : tensor<64x256xf32>, tensor<64xf32>) outs(%e2 : tensor<64x256xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    linalg.yield %m : f32
  } -> tensor<64x256xf32>
  return %y : tensor<64x256xf32>
}
