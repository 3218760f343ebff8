// compute-type=fp8: BF16's colouring, then FP8 operands for the contractions
// that run low, quantized with per-tensor scales, and FP32 results divided by
// the two scales. The training step gets a scale and an amax history per
// quantized tensor as state, updated every step and kept on a skipped one.
// RUN: mpt-opt %s --mpt-mixed-precision="compute-type=fp8 amax-history=16 fp8-keep-bf16=none" | FileCheck %s --check-prefix=DELAYED
// RUN: mpt-opt %s --mpt-mixed-precision="compute-type=fp8 amax-history=16 fp8-scaling=current fp8-keep-bf16=none" | FileCheck %s --check-prefix=CURRENT
// RUN: mpt-opt %s --mpt-mixed-precision="compute-type=fp8 fp8-forward=e5m2 fp8-backward=e4m3 amax-reduction=most_recent fp8-margin=2 fp8-keep-bf16=none" | FileCheck %s --check-prefix=OPTIONS
// RUN: mpt-opt %s --mpt-mixed-precision="compute-type=fp8 fp8-output=bf16 fp8-keep-bf16=none" | FileCheck %s --check-prefix=BF16-OUT
// RUN: mpt-opt %s --mpt-auto-mixed-precision="compute-type=fp8 fp8-keep-bf16=none" --remarks-filter=mpt-auto-mixed-precision --remark-format=emitRemark -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK
// Idempotent: FP8 contractions do not run low again.
// RUN: mpt-opt %s --mpt-mixed-precision="compute-type=fp8 fp8-keep-bf16=none" -o %t.mlir
// RUN: mpt-opt %t.mlir --mpt-auto-mixed-precision="compute-type=fp8 fp8-keep-bf16=none" --canonicalize --cse | FileCheck %s --check-prefix=TWICE

func.func @loss(%w: tensor<16x8xf32>, %x: tensor<4x16xf32>, %y: tensor<4xi32>) -> tensor<f32> {
  %l = mpt.matmul %x, %w : tensor<4x16xf32>, tensor<16x8xf32> -> tensor<4x8xf32>
  %loss = mpt.softmax_cross_entropy %l, %y : tensor<4x8xf32>, tensor<4xi32>
  return %loss : tensor<f32>
}

// State arguments per quantized tensor, in contraction order (lhs, rhs):
// the input x, the weight w, then the logits' gradient; scale (1) before
// history (zeros). Each result updates one of them.
// DELAYED-LABEL: func.func @train_step
// DELAYED-SAME: %[[W:[a-z0-9]+]]: tensor<16x8xf32> {mpt.role = "param"}, %[[X:[a-z0-9]+]]: tensor<4x16xf32> {mpt.role = "input"}
// DELAYED-SAME: %[[SX:[a-z0-9]+]]: tensor<f32> {mpt.init = dense<1.000000e+00> : tensor<f32>, mpt.role = "fp8_scale"}
// DELAYED-SAME: %[[HX:[a-z0-9]+]]: tensor<16xf32> {mpt.init = dense<0.000000e+00> : tensor<16xf32>, mpt.role = "fp8_scale"}
// DELAYED-SAME: %[[SW:[a-z0-9]+]]: tensor<f32> {mpt.init = dense<1.000000e+00> : tensor<f32>, mpt.role = "fp8_scale"}, %[[HW:[a-z0-9]+]]: tensor<16xf32> {mpt.init = dense<0.000000e+00> : tensor<16xf32>, mpt.role = "fp8_scale"}
// DELAYED-SAME: %[[SG:[a-z0-9]+]]: tensor<f32> {mpt.init = dense<1.000000e+00> : tensor<f32>, mpt.role = "fp8_scale"}, %[[HG:[a-z0-9]+]]: tensor<16xf32> {mpt.init = dense<0.000000e+00> : tensor<16xf32>, mpt.role = "fp8_scale"})
// DELAYED-SAME: tensor<16xf32> {mpt.updates = 8 : i64}, tensor<f32> {mpt.updates = 7 : i64}
// Delayed scaling: this step quantizes with the state's scale; the update
// records the amax for the next step.
// DELAYED-DAG: %[[AW:.*]] = mpt.amax %[[W]] {mpt.phase = "forward"} : tensor<16x8xf32>
// DELAYED-DAG: %[[NHW:.*]], %[[NSW:.*]] = mpt.update_fp8_scale %[[HW]], %[[SW]], %[[AW]] {format = f8E4M3FN, mpt.phase = "forward"} : tensor<16xf32>
// DELAYED-DAG: %[[QW:.*]] = mpt.quantize %[[W]], %[[SW]] {mpt.phase = "forward"} : tensor<16x8xf32> -> tensor<16x8xf8E4M3FN>
// DELAYED-DAG: %[[QX:.*]] = mpt.quantize %[[X]], %[[SX]] {mpt.phase = "forward"} : tensor<4x16xf32> -> tensor<4x16xf8E4M3FN>
// DELAYED: %[[Y:.*]] = mpt.matmul %[[QX]], %[[QW]] {mpt.fp8_gemm = {recipe = "tensorwise", role = "forward"}, mpt.phase = "forward"} : tensor<4x16xf8E4M3FN>, tensor<16x8xf8E4M3FN> -> tensor<4x8xf32>
// DELAYED: %[[P:.*]] = mpt.mul %[[SX]], %[[SW]]
// DELAYED: %[[INV:.*]] = mpt.div %{{.*}}, %[[P]]
// DELAYED: %[[SPREAD:.*]] = mpt.broadcast %[[INV]] dims = [0, 1] {{.*}} : tensor<f32> -> tensor<4x8xf32>
// DELAYED: %[[LOGITS:.*]] = mpt.mul %[[Y]], %[[SPREAD]]
// DELAYED: mpt.softmax_cross_entropy %[[LOGITS]]
// The gradient is E5M2; the weight gradient multiplies it by the saved E4M3
// copy of x (no second copy of x).
// DELAYED: %[[QG:.*]] = mpt.quantize %{{.*}}, %[[SG]] {mpt.phase = "backward"} : tensor<4x8xf32> -> tensor<4x8xf8E5M2>
// DELAYED: mpt.matmul %[[QX]], %[[QG]] transpose_lhs {mpt.fp8_gemm = {recipe = "tensorwise", role = "weight_gradient"}, mpt.phase = "backward"} : tensor<4x16xf8E4M3FN>, tensor<4x8xf8E5M2> -> tensor<16x8xf32>
// DELAYED: %[[FINITE:.*]] = mpt.all_finite
// DELAYED: %[[OK:.*]] = tensor.extract %[[FINITE]][]
// DELAYED-DAG: arith.select %[[OK]], %[[NHW]], %[[HW]] : tensor<16xf32>
// DELAYED-DAG: arith.select %[[OK]], %[[NSW]], %[[SW]] : tensor<f32>
// DELAYED-NOT: bf16
// DELAYED-NOT: mpt.quantize
// DELAYED: return

// Current scaling: the scale comes from this step's amax (most recent).
// CURRENT-LABEL: func.func @train_step
// CURRENT: %[[AX:.*]] = mpt.amax %[[X:[a-z0-9]+]] {mpt.phase = "forward"} : tensor<4x16xf32>
// CURRENT: %{{.*}}, %[[NSX:.*]] = mpt.update_fp8_scale %{{.*}}, %{{.*}}, %[[AX]] {format = f8E4M3FN, mpt.phase = "forward", reduction = "most_recent"}
// CURRENT: mpt.quantize %[[X]], %[[NSX]]

// fp8-output=bf16: the descaled product is rounded to bf16 once; FP32 users
// read its exact widening.
// BF16-OUT-LABEL: func.func @train_step
// BF16-OUT: %[[Y:.*]] = mpt.matmul {{.*}} -> tensor<4x8xf32>
// BF16-OUT: %[[D:.*]] = mpt.mul %[[Y]], %{{.*}} {mpt.phase = "forward"} : tensor<4x8xf32>
// BF16-OUT: %[[LOW:.*]] = mpt.cast %[[D]] {mpt.phase = "forward"} : tensor<4x8xf32> to tensor<4x8xbf16>
// BF16-OUT: %[[WIDE:.*]] = mpt.cast %[[LOW]] {mpt.phase = "forward"} : tensor<4x8xbf16> to tensor<4x8xf32>
// BF16-OUT-NOT: %[[D]]
// BF16-OUT: mpt.softmax_cross_entropy %[[WIDE]]

// OPTIONS-LABEL: func.func @train_step
// OPTIONS: mpt.update_fp8_scale {{.*}} {format = f8E5M2, margin = 2 : i64, mpt.phase = "forward", reduction = "most_recent"} : tensor<1024xf32>
// OPTIONS: mpt.quantize {{.*}} -> tensor<4x16xf8E5M2>
// OPTIONS: mpt.quantize {{.*}} -> tensor<4x8xf8E4M3FN>
func.func @train_step(%w: tensor<16x8xf32> {mpt.role = "param"}, %x: tensor<4x16xf32> {mpt.role = "input"}, %y: tensor<4xi32> {mpt.role = "label"}, %lr: tensor<f32> {mpt.role = "hyper"}) -> (tensor<16x8xf32> {mpt.updates = 0 : i64}, tensor<f32>) {
  %loss, %g = mpt.value_and_grad @loss(%w, %x, %y) wrt [0] : (tensor<16x8xf32>, tensor<4x16xf32>, tensor<4xi32>) -> (tensor<f32>, tensor<16x8xf32>)
  %n = mpt.sgd %w, %g, %lr : tensor<16x8xf32>, tensor<16x8xf32>
  return %n, %loss : tensor<16x8xf32>, tensor<f32>
}

// A function with callers gets no state: each scale is this call's
// (current scaling through a one-entry constant history).
// DELAYED-LABEL: func.func @helper
// DELAYED-SAME: (%{{[a-z0-9]+}}: tensor<4x16xf32>, %{{[a-z0-9]+}}: tensor<16x8xf32>) -> tensor<4x8xf32>
// DELAYED: mpt.update_fp8_scale %{{.*}} {format = f8E4M3FN, reduction = "most_recent"} : tensor<1xf32>
// DELAYED: mpt.matmul {{.*}} : tensor<4x16xf8E4M3FN>, tensor<16x8xf8E4M3FN> -> tensor<4x8xf32>
func.func @helper(%x: tensor<4x16xf32>, %w: tensor<16x8xf32>) -> tensor<4x8xf32> {
  %y = mpt.matmul %x, %w : tensor<4x16xf32>, tensor<16x8xf32> -> tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}
func.func @caller(%x: tensor<4x16xf32>, %w: tensor<16x8xf32>) -> tensor<4x8xf32> {
  %y = func.call @helper(%x, %w) : (tensor<4x16xf32>, tensor<16x8xf32>) -> tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// Upstream linalg: a matmul into a zero fill takes FP8 operands (its payload
// extends them); one that adds to an initial value stays in bf16.
// DELAYED-LABEL: func.func @linalg_matmuls
// DELAYED: linalg.matmul {mpt.fp8_gemm = {recipe = "tensorwise", role = "forward"}} ins(%{{.*}}, %{{.*}} : tensor<4x16xf8E4M3FN>, tensor<16x8xf8E4M3FN>) outs(%{{.*}} : tensor<4x8xf32>)
// DELAYED: mpt.mul
// DELAYED: linalg.matmul ins(%{{.*}}, %{{.*}} : tensor<4x16xbf16>, tensor<16x8xbf16>) outs(%{{.*}} : tensor<4x8xf32>)
// REMARK: Function=linalg_matmuls | Remark="1 contractions in FP8 (1 forward, 0 input-gradient, 0 weight-gradient; tensorwise), 2 tensors quantized (0 with scaling state); 1 kept in bf16 (0 by fp8-gemm or fp8-keep-bf16) ('linalg.matmul' stays in bf16: its accumulator does not start from zero, so dividing the result by the scales would scale the initial value too)"
func.func @linalg_matmuls(%x: tensor<4x16xf32>, %w: tensor<16x8xf32>, %acc: tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>) {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<4x8xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%empty : tensor<4x8xf32>) -> tensor<4x8xf32>
  %y = linalg.matmul ins(%x, %w : tensor<4x16xf32>, tensor<16x8xf32>) outs(%fill : tensor<4x8xf32>) -> tensor<4x8xf32>
  %z = linalg.matmul ins(%x, %w : tensor<4x16xf32>, tensor<16x8xf32>) outs(%acc : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %y, %z : tensor<4x8xf32>, tensor<4x8xf32>
}

// TWICE-LABEL: func.func @train_step
// TWICE-COUNT-3: mpt.quantize
// TWICE-NOT: mpt.quantize
// TWICE: return

// A forward value the backward recomputes (mpt-rematerialize's clone:
// phase backward, mpt.recomputed) keeps the forward format; the gradient it
// multiplies takes the backward one.
// RUN: mpt-opt %s --mpt-auto-mixed-precision="compute-type=fp8 fp8-keep-bf16=none" | FileCheck %s --check-prefix=RECOMPUTED
// RECOMPUTED-LABEL: func.func @recomputed
// RECOMPUTED: %[[R:.*]] = mpt.relu %{{.*}} {mpt.phase = "backward", mpt.recomputed}
// RECOMPUTED: mpt.quantize %[[R]], %{{.*}} -> tensor<4x16xf8E4M3FN>
// RECOMPUTED: %[[G:.*]] = mpt.neg %{{.*}} {mpt.phase = "backward"}
// RECOMPUTED: mpt.quantize %[[G]], %{{.*}} -> tensor<4x8xf8E5M2>
// RECOMPUTED: mpt.matmul {{.*}} transpose_lhs {mpt.fp8_gemm = {recipe = "tensorwise", role = "{{.*}}"}, mpt.phase = "backward"} : tensor<4x16xf8E4M3FN>, tensor<4x8xf8E5M2> -> tensor<16x8xf32>
func.func @recomputed(%x: tensor<4x16xf32>, %g: tensor<4x8xf32>) -> tensor<16x8xf32> {
  %r = mpt.relu %x {mpt.phase = "backward", mpt.recomputed} : tensor<4x16xf32>
  %gn = mpt.neg %g {mpt.phase = "backward"} : tensor<4x8xf32>
  %dw = mpt.matmul %r, %gn transpose_lhs {mpt.phase = "backward"} : tensor<4x16xf32>, tensor<4x8xf32> -> tensor<16x8xf32>
  return %dw : tensor<16x8xf32>
}

// Layout ops between an operand and its FP32 value: the copy is quantized
// from the FP32 value (one rounding, not bf16 then FP8) and the layout is
// applied to the FP8 copy; no bf16 copy of the weight is left.
// RUN: mpt-opt %s --mpt-auto-mixed-precision="compute-type=fp8 fp8-keep-bf16=none" --canonicalize | FileCheck %s --check-prefix=LAYOUT
// LAYOUT-LABEL: func.func @layout
// LAYOUT-SAME: (%[[X:.*]]: tensor<4x16xf32>, %[[W:.*]]: tensor<8x16xf32>)
// LAYOUT-NOT: bf16
// LAYOUT: %[[Q:.*]] = mpt.quantize %[[W]], %{{.*}} : tensor<8x16xf32> -> tensor<8x16xf8E4M3FN>
// LAYOUT: %[[QT:.*]] = mpt.transpose %[[Q]] perm = [1, 0] : tensor<8x16xf8E4M3FN> -> tensor<16x8xf8E4M3FN>
// LAYOUT-NOT: bf16
// LAYOUT: mpt.matmul %{{.*}}, %[[QT]] {mpt.fp8_gemm = {recipe = "tensorwise", role = "forward"}} : tensor<4x16xf8E4M3FN>, tensor<16x8xf8E4M3FN> -> tensor<4x8xf32>
// LAYOUT-LABEL: func.func @linalg_layout
// LAYOUT: %[[LQ:.*]] = mpt.quantize %{{.*}} : tensor<2x8x16xf32> -> tensor<2x8x16xf8E4M3FN>
// LAYOUT: tensor.collapse_shape %[[LQ]] {{\[\[}}0, 1], [2]] : tensor<2x8x16xf8E4M3FN> into tensor<16x16xf8E4M3FN>
func.func @layout(%x: tensor<4x16xf32>, %w: tensor<8x16xf32>) -> tensor<4x8xf32> {
  %wt = mpt.transpose %w perm = [1, 0] : tensor<8x16xf32> -> tensor<16x8xf32>
  %y = mpt.matmul %x, %wt : tensor<4x16xf32>, tensor<16x8xf32> -> tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}
func.func @linalg_layout(%x: tensor<2x8x16xf32>, %w: tensor<16x8xf32>) -> tensor<16x8xf32> {
  %zero = arith.constant 0.0 : f32
  %flat = tensor.collapse_shape %x [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
  %empty = tensor.empty() : tensor<16x8xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%empty : tensor<16x8xf32>) -> tensor<16x8xf32>
  %y = linalg.matmul ins(%flat, %w : tensor<16x16xf32>, tensor<16x8xf32>) outs(%fill : tensor<16x8xf32>) -> tensor<16x8xf32>
  return %y : tensor<16x8xf32>
}

// A contraction pinned to bf16 (mpt.precision) keeps bf16 operands.
// RUN: mpt-opt %s --mpt-auto-mixed-precision="compute-type=fp8 fp8-keep-bf16=none" | FileCheck %s --check-prefix=PINNED
// PINNED-LABEL: func.func @pinned
// PINNED-NOT: mpt.quantize
// PINNED: mpt.matmul {{.*}} {mpt.precision = "bf16"} : tensor<4x16xbf16>, tensor<16x8xbf16> -> tensor<4x8xf32>
// PINNED-NOT: mpt.quantize
// PINNED: return
func.func @pinned(%x: tensor<4x16xf32>, %w: tensor<16x8xf32>) -> tensor<4x8xf32> {
  %y = mpt.matmul %x, %w {mpt.precision = "bf16"} : tensor<4x16xf32>, tensor<16x8xf32> -> tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}
