#!/usr/bin/env python3
"""Writes FP32 training steps (forward, loss, hand-derived backward, SGD) in
upstream MLIR only: func, linalg, arith, math and tensor on tensors; or, with
`--dialect mpt`, the same models' forward in the mpt dialect with
`mpt.value_and_grad` and `mpt.sgd` (the backward is mpt-autodiff's).

  gen_training_step.py mlp [--layers N] [--batch B] [--width W]
  gen_training_step.py transformer [--layers N] [--batch B] [--seq S]
                       [--model D] [--ffn F]

The MLP is N hidden ReLU layers and a softmax cross-entropy on one-hot labels.
A transformer block is pre-norm single-head self-attention and a GELU MLP,
both residual; N blocks are stacked and trained on a mean-squared error. The
step is `@train_step(params..., inputs..., lr) -> (new params..., loss)`;
with `--loss-scale S` the backward is seeded with S and the gradients are
divided by S before SGD (static loss scaling, written out by hand);
parameters carry `mpt.role = "param"` and their results `mpt.updates`.

Matmuls cover every form precision assignment must recognise: plain
`linalg.matmul`, transposes as `indexing_maps`, `linalg.batch_matmul` with
transposed maps, and a generalised `linalg.generic` matmul.
"""

import argparse
import math
import sys


def flt(value):
    """An f32 literal MLIR parses (it rejects `1e-05`)."""
    return f"{value:.9e}"


class Emitter:
    """Emits SSA values of tensor type; each value is (name, shape)."""

    def __init__(self):
        self.lines = []
        self.counter = 0

    def fresh(self, hint="v"):
        # Underscored names never clash with payload names, which have none.
        self.counter += 1
        return f"%{hint}_{self.counter}"

    @staticmethod
    def ty(shape):
        return "tensor<" + "".join(f"{d}x" for d in shape) + "f32>"

    def emit(self, line):
        self.lines.append("  " + line)

    # -- creation --------------------------------------------------------
    def empty(self, shape):
        name = self.fresh("e")
        self.emit(f"{name} = tensor.empty() : {self.ty(shape)}")
        return name

    def zeros(self, shape):
        name = self.fresh("z")
        self.emit(f"{name} = linalg.fill ins(%zero : f32) outs({self.empty(shape)} : "
                  f"{self.ty(shape)}) -> {self.ty(shape)}")
        return name

    # -- contractions ----------------------------------------------------
    def matmul(self, a, b, ta=False, tb=False, generic=False):
        """2-D a @ b with optional transposes (as indexing maps)."""
        (an, ashape), (bn, bshape) = a, b
        m, k = (ashape[1], ashape[0]) if ta else ashape
        k2, n = (bshape[1], bshape[0]) if tb else bshape
        assert k == k2, (ashape, bshape, ta, tb)
        out = (m, n)
        acc = self.zeros(out)
        amap = "(k, m)" if ta else "(m, k)"
        bmap = "(n, k)" if tb else "(k, n)"
        maps = (f"affine_map<(m, n, k) -> {amap}>, affine_map<(m, n, k) -> {bmap}>, "
                f"affine_map<(m, n, k) -> (m, n)>")
        name = self.fresh("mm")
        ins = f"ins({an}, {bn} : {self.ty(ashape)}, {self.ty(bshape)})"
        outs = f"outs({acc} : {self.ty(out)})"
        if generic:
            self.emit(f"{name} = linalg.generic {{indexing_maps = [{maps}], iterator_types = "
                      f"[\"parallel\", \"parallel\", \"reduction\"]}} {ins} {outs} {{")
            self.emit("^bb0(%l: f32, %r: f32, %o: f32):")
            self.emit("  %p = arith.mulf %l, %r : f32")
            self.emit("  %s = arith.addf %o, %p : f32")
            self.emit("  linalg.yield %s : f32")
            self.emit(f"}} -> {self.ty(out)}")
        elif ta or tb:
            self.emit(f"{name} = linalg.matmul indexing_maps = [{maps}] {ins} {outs} -> "
                      f"{self.ty(out)}")
        else:
            self.emit(f"{name} = linalg.matmul {ins} {outs} -> {self.ty(out)}")
        return (name, out)

    def batch_matmul(self, a, b, ta=False, tb=False):
        (an, ashape), (bn, bshape) = a, b
        bt, m, k = (ashape[0], ashape[2], ashape[1]) if ta else ashape
        bt2, k2, n = (bshape[0], bshape[2], bshape[1]) if tb else bshape
        assert bt == bt2 and k == k2, (ashape, bshape)
        out = (bt, m, n)
        acc = self.zeros(out)
        amap = "(b, k, m)" if ta else "(b, m, k)"
        bmap = "(b, n, k)" if tb else "(b, k, n)"
        maps = (f"affine_map<(b, m, n, k) -> {amap}>, affine_map<(b, m, n, k) -> {bmap}>, "
                f"affine_map<(b, m, n, k) -> (b, m, n)>")
        name = self.fresh("bmm")
        self.emit(f"{name} = linalg.batch_matmul indexing_maps = [{maps}] "
                  f"ins({an}, {bn} : {self.ty(ashape)}, {self.ty(bshape)}) "
                  f"outs({acc} : {self.ty(out)}) -> {self.ty(out)}")
        return (name, out)

    # -- elementwise -----------------------------------------------------
    def elementwise(self, inputs, body, hint="ew"):
        """`body(args)` returns payload lines and the yielded scalar; inputs
        are values of the result shape or 0-d scalars (broadcast)."""
        shape = max((s for _, s in inputs), key=len)
        rank = len(shape)
        dims = ", ".join(f"d{i}" for i in range(rank))
        ident = f"affine_map<({dims}) -> ({dims})>"
        scalar = f"affine_map<({dims}) -> ()>"
        maps = [ident if len(s) == rank else scalar for _, s in inputs] + [ident]
        args = [f"%a{i}" for i in range(len(inputs))]
        payload, result = body(args)
        name = self.fresh(hint)
        ins = ", ".join(n for n, _ in inputs)
        tys = ", ".join(self.ty(s) for _, s in inputs)
        iters = ", ".join(['"parallel"'] * rank)
        self.emit(f"{name} = linalg.generic {{indexing_maps = [{', '.join(maps)}], "
                  f"iterator_types = [{iters}]}} ins({ins} : {tys}) "
                  f"outs({self.empty(shape)} : {self.ty(shape)}) {{")
        self.emit("^bb0(" + ", ".join(f"{a}: f32" for a in args) + ", %out: f32):")
        for line in payload:
            self.emit("  " + line)
        self.emit(f"  linalg.yield {result} : f32")
        self.emit(f"}} -> {self.ty(shape)}")
        return (name, shape)

    def binary(self, op, a, b):
        return self.elementwise([a, b], lambda x: ([f"%r = arith.{op} {x[0]}, {x[1]} : f32"],
                                                   "%r"), hint=op)

    def add(self, a, b):
        return self.binary("addf", a, b)

    def sub(self, a, b):
        return self.binary("subf", a, b)

    def mul(self, a, b):
        return self.binary("mulf", a, b)

    def scale(self, a, factor):
        return self.elementwise([a], lambda x: ([f"%c = arith.constant {flt(factor)} : f32",
                                                 f"%r = arith.mulf {x[0]}, %c : f32"], "%r"),
                                hint="scale")

    def relu(self, a):
        return self.elementwise([a], lambda x: (["%z0 = arith.constant 0.0 : f32",
                                                 f"%r = arith.maximumf {x[0]}, %z0 : f32"],
                                                "%r"), hint="relu")

    def relu_grad(self, grad, pre):
        return self.elementwise([grad, pre], lambda x: (
            ["%z0 = arith.constant 0.0 : f32",
             f"%pos = arith.cmpf ogt, {x[1]}, %z0 : f32",
             f"%r = arith.select %pos, {x[0]}, %z0 : f32"], "%r"), hint="drelu")

    def gelu(self, a):
        k = math.sqrt(2.0 / math.pi)
        return self.elementwise([a], lambda x: ([
            "%c0 = arith.constant 0.5 : f32", "%c1 = arith.constant 1.0 : f32",
            f"%ck = arith.constant {flt(k)} : f32", "%cc = arith.constant 0.044715 : f32",
            f"%x2 = arith.mulf {x[0]}, {x[0]} : f32", f"%x3 = arith.mulf %x2, {x[0]} : f32",
            "%t0 = arith.mulf %x3, %cc : f32", f"%t1 = arith.addf {x[0]}, %t0 : f32",
            "%t2 = arith.mulf %t1, %ck : f32", "%th = math.tanh %t2 : f32",
            "%t3 = arith.addf %th, %c1 : f32", f"%t4 = arith.mulf {x[0]}, %t3 : f32",
            "%r = arith.mulf %t4, %c0 : f32"], "%r"), hint="gelu")

    def gelu_grad(self, grad, pre):
        k = math.sqrt(2.0 / math.pi)
        return self.elementwise([grad, pre], lambda x: ([
            "%c0 = arith.constant 0.5 : f32", "%c1 = arith.constant 1.0 : f32",
            f"%ck = arith.constant {flt(k)} : f32", "%cc = arith.constant 0.044715 : f32",
            "%c3 = arith.constant 0.134145 : f32",
            f"%x2 = arith.mulf {x[1]}, {x[1]} : f32", f"%x3 = arith.mulf %x2, {x[1]} : f32",
            "%t0 = arith.mulf %x3, %cc : f32", f"%t1 = arith.addf {x[1]}, %t0 : f32",
            "%u = arith.mulf %t1, %ck : f32", "%th = math.tanh %u : f32",
            "%sech = arith.mulf %th, %th : f32", "%s1 = arith.subf %c1, %sech : f32",
            "%d0 = arith.mulf %x2, %c3 : f32", "%d1 = arith.addf %d0, %c1 : f32",
            "%du = arith.mulf %d1, %ck : f32",
            f"%e0 = arith.mulf {x[1]}, %s1 : f32", "%e1 = arith.mulf %e0, %du : f32",
            "%e2 = arith.addf %th, %c1 : f32", "%e3 = arith.addf %e2, %e1 : f32",
            "%e4 = arith.mulf %e3, %c0 : f32", f"%r = arith.mulf {x[0]}, %e4 : f32"], "%r"),
            hint="dgelu")

    def unary_math(self, op, a):
        return self.elementwise([a], lambda x: ([f"%r = math.{op} {x[0]} : f32"], "%r"), hint=op)

    # -- reductions and broadcasts --------------------------------------
    def reduce(self, a, dims, combiner="addf", init="0.0"):
        name, shape = a
        out = tuple(d for i, d in enumerate(shape) if i not in dims)
        acc = self.fresh("acc")
        self.emit(f"{acc} = linalg.fill ins(%{'zero' if init == '0.0' else 'neginf'} : f32) "
                  f"outs({self.empty(out)} : {self.ty(out)}) -> {self.ty(out)}")
        res = self.fresh("red")
        self.emit(f"{res} = linalg.reduce ins({name} : {self.ty(shape)}) outs({acc} : "
                  f"{self.ty(out)}) dimensions = [{', '.join(map(str, dims))}]")
        self.emit("  (%in: f32, %init: f32) {")
        self.emit(f"    %r = arith.{combiner} %in, %init : f32")
        self.emit("    linalg.yield %r : f32")
        self.emit("  }")
        return (res, out)

    def broadcast(self, a, shape, dims):
        name, ashape = a
        res = self.fresh("bc")
        self.emit(f"{res} = linalg.broadcast ins({name} : {self.ty(ashape)}) outs("
                  f"{self.empty(shape)} : {self.ty(shape)}) dimensions = "
                  f"[{', '.join(map(str, dims))}]")
        return (res, tuple(shape))

    def expand(self, a, shape, groups):
        name, ashape = a
        res = self.fresh("ex")
        self.emit(f"{res} = tensor.expand_shape {name} {groups} output_shape "
                  f"[{', '.join(map(str, shape))}] : {self.ty(ashape)} into {self.ty(shape)}")
        return (res, tuple(shape))

    def collapse(self, a, shape, groups):
        name, ashape = a
        res = self.fresh("co")
        self.emit(f"{res} = tensor.collapse_shape {name} {groups} : {self.ty(ashape)} into "
                  f"{self.ty(shape)}")
        return (res, tuple(shape))

    def sgd(self, param, grad, lr):
        return self.elementwise([param, grad, lr], lambda x: (
            [f"%st = arith.mulf {x[2]}, {x[1]} : f32", f"%r = arith.subf {x[0]}, %st : f32"],
            "%r"), hint="sgd")


# ---------------------------------------------------------------------------
# Layers: forward returns (output, saved); backward returns input gradient
# and fills `grads`.


def bias_forward(e, x, b):
    return e.add(x, e.broadcast(b, x[1], [0]))


def softmax_rows(e, x):
    """Softmax over the last dimension (stable)."""
    last = len(x[1]) - 1
    mx = e.reduce(x, [last], "maximumf", "-inf")
    shifted = e.sub(x, e.broadcast(mx, x[1], [last]))
    ex = e.unary_math("exp", shifted)
    total = e.reduce(ex, [last])
    return e.binary("divf", ex, e.broadcast(total, x[1], [last])), shifted, total


def layer_norm_forward(e, x, gamma, beta, eps=1e-5):
    rows, cols = x[1]
    mean = e.scale(e.reduce(x, [1]), 1.0 / cols)
    xc = e.sub(x, e.broadcast(mean, x[1], [1]))
    var = e.scale(e.reduce(e.mul(xc, xc), [1]), 1.0 / cols)
    rstd = e.elementwise([var], lambda a: ([f"%ce = arith.constant {flt(eps)} : f32",
                                            f"%v = arith.addf {a[0]}, %ce : f32",
                                            "%r = math.rsqrt %v : f32"], "%r"), hint="rstd")
    xhat = e.mul(xc, e.broadcast(rstd, x[1], [1]))
    y = e.add(e.mul(xhat, e.broadcast(gamma, x[1], [0])), e.broadcast(beta, x[1], [0]))
    return y, (xhat, rstd)


def layer_norm_backward(e, dy, saved, gamma, grads, prefix):
    xhat, rstd = saved
    rows, cols = dy[1]
    grads[prefix + "_gamma"] = e.reduce(e.mul(dy, xhat), [0])
    grads[prefix + "_beta"] = e.reduce(dy, [0])
    dxhat = e.mul(dy, e.broadcast(gamma, dy[1], [0]))
    sum_d = e.broadcast(e.reduce(dxhat, [1]), dy[1], [1])
    sum_dx = e.broadcast(e.reduce(e.mul(dxhat, xhat), [1]), dy[1], [1])
    inner = e.sub(e.sub(e.scale(dxhat, float(cols)), sum_d), e.mul(xhat, sum_dx))
    return e.scale(e.mul(inner, e.broadcast(rstd, dy[1], [1])), 1.0 / cols)


# ---------------------------------------------------------------------------
# Models


def mlp(args):
    e = Emitter()
    b, width, classes, features = args.batch, args.width, 10, 784
    dims = [features] + [width] * args.layers + [classes]
    params = []
    for i in range(len(dims) - 1):
        params.append((f"w{i}", (dims[i], dims[i + 1])))
        params.append((f"b{i}", (dims[i + 1],)))
    inputs = [("x", (b, features)), ("y", (b, classes))]

    x = ("%x", (b, features))
    acts, pres = [x], []
    h = x
    for i in range(len(dims) - 1):
        pre = bias_forward(e, e.matmul(h, (f"%w{i}", (dims[i], dims[i + 1]))),
                           (f"%b{i}", (dims[i + 1],)))
        pres.append(pre)
        h = e.relu(pre) if i < len(dims) - 2 else pre
        acts.append(h)
    logits = h
    probs, shifted, total = softmax_rows(e, logits)
    logp = e.sub(shifted, e.broadcast(e.unary_math("log", total), logits[1], [1]))
    loss = e.scale(e.reduce(e.mul(("%y", (b, classes)), logp), [0, 1]), -1.0 / b)

    grads = {}
    d = e.scale(e.sub(probs, ("%y", (b, classes))), args.loss_scale / b)
    for i in reversed(range(len(dims) - 1)):
        grads[f"w{i}"] = e.matmul(acts[i], d, ta=True)
        grads[f"b{i}"] = e.reduce(d, [0])
        if i > 0:
            d = e.relu_grad(e.matmul(d, (f"%w{i}", (dims[i], dims[i + 1])), tb=True),
                            pres[i - 1])
    return e, params, inputs, grads, loss


def transformer(args):
    e = Emitter()
    B, S, D, F = args.batch, args.seq, args.model_dim, args.ffn
    N = B * S
    params, grads_all, saved = [], {}, []
    for l in range(args.layers):
        for name, shape in [("ln1_gamma", (D,)), ("ln1_beta", (D,)), ("wq", (D, D)),
                            ("wk", (D, D)), ("wv", (D, D)), ("wo", (D, D)),
                            ("ln2_gamma", (D,)), ("ln2_beta", (D,)), ("w1", (D, F)),
                            ("b1", (F,)), ("w2", (F, D)), ("b2", (D,))]:
            params.append((f"l{l}_{name}", shape))
    inputs = [("x", (N, D)), ("target", (N, D))]
    shapes = dict(params)
    P = lambda l, n: (f"%l{l}_{n}", shapes[f"l{l}_{n}"])
    scale = 1.0 / math.sqrt(D)
    to3 = lambda v: e.expand(v, (B, S, D), "[[0, 1], [2]]")
    to2 = lambda v: e.collapse(v, (N, D), "[[0, 1], [2]]")

    h = ("%x", (N, D))
    for l in range(args.layers):
        ln1, ln1_saved = layer_norm_forward(e, h, P(l, "ln1_gamma"), P(l, "ln1_beta"))
        q, k, v = (e.matmul(ln1, P(l, w)) for w in ("wq", "wk", "wv"))
        q3, k3, v3 = to3(q), to3(k), to3(v)
        scores = e.scale(e.batch_matmul(q3, k3, tb=True), scale)
        probs, _, _ = softmax_rows(e, scores)
        a = to2(e.batch_matmul(probs, v3))
        o = e.matmul(a, P(l, "wo"), generic=True)
        r1 = e.add(h, o)
        ln2, ln2_saved = layer_norm_forward(e, r1, P(l, "ln2_gamma"), P(l, "ln2_beta"))
        f1 = bias_forward(e, e.matmul(ln2, P(l, "w1")), P(l, "b1"))
        g = e.gelu(f1)
        f2 = bias_forward(e, e.matmul(g, P(l, "w2")), P(l, "b2"))
        out = e.add(r1, f2)
        saved.append(dict(h=h, ln1=ln1, ln1_saved=ln1_saved, q3=q3, k3=k3, v3=v3,
                          probs=probs, a=a, ln2=ln2, ln2_saved=ln2_saved, f1=f1, g=g))
        h = out

    diff = e.sub(h, ("%target", (N, D)))
    loss = e.scale(e.reduce(e.mul(diff, diff), [0, 1]), 1.0 / (N * D))
    d = e.scale(diff, 2.0 * args.loss_scale / (N * D))
    for l in reversed(range(args.layers)):
        s, G = saved[l], {}
        G["w2"] = e.matmul(s["g"], d, ta=True)
        G["b2"] = e.reduce(d, [0])
        df1 = e.gelu_grad(e.matmul(d, P(l, "w2"), tb=True), s["f1"])
        G["w1"] = e.matmul(s["ln2"], df1, ta=True)
        G["b1"] = e.reduce(df1, [0])
        dln2 = e.matmul(df1, P(l, "w1"), tb=True)
        dr1 = e.add(d, layer_norm_backward(e, dln2, s["ln2_saved"], P(l, "ln2_gamma"), G, "ln2"))
        G["wo"] = e.matmul(s["a"], dr1, ta=True)
        da3 = to3(e.matmul(dr1, P(l, "wo"), tb=True))
        dp = e.batch_matmul(da3, s["v3"], tb=True)
        dv3 = e.batch_matmul(s["probs"], da3, ta=True)
        last = 2
        row = e.broadcast(e.reduce(e.mul(dp, s["probs"]), [last]), s["probs"][1], [last])
        dscores = e.scale(e.mul(s["probs"], e.sub(dp, row)), scale)
        dq3 = e.batch_matmul(dscores, s["k3"])
        dk3 = e.batch_matmul(dscores, s["q3"], ta=True)
        dq, dk, dv = to2(dq3), to2(dk3), to2(dv3)
        G["wq"] = e.matmul(s["ln1"], dq, ta=True)
        G["wk"] = e.matmul(s["ln1"], dk, ta=True)
        G["wv"] = e.matmul(s["ln1"], dv, ta=True)
        dln1 = e.add(e.add(e.matmul(dq, P(l, "wq"), tb=True), e.matmul(dk, P(l, "wk"), tb=True)),
                     e.matmul(dv, P(l, "wv"), tb=True))
        dh_ln = layer_norm_backward(e, dln1, s["ln1_saved"], P(l, "ln1_gamma"), G, "ln1")
        d = e.add(dr1, dh_ln)
        for name, grad in G.items():
            grads_all[f"l{l}_{name}"] = grad
    return e, params, inputs, grads_all, loss


# ---------------------------------------------------------------------------
# The same models in the mpt dialect: the forward and the loss only; the
# backward comes from mpt.value_and_grad (mpt-autodiff).


class MptEmitter:
    def __init__(self):
        self.lines, self.counter = [], 0

    def fresh(self, hint):
        self.counter += 1
        return f"%{hint}_{self.counter}"

    def op(self, text, shape, hint="v"):
        name = self.fresh(hint)
        self.lines.append(f"  {name} = {text}")
        return (name, tuple(shape))

    ty = staticmethod(Emitter.ty)

    def matmul(self, a, b, tb=False):
        (an, ash), (bn, bsh) = a, b
        shape = ash[:-1] + ((bsh[-2],) if tb else (bsh[-1],))
        flag = " transpose_rhs" if tb else ""
        return self.op(f"mpt.matmul {an}, {bn}{flag} : {self.ty(ash)}, {self.ty(bsh)} -> "
                       f"{self.ty(shape)}", shape, "mm")

    def binary(self, op, a, b):
        return self.op(f"mpt.{op} {a[0]}, {b[0]} : {self.ty(a[1])}", a[1], op)

    def unary(self, op, a):
        return self.op(f"mpt.{op} {a[0]} : {self.ty(a[1])}", a[1], op)

    def bias(self, x, b):
        rows = self.op(f"mpt.broadcast {b[0]} dims = [0] : {self.ty(b[1])} -> {self.ty(x[1])}",
                       x[1], "bc")
        return self.binary("add", x, rows)

    def scale(self, x, factor):
        c = self.op(f"arith.constant dense<{flt(factor)}> : {self.ty(x[1])}", x[1], "c")
        return self.binary("mul", x, c)

    def reshape(self, x, shape):
        return self.op(f"mpt.reshape {x[0]} : {self.ty(x[1])} -> {self.ty(shape)}", shape, "rs")

    def layer_norm(self, x, gamma, beta):
        return self.op(f"mpt.layer_norm {x[0]}, {gamma[0]}, {beta[0]} axis = 1 : "
                       f"{self.ty(x[1])}, {self.ty(gamma[1])}", x[1], "ln")


def mpt_mlp(args):
    e = MptEmitter()
    b, classes, features = args.batch, 10, 784
    dims = [features] + [args.width] * args.layers + [classes]
    params = []
    for i in range(len(dims) - 1):
        params += [(f"w{i}", (dims[i], dims[i + 1])), (f"b{i}", (dims[i + 1],))]
    inputs = [("x", (b, features), "tensor"), ("y", (b,), "i32")]
    h = ("%x", (b, features))
    for i in range(len(dims) - 1):
        h = e.bias(e.matmul(h, (f"%w{i}", dims[i:i + 2])), (f"%b{i}", (dims[i + 1],)))
        if i < len(dims) - 2:
            h = e.unary("relu", h)
    loss = e.op(f"mpt.softmax_cross_entropy {h[0]}, %y : {e.ty(h[1])}, tensor<{b}xi32>",
                (), "loss")
    return e, params, inputs, loss


def mpt_transformer(args):
    e = MptEmitter()
    B, S, D, F = args.batch, args.seq, args.model_dim, args.ffn
    N = B * S
    params = []
    for l in range(args.layers):
        params += [(f"l{l}_{n}", s) for n, s in [
            ("ln1_gamma", (D,)), ("ln1_beta", (D,)), ("wq", (D, D)), ("wk", (D, D)),
            ("wv", (D, D)), ("wo", (D, D)), ("ln2_gamma", (D,)), ("ln2_beta", (D,)),
            ("w1", (D, F)), ("b1", (F,)), ("w2", (F, D)), ("b2", (D,))]]
    shapes = dict(params)
    P = lambda l, n: (f"%l{l}_{n}", shapes[f"l{l}_{n}"])
    inputs = [("x", (N, D), "tensor"), ("target", (N, D), "tensor")]
    h = ("%x", (N, D))
    for l in range(args.layers):
        ln1 = e.layer_norm(h, P(l, "ln1_gamma"), P(l, "ln1_beta"))
        q, k, v = (e.reshape(e.matmul(ln1, P(l, w)), (B, S, D)) for w in ("wq", "wk", "wv"))
        scores = e.scale(e.matmul(q, k, tb=True), 1.0 / math.sqrt(D))
        probs = e.op(f"mpt.softmax {scores[0]} dim = 2 : {e.ty(scores[1])}", scores[1], "sm")
        a = e.reshape(e.matmul(probs, v), (N, D))
        r1 = e.binary("add", h, e.matmul(a, P(l, "wo")))
        ln2 = e.layer_norm(r1, P(l, "ln2_gamma"), P(l, "ln2_beta"))
        g = e.unary("gelu", e.bias(e.matmul(ln2, P(l, "w1")), P(l, "b1")))
        h = e.binary("add", r1, e.bias(e.matmul(g, P(l, "w2")), P(l, "b2")))
    loss = e.op(f"mpt.mse_loss {h[0]}, %target : {e.ty(h[1])}", (), "loss")
    return e, params, inputs, loss


def write_mpt(e, params, inputs, loss, out, loss_scale=1.0):
    """The forward as @loss and @train_step = value_and_grad + SGD; with a
    loss scale, the backward is seeded with it and the gradients unscaled."""
    def arg_type(shape, kind):
        return Emitter.ty(shape) if kind == "tensor" else \
            "tensor<" + "".join(f"{d}x" for d in shape) + f"{kind}>"
    arg_types = [Emitter.ty(s) for _, s in params] + [arg_type(s, k) for _, s, k in inputs]
    arg_names = [f"%{n}" for n, _ in params] + [f"%{n}" for n, _, _ in inputs]
    out.write("// Generated by benchmarks/gen_training_step.py " + " ".join(sys.argv[1:]) + "\n")
    out.write(f"func.func @loss({', '.join(f'{n}: {t}' for n, t in zip(arg_names, arg_types))})"
              " -> tensor<f32> {\n")
    out.write("\n".join(e.lines) + f"\n  return {loss[0]} : tensor<f32>\n}}\n")
    roles = [f"{n}: {t} {{mpt.role = \"param\"}}" for n, t in zip(arg_names, arg_types)
             if n[1:] in dict(params)]
    # The last input is what the loss compares with: class labels or a
    # regression target.
    roles += [f"%{n}: {arg_type(s, k)} {{mpt.role = \"{'label' if i == len(inputs) - 1 else 'input'}\"}}"
              for i, (n, s, k) in enumerate(inputs)]
    roles.append("%lr: tensor<f32> {mpt.role = \"hyper\"}")
    results = [f"{Emitter.ty(s)} {{mpt.updates = {i} : i64}}" for i, (_, s) in enumerate(params)]
    out.write(f"func.func @train_step({', '.join(roles)})\n    -> ({', '.join(results)}, "
              "tensor<f32>) {\n")
    grads = ", ".join(f"%g{i}" for i in range(len(params)))
    gtypes = ", ".join(Emitter.ty(s) for _, s in params)
    seed = ""
    if loss_scale != 1.0:
        out.write(f"  %seed = arith.constant dense<{flt(loss_scale)}> : tensor<f32>\n")
        seed = " seed %seed"
    out.write(f"  %l, {grads} = mpt.value_and_grad @loss({', '.join(arg_names)}) wrt "
              f"[{', '.join(str(i) for i in range(len(params)))}]{seed} : "
              f"({', '.join(arg_types)}) -> (tensor<f32>, {gtypes})\n")
    for i, (n, s) in enumerate(params):
        t, grad = Emitter.ty(s), f"%g{i}"
        if loss_scale != 1.0:
            out.write(f"  %u{i} = mpt.unscale %g{i}, %seed : {t} -> {t}\n")
            grad = f"%u{i}"
        out.write(f"  %n{i} = mpt.sgd %{n}, {grad}, %lr : {t}, {t}\n")
    news = ", ".join(f"%n{i}" for i in range(len(params)))
    out.write(f"  return {news}, %l : {gtypes}, tensor<f32>\n}}\n")


def write(e, params, inputs, grads, loss, out, loss_scale=1.0):
    body = e.lines
    e.lines = []
    if loss_scale != 1.0:
        grads = {n: e.scale(g, 1.0 / loss_scale) for n, g in grads.items()}
    new_params = [e.sgd((f"%{n}", s), grads[n], ("%lr", ())) for n, s in params]
    body += e.lines
    args = [f"%{n}: {Emitter.ty(s)} {{mpt.role = \"param\"}}" for n, s in params]
    args += [f"%{n}: {Emitter.ty(s)} {{mpt.role = \"{'label' if i == len(inputs) - 1 else 'input'}\"}}"
             for i, (n, s) in enumerate(inputs)]
    args.append("%lr: tensor<f32> {mpt.role = \"hyper\"}")
    results = [f"{Emitter.ty(s)} {{mpt.updates = {i} : i64}}" for i, (_, s) in enumerate(params)]
    results.append("tensor<f32>")
    out.write("// Generated by benchmarks/gen_training_step.py " + " ".join(sys.argv[1:]) + "\n")
    out.write("func.func @train_step(" + ",\n    ".join(args) + ")\n    -> (" +
              ",\n        ".join(results) + ") {\n")
    out.write("  %zero = arith.constant 0.0 : f32\n")
    out.write("  %neginf = arith.constant 0xFF800000 : f32\n")
    out.write("\n".join(body) + "\n")
    rets = [n for n, _ in new_params] + [loss[0]]
    tys = [Emitter.ty(s) for _, s in new_params] + ["tensor<f32>"]
    out.write(f"  return {', '.join(rets)} : {', '.join(tys)}\n}}\n")


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("model", choices=["mlp", "transformer"])
    parser.add_argument("--dialect", choices=["linalg", "mpt"], default="linalg",
                        help="linalg: upstream IR with a hand-derived backward; mpt: the "
                             "forward in the mpt dialect and mpt.value_and_grad")
    parser.add_argument("--layers", type=int, default=1)
    parser.add_argument("--batch", type=int, default=None)
    parser.add_argument("--width", type=int, default=256, help="MLP hidden width")
    parser.add_argument("--seq", type=int, default=16)
    parser.add_argument("--model-dim", dest="model_dim", type=int, default=64)
    parser.add_argument("--ffn", type=int, default=256)
    parser.add_argument("--loss-scale", dest="loss_scale", type=float, default=1.0,
                        help="static loss scale: seed the backward with it and "
                             "unscale the gradients before SGD")
    parser.add_argument("-o", "--output", default="-")
    args = parser.parse_args()
    args.batch = args.batch or (64 if args.model == "mlp" else 2)
    out = sys.stdout if args.output == "-" else open(args.output, "w")
    if args.dialect == "mpt":
        write_mpt(*(mpt_mlp(args) if args.model == "mlp" else mpt_transformer(args)), out,
                  loss_scale=args.loss_scale)
        return
    graph = mlp(args) if args.model == "mlp" else transformer(args)
    write(*graph, out, loss_scale=args.loss_scale)


if __name__ == "__main__":
    main()
