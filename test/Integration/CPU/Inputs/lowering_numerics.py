#!/usr/bin/env python3
"""Runs every mpt op, lowered by mpt-lower-to-llvm, on the CPU under
mlir-runner and compares its results with numpy references computed in
float64 from the same inputs.

  lowering_numerics.py --mpt-opt BIN --llvm-tools DIR --llvm-lib DIR

Prints one line per case (`ok` or `MISMATCH` with the worst error) and
`PASS`/`FAIL`. Tolerance: |got - want| <= 1e-5 * |want| + 1e-6, plus the
6 significant digits printMemrefF32 prints; f16/bf16 results are compared
with the reference rounded the same way (round to nearest even).
"""

import math
import os
import re
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(__file__))
from mlir_cpu import literal, mlir_type, parse_tool_arguments, run_on_cpu, worst_of  # noqa: E402
from numpy_reference import gelu, log_softmax, softmax  # noqa: E402

RNG = np.random.default_rng(1234)


def bf16_round(x):
    """Round float32 values to bfloat16 (nearest even), returned as float64."""
    bits = np.asarray(x, dtype=np.float32).view(np.uint32).astype(np.uint64)
    rounded = (bits + 0x7FFF + ((bits >> 16) & 1)) & 0xFFFF0000
    return rounded.astype(np.uint32).view(np.float32).astype(np.float64)


def fp8_round(x, mantissa_bits, min_exponent, largest, has_inf):
    """float64 values rounded to an FP8 format as mpt.quantize does: nearest
    even (subnormals included), finite overflow saturating to `largest`,
    NaN kept, inf kept where the format has it (else NaN). Plain numpy,
    independent of mpt's integer expansion and of ml_dtypes."""
    x = np.asarray(x, dtype=np.float64)
    magnitude = np.abs(np.where(np.isfinite(x), x, 0.0))
    with np.errstate(divide="ignore"):
        exponent = np.maximum(np.floor(np.log2(np.where(magnitude > 0, magnitude, 1.0))),
                              min_exponent)
    quantum = 2.0 ** (exponent - mantissa_bits)
    rounded = np.minimum(np.round(magnitude / quantum) * quantum, largest)
    out = np.copysign(rounded, x)
    out = np.where(np.isinf(x), x if has_inf else np.nan, out)
    return np.where(np.isnan(x), np.nan, out)


FP8 = {"f8E4M3FN": (3, -6, 448.0, False), "f8E5M2": (2, -14, 57344.0, True)}


class Case:
    def __init__(self, name, inputs, body, results, reference):
        """inputs: [(dtype, ndarray)]; body: the op text over %a0, %a1, ...;
        results: [(dtype, shape)]; reference(*float64 inputs) -> [ndarray]."""
        self.name, self.inputs, self.body = name, inputs, body
        self.results, self.reference = results, reference


def rand(*shape, low=-1.0, high=1.0):
    return RNG.uniform(low, high, size=shape).astype(np.float32)


def f16(a):
    return np.asarray(a, dtype=np.float16).astype(np.float32)


def cases():
    out = []
    a, b = rand(4, 6), rand(6, 5)
    out.append(Case("matmul", [("f32", a), ("f32", b)],
                    "mpt.matmul %a0, %a1 : {t0}, {t1} -> {r0}", [("f32", (4, 5))],
                    lambda x, y: [x @ y]))
    at, bt = rand(6, 4), rand(5, 6)
    for tl, tr, x, y in [(True, False, at, b), (False, True, a, bt), (True, True, at, bt)]:
        flags = (" transpose_lhs" if tl else "") + (" transpose_rhs" if tr else "")
        out.append(Case(f"matmul{flags.replace(' ', '_')}", [("f32", x), ("f32", y)],
                        "mpt.matmul %a0, %a1" + flags + " : {t0}, {t1} -> {r0}",
                        [("f32", (4, 5))],
                        lambda p, q, tl=tl, tr=tr: [(p.T if tl else p) @ (q.T if tr else q)]))
    x3, y3 = rand(3, 4, 6), rand(3, 5, 6)
    out.append(Case("batch_matmul_transpose_rhs", [("f32", x3), ("f32", y3)],
                    "mpt.matmul %a0, %a1 transpose_rhs : {t0}, {t1} -> {r0}",
                    [("f32", (3, 4, 5))], lambda p, q: [p @ np.swapaxes(q, 1, 2)]))
    x4, y4 = rand(2, 2, 3, 4), rand(2, 2, 4, 3)
    out.append(Case("rank4_matmul", [("f32", x4), ("f32", y4)],
                    "mpt.matmul %a0, %a1 : {t0}, {t1} -> {r0}", [("f32", (2, 2, 3, 3))],
                    lambda p, q: [p @ q]))
    # Sizes no kernel tile divides (37 rows, 50 and 71 columns: 32 + 5,
    # 32 + 18, 64 + 7): the kernels split them into a tiled part and a rest.
    xo, yo = rand(37, 16), rand(16, 50)
    out.append(Case("matmul_odd_sizes", [("f32", xo), ("f32", yo)],
                    "mpt.matmul %a0, %a1 : {t0}, {t1} -> {r0}", [("f32", (37, 50))],
                    lambda p, q: [p @ q]))
    xb, yb = rand(2, 19, 8), rand(2, 8, 71)
    out.append(Case("batch_matmul_odd_columns", [("f32", xb), ("f32", yb)],
                    "mpt.matmul %a0, %a1 : {t0}, {t1} -> {r0}", [("f32", (2, 19, 71))],
                    lambda p, q: [p @ q]))
    # A long K in slices (600: three of 200, each block read and written
    # around its slice) with M split (20: 16 + 4), and a prime K split
    # into 256 + 1: every result still sums K in order. Positive values,
    # so that no sum cancels to below the tolerance's absolute part and a
    # slice summed twice or skipped is off by a third.
    # x @ w.t() with N longer than M: the FP32 kernel copies each block of
    # B transposed itself (16 x 16 squares of vectors where the block's
    # sizes allow: 96 columns in blocks of 32, K 512 in slices of 256;
    # element by element in the split's 18-column rest and for K 40).
    xp, yp = rand(20, 512, low=0.0), rand(96, 512, low=0.0)
    out.append(Case("matmul_transpose_rhs_packed", [("f32", xp), ("f32", yp)],
                    "mpt.matmul %a0, %a1 transpose_rhs : {t0}, {t1} -> {r0}",
                    [("f32", (20, 96))], lambda p, q: [p @ q.T]))
    xq, yq = rand(5, 40), rand(50, 40)
    out.append(Case("matmul_transpose_rhs_packed_odd", [("f32", xq), ("f32", yq)],
                    "mpt.matmul %a0, %a1 transpose_rhs : {t0}, {t1} -> {r0}",
                    [("f32", (5, 50))], lambda p, q: [p @ q.T]))
    xk, yk = rand(20, 600, low=0.0), rand(600, 48, low=0.0)
    out.append(Case("matmul_long_k", [("f32", xk), ("f32", yk)],
                    "mpt.matmul %a0, %a1 : {t0}, {t1} -> {r0}", [("f32", (20, 48))],
                    lambda p, q: [p @ q]))
    xp, yp = rand(8, 257, low=0.0), rand(257, 32, low=0.0)
    out.append(Case("matmul_prime_k", [("f32", xp), ("f32", yp)],
                    "mpt.matmul %a0, %a1 : {t0}, {t1} -> {r0}", [("f32", (8, 32))],
                    lambda p, q: [p @ q]))
    h1, h2 = f16(rand(8, 16)), f16(rand(16, 4))
    out.append(Case("matmul_f16_f32_accumulation", [("f16", h1), ("f16", h2)],
                    "mpt.matmul %a0, %a1 : {t0}, {t1} -> {r0}", [("f32", (8, 4))],
                    lambda p, q: [p @ q]))

    x, y = rand(3, 4), rand(3, 4)
    pos = rand(3, 4, low=0.1, high=3.0)
    for op, ref in [("add", np.add), ("sub", np.subtract), ("mul", np.multiply),
                    ("div", lambda p, q: p / q), ("max", np.maximum)]:
        divisor = pos if op == "div" else y
        out.append(Case(op, [("f32", x), ("f32", divisor)],
                        f"mpt.{op} %a0, %a1 : {{r0}}", [("f32", (3, 4))],
                        lambda p, q, ref=ref: [ref(p, q)]))
    for op, ref, inp in [("neg", np.negative, x), ("exp", np.exp, x), ("log", np.log, pos),
                         ("tanh", np.tanh, x), ("sigmoid", lambda v: 1 / (1 + np.exp(-v)), x),
                         ("relu", lambda v: np.maximum(v, 0), x), ("gelu", gelu, x),
                         ("sqrt", np.sqrt, pos), ("rsqrt", lambda v: 1 / np.sqrt(v), pos)]:
        out.append(Case(op, [("f32", inp)], f"mpt.{op} %a0 : {{r0}}", [("f32", (3, 4))],
                        lambda p, ref=ref: [ref(p)]))

    v = rand(4)
    out.append(Case("broadcast", [("f32", v)], "mpt.broadcast %a0 dims = [0, 2] : {t0} -> {r0}",
                    [("f32", (2, 4, 3))],
                    lambda p: [np.broadcast_to(p[None, :, None], (2, 4, 3))]))
    t = rand(2, 3, 4)
    for op, ref in [("reduce_sum", np.sum), ("reduce_mean", np.mean), ("reduce_max", np.max)]:
        out.append(Case(op, [("f32", t)], f"mpt.{op} %a0 dims = [0, 2] : {{t0}} -> {{r0}}",
                        [("f32", (3,))], lambda p, ref=ref: [ref(p, axis=(0, 2))]))
    out.append(Case("transpose", [("f32", t)],
                    "mpt.transpose %a0 perm = [2, 0, 1] : {t0} -> {r0}", [("f32", (4, 2, 3))],
                    lambda p: [np.transpose(p, (2, 0, 1))]))
    out.append(Case("reshape", [("f32", t)], "mpt.reshape %a0 : {t0} -> {r0}",
                    [("f32", (4, 6))], lambda p: [p.reshape(4, 6)]))

    out.append(Case("softmax", [("f32", t * 4)], "mpt.softmax %a0 dim = 1 : {r0}",
                    [("f32", (2, 3, 4))], lambda p: [softmax(p, 1)]))
    g, be = rand(3, 4, low=0.5, high=1.5), rand(3, 4)
    out.append(Case("layer_norm", [("f32", t), ("f32", g), ("f32", be)],
                    "mpt.layer_norm %a0, %a1, %a2 axis = 1 : {t0}, {t1}", [("f32", (2, 3, 4))],
                    lambda p, gm, bt: [(p - p.mean(axis=(1, 2), keepdims=True)) /
                                       np.sqrt(p.var(axis=(1, 2), keepdims=True) + 1e-5) * gm + bt]))
    logits, labels = rand(5, 7) * 3, np.array([0, 6, 3, 3, 1], dtype=np.int32)
    out.append(Case("softmax_cross_entropy_indices", [("f32", logits), ("i32", labels)],
                    "mpt.softmax_cross_entropy %a0, %a1 : {t0}, {t1}", [("f32", ())],
                    lambda p, l: [-np.mean(log_softmax(p, 1)[np.arange(5), l.astype(int)])]))
    dist = softmax(rand(5, 7), 1).astype(np.float32)
    out.append(Case("softmax_cross_entropy_distribution", [("f32", logits), ("f32", dist)],
                    "mpt.softmax_cross_entropy %a0, %a1 : {t0}, {t1}", [("f32", ())],
                    lambda p, d: [-np.sum(d * log_softmax(p, 1)) / 5]))
    out.append(Case("softmax_cross_entropy_f16_logits", [("f16", f16(logits)), ("i32", labels)],
                    "mpt.softmax_cross_entropy %a0, %a1 : {t0}, {t1}", [("f32", ())],
                    lambda p, l: [-np.mean(log_softmax(p, 1)[np.arange(5), l.astype(int)])]))
    out.append(Case("mse_loss", [("f32", x), ("f32", y)], "mpt.mse_loss %a0, %a1 : {t0}",
                    [("f32", ())], lambda p, q: [np.mean((p - q) ** 2)]))

    # 65519.99 rounds up to inf in f16; 1 + 2^-11 is a tie that rounds to 1.
    edges = np.array([65519.99, 65504.0, 1.00048828125, 1.00146484375, 6e-8, -2.5e-8],
                     dtype=np.float32)
    out.append(Case("cast_f32_to_f16", [("f32", edges)], "mpt.cast %a0 : {t0} to {r0}",
                    [("f16", (6,))], lambda p: [p.astype(np.float32).astype(np.float16)]))
    out.append(Case("cast_f32_to_bf16", [("f32", rand(6) * 1000)], "mpt.cast %a0 : {t0} to {r0}",
                    [("bf16", (6,))], lambda p: [bf16_round(p)]))
    out.append(Case("cast_f16_to_f32", [("f16", f16(rand(6)))], "mpt.cast %a0 : {t0} to {r0}",
                    [("f32", (6,))], lambda p: [p]))

    scale = np.array(1024.0, dtype=np.float32)
    out.append(Case("scale_loss", [("f32", np.array(0.75, np.float32)), ("f32", scale)],
                    "mpt.scale_loss %a0, %a1", [("f32", ())], lambda l, s: [l * s]))
    out.append(Case("unscale", [("f16", f16(rand(3, 4) * 1000)), ("f32", scale)],
                    "mpt.unscale %a0, %a1 : {t0} -> {r0}", [("f32", (3, 4))],
                    lambda gr, s: [gr / s]))
    with_inf = rand(3, 4)
    with_inf[1, 2] = np.inf
    out.append(Case("all_finite_true", [("f32", x), ("f16", f16(y))],
                    "mpt.all_finite %a0, %a1 : {t0}, {t1}", [("i1", ())],
                    lambda p, q: [np.array(1.0)]))
    out.append(Case("all_finite_false", [("f32", x), ("f32", with_inf)],
                    "mpt.all_finite %a0, %a1 : {t0}, {t1}", [("i1", ())],
                    lambda p, q: [np.array(0.0)]))
    for name, growth, hyst, finite, attrs, want in [
            ("scaler_grow", 2, 1, 1, "{growth_interval = 3 : i64}", (2048.0, 0, 1)),
            ("scaler_count", 1, 1, 1, "{growth_interval = 3 : i64}", (1024.0, 2, 1)),
            ("scaler_backoff", 2, 1, 0, "", (512.0, 0, 0)),
            ("scaler_backoff_again", 0, 0, 0, "", (512.0, 0, 0)),
            ("scaler_hysteresis_wait", 0, 2, 0, "{hysteresis = 2 : i64}", (1024.0, 0, 1)),
            ("scaler_hysteresis_backoff", 0, 1, 0, "{hysteresis = 2 : i64}", (512.0, 0, 0)),
            ("scaler_finite_keeps_hysteresis", 0, 1, 1,
             "{hysteresis = 2 : i64, growth_interval = 3 : i64}", (1024.0, 1, 1)),
            ("scaler_growth_refills_hysteresis", 2, 0, 1,
             "{hysteresis = 2 : i64, growth_interval = 3 : i64}", (2048.0, 0, 2)),
            ("scaler_consecutive_refills", 0, 1, 1,
             "{hysteresis = 2 : i64, growth_interval = 3 : i64, consecutive_hysteresis = true}",
             (1024.0, 1, 2)),
            ("scaler_consecutive_overflow", 0, 2, 0,
             "{hysteresis = 2 : i64, consecutive_hysteresis = true}", (1024.0, 0, 1)),
            ("scaler_min_scale", 0, 1, 0, "{min_scale = 1024.0 : f64}", (1024.0, 0, 0)),
            ("scaler_max_scale", 1, 1, 1, "{growth_interval = 2 : i64, max_scale = 1500.0 : f64}",
             (1500.0, 0, 1))]:
        out.append(Case(name, [("f32", scale), ("i32", np.array(growth, np.int32)),
                               ("i32", np.array(hyst, np.int32)), ("i1", np.array(finite))],
                        "mpt.update_loss_scale %a0, %a1, %a2, %a3 " + attrs,
                        [("f32", ()), ("i32", ()), ("i32", ())],
                        lambda *_, want=want: [np.array(w, dtype=np.float64) for w in want]))
    special = np.array([np.inf, -np.inf, np.nan, 0.0, -0.0, 1e-9, 500.0, -1000.0],
                       dtype=np.float32)
    wide = np.concatenate([rand(24) * 300, rand(24) * 0.02, special]).reshape(7, 8)
    for fmt, (mant, emin, largest, has_inf) in FP8.items():
        out.append(Case(f"quantize_{fmt}", [("f32", wide), ("f32", np.array(1.5, np.float32))],
                        "mpt.quantize %a0, %a1 : {t0} -> {r0}", [(fmt, (7, 8))],
                        lambda v, s, m=mant, e=emin, l=largest, h=has_inf: [fp8_round(
                            (v.astype(np.float32) * np.float32(s)).astype(np.float64),
                            m, e, l, h)]))
    out.append(Case("amax", [("f32", wide[:3, :])], "mpt.amax %a0 : {t0}", [("f32", ())],
                    lambda v: [np.max(np.abs(v))]))
    out.append(Case("amax_nan", [("f32", wide)], "mpt.amax %a0 : {t0}", [("f32", ())],
                    lambda v: [np.array(np.nan)]))
    out.append(Case("amax_inf", [("f32", special[[0, 1, 3, 5]])], "mpt.amax %a0 : {t0}",
                    [("f32", ())], lambda v: [np.array(np.inf)]))
    history = np.array([3.0, 1.0, 0.0, 0.5], np.float32)
    f32 = np.float32
    for name, hist, amax, attrs, want in [
            # The amax goes in front, the oldest drops out; scale = max / reduced.
            ("fp8_scale_delayed", history, 1.5, "format = f8E4M3FN",
             ([1.5, 3.0, 1.0, 0.0], f32(448.0) / f32(3.0))),
            ("fp8_scale_margin_e5m2", history, 1.5,
             "format = f8E5M2, margin = 1 : i64",
             ([1.5, 3.0, 1.0, 0.0], f32(57344.0) / f32(3.0) / f32(2.0))),
            ("fp8_scale_most_recent", history, 1.5,
             'format = f8E4M3FN, reduction = "most_recent"',
             ([1.5, 3.0, 1.0, 0.0], f32(448.0) / f32(1.5))),
            # A zero amax everywhere keeps the scale; non-finite amaxes change nothing.
            ("fp8_scale_zero", np.zeros(4, np.float32), 0.0, "format = f8E4M3FN",
             ([0.0] * 4, 2.0)),
            ("fp8_scale_inf", history, np.inf, "format = f8E4M3FN", (history, 2.0)),
            ("fp8_scale_nan", history, np.nan, "format = f8E4M3FN", (history, 2.0)),
            # 448 / 1e-38 overflows FP32: the scale is kept.
            ("fp8_scale_overflow", np.zeros(4, np.float32), 1e-38,
             'format = f8E4M3FN, reduction = "most_recent"', ([1e-38, 0.0, 0.0, 0.0], 2.0))]:
        out.append(Case(name, [("f32", hist), ("f32", np.array(2.0, np.float32)),
                               ("f32", np.array(amax, np.float32))],
                        "mpt.update_fp8_scale %a0, %a1, %a2 {" + attrs + "} : {t0}",
                        [("f32", (4,)), ("f32", ())],
                        lambda *_, want=want: [np.array(want[0], np.float32).astype(np.float64),
                                               np.array(want[1], np.float64)]))
    out.append(Case("global_norm", [("f32", x), ("f16", f16(y))],
                    "mpt.global_norm %a0, %a1 : {t0}, {t1}", [("f32", ())],
                    lambda p, q: [np.sqrt(np.sum(p ** 2) + np.sum(q ** 2))]))
    clip_factor = lambda p, q: min(1.0, 0.5 / (np.sqrt(np.sum(p ** 2) + np.sum(q ** 2)) + 1e-6))
    out.append(Case("clip_by_global_norm", [("f32", x), ("f32", y)],
                    "mpt.clip_by_global_norm %a0, %a1 max_norm = 0.5 : {t0}, {t1}",
                    [("f32", (3, 4)), ("f32", (3, 4))],
                    lambda p, q: [p * clip_factor(p, q), q * clip_factor(p, q)]))
    lr = np.array(0.1, dtype=np.float32)
    out.append(Case("sgd", [("f32", x), ("f16", f16(y)), ("f32", lr)],
                    "mpt.sgd %a0, %a1, %a2 {weight_decay = 0.01 : f64} : {t0}, {t1}",
                    [("f32", (3, 4))], lambda p, gr, r: [p - r * (gr + 0.01 * p)]))
    velocity = rand(3, 4) * 0.1
    for nesterov in (False, True):
        def sgd_momentum(p, gr, r, v, nesterov=nesterov):
            d = gr + 0.01 * p
            v2 = 0.9 * v + d
            return [p - r * (d + 0.9 * v2 if nesterov else v2), v2]
        out.append(Case("sgd_nesterov" if nesterov else "sgd_momentum",
                        [("f32", x), ("f16", f16(y)), ("f32", lr), ("f32", velocity)],
                        "mpt.sgd %a0, %a1, %a2 velocity %a3 {momentum = 0.9 : f64, "
                        "weight_decay = 0.01 : f64" + (", nesterov" if nesterov else "") +
                        "} : {t0}, {t1}, {t3}",
                        [("f32", (3, 4)), ("f32", (3, 4))], sgd_momentum))
    m, vv = rand(3, 4) * 0.1, rand(3, 4, low=0.0, high=0.01)

    def adam(p, gr, mm, v2, step, r):
        t = step + 1
        m2 = 0.9 * mm + 0.1 * gr
        v3 = 0.999 * v2 + 0.001 * gr * gr
        update = (m2 / (1 - 0.9 ** t)) / (np.sqrt(v3 / (1 - 0.999 ** t)) + 1e-8) + 0.01 * p
        return [p - r * update, m2, v3, np.array(float(t))]
    out.append(Case("adam", [("f32", x), ("f32", y), ("f32", m), ("f32", vv),
                             ("i64", np.array(3, np.int64)), ("f32", lr)],
                    "mpt.adam %a0, %a1, %a2, %a3, %a4, %a5 : {t0}, {t1}, {t2}, {t4}",
                    [("f32", (3, 4)), ("f32", (3, 4)), ("f32", (3, 4)), ("i64", ())], adam))
    out += grouped_matmul_cases()
    return out


def grouped_reference(x, w, groups, transposed):
    """y[r] = x[r] W[g]^T (or x[r] W[g]); a row of zeros where g is outside
    [0, G)."""
    n = w.shape[1] if transposed else w.shape[2]
    y = np.zeros((x.shape[0], n))
    for r, g in enumerate(groups.astype(int)):
        if 0 <= g < w.shape[0]:
            y[r] = x[r] @ (w[g].T if transposed else w[g])
    return y


def grouped_weight_grad_reference(x, dy, groups, count, transposed):
    dw = np.zeros((count, dy.shape[1], x.shape[1]) if transposed
                  else (count, x.shape[1], dy.shape[1]))
    for r, g in enumerate(groups.astype(int)):
        if 0 <= g < count:
            dw[g] += np.outer(dy[r], x[r]) if transposed else np.outer(x[r], dy[r])
    return dw


def grouped_matmul_cases():
    """37 rows in 3 groups (tiles of 8 rows): group 0 takes 20 rows (three
    tiles, the last one partial), group 1 the rest but two, group 2 none,
    and two rows name no group (-1 and 3): zero rows, no contribution."""
    out = []
    groups = np.array([0] * 20 + [1] * 15 + [-1, 3])
    RNG.shuffle(groups)
    x, w, wkn = rand(37, 20), rand(3, 24, 20), rand(3, 20, 24)
    dy = rand(37, 24)
    for dtype in ("i64", "i32"):
        ids = groups.astype(np.int64 if dtype == "i64" else np.int32)
        out.append(Case(f"grouped_matmul_transpose_weight_{dtype}",
                        [("f32", x), ("f32", w), (dtype, ids)],
                        "mpt.grouped_matmul %a0, %a1, %a2 transpose_weight : {t0}, {t1}, {t2} -> {r0}",
                        [("f32", (37, 24))],
                        lambda p, q, g: [grouped_reference(p, q, g, True)]))
    ids = groups.astype(np.int64)
    out.append(Case("grouped_matmul", [("f32", x), ("f32", wkn), ("i64", ids)],
                    "mpt.grouped_matmul %a0, %a1, %a2 : {t0}, {t1}, {t2} -> {r0}",
                    [("f32", (37, 24))], lambda p, q, g: [grouped_reference(p, q, g, False)]))
    out.append(Case("grouped_matmul_bf16", [("bf16", bf16_round(x)), ("bf16", bf16_round(w)),
                                            ("i64", ids)],
                    "mpt.grouped_matmul %a0, %a1, %a2 transpose_weight : {t0}, {t1}, {t2} -> {r0}",
                    [("f32", (37, 24))], lambda p, q, g: [grouped_reference(p, q, g, True)]))
    # 32 columns: the bf16 kernels of AVX-512 BF16 hosts take it in pairs,
    # each expert's matrix laid out once before the tiles.
    w32 = rand(3, 32, 20)
    out.append(Case("grouped_matmul_bf16_32_columns",
                    [("bf16", bf16_round(x)), ("bf16", bf16_round(w32)), ("i64", ids)],
                    "mpt.grouped_matmul %a0, %a1, %a2 transpose_weight : {t0}, {t1}, {t2} -> {r0}",
                    [("f32", (37, 32))], lambda p, q, g: [grouped_reference(p, q, g, True)]))
    for transposed in (True, False):
        flag = " transpose_weight" if transposed else ""
        shape = (3, 24, 20) if transposed else (3, 20, 24)
        out.append(Case("grouped_matmul_weight_grad" + flag.replace(" ", "_"),
                        [("f32", x), ("f32", dy), ("i64", ids)],
                        "mpt.grouped_matmul_weight_grad %a0, %a1, %a2" + flag +
                        " : {t0}, {t1}, {t2} -> {r0}", [("f32", shape)],
                        lambda p, q, g, t=transposed: [
                            grouped_weight_grad_reference(p, q, g, 3, t)]))
    return out


def build_module(all_cases):
    funcs, main = [], ["func.func @main() {"]
    printers = {"f32": "printMemrefF32", "i32": "printMemrefI32", "i64": "printMemrefI64"}
    for index, case in enumerate(all_cases):
        types = [mlir_type(d, a.shape) for d, a in case.inputs]
        rtypes = [mlir_type(d, s) for d, s in case.results]
        fmt = {f"t{i}": t for i, t in enumerate(types)}
        fmt.update({f"r{i}": t for i, t in enumerate(rtypes)})
        body = re.sub(r"\{([tr]\d+)\}", lambda m: fmt[m.group(1)], case.body)
        args = ", ".join(f"%a{i}: {t}" for i, t in enumerate(types))
        names = ", ".join(f"%r#{i}" for i in range(len(rtypes)))
        funcs.append(f"func.func @case{index}({args}) -> ({', '.join(rtypes)}) {{\n"
                     f"  %r:{len(rtypes)} = {body}\n  return {names} : {', '.join(rtypes)}\n}}")
        consts = []
        for i, ((dtype, value), t) in enumerate(zip(case.inputs, types)):
            consts.append(f"%c{index}_{i}")
            main.append(f"  %c{index}_{i} = arith.constant {literal(value, dtype)} : {t}")
        main.append(f"  %o{index}:{len(rtypes)} = call @case{index}({', '.join(consts)}) : "
                    f"({', '.join(types)}) -> ({', '.join(rtypes)})")
        for i, ((dtype, shape), t) in enumerate(zip(case.results, rtypes)):
            value, kind = f"%o{index}#{i}", dtype
            if dtype in ("f16", "bf16"):
                wide = mlir_type("f32", shape)
                main.append(f"  %w{index}_{i} = mpt.cast {value} : {t} to {wide}")
                value, t, kind = f"%w{index}_{i}", wide, "f32"
            elif dtype in FP8:
                wide = mlir_type("f32", shape)
                main.append(f"  %w{index}_{i} = arith.extf {value} : {t} to {wide}")
                value, t, kind = f"%w{index}_{i}", wide, "f32"
            elif dtype == "i1":
                wide = mlir_type("i32", shape)
                main.append(f"  %w{index}_{i} = arith.extui {value} : {t} to {wide}")
                value, t, kind = f"%w{index}_{i}", wide, "i32"
            element = {"f32": "f32", "i32": "i32", "i64": "i64"}[kind]
            memref = t.replace("tensor", "memref")
            main.append(f"  %m{index}_{i} = bufferization.to_buffer {value} : {t} to {memref}")
            main.append(f"  %u{index}_{i} = memref.cast %m{index}_{i} : {memref} to "
                        f"memref<*x{element}>")
            main.append(f"  call @{printers[kind]}(%u{index}_{i}) : (memref<*x{element}>) -> ()")
    main.append("  return\n}")
    decls = [f"func.func private @{name}(memref<*x{t}>) attributes {{llvm.emit_c_interface}}"
             for name, t in [("printMemrefF32", "f32"), ("printMemrefI32", "i32"),
                             ("printMemrefI64", "i64")]]
    return "\n".join(decls + funcs + main) + "\n"


def main():
    args = parse_tool_arguments(__doc__)

    all_cases = cases()
    module = build_module(all_cases)
    values = run_on_cpu(module, args.mpt_opt, args.llvm_tools, args.llvm_lib, [])
    ok, block = True, 0
    for case in all_cases:
        inputs = [np.asarray(a, dtype=np.float64) for _, a in case.inputs]
        wants = case.reference(*inputs)
        worst = 0.0
        for (dtype, shape), want in zip(case.results, wants):
            want = np.asarray(want, dtype=np.float64).reshape(-1)
            if dtype == "f16":
                want = want.astype(np.float16).astype(np.float64)
            elif dtype == "bf16":
                want = bf16_round(want.astype(np.float32))
            got = np.array(values[block], dtype=np.float64)
            block += 1
            if got.shape != want.shape:
                worst = math.inf
                continue
            # FP8 results: printMemref's 6 digits are within the tolerance,
            # and neighbouring FP8 values (>= 1.5e-5 apart, 6% relative) far
            # outside it, so a wrong rounding fails.
            same = (got == want) | (np.isnan(got) & np.isnan(want))
            err = np.where(same, 0.0, np.abs(got - want) / (1e-5 * np.abs(want) + 1e-6 +
                                                             5e-6 * np.abs(want)))
            worst = worst_of(worst, err)
        good = worst <= 1.0
        ok &= good
        print(f"{case.name}: {'ok' if good else 'MISMATCH'} (worst error / tolerance "
              f"{worst:.3g})")
    print("PASS" if ok else "FAIL")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
