// compute-type=fp8 recipes (fp8-recipe), per-GEMM-role settings (fp8-gemm)
// and the layers kept in BF16 (fp8-keep-bf16). Block recipes quantize each
// operand of a contraction in blocks along the dimension it reduces, from
// the FP32 value behind it, and give the contraction the dequantized copy;
// every FP8 contraction records its recipe and role (mpt.fp8_gemm).
//
// MXFP8 (the default keeps the LM head in bf16): x in 1x32 blocks along K,
// w1 in 32x1 blocks (its K runs down the rows); the weight gradient
// quantizes x again from FP32 in 32x1 blocks (the transposed copy is not
// made from the quantized one) and the gradient in E5M2.
// RUN: mpt-opt %s --mpt-mixed-precision="compute-type=fp8 fp8-recipe=mxfp8" | FileCheck %s --check-prefix=MX
// Blockwise with power-of-two scales, nothing kept: weights in 128x128
// squares, one FP8 copy for the forward and the input gradient, each
// dequantizing it just before its product.
// RUN: mpt-opt %s --mpt-mixed-precision="compute-type=fp8 fp8-recipe=blockwise-pow2 fp8-keep-bf16=none" | FileCheck %s --check-prefix=POW2
// Per-role settings: weight gradients stay bf16, input gradients take
// tensorwise E4M3.
// RUN: mpt-opt %s --mpt-mixed-precision="compute-type=fp8 fp8-recipe=mxfp8 fp8-keep-bf16=none fp8-gemm=weight-gradient:bf16,input-gradient:tensorwise:e4m3" | FileCheck %s --check-prefix=ROLES
// Blockwise (FP32 scales): the contraction reads FP32 copies (q * scale is
// not exact in bf16); the router, whose scores decide indices, and the
// output layer stay bf16.
// RUN: mpt-opt %s --mpt-mixed-precision="compute-type=fp8 fp8-recipe=blockwise" | FileCheck %s --check-prefix=BLOCKWISE
// RUN: mpt-opt %s --mpt-mixed-precision="compute-type=fp8 fp8-recipe=blockwise fp8-keep-bf16=routing" | FileCheck %s --check-prefix=HEAD-FP8
// NVFP4: E2M1 operands, 1x16 blocks along K with E4M3 scales, weights in
// 16x16 squares; each product is multiplied by the two tensors' amaxes over
// 2688^2 (the FP32 part of the scales); gradients are E2M1 too.
// Gradients are rounded stochastically, each quantization its own stream
// under the step's seed: a counter the step advances (state, role "step").
// RUN: mpt-opt %s --mpt-mixed-precision="compute-type=fp8 fp8-recipe=nvfp4" | FileCheck %s --check-prefix=NV
// The weight gradient's operands (depth 128 tokens) go through the random
// Hadamard transform along the tokens, to bf16, before their amaxes and
// quantization; fp4-hadamard=false leaves them.
// RUN: mpt-opt %s --mpt-mixed-precision="compute-type=fp8 fp8-recipe=nvfp4 fp4-stochastic-rounding=false fp4-hadamard=false" | FileCheck %s --check-prefix=NEAREST
// fp4-weight-squares=false: the weight in 1x16 blocks along K (w1 [K, N]:
// 16x1 in its own layout), as activations.
// RUN: mpt-opt %s --mpt-mixed-precision="compute-type=fp8 fp8-recipe=nvfp4 fp4-weight-squares=false" | FileCheck %s --check-prefix=NV-1D
// NV-1D-LABEL: func.func @train_step
// NV-1D: mpt.quantize_blocks %arg0 {block = array<i64: 16, 1>, mpt.phase = "forward", scaling = "nvfp4"} : tensor<256x128xf32> -> tensor<256x128xf4E2M1FN>, tensor<16x128xf8E4M3FN>, tensor<f32>
// NV-1D-NOT: array<i64: 16, 16>
// MXFP4: E2M1 in 1x32 blocks with E8M0 scales, weights too; no FP32 part.
// RUN: mpt-opt %s --mpt-mixed-precision="compute-type=fp8 fp8-recipe=mxfp4" | FileCheck %s --check-prefix=MX4
// The Hadamard transform is NVFP4's only.
// RUN: mpt-opt %s --mpt-mixed-precision="compute-type=fp8 fp8-recipe=mxfp4" | FileCheck %s --check-prefix=NO-HADAMARD
// NO-HADAMARD-NOT: mpt.hadamard_transform
// RUN: mpt-opt %s --mpt-mixed-precision="compute-type=fp8 fp8-recipe=mxfp8" --remarks-filter=mpt-auto-mixed-precision --remark-format=emitRemark -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK

func.func @loss(%w1: tensor<256x128xf32>, %w2: tensor<128x128xf32>, %x: tensor<128x256xf32>, %y: tensor<128xi32>) -> tensor<f32> {
  %h = mpt.matmul %x, %w1 : tensor<128x256xf32>, tensor<256x128xf32> -> tensor<128x128xf32>
  %r = mpt.relu %h : tensor<128x128xf32>
  %l = mpt.matmul %r, %w2 : tensor<128x128xf32>, tensor<128x128xf32> -> tensor<128x128xf32>
  %loss = mpt.softmax_cross_entropy %l, %y : tensor<128x128xf32>, tensor<128xi32>
  return %loss : tensor<f32>
}

func.func @train_step(%w1: tensor<256x128xf32> {mpt.role = "param"}, %w2: tensor<128x128xf32> {mpt.role = "param"}, %x: tensor<128x256xf32> {mpt.role = "input"}, %y: tensor<128xi32> {mpt.role = "label"}, %lr: tensor<f32> {mpt.role = "hyper"}) -> (tensor<256x128xf32> {mpt.updates = 0 : i64}, tensor<128x128xf32> {mpt.updates = 1 : i64}, tensor<f32>) {
  %loss, %g1, %g2 = mpt.value_and_grad @loss(%w1, %w2, %x, %y) wrt [0, 1] : (tensor<256x128xf32>, tensor<128x128xf32>, tensor<128x256xf32>, tensor<128xi32>) -> (tensor<f32>, tensor<256x128xf32>, tensor<128x128xf32>)
  %n1 = mpt.sgd %w1, %g1, %lr : tensor<256x128xf32>, tensor<256x128xf32>
  %n2 = mpt.sgd %w2, %g2, %lr : tensor<128x128xf32>, tensor<128x128xf32>
  return %n1, %n2, %loss : tensor<256x128xf32>, tensor<128x128xf32>, tensor<f32>
}


// MX-LABEL: func.func @train_step
// MX-SAME: %[[W1:[a-z0-9]+]]: tensor<256x128xf32> {mpt.role = "param"}, %[[W2:[a-z0-9]+]]: tensor<128x128xf32> {mpt.role = "param"}, %[[X:[a-z0-9]+]]: tensor<128x256xf32> {mpt.role = "input"}
// The weight gradient's copy of x (32x1 blocks) is quantized from FP32 in
// the forward, so the step keeps it in FP8 until the backward dequantizes
// it.
// MX: %[[QXT:.*]], %[[SXT:.*]] = mpt.quantize_blocks %[[X]] {block = array<i64: 32, 1>, mpt.phase = "forward", scaling = "e8m0"} : tensor<128x256xf32> -> tensor<128x256xf8E4M3FN>, tensor<4x256xf8E8M0FNU>
// MX: %[[QX:.*]], %[[SX:.*]] = mpt.quantize_blocks %[[X]] {block = array<i64: 1, 32>, mpt.phase = "forward", scaling = "e8m0"} : tensor<128x256xf32> -> tensor<128x256xf8E4M3FN>, tensor<128x8xf8E8M0FNU>
// MX: %[[DX:.*]] = mpt.dequantize_blocks %[[QX]], %[[SX]] {block = array<i64: 1, 32>, mpt.phase = "forward"} : {{.*}} -> tensor<128x256xbf16>
// MX: %[[QW:.*]], %[[SW:.*]] = mpt.quantize_blocks %[[W1]] {block = array<i64: 32, 1>, mpt.phase = "forward", scaling = "e8m0"} : tensor<256x128xf32> -> tensor<256x128xf8E4M3FN>, tensor<8x128xf8E8M0FNU>
// MX: %[[DW:.*]] = mpt.dequantize_blocks %[[QW]], %[[SW]]
// MX: mpt.matmul %[[DX]], %[[DW]] {mpt.fp8_gemm = {recipe = "mxfp8", role = "forward"}, mpt.phase = "forward"} : tensor<128x256xbf16>, tensor<256x128xbf16> -> tensor<128x128xf32>
// The output layer's three products stay bf16.
// MX: mpt.matmul %{{.*}}, %{{.*}} {mpt.phase = "forward"} : tensor<128x128xbf16>, tensor<128x128xbf16>
// MX: mpt.matmul %{{.*}}, %{{.*}} transpose_rhs {mpt.phase = "backward"} : tensor<128x128xbf16>, tensor<128x128xbf16>
// MX: mpt.matmul %{{.*}}, %{{.*}} transpose_lhs {mpt.phase = "backward"} : tensor<128x128xbf16>, tensor<128x128xbf16>
// MX: %[[DXT:.*]] = mpt.dequantize_blocks %[[QXT]], %[[SXT]] {block = array<i64: 32, 1>, mpt.phase = "backward"} : {{.*}} -> tensor<128x256xbf16>
// MX: mpt.quantize_blocks %{{.*}} {block = array<i64: 32, 1>, mpt.phase = "backward", scaling = "e8m0"} : tensor<128x128xbf16> -> tensor<128x128xf8E5M2>, tensor<4x128xf8E8M0FNU>
// MX: mpt.matmul %[[DXT]], %{{.*}} transpose_lhs {mpt.fp8_gemm = {recipe = "mxfp8", role = "weight_gradient"}, mpt.phase = "backward"} : tensor<128x256xbf16>, tensor<128x128xbf16> -> tensor<256x128xf32>
// MX-NOT: mpt.quantize_blocks %[[QX]]
// MX-NOT: mpt.fp8_gemm
// MX: return

// POW2-LABEL: func.func @train_step
// POW2: %[[Q2:.*]], %[[S2:.*]] = mpt.quantize_blocks %arg1 {block = array<i64: 128, 128>, mpt.phase = "forward", scaling = "pow2"} : tensor<128x128xf32> -> tensor<128x128xf8E4M3FN>, tensor<1x1xf32>
// POW2: %[[D2:.*]] = mpt.dequantize_blocks %[[Q2]], %[[S2]]
// POW2: mpt.matmul %{{.*}}, %[[D2]] {mpt.fp8_gemm = {recipe = "blockwise-pow2", role = "forward"}, mpt.phase = "forward"}
// POW2: mpt.quantize_blocks %{{.*}} {block = array<i64: 1, 128>, mpt.phase = "backward", scaling = "pow2"} : tensor<128x128xf32> -> tensor<128x128xf8E5M2>, tensor<128x1xf32>
// The input gradient dequantizes the forward's FP8 copy of the weight again.
// POW2: %[[D2B:.*]] = mpt.dequantize_blocks %[[Q2]], %[[S2]] {block = array<i64: 128, 128>, mpt.phase = "backward"}
// POW2: mpt.matmul %{{.*}}, %[[D2B]] transpose_rhs {mpt.fp8_gemm = {recipe = "blockwise-pow2", role = "input_gradient"}, mpt.phase = "backward"}
// POW2: mpt.matmul {{.*}} transpose_lhs {mpt.fp8_gemm = {recipe = "blockwise-pow2", role = "weight_gradient"}
// POW2: mpt.matmul {{.*}} transpose_lhs {mpt.fp8_gemm = {recipe = "blockwise-pow2", role = "weight_gradient"}
// POW2-NOT: mpt.matmul %{{.*}} : {{.*}}bf16

// ROLES-LABEL: func.func @train_step
// ROLES: mpt.matmul {{.*}} {mpt.fp8_gemm = {recipe = "mxfp8", role = "forward"}
// ROLES: mpt.matmul {{.*}} {mpt.fp8_gemm = {recipe = "mxfp8", role = "forward"}
// ROLES: mpt.matmul {{.*}} transpose_rhs {mpt.fp8_gemm = {recipe = "tensorwise", role = "input_gradient"}, mpt.phase = "backward"} : tensor<128x128xf8E4M3FN>, tensor<128x128xf8E4M3FN> -> tensor<128x128xf32>
// ROLES: mpt.matmul {{.*}} transpose_lhs {mpt.phase = "backward"} : tensor<128x128xbf16>, tensor<128x128xbf16>
// ROLES: mpt.matmul {{.*}} transpose_lhs {mpt.phase = "backward"} : tensor<128x256xbf16>, tensor<128x128xbf16>
// ROLES-NOT: weight_gradient

// REMARK: Function=train_step | Remark="2 contractions in FP8 (1 forward, 0 input-gradient, 1 weight-gradient; mxfp8), 4 tensors quantized (0 with scaling state); 3 kept in bf16 (3 by fp8-gemm or fp8-keep-bf16) ('mpt.matmul' stays in bf16: it belongs to the LM head (fp8-keep-bf16))"
// REMARK: Function=route | Remark="1 contractions in FP8 (1 forward, 0 input-gradient, 0 weight-gradient; mxfp8), 2 tensors quantized (0 with scaling state); 2 kept in bf16 (2 by fp8-gemm or fp8-keep-bf16) ('linalg.matmul' stays in bf16: it belongs to routing (fp8-keep-bf16))"

// BLOCKWISE-LABEL: func.func @route
// BLOCKWISE: linalg.matmul ins(%{{.*}}, %{{.*}} : tensor<64x128xbf16>, tensor<128x8xbf16>)
// BLOCKWISE: mpt.quantize_blocks %arg0 {block = array<i64: 1, 128>, scaling = "f32"} : tensor<64x128xf32> -> tensor<64x128xf8E4M3FN>, tensor<64x1xf32>
// BLOCKWISE: mpt.dequantize_blocks {{.*}} -> tensor<64x128xf32>
// BLOCKWISE: mpt.quantize_blocks %arg2 {block = array<i64: 128, 1>, scaling = "f32"} : tensor<128x64xf32> -> tensor<128x64xf8E4M3FN>, tensor<1x64xf32>
// BLOCKWISE: linalg.matmul {mpt.fp8_gemm = {recipe = "blockwise", role = "forward"}} ins(%{{.*}}, %{{.*}} : tensor<64x128xf32>, tensor<128x64xf32>) outs(%{{.*}} : tensor<64x64xf32>)
// BLOCKWISE: linalg.matmul ins(%{{.*}}, %{{.*}} : tensor<64x64xbf16>, tensor<64x64xbf16>)
// HEAD-FP8-LABEL: func.func @route
// HEAD-FP8: linalg.matmul ins(%{{.*}}, %{{.*}} : tensor<64x128xbf16>, tensor<128x8xbf16>)
// HEAD-FP8: linalg.matmul {mpt.fp8_gemm = {recipe = "blockwise", role = "forward"}} ins(%{{.*}}, %{{.*}} : tensor<64x128xf32>, tensor<128x64xf32>)
// HEAD-FP8: linalg.matmul {mpt.fp8_gemm = {recipe = "blockwise", role = "forward"}} ins(%{{.*}}, %{{.*}} : tensor<64x64xf32>, tensor<64x64xf32>)
// A router: its scores decide indices (an argmax), so it stays in bf16.
func.func @route(%x: tensor<64x128xf32>, %w: tensor<128x8xf32>, %e: tensor<128x64xf32>) -> (tensor<64xi64>, tensor<64x64xf32>) {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<64x8xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%empty : tensor<64x8xf32>) -> tensor<64x8xf32>
  %scores = linalg.matmul ins(%x, %w : tensor<64x128xf32>, tensor<128x8xf32>) outs(%fill : tensor<64x8xf32>) -> tensor<64x8xf32>
  %c0 = arith.constant 0 : i64
  %ninf = arith.constant 0xFF800000 : f32
  %ie = tensor.empty() : tensor<64xi64>
  %me = tensor.empty() : tensor<64xf32>
  %i0 = linalg.fill ins(%c0 : i64) outs(%ie : tensor<64xi64>) -> tensor<64xi64>
  %m0 = linalg.fill ins(%ninf : f32) outs(%me : tensor<64xf32>) -> tensor<64xf32>
  %best:2 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]} ins(%scores : tensor<64x8xf32>) outs(%m0, %i0 : tensor<64xf32>, tensor<64xi64>) {
  ^bb0(%s: f32, %m: f32, %i: i64):
    %j = linalg.index 1 : index
    %ji = arith.index_cast %j : index to i64
    %gt = arith.cmpf ogt, %s, %m : f32
    %nm = arith.select %gt, %s, %m : f32
    %ni = arith.select %gt, %ji, %i : i64
    linalg.yield %nm, %ni : f32, i64
  } -> (tensor<64xf32>, tensor<64xi64>)
  %ee = tensor.empty() : tensor<64x64xf32>
  %efill = linalg.fill ins(%zero : f32) outs(%ee : tensor<64x64xf32>) -> tensor<64x64xf32>
  %expert = linalg.matmul ins(%x, %e : tensor<64x128xf32>, tensor<128x64xf32>) outs(%efill : tensor<64x64xf32>) -> tensor<64x64xf32>
  %act = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%expert : tensor<64x64xf32>) outs(%ee : tensor<64x64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = math.tanh %a : f32
    linalg.yield %t : f32
  } -> tensor<64x64xf32>
  %oe = tensor.empty() : tensor<64x64xf32>
  %ofill = linalg.fill ins(%zero : f32) outs(%oe : tensor<64x64xf32>) -> tensor<64x64xf32>
  %w2 = arith.constant dense<1.0> : tensor<64x64xf32>
  %out = linalg.matmul ins(%act, %w2 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%ofill : tensor<64x64xf32>) -> tensor<64x64xf32>
  return %best#1, %out : tensor<64xi64>, tensor<64x64xf32>
}

// The loss reaches the step's results through the skipped-step scf.if:
// still the LM head.
// BLOCKWISE-LABEL: func.func @head_through_if
// BLOCKWISE: linalg.matmul ins(%{{.*}}, %{{.*}} : tensor<64x128xbf16>, tensor<128x64xbf16>)
// HEAD-FP8-LABEL: func.func @head_through_if
// HEAD-FP8: linalg.matmul {mpt.fp8_gemm = {recipe = "blockwise", role = "forward"}}
func.func @head_through_if(%x: tensor<64x128xf32>, %w: tensor<128x64xf32>, %c: i1) -> tensor<64x64xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x64xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
  %y = linalg.matmul ins(%x, %w : tensor<64x128xf32>, tensor<128x64xf32>) outs(%fill : tensor<64x64xf32>) -> tensor<64x64xf32>
  %r = scf.if %c -> tensor<64x64xf32> {
    scf.yield %y : tensor<64x64xf32>
  } else {
    scf.yield %fill : tensor<64x64xf32>
  }
  return %r : tensor<64x64xf32>
}

// Attention scores whose softmax takes a max that also returns its argmax
// (torch-mlir's softmax), read only by the backward: not routing. (P V
// reaches the results through a tanh only: the output layer.)
// BLOCKWISE-LABEL: func.func @softmax_argmax
// BLOCKWISE: linalg.matmul {mpt.fp8_gemm = {recipe = "blockwise", role = "forward"}, mpt.phase = "forward"}
// BLOCKWISE: linalg.matmul {mpt.phase = "forward"} ins(%{{.*}}, %{{.*}} : tensor<64x64xbf16>, tensor<64x64xbf16>)
func.func @softmax_argmax(%q: tensor<64x128xf32>, %k: tensor<128x64xf32>, %v: tensor<64x64xf32>) -> (tensor<64x64xf32>, tensor<64xi64>) {
  %zero = arith.constant 0.0 : f32
  %c0 = arith.constant 0 : i64
  %ninf = arith.constant 0xFF800000 : f32
  %e = tensor.empty() : tensor<64x64xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
  %s = linalg.matmul {mpt.phase = "forward"} ins(%q, %k : tensor<64x128xf32>, tensor<128x64xf32>) outs(%fill : tensor<64x64xf32>) -> tensor<64x64xf32>
  %ie = tensor.empty() : tensor<64xi64>
  %me = tensor.empty() : tensor<64xf32>
  %i0 = linalg.fill ins(%c0 : i64) outs(%ie : tensor<64xi64>) -> tensor<64xi64>
  %m0 = linalg.fill ins(%ninf : f32) outs(%me : tensor<64xf32>) -> tensor<64xf32>
  %best:2 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]} ins(%s : tensor<64x64xf32>) outs(%m0, %i0 : tensor<64xf32>, tensor<64xi64>) attrs = {mpt.phase = "forward"} {
  ^bb0(%a: f32, %m: f32, %i: i64):
    %j = linalg.index 1 : index
    %ji = arith.index_cast %j : index to i64
    %gt = arith.cmpf ogt, %a, %m : f32
    %nm = arith.select %gt, %a, %m : f32
    %ni = arith.select %gt, %ji, %i : i64
    linalg.yield %nm, %ni : f32, i64
  } -> (tensor<64xf32>, tensor<64xi64>)
  %p = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%s, %best#0 : tensor<64x64xf32>, tensor<64xf32>) outs(%e : tensor<64x64xf32>) attrs = {mpt.phase = "forward"} {
  ^bb0(%a: f32, %m: f32, %o: f32):
    %d = arith.subf %a, %m : f32
    %x = math.exp %d : f32
    linalg.yield %x : f32
  } -> tensor<64x64xf32>
  %o = linalg.matmul {mpt.phase = "forward"} ins(%p, %v : tensor<64x64xf32>, tensor<64x64xf32>) outs(%fill : tensor<64x64xf32>) -> tensor<64x64xf32>
  %g = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} ins(%best#1 : tensor<64xi64>) outs(%ie : tensor<64xi64>) attrs = {mpt.phase = "backward"} {
  ^bb0(%a: i64, %b: i64):
    linalg.yield %a : i64
  } -> tensor<64xi64>
  %out = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%o : tensor<64x64xf32>) outs(%e : tensor<64x64xf32>) attrs = {mpt.phase = "forward"} {
  ^bb0(%a: f32, %b: f32):
    %t = math.tanh %a : f32
    linalg.yield %t : f32
  } -> tensor<64x64xf32>
  return %out, %g : tensor<64x64xf32>, tensor<64xi64>
}

// NV-LABEL: func.func @train_step
// NV-SAME: %[[W1:[a-z0-9]+]]: tensor<256x128xf32> {mpt.role = "param"}, %[[W2:[a-z0-9]+]]: tensor<128x128xf32> {mpt.role = "param"}, %[[X:[a-z0-9]+]]: tensor<128x256xf32> {mpt.role = "input"}
// NV-SAME: %[[SEED:[a-z0-9]+]]: tensor<i64> {mpt.init = dense<0> : tensor<i64>, mpt.role = "step"}
// 1 / 2688^2, rounded to FP32.
// NV: %[[INV:.*]] = arith.constant {mpt.phase = "forward"} dense<1.38401717E-7> : tensor<f32>
// NV: %[[XH:.*]] = mpt.hadamard_transform %[[X]] {dim = 0 : i64, mpt.phase = "forward", signs = array<i64: 1, 1, 1, -1, 1, -1, -1, -1, -1, -1, -1, 1, -1, 1, -1, -1>} : tensor<128x256xf32> -> tensor<128x256xbf16>
// NV: %[[QXT:.*]], %[[SXT:.*]], %[[AXT:.*]] = mpt.quantize_blocks %[[XH]] {block = array<i64: 16, 1>, mpt.phase = "forward", scaling = "nvfp4"} : tensor<128x256xbf16> -> tensor<128x256xf4E2M1FN>, tensor<8x256xf8E4M3FN>, tensor<f32>
// NV: %[[QX:.*]], %[[SX:.*]], %[[AX:.*]] = mpt.quantize_blocks %[[X]] {block = array<i64: 1, 16>, mpt.phase = "forward", scaling = "nvfp4"} : tensor<128x256xf32> -> tensor<128x256xf4E2M1FN>, tensor<128x16xf8E4M3FN>, tensor<f32>
// NV: %[[DX:.*]] = mpt.dequantize_blocks %[[QX]], %[[SX]] {block = array<i64: 1, 16>, mpt.phase = "forward"} : tensor<128x256xf4E2M1FN>, tensor<128x16xf8E4M3FN> -> tensor<128x256xbf16>
// NV: %[[QW:.*]], %[[SW:.*]], %[[AW:.*]] = mpt.quantize_blocks %[[W1]] {block = array<i64: 16, 16>, mpt.phase = "forward", scaling = "nvfp4"} : tensor<256x128xf32> -> tensor<256x128xf4E2M1FN>, tensor<16x8xf8E4M3FN>, tensor<f32>
// NV: %[[DW:.*]] = mpt.dequantize_blocks %[[QW]], %[[SW]] {block = array<i64: 16, 16>, mpt.phase = "forward"}
// NV: %[[Y:.*]] = mpt.matmul %[[DX]], %[[DW]] {mpt.fp8_gemm = {recipe = "nvfp4", role = "forward"}, mpt.phase = "forward"} : tensor<128x256xbf16>, tensor<256x128xbf16> -> tensor<128x128xf32>
// NV: %[[AA:.*]] = mpt.mul %[[AX]], %[[AW]] {mpt.phase = "forward"} : tensor<f32>
// NV: %[[ALPHA:.*]] = mpt.mul %[[AA]], %[[INV]] {mpt.phase = "forward"} : tensor<f32>
// NV: %[[SPREAD:.*]] = mpt.broadcast %[[ALPHA]] dims = [0, 1]
// NV: mpt.mul %[[Y]], %[[SPREAD]] {mpt.phase = "forward"} : tensor<128x128xf32>
// The weight gradient: x's 16x1 copy from the forward, the gradient's own.
// NV: %[[DXT:.*]] = mpt.dequantize_blocks %[[QXT]], %[[SXT]] {block = array<i64: 16, 1>, mpt.phase = "backward"}
// NV: %[[GH:.*]] = mpt.hadamard_transform %{{.*}} {dim = 0 : i64, mpt.phase = "backward", signs = array<i64: 1, 1, 1, -1, 1, -1, -1, -1, -1, -1, -1, 1, -1, 1, -1, -1>} : tensor<128x128xbf16> -> tensor<128x128xbf16>
// NV: %[[QG:.*]], %[[SG:.*]], %[[AG:.*]] = mpt.quantize_blocks %[[GH]] seed(%[[SEED]] : tensor<i64>) {block = array<i64: 16, 1>, mpt.phase = "backward", rounding = "stochastic", scaling = "nvfp4"} : tensor<128x128xbf16> -> tensor<128x128xf4E2M1FN>, tensor<8x128xf8E4M3FN>, tensor<f32>
// NV: %[[WG:.*]] = mpt.matmul %[[DXT]], %{{.*}} transpose_lhs {mpt.fp8_gemm = {recipe = "nvfp4", role = "weight_gradient"}, mpt.phase = "backward"}
// NV: mpt.mul %[[AXT]], %[[AG]] {mpt.phase = "backward"} : tensor<f32>
// NV-NOT: mpt.quantize %
// NV-NOT: mpt.update_fp8_scale
// NV-NOT: f8E5M2
// NV: %[[NEXT:.*]] = arith.addi %[[SEED]], %{{.*}} : tensor<i64>
// NV: arith.select %{{.*}}, %[[NEXT]], %[[SEED]] : tensor<i64>
// NV: return

// NEAREST-LABEL: func.func @train_step
// NEAREST-NOT: mpt.role = "step"
// NEAREST: mpt.quantize_blocks %{{.*}} {block = array<i64: 16, 1>, mpt.phase = "backward", scaling = "nvfp4"} : tensor<128x128xbf16>
// NEAREST-NOT: stochastic
// NEAREST-NOT: hadamard
// NEAREST: return

// MX4-LABEL: func.func @train_step
// MX4: mpt.quantize_blocks %{{.*}} {block = array<i64: 32, 1>, mpt.phase = "forward", scaling = "e8m0"} : tensor<128x256xf32> -> tensor<128x256xf4E2M1FN>, tensor<4x256xf8E8M0FNU>
// MX4: mpt.quantize_blocks %{{.*}} {block = array<i64: 1, 32>, mpt.phase = "forward", scaling = "e8m0"} : tensor<128x256xf32> -> tensor<128x256xf4E2M1FN>, tensor<128x8xf8E8M0FNU>
// MX4: mpt.quantize_blocks %{{.*}} {block = array<i64: 32, 1>, mpt.phase = "forward", scaling = "e8m0"} : tensor<256x128xf32> -> tensor<256x128xf4E2M1FN>, tensor<8x128xf8E8M0FNU>
// MX4: mpt.matmul {{.*}} {mpt.fp8_gemm = {recipe = "mxfp4", role = "forward"}, mpt.phase = "forward"} : tensor<128x256xbf16>, tensor<256x128xbf16> -> tensor<128x128xf32>
// MX4-NOT: mpt.broadcast %{{.*}} dims = [0, 1] {mpt.phase = "forward"} : tensor<f32> -> tensor<128x128xf32>
// MX4: mpt.quantize_blocks %{{.*}} seed(%{{.*}} : tensor<i64>) {block = array<i64: 32, 1>, mpt.phase = "backward", rounding = "stochastic", scaling = "e8m0"} : tensor<128x128xbf16> -> tensor<128x128xf4E2M1FN>, tensor<4x128xf8E8M0FNU>
// MX4: mpt.matmul {{.*}} transpose_lhs {mpt.fp8_gemm = {recipe = "mxfp4", role = "weight_gradient"}
// MX4-NOT: f8E4M3FN
// MX4-NOT: "nvfp4"
// MX4: return
