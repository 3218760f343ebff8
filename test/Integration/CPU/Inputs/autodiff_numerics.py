#!/usr/bin/env python3
"""Checks every VJP rule against central finite differences in float64.

For each case, f(x...) = sum(w * op(x...)) with fixed random weights w (the
loss itself for loss ops) is differentiated by mpt-autodiff, lowered by
mpt-lower-to-llvm and run under mlir-runner; the gradients are compared with
central differences of a numpy float64 model of the op (step 1e-6 scaled by
the input). Every op that implements the VJP interface (listed by
`mpt-opt -test-mpt-list-vjp-ops`) must have a case, or the check fails.

Tolerance: |got - want| <= 1e-6 * max|want| + 1e-5 * |want| (float64 ops);
5e-6 relative to the largest gradient for ops that compute in FP32 (the
losses), since their result is f32.

  autodiff_numerics.py --mpt-opt BIN --llvm-tools DIR --llvm-lib DIR
"""

import math
import os
import re
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(__file__))
from mlir_cpu import literal, mlir_type, parse_tool_arguments, run, run_on_cpu, worst_of  # noqa: E402
from numpy_reference import gelu, log_softmax, softmax  # noqa: E402
from autodiff_frontend_cases import frontend_cases  # noqa: E402

RNG = np.random.default_rng(7)


def rand(*shape, low=-1.0, high=1.0):
    return RNG.uniform(low, high, size=shape)


class Case:
    def __init__(self, name, op, inputs, body, result, reference, wrt, f32=False):
        """inputs: [(dtype, array)]; body: op text over %a0... with {t0}/{r}
        type placeholders; result: (dtype, shape) of the op's result, or None
        for a scalar f32 loss; reference: numpy forward; wrt: indices."""
        self.name, self.op, self.inputs, self.body = name, op, inputs, body
        self.result, self.reference, self.wrt, self.f32 = result, reference, wrt, f32


def cases():
    out = []
    f = "f64"
    a, b, at, bt = rand(3, 4), rand(4, 5), rand(4, 3), rand(5, 4)
    for tl, tr, x, y in [(False, False, a, b), (True, False, at, b),
                         (False, True, a, bt), (True, True, at, bt)]:
        flags = (" transpose_lhs" if tl else "") + (" transpose_rhs" if tr else "")
        out.append(Case("matmul" + flags.replace(" ", "_"), "mpt.matmul", [(f, x), (f, y)],
                        "mpt.matmul %a0, %a1" + flags + " : {t0}, {t1} -> {r}", (f, (3, 5)),
                        lambda p, q, tl=tl, tr=tr: (p.T if tl else p) @ (q.T if tr else q),
                        [0, 1]))
    x3, y3 = rand(2, 3, 4), rand(2, 5, 4)
    out.append(Case("batch_matmul_transpose_rhs", "mpt.matmul", [(f, x3), (f, y3)],
                    "mpt.matmul %a0, %a1 transpose_rhs : {t0}, {t1} -> {r}", (f, (2, 3, 5)),
                    lambda p, q: p @ np.swapaxes(q, 1, 2), [0, 1]))
    x, y = rand(3, 4), rand(3, 4)
    pos = rand(3, 4, low=0.2, high=2.0)
    for op, ref, second in [("add", np.add, y), ("sub", np.subtract, y),
                            ("mul", np.multiply, y), ("div", np.divide, pos),
                            ("max", np.maximum, y)]:
        out.append(Case(op, f"mpt.{op}", [(f, x), (f, second)],
                        f"mpt.{op} %a0, %a1 : {{r}}", (f, (3, 4)), ref, [0, 1]))
    for op, ref, inp in [("neg", np.negative, x), ("exp", np.exp, x), ("log", np.log, pos),
                         ("tanh", np.tanh, x), ("sigmoid", lambda v: 1 / (1 + np.exp(-v)), x),
                         ("relu", lambda v: np.maximum(v, 0), x), ("gelu", gelu, x),
                         ("sqrt", np.sqrt, pos), ("rsqrt", lambda v: 1 / np.sqrt(v), pos)]:
        out.append(Case(op, f"mpt.{op}", [(f, inp)], f"mpt.{op} %a0 : {{r}}", (f, (3, 4)),
                        ref, [0]))
    v, t = rand(4), rand(2, 3, 4)
    out.append(Case("broadcast", "mpt.broadcast", [(f, v)],
                    "mpt.broadcast %a0 dims = [0, 2] : {t0} -> {r}", (f, (2, 4, 3)),
                    lambda p: np.broadcast_to(p[None, :, None], (2, 4, 3)), [0]))
    for op, ref in [("reduce_sum", np.sum), ("reduce_mean", np.mean), ("reduce_max", np.max)]:
        out.append(Case(op, f"mpt.{op}", [(f, t)], f"mpt.{op} %a0 dims = [0, 2] : {{t0}} -> {{r}}",
                        (f, (3,)), lambda p, ref=ref: ref(p, axis=(0, 2)), [0]))
    out.append(Case("transpose", "mpt.transpose", [(f, t)],
                    "mpt.transpose %a0 perm = [2, 0, 1] : {t0} -> {r}", (f, (4, 2, 3)),
                    lambda p: np.transpose(p, (2, 0, 1)), [0]))
    out.append(Case("reshape", "mpt.reshape", [(f, t)], "mpt.reshape %a0 : {t0} -> {r}",
                    (f, (4, 6)), lambda p: p.reshape(4, 6), [0]))
    out.append(Case("softmax", "mpt.softmax", [(f, t * 3)], "mpt.softmax %a0 dim = 2 : {r}",
                    (f, (2, 3, 4)), lambda p: softmax(p, 2), [0]))
    g, be = rand(3, 4, low=0.5, high=1.5), rand(3, 4)
    out.append(Case("layer_norm", "mpt.layer_norm", [(f, t), (f, g), (f, be)],
                    "mpt.layer_norm %a0, %a1, %a2 axis = 1 : {t0}, {t1}", (f, (2, 3, 4)),
                    lambda p, gm, bt: (p - p.mean(axis=(1, 2), keepdims=True)) /
                    np.sqrt(p.var(axis=(1, 2), keepdims=True) + 1e-5) * gm + bt, [0, 1, 2]))
    # Of a computed value: its rule computes xhat and rstd in the forward
    # and the backward reads those (of an argument it reads the argument).
    def layer_norm_of_exp(p, gm, bt):
        e = np.exp(p)
        return (e - e.mean(axis=(1, 2), keepdims=True)) / \
            np.sqrt(e.var(axis=(1, 2), keepdims=True) + 1e-5) * gm + bt
    out.append(Case("layer_norm_of_a_value", "mpt.layer_norm", [(f, t), (f, g), (f, be)],
                    "mpt.layer_norm %ex, %a1, %a2 axis = 1 : {t0}, {t1}", (f, (2, 3, 4)),
                    layer_norm_of_exp, [0, 1, 2]).with_prelude(["%ex = mpt.exp %a0 : {t0}"]))
    logits, labels = rand(5, 6) * 2, np.array([0, 5, 2, 2, 1], dtype=np.int32)
    out.append(Case("softmax_cross_entropy_indices", "mpt.softmax_cross_entropy",
                    [(f, logits), ("i32", labels)],
                    "mpt.softmax_cross_entropy %a0, %a1 : {t0}, {t1}", None,
                    lambda p, l: -np.mean(log_softmax(p, 1)[np.arange(5), l.astype(int)]),
                    [0], f32=True))
    dist = softmax(rand(5, 6), 1)
    out.append(Case("softmax_cross_entropy_distribution", "mpt.softmax_cross_entropy",
                    [(f, logits), (f, dist)], "mpt.softmax_cross_entropy %a0, %a1 : {t0}, {t1}",
                    None, lambda p, d: -np.sum(d * log_softmax(p, 1)) / 5, [0, 1], f32=True))
    out.append(Case("mse_loss", "mpt.mse_loss", [(f, x), (f, y)], "mpt.mse_loss %a0, %a1 : {t0}",
                    None, lambda p, q: np.mean((p - q) ** 2), [0, 1], f32=True))
    # The VJP of a cast is the cast back: the identity in exact arithmetic.
    out.append(Case("cast", "mpt.cast", [(f, x)], "mpt.cast %a0 : {t0} to {r}",
                    ("f32", (3, 4)), lambda p: p, [0], f32=True))
    out.append(Case("scale_loss", "mpt.scale_loss",
                    [("f32", np.array(0.75)), ("f32", np.array(3.0))],
                    "mpt.scale_loss %a0, %a1", None, lambda l, s: l * s, [0, 1], f32=True))
    # A value with several users: its cotangents are summed.
    out.append(Case("several_users", "mpt.add", [(f, x)],
                    "mpt.add %u, %e : {r}", (f, (3, 4)),
                    lambda p: p * p + np.exp(p) * p, [0],
                    ).with_prelude(["%sq = mpt.mul %a0, %a0 : {r}", "%x2 = mpt.exp %a0 : {r}",
                                    "%e = mpt.mul %x2, %a0 : {r}", "%u = mpt.mul %a0, %a0 : {r}"]))
    # A mixture of experts' GEMM: 11 rows in 3 groups (one empty), a row
    # in no group (-1: no gradient reaches it).
    groups = np.array([0, 1, 0, 0, -1, 1, 0, 1, 1, 0, 0])
    xg, wg, wkn = rand(11, 4), rand(3, 5, 4), rand(3, 4, 5)

    def grouped(p, q, g, transposed):
        rows = [p[r] @ (q[int(e)].T if transposed else q[int(e)]) if 0 <= e < 3
                else np.zeros(5) for r, e in enumerate(g)]
        return np.stack(rows)
    for transposed, weights in ((True, wg), (False, wkn)):
        flag = " transpose_weight" if transposed else ""
        out.append(Case("grouped_matmul" + flag.replace(" ", "_"), "mpt.grouped_matmul",
                        [(f, xg), (f, weights), ("i64", groups)],
                        "mpt.grouped_matmul %a0, %a1, %a2" + flag + " : {t0}, {t1}, {t2} -> {r}",
                        (f, (11, 5)), lambda p, q, g, t=transposed: grouped(p, q, g, t), [0, 1]))
    out += upstream_cases(x, y, pos, v, t)
    out += frontend_cases(Case, rand)
    return out


def upstream_cases(x, y, pos, v, t):
    """The upstream ops with VJP rules: arith/math on tensors and linalg."""
    out, f = [], "f64"
    for op, ref, second in [("addf", np.add, y), ("subf", np.subtract, y),
                            ("mulf", np.multiply, y), ("divf", np.divide, pos),
                            ("maximumf", np.maximum, y), ("maxnumf", np.maximum, y),
                            ("minimumf", np.minimum, y), ("minnumf", np.minimum, y)]:
        out.append(Case(f"arith.{op}", f"arith.{op}", [(f, x), (f, second)],
                        f"arith.{op} %a0, %a1 : {{r}}", (f, (3, 4)), ref, [0, 1]))
    out.append(Case("arith.negf", "arith.negf", [(f, x)], "arith.negf %a0 : {r}", (f, (3, 4)),
                    np.negative, [0]))
    for op, ref, inp in [("exp", np.exp, x), ("log", np.log, pos), ("tanh", np.tanh, x),
                         ("sqrt", np.sqrt, pos), ("rsqrt", lambda p: 1 / np.sqrt(p), pos)]:
        out.append(Case(f"math.{op}", f"math.{op}", [(f, inp)], f"math.{op} %a0 : {{r}}",
                        (f, (3, 4)), ref, [0]))
    out.append(Case("arith.extf", "arith.extf", [("f32", x.astype(np.float32))],
                    "arith.extf %a0 : {t0} to {r}", (f, (3, 4)), lambda p: p, [0], f32=True))
    out.append(Case("arith.truncf", "arith.truncf", [(f, x)], "arith.truncf %a0 : {t0} to {r}",
                    ("f32", (3, 4)), lambda p: p, [0], f32=True))
    mask = RNG.uniform(size=(3, 4)) > 0.5
    cond = "arith.constant " + literal(mask, "i1") + " : tensor<3x4xi1>"
    out.append(Case("arith.select", "arith.select", [(f, x), (f, y)],
                    "arith.select %c, %a0, %a1 : tensor<3x4xi1>, {r}", (f, (3, 4)),
                    lambda p, q: np.where(mask, p, q), [0, 1]).with_prelude([f"%c = {cond}"]))

    def named(name, op, inputs, text, result, ref, wrt, init="empty"):
        prelude = ["%e = tensor.empty() : {r}"]
        if init == "zero":
            prelude = ["%z = arith.constant 0.0 : f64", "%e0 = tensor.empty() : {r}",
                       "%e = linalg.fill ins(%z : f64) outs(%e0 : {r}) -> {r}"]
        out.append(Case(name, op, inputs, text, result, ref, wrt).with_prelude(prelude))

    a, b, bt = rand(3, 4), rand(4, 5), rand(5, 4)
    named("linalg.matmul", "linalg.matmul", [(f, a), (f, b)],
          "linalg.matmul ins(%a0, %a1 : {t0}, {t1}) outs(%e : {r}) -> {r}", (f, (3, 5)),
          lambda p, q: p @ q, [0, 1], init="zero")
    named("linalg.matmul_transposed_map", "linalg.matmul", [(f, a), (f, bt)],
          "linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, "
          "affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] "
          "ins(%a0, %a1 : {t0}, {t1}) outs(%e : {r}) -> {r}", (f, (3, 5)),
          lambda p, q: p @ q.T, [0, 1], init="zero")
    ba, bb = rand(2, 3, 4), rand(2, 5, 4)
    named("linalg.batch_matmul", "linalg.batch_matmul", [(f, ba), (f, bb)],
          "linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, "
          "affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>] "
          "ins(%a0, %a1 : {t0}, {t1}) outs(%e : {r}) -> {r}", (f, (2, 3, 5)),
          lambda p, q: p @ np.swapaxes(q, 1, 2), [0, 1], init="zero")
    named("linalg.contract", "linalg.contract", [(f, ba), (f, bb)],
          "linalg.contract indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, "
          "affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>] "
          "ins(%a0, %a1 : {t0}, {t1}) outs(%e : {r}) -> {r}", (f, (2, 3, 5)),
          lambda p, q: p @ np.swapaxes(q, 1, 2), [0, 1], init="zero")
    named("linalg.generic_matmul", "linalg.generic", [(f, a), (f, b)],
          "linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, "
          "affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], "
          "iterator_types = [\"parallel\", \"parallel\", \"reduction\"]} "
          "ins(%a0, %a1 : {t0}, {t1}) outs(%e : {r}) {\n"
          "  ^bb0(%l: f64, %q: f64, %o: f64):\n    %m = arith.mulf %l, %q : f64\n"
          "    %s = arith.addf %o, %m : f64\n    linalg.yield %s : f64\n  } -> {r}",
          (f, (3, 5)), lambda p, q: p @ q, [0, 1], init="zero")
    named("linalg.generic_elementwise", "linalg.generic", [(f, x), (f, rand(4))],
          "linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, "
          "affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>], "
          "iterator_types = [\"parallel\", \"parallel\"]} "
          "ins(%a0, %a1 : {t0}, {t1}) outs(%e : {r}) {\n"
          "  ^bb0(%p: f64, %q: f64, %o: f64):\n    %m = arith.mulf %p, %q : f64\n"
          "    %x = math.exp %p : f64\n    %s = arith.addf %m, %x : f64\n"
          "    %c = arith.constant 0.0 : f64\n    %r = arith.maximumf %s, %c : f64\n"
          "    linalg.yield %r : f64\n  } -> {r}",
          (f, (3, 4)), lambda p, q: np.maximum(p * q[None, :] + np.exp(p), 0), [0, 1])
    named("linalg.map", "linalg.map", [(f, x)],
          "linalg.map { math.tanh } ins(%a0 : {t0}) outs(%e : {r})", (f, (3, 4)), np.tanh, [0])
    for kind, combiner, ref in [("sum", "arith.addf", np.sum), ("max", "arith.maximumf", np.max)]:
        out.append(Case(f"linalg.reduce_{kind}", "linalg.reduce", [(f, t)],
                        "linalg.reduce ins(%a0 : {t0}) outs(%e : {r}) dimensions = [0, 2]\n"
                        f"    (%in: f64, %acc: f64) {{\n      %c = {combiner} %in, %acc : f64\n"
                        "      linalg.yield %c : f64\n    }", (f, (3,)),
                        lambda p, ref=ref: ref(p, axis=(0, 2)), [0]).with_prelude(
            ["%z = arith.constant " + ("0.0" if kind == "sum" else "-1.0e+300") + " : f64",
             "%e0 = tensor.empty() : {r}",
             "%e = linalg.fill ins(%z : f64) outs(%e0 : {r}) -> {r}"]))
    named("linalg.broadcast", "linalg.broadcast", [(f, v)],
          "linalg.broadcast ins(%a0 : {t0}) outs(%e : {r}) dimensions = [0, 2]", (f, (2, 4, 3)),
          lambda p: np.broadcast_to(p[None, :, None], (2, 4, 3)), [0])
    named("linalg.transpose", "linalg.transpose", [(f, t)],
          "linalg.transpose ins(%a0 : {t0}) outs(%e : {r}) permutation = [2, 0, 1]",
          (f, (4, 2, 3)), lambda p: np.transpose(p, (2, 0, 1)), [0])
    named("linalg.copy", "linalg.copy", [(f, x)],
          "linalg.copy ins(%a0 : {t0}) outs(%e : {r}) -> {r}", (f, (3, 4)), lambda p: p, [0])
    named("linalg.elementwise", "linalg.elementwise", [(f, x)],
          "linalg.elementwise kind=#linalg.elementwise_kind<exp> ins(%a0 : {t0}) "
          "outs(%e : {r}) -> {r}", (f, (3, 4)), np.exp, [0])
    for op, ref, second in [("add", np.add, y), ("sub", np.subtract, y),
                            ("mul", np.multiply, y), ("div", np.divide, pos),
                            ("max", np.maximum, y), ("min", np.minimum, y)]:
        named(f"linalg.{op}", f"linalg.{op}", [(f, x), (f, second)],
              f"linalg.{op} ins(%a0, %a1 : {{t0}}, {{t1}}) outs(%e : {{r}}) -> {{r}}",
              (f, (3, 4)), ref, [0, 1])
    for op, ref, inp in [("exp", np.exp, x), ("log", np.log, pos), ("negf", np.negative, x),
                         ("sqrt", np.sqrt, pos), ("rsqrt", lambda p: 1 / np.sqrt(p), pos),
                         ("tanh", np.tanh, x)]:
        named(f"linalg.{op}", f"linalg.{op}", [(f, inp)],
              f"linalg.{op} ins(%a0 : {{t0}}) outs(%e : {{r}}) -> {{r}}", (f, (3, 4)), ref, [0])
    return out


def _with_prelude(self, lines):
    self.prelude = lines
    return self


Case.with_prelude = _with_prelude
Case.prelude = []


def build_module(all_cases):
    lines = ["func.func private @printMemrefF64(memref<*xf64>) attributes "
             "{llvm.emit_c_interface}",
             "func.func private @printMemrefF32(memref<*xf32>) attributes "
             "{llvm.emit_c_interface}"]
    main = ["func.func @main() {"]
    weights = {}
    for k, case in enumerate(all_cases):
        types = [mlir_type(d, np.asarray(a).shape) for d, a in case.inputs]
        rtype = mlir_type(*case.result) if case.result else "tensor<f32>"
        subst = {f"t{i}": t for i, t in enumerate(types)}
        subst["r"] = rtype
        fill = lambda text: re.sub(r"\{(t\d+|r)\}", lambda m: subst[m.group(1)], text)
        args = ", ".join(f"%a{i}: {t}" for i, t in enumerate(types))
        body = [fill(line) for line in case.prelude] + [f"%y = {fill(case.body)}"]
        if case.result:
            dtype, shape = case.result
            w = rand(*shape)
            weights[k] = w
            body.append(f"%w = arith.constant {literal(w, dtype)} : {rtype}")
            body.append(f"%p = mpt.mul %y, %w : {rtype}")
            scalar = mlir_type(dtype, ())
            dims = ", ".join(str(i) for i in range(len(shape)))
            body.append(f"%s = mpt.reduce_sum %p dims = [{dims}] : {rtype} -> {scalar}")
            body.append("%l = mpt.cast %s : {0} to tensor<f32>".format(scalar)
                        if dtype != "f32" else "%l = mpt.reduce_sum %s dims = [] : "
                        "tensor<f32> -> tensor<f32>")
        else:
            body.append("%l = mpt.reduce_sum %y dims = [] : tensor<f32> -> tensor<f32>")
        lines.append(f"func.func @f{k}({args}) -> tensor<f32> {{\n  " + "\n  ".join(body) +
                     "\n  return %l : tensor<f32>\n}")
        gtypes = [types[i] for i in case.wrt]
        names = ", ".join(f"%g#{i + 1}" for i in range(len(case.wrt)))
        lines.append(
            f"func.func @g{k}({args}) -> ({', '.join(gtypes)}) {{\n"
            f"  %g:{len(case.wrt) + 1} = mpt.value_and_grad @f{k}("
            f"{', '.join(f'%a{i}' for i in range(len(types)))}) wrt "
            f"[{', '.join(map(str, case.wrt))}] : ({', '.join(types)}) -> "
            f"(tensor<f32>, {', '.join(gtypes)})\n  return {names} : {', '.join(gtypes)}\n}}")
        consts = []
        for i, ((dtype, value), ty) in enumerate(zip(case.inputs, types)):
            main.append(f"  %c{k}_{i} = arith.constant {literal(value, dtype)} : {ty}")
            consts.append(f"%c{k}_{i}")
        main.append(f"  %o{k}:{len(case.wrt)} = call @g{k}({', '.join(consts)}) : "
                    f"({', '.join(types)}) -> ({', '.join(gtypes)})")
        for i, gty in enumerate(gtypes):
            element = "f64" if "f64" in gty else "f32"
            memref = gty.replace("tensor", "memref")
            main.append(f"  %m{k}_{i} = bufferization.to_buffer %o{k}#{i} : {gty} to {memref}")
            main.append(f"  %u{k}_{i} = memref.cast %m{k}_{i} : {memref} to memref<*x{element}>")
            main.append(f"  call @printMemref{element.upper()}(%u{k}_{i}) : "
                        f"(memref<*x{element}>) -> ()")
    main.append("  return\n}")
    return "\n".join(lines + main) + "\n", weights


def finite_difference(objective, inputs, index):
    # Contiguous copies: reshape(-1) of a strided view is a copy, and the
    # perturbation would be lost.
    base = [np.ascontiguousarray(x, dtype=np.float64) for x in inputs]
    grad = np.zeros_like(base[index])
    flat = grad.reshape(-1)
    for e in range(flat.size):
        h = 1e-6 * max(1.0, abs(base[index].reshape(-1)[e]))
        plus = [x.copy() for x in base]
        minus = [x.copy() for x in base]
        plus[index].reshape(-1)[e] += h
        minus[index].reshape(-1)[e] -= h
        flat[e] = (objective(*plus) - objective(*minus)) / (2 * h)
    return grad


def main():
    args = parse_tool_arguments(__doc__)

    all_cases = cases()
    ok = True
    # Every op with a VJP rule has a case.
    listed = [line.split()[1] for line in
              run([args.mpt_opt, "-test-mpt-list-vjp-ops", "-"], "").splitlines()
              if line.startswith("vjp-op ")]
    covered = {case.op for case in all_cases}
    for op in listed:
        if op not in covered:
            print(f"{op}: NO FINITE-DIFFERENCE CASE")
            ok = False
    print(f"{len(listed)} ops implement the VJP interface")

    module, weights = build_module(all_cases)
    values = run_on_cpu(module, args.mpt_opt, args.llvm_tools, args.llvm_lib,
                        ["--mpt-autodiff"])
    block = 0
    for k, case in enumerate(all_cases):
        inputs = [np.asarray(a, dtype=np.float64) for _, a in case.inputs]
        if case.result:
            w = weights[k]
            objective = lambda *xs, w=w, case=case: float(np.sum(w * case.reference(*xs)))
        else:
            objective = lambda *xs, case=case: float(case.reference(*xs))
        worst = 0.0
        for index in case.wrt:
            want = finite_difference(objective, inputs, index).reshape(-1)
            got = np.array(values[block])
            block += 1
            scale = float(np.abs(want).max(initial=0.0))
            tol = (5e-6 * scale + 1e-9) if case.f32 else (1e-6 * scale + 1e-5 * np.abs(want))
            err = np.abs(got - want) / tol if got.shape == want.shape else np.array([math.inf])
            worst = worst_of(worst, err)
        good = worst <= 1.0
        ok &= good
        print(f"{case.name}: {'ok' if good else 'MISMATCH'} (worst error / tolerance "
              f"{worst:.3g})")
    print("PASS" if ok else "FAIL")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
