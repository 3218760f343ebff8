// mpt-check-narrowing-ranges: the static value-range analysis's bounds on
// each narrowing's operand (remarks=true), and warnings where a narrowing
// certainly overflows. The IR is left as it is.
// RUN: mpt-opt %s -split-input-file --mpt-check-narrowing-ranges=remarks=true -verify-diagnostics
// RUN: mpt-opt %s -split-input-file --mpt-check-narrowing-ranges 2>%t.err | FileCheck %s --check-prefix=IR
// RUN: FileCheck %s --check-prefix=WARN < %t.err
// Without remarks only the warnings; the casts stay.
// WARN-NOT: : remark:
// WARN: warning: narrowing to 'f16' makes an infinity of every value
// WARN-NOT: : remark:
// IR-LABEL: func.func @fill_beyond
// IR: mpt.cast %{{.*}} : tensor<4xf32> to tensor<4xf16>
// IR-LABEL: func.func @masks
// IR-COUNT-2: mpt.cast
// IR-NEXT: arith.truncf
// IR: linalg.generic
// IR: mpt.cast
// IR: mpt.cast

// Bounded functions of unbounded values: sigmoid in [0, 1], tanh in
// [-1, 1], an erf-based clamp; each rounded outward by a few f32 ulps.
func.func @bounded_activations(%x: tensor<8xf32>) -> (tensor<8xf16>, tensor<8xf16>, tensor<8xbf16>) {
  %s = mpt.sigmoid %x : tensor<8xf32>
  // expected-remark @+1 {{narrowing to 'f16': its operand is statically in [0, 1] or NaN: it cannot overflow}}
  %sh = mpt.cast %s : tensor<8xf32> to tensor<8xf16>
  %t = mpt.tanh %x : tensor<8xf32>
  // expected-remark @+1 {{narrowing to 'f16': its operand is statically in [-1, 1] or NaN: it cannot overflow}}
  %th = mpt.cast %t : tensor<8xf32> to tensor<8xf16>
  // An unbounded value.
  %e = mpt.exp %x : tensor<8xf32>
  // expected-remark @+1 {{narrowing to 'bf16': its operand is not bounded statically ([0, inf] or NaN)}}
  %eh = mpt.cast %e : tensor<8xf32> to tensor<8xbf16>
  return %sh, %th, %eh : tensor<8xf16>, tensor<8xf16>, tensor<8xbf16>
}

// -----

// Probabilities, and a contraction: sums of 64 products of values in
// [0, 1] and [-2, 2] lie in [-128, 128], plus the rounding of 64 partial
// sums and the operands' outward rounding.
func.func @contraction(%x: tensor<4x64xf32>, %w: tensor<64x8xf32>) -> (tensor<4x8xf16>, tensor<4x64xf8E4M3FN>) {
  %p = mpt.softmax %x dim = 1 : tensor<4x64xf32>
  %c = arith.constant dense<2.0> : tensor<64x8xf32>
  %c4 = arith.constant dense<4.0> : tensor<64x8xf32>
  %n = mpt.neg %c : tensor<64x8xf32>
  %s = mpt.sigmoid %w : tensor<64x8xf32>
  %ws = mpt.mul %s, %c4 : tensor<64x8xf32>
  %wm = mpt.add %ws, %n : tensor<64x8xf32>
  %y = mpt.matmul %p, %wm : tensor<4x64xf32>, tensor<64x8xf32> -> tensor<4x8xf32>
  // expected-remark @+1 {{narrowing to 'f16': its operand is statically in [-128.001, 128.002] or NaN: it cannot overflow}}
  %yh = mpt.cast %y : tensor<4x8xf32> to tensor<4x8xf16>
  // expected-remark @+1 {{narrowing to 'f8E4M3FN': its operand is statically in [0, 1] or NaN: it cannot overflow}}
  %pq = arith.truncf %p : tensor<4x64xf32> to tensor<4x64xf8E4M3FN>
  return %yh, %pq : tensor<4x8xf16>, tensor<4x64xf8E4M3FN>
}

// -----

// A linalg payload is evaluated on its operands' ranges: a sum over 1000
// elements of a sigmoid (in closed form), a maximum (iterated until it
// settles), a mask from an i1 selected against a constant.
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#vec = affine_map<(d0) -> (d0)>
func.func @payloads(%x: tensor<2x1000xf32>, %m: tensor<2x1000xi1>) -> (tensor<2xf16>, tensor<2xf16>, tensor<2x1000xf16>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<2xf32>) -> tensor<2xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<2x1000xf32>) outs(%init : tensor<2xf32>) {
  ^bb0(%v: f32, %acc: f32):
    %n = arith.negf %v : f32
    %ex = math.exp %n : f32
    %one = arith.constant 1.0 : f32
    %d = arith.addf %one, %ex : f32
    %sig = arith.divf %one, %d : f32
    %r = arith.addf %acc, %sig : f32
    linalg.yield %r : f32
  } -> tensor<2xf32>
  %sh = tensor.empty() : tensor<2xf16>
  // expected-remark @+1 {{narrowing to 'f16': its operand is statically in [0, 1000.12] or NaN: it cannot overflow}}
  %sumh = linalg.generic {indexing_maps = [#vec, #vec], iterator_types = ["parallel"]} ins(%sum : tensor<2xf32>) outs(%sh : tensor<2xf16>) {
  ^bb0(%v: f32, %o: f16):
    %t = arith.truncf %v : f32 to f16
    linalg.yield %t : f16
  } -> tensor<2xf16>
  %lowest = arith.constant -1.0e+03 : f32
  %init2 = linalg.fill ins(%lowest : f32) outs(%e : tensor<2xf32>) -> tensor<2xf32>
  %max = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<2x1000xf32>) outs(%init2 : tensor<2xf32>) {
  ^bb0(%v: f32, %acc: f32):
    %t = math.tanh %v : f32
    %r = arith.maximumf %acc, %t : f32
    linalg.yield %r : f32
  } -> tensor<2xf32>
  // expected-remark @+1 {{narrowing to 'f16': its operand is statically in [-1000, 1] or NaN: it cannot overflow}}
  %maxh = mpt.cast %max : tensor<2xf32> to tensor<2xf16>
  %big = arith.constant -6.0e+04 : f32
  %e2 = tensor.empty() : tensor<2x1000xf32>
  %masked = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%m, %x : tensor<2x1000xi1>, tensor<2x1000xf32>) outs(%e2 : tensor<2x1000xf32>) {
  ^bb0(%b: i1, %v: f32, %o: f32):
    %f = arith.uitofp %b : i1 to f32
    %s = arith.select %b, %big, %f : f32
    linalg.yield %s : f32
  } -> tensor<2x1000xf32>
  // expected-remark @+1 {{narrowing to 'f16': its operand is statically in [-60000, 1]: it cannot overflow}}
  %maskedh = arith.truncf %masked : tensor<2x1000xf32> to tensor<2x1000xf16>
  return %sumh, %maxh, %maskedh : tensor<2xf16>, tensor<2xf16>, tensor<2x1000xf16>
}

// -----

// A loop that doubles its value: the bound keeps moving and is widened to
// infinity; one that keeps it in [0, 1] stays bounded.
func.func @loops(%x: tensor<4xf32>) -> (tensor<4xf16>, tensor<4xf16>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c100 = arith.constant 100 : index
  %start = mpt.sigmoid %x : tensor<4xf32>
  %grown = scf.for %i = %c0 to %c100 step %c1 iter_args(%v = %start) -> tensor<4xf32> {
    %d = mpt.add %v, %v : tensor<4xf32>
    scf.yield %d : tensor<4xf32>
  }
  // expected-remark @+1 {{narrowing to 'f16': its operand is not bounded statically ([0, inf] or NaN)}}
  %gh = mpt.cast %grown : tensor<4xf32> to tensor<4xf16>
  %kept = scf.for %i = %c0 to %c100 step %c1 iter_args(%v = %start) -> tensor<4xf32> {
    %s = mpt.sigmoid %v : tensor<4xf32>
    scf.yield %s : tensor<4xf32>
  }
  // expected-remark @+1 {{narrowing to 'f16': its operand is statically in [0, 1] or NaN: it cannot overflow}}
  %kh = mpt.cast %kept : tensor<4xf32> to tensor<4xf16>
  return %gh, %kh : tensor<4xf16>, tensor<4xf16>
}

// -----

// Certain overflows: every value beyond the format, and a constant that
// holds float32's lowest value (an attention mask) cast to f16, bf16 (it
// rounds up beyond bf16's largest) and f8E4M3FN (NaN: no infinities); a
// possible one, where an additive mask selects that value.
func.func @fill_beyond(%x: tensor<4xf32>) -> tensor<4xf16> {
  %v = arith.constant 1.0e+05 : f32
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%v : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  // expected-warning @+1 {{narrowing to 'f16' makes an infinity of every value: its operand is statically in [100000, 100000], beyond f16's largest finite value 65504}}
  %h = mpt.cast %f : tensor<4xf32> to tensor<4xf16>
  return %h : tensor<4xf16>
}

// -----

func.func @masks(%m: tensor<2xi1>) -> (tensor<2xf16>, tensor<2xbf16>, tensor<2xf8E4M3FN>, tensor<2xf16>, tensor<2xbf16>) {
  %mask = arith.constant dense<[0.0, -3.40282347e+38]> : tensor<2xf32>
  // expected-warning @+1 {{narrowing to 'f16' makes an infinity of a finite value: its operand is a constant that holds -3.40282e+38, beyond f16's largest finite value 65504}}
  %h = mpt.cast %mask : tensor<2xf32> to tensor<2xf16>
  // expected-warning @+1 {{narrowing to 'bf16' makes an infinity of a finite value: its operand is a constant that holds -3.40282e+38, beyond bf16's largest finite value 3.38953e+38}}
  %b = mpt.cast %mask : tensor<2xf32> to tensor<2xbf16>
  // expected-warning @+1 {{narrowing to 'f8E4M3FN' makes a NaN of a finite value: its operand is a constant that holds -3.40282e+38, beyond f8E4M3FN's largest finite value 448}}
  %q = arith.truncf %mask : tensor<2xf32> to tensor<2xf8E4M3FN>
  // An additive mask built from a padding mask (torch.where(mask, 0,
  // finfo.min)): the bound names the mask value.
  %e = tensor.empty() : tensor<2xf32>
  %additive = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%m : tensor<2xi1>) outs(%e : tensor<2xf32>) {
  ^bb0(%bit: i1, %o: f32):
    %lowest = arith.constant -3.40282347e+38 : f32
    %zero = arith.constant 0.0 : f32
    %s = arith.select %bit, %zero, %lowest : f32
    linalg.yield %s : f32
  } -> tensor<2xf32>
  // expected-warning @+1 {{narrowing to 'f16' may make an infinity of a finite value: its operand may hold -3.40282e+38 (statically in [-3.40282e+38, 0]), beyond f16's largest finite value 65504}}
  %sh = mpt.cast %additive : tensor<2xf32> to tensor<2xf16>
  // bf16's own lowest value fits.
  %fits = arith.constant dense<[0.0, -3.38953139e+38]> : tensor<2xf32>
  // expected-remark @+1 {{narrowing to 'bf16': its operand is statically in [-3.38953e+38, 0]: it cannot overflow}}
  %fb = mpt.cast %fits : tensor<2xf32> to tensor<2xbf16>
  return %h, %b, %q, %sh, %fb : tensor<2xf16>, tensor<2xbf16>, tensor<2xf8E4M3FN>, tensor<2xf16>, tensor<2xbf16>
}
