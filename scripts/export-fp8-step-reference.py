#!/usr/bin/env python3
"""Writes test/Tools/mpt-run/Inputs/fp8-step/: what an independent numpy +
ml_dtypes implementation of mpt's FP8 training recipe computes for the small
MLP of test/Integration/CPU/Inputs/mlp_step.mlir (32 -> 16 -> 10, batch 8,
SGD, lr 0.1), so that the test suite can check mpt-run --precision=fp8
without ml_dtypes:

  params/param_<i>.npy      the initial parameters
  features.npy, labels.npy  6 batches in order, each batch's inputs scaled by
                            a different power of two so the amax histories
                            matter
  <mode>.npz                for delayed, current, delayed with an inf
                            injected into step 3's first input, and delayed
                            with BF16 outputs (fp8-output=bf16): the loss of
                            every step, the final parameters, loss-scaler
                            state and FP8 scales and amax histories; for the
                            block recipes mxfp8, blockwise and
                            blockwise-pow2 and the FP4 recipes nvfp4 and
                            mxfp4 (with stochastic rounding of gradients,
                            and without: <recipe>-nearest.npz)
                            (fp8-keep-bf16=none: the output layer in FP8
                            too) the losses, parameters and loss-scaler
                            state

The recipe, written from mpt-auto-mixed-precision's description rather than
from its output: BF16 colouring (the bias sums in FP32, the ReLU and its
derivative in BF16), E4M3 for forward operands and E5M2 for gradients, each
quantized once as fp8(clip(f32(x) * scale)) with round to nearest even,
FP32 accumulation divided by (scale_a * scale_b), dynamic loss scaling from
2^16, and per tensor a scale and an amax history of 4 (delayed: this step
uses the scale the earlier amaxes chose; current: the scale of this step's
amax). A skipped step changes neither parameters nor FP8 state.

The block recipes quantize each operand of each product in blocks along the
dimension that product reduces (1x32 with E8M0 scales for mxfp8; 1x128, and
128x128 for the weights, with FP32 or power-of-two scales for blockwise),
from the FP32 value (a transposed use is quantized again, not made from the
forward's copy), with export-fp8-block-reference.py's definitions; the
products read the dequantized copies. The FP4 recipes do the same with
E2M1 operands, gradients included (export-fp4-reference.py's
definitions): nvfp4 in 1x16 blocks, 16x16 for the weights, with each
product multiplied by fl(fl(amax_a * amax_b) * fl(1 / 2688^2)); mxfp4 in
1x32 blocks.

  scripts/torch-env.sh scripts/export-fp8-step-reference.py
"""
import importlib.util
import os

import ml_dtypes
import numpy as np


def _load(name, file):
    spec = importlib.util.spec_from_file_location(
        name, os.path.join(os.path.dirname(os.path.realpath(__file__)), file))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


block_reference = _load("block_reference", "export-fp8-block-reference.py")
fp4_reference = _load("fp4_reference", "export-fp4-reference.py")

ROOT = os.path.join(os.path.dirname(os.path.realpath(__file__)), "..")
OUT = os.path.join(ROOT, "test", "Tools", "mpt-run", "Inputs", "fp8-step")
E4M3, E5M2 = ml_dtypes.float8_e4m3fn, ml_dtypes.float8_e5m2
B, D, H, C, STEPS, HISTORY, LR = 8, 32, 16, 10, 6, 4, np.float32(0.1)
f32 = np.float32


def bf16(x):
    return x.astype(ml_dtypes.bfloat16).astype(f32)


def quantize(x, scale, fmt):
    """fp8(f32(x) * scale): one f32 rounding, then nearest even in the
    format, finite overflow saturating, NaN and inf left to the cast."""
    scaled = x.astype(f32) * f32(scale)
    largest = f32(ml_dtypes.finfo(fmt).max)
    clipped = np.where(np.isfinite(scaled), np.clip(scaled, -largest, largest), scaled)
    return clipped.astype(fmt).astype(f32)


def contract(a, b):
    # Products of FP8 values are exact in FP32; summed in f64, rounded once.
    return (a.astype(np.float64) @ b.astype(np.float64)).astype(f32)


class Fp8State:
    """One tensor's scale and amax history (most recent first)."""

    def __init__(self, fmt):
        self.fmt, self.scale, self.history = fmt, f32(1.0), np.zeros(HISTORY, f32)

    def updated(self, amax, reduce_max):
        history, scale = self.history, self.scale
        if np.isfinite(amax):
            history = np.concatenate([[amax], history[:-1]]).astype(f32)
            reduced = history.max() if reduce_max else f32(amax)
            with np.errstate(divide="ignore", invalid="ignore", over="ignore"):
                candidate = f32(ml_dtypes.finfo(self.fmt).max) / f32(reduced)
            if candidate > 0 and np.isfinite(candidate):
                scale = f32(candidate)
        return history, scale


def next_loss_scale(finite, loss_scale, growth, hysteresis):
    """Dynamic loss scaling after a step: doubled after 2000 finite steps,
    halved (not below 1) when the hysteresis runs out."""
    if finite:
        growth += 1
        if growth >= 2000:
            return loss_scale * 2, 0, 1
        return loss_scale, growth, hysteresis
    growth, hysteresis = 0, max(hysteresis - 1, 0)
    if hysteresis == 0:
        loss_scale = max(loss_scale * f32(0.5), f32(1.0))
    return loss_scale, growth, hysteresis


def step_result(losses, scaler, params):
    result = {"losses": np.array(losses, f32), "loss_scale": np.array(scaler, np.float64)}
    for i, p in enumerate(params):
        result[f"param_{i}"] = p
    return result


BLOCK_SCALING = {"mxfp8": "e8m0", "blockwise": "f32", "blockwise-pow2": "pow2",
                 "nvfp4": "nvfp4", "mxfp4": "e8m0"}
E2M1_VALUES = np.array([0, 0.5, 1, 1.5, 2, 3, 4, 6, -0.0, -0.5, -1, -1.5, -2,
                        -3, -4, -6], f32)


def dequantized_blocks(value, fmt, recipe, axis, weight, stochastic=None):
    """`value` quantized in blocks along `axis` (the dimension its product
    reduces; squares for a blockwise or NVFP4 weight) and dequantized, as
    mpt.quantize_blocks and mpt.dequantize_blocks define; with the tensor's
    amax for NVFP4 (whose dequantized copy is the block part q * s);
    `stochastic`: FP4 rounded stochastically under (seed, stream)."""
    mx = recipe in ("mxfp8", "mxfp4")
    length = 32 if mx else 16 if recipe == "nvfp4" else 128
    block = [1, 1]
    block[axis] = length
    if weight and not mx:
        block = [length, length]
    value = value.astype(f32)
    amax = None
    if recipe == "nvfp4":
        codes, scale_codes, amax_bits, _ = fp4_reference.nvfp4(value, tuple(block),
                                                               stochastic)
        q = E2M1_VALUES[codes]
        scales = scale_codes.view(E4M3).astype(f32)
        amax = amax_bits.view(f32)[0]
    elif recipe == "mxfp4":
        codes, scale_codes = fp4_reference.mxfp4(value, tuple(block), stochastic)
        q = E2M1_VALUES[codes]
        scales = np.where(scale_codes == 255, np.nan, np.ldexp(
            f32(1), np.where(scale_codes == 255, 0, scale_codes.astype(int) - 127)))
    else:
        name = "e4m3" if fmt is E4M3 else "e5m2"
        q, _, scales = block_reference.quantize(value, name, BLOCK_SCALING[recipe],
                                                tuple(block))
    spread = block_reference.per_element(scales.astype(f32), block, value.shape)
    with np.errstate(invalid="ignore", over="ignore"):
        return (q.astype(f32) * spread).astype(f32), amax


def contract_blocks(a, b):
    """The product of two dequantized copies; NVFP4's times its alpha."""
    product = contract(a[0], b[0])
    if a[1] is None:
        return product
    alpha = f32(f32(a[1] * b[1]) * f32(1.0 / 7225344.0))
    return (product * alpha).astype(f32)


def transposed(copy):
    return copy[0].T, copy[1]


def train_blocks(params, features, labels, recipe, stochastic=False):
    """One block recipe, every product in FP8 (no FP8 state); `stochastic`:
    FP4 gradients rounded stochastically, each quantization its own stream
    (0: dlogits for dX of the output layer, 1: dlogits for its dW, 2: the
    hidden gradient for the first layer's dW, mpt's order) and the seed the
    step counter (0 at the first step)."""
    w1, b1, w2, b2 = [p.copy() for p in params]
    loss_scale, growth, hysteresis = f32(65536.0), 0, 1
    losses = []
    dq = lambda v, fmt, axis, weight=False: dequantized_blocks(v, fmt, recipe, axis, weight)
    contract = contract_blocks
    seed = 0
    for step in range(1, STEPS + 1):
        x = features[(step - 1) * B:step * B].copy()
        y = labels[(step - 1) * B:step * B]
        with np.errstate(invalid="ignore", over="ignore"):
            a = contract(dq(x, E4M3, 1), dq(w1, E4M3, 0, True)) + b1
            r = np.maximum(bf16(a), f32(0))
            logits = contract(dq(r, E4M3, 1), dq(w2, E4M3, 0, True)) + b2
            shifted = logits - logits.max(axis=1, keepdims=True)
            p = np.exp(shifted) / np.exp(shifted).sum(axis=1, keepdims=True)
            loss = f32(np.mean(np.log(np.exp(shifted).sum(axis=1)) - shifted[np.arange(B), y]))
            losses.append(loss)
            onehot = np.eye(C, dtype=f32)[y]
            dlogits = (loss_scale * f32(1.0 / B)) * (p - onehot)
            gb2 = dlogits.sum(axis=0, dtype=f32)
            # dX = dY . W^T reduces W's columns; dW = X^T . dY the batch.
            grad = lambda v, axis, stream: dequantized_blocks(
                v, E5M2, recipe, axis, False, (seed, stream) if stochastic else None)
            dr = bf16(contract(grad(dlogits, 1, 0), transposed(dq(w2, E4M3, 1, True))))
            gw2 = contract(transposed(dq(r, E4M3, 0)), grad(dlogits, 0, 1))
            da = np.where(r > 0, dr, f32(0))
            gb1 = da.sum(axis=0, dtype=f32)
            gw1 = contract(transposed(dq(x, E4M3, 0)), grad(da, 0, 2))
            grads = [g / loss_scale for g in (gw1, gb1, gw2, gb2)]
        finite = all(np.isfinite(g).all() for g in grads)
        if finite:
            w1, b1, w2, b2 = [w - LR * g for w, g in zip((w1, b1, w2, b2), grads)]
            seed += 1  # state: a skipped step leaves the counter too
        loss_scale, growth, hysteresis = next_loss_scale(finite, loss_scale, growth, hysteresis)
    return step_result(losses, (loss_scale, growth, hysteresis), (w1, b1, w2, b2))


def train(params, features, labels, mode, inject_step=None, bf16_output=False):
    w1, b1, w2, b2 = [p.copy() for p in params]
    names = ["x", "w1", "r", "w2", "dlogits", "da"]
    formats = [E4M3, E4M3, E4M3, E4M3, E5M2, E5M2]
    states = {n: Fp8State(f) for n, f in zip(names, formats)}
    loss_scale, growth, hysteresis = f32(65536.0), 0, 1
    losses = []
    for step in range(1, STEPS + 1):
        x = features[(step - 1) * B:step * B].copy()
        y = labels[(step - 1) * B:step * B]
        if step == inject_step:
            x.flat[0] = np.inf
        pending = {}

        def q(name, value):
            """The FP8 copy and its scale; records the amax for the update."""
            state = states[name]
            amax = f32(np.max(np.abs(value.astype(f32))))
            history, next_scale = state.updated(amax, reduce_max=(mode != "current"))
            pending[name] = (history, next_scale)
            scale = next_scale if mode == "current" else state.scale
            return quantize(value, scale, state.fmt), scale

        def descale(acc, sa, sb):
            out = acc * (f32(1.0) / (f32(sa) * f32(sb)))
            return bf16(out) if bf16_output else out

        with np.errstate(invalid="ignore", over="ignore"):
            qx, sx = q("x", x)
            qw1, sw1 = q("w1", w1)
            a = descale(contract(qx, qw1), sx, sw1) + b1
            r = np.maximum(bf16(a), f32(0))
            qr, sr = q("r", r)
            qw2, sw2 = q("w2", w2)
            logits = descale(contract(qr, qw2), sr, sw2) + b2
            shifted = logits - logits.max(axis=1, keepdims=True)
            p = np.exp(shifted) / np.exp(shifted).sum(axis=1, keepdims=True)
            loss = f32(np.mean(np.log(np.exp(shifted).sum(axis=1)) - shifted[np.arange(B), y]))
            losses.append(loss)
            onehot = np.eye(C, dtype=f32)[y]
            dlogits = (loss_scale * f32(1.0 / B)) * (p - onehot)
            qd, sd = q("dlogits", dlogits)
            gb2 = dlogits.sum(axis=0, dtype=f32)
            dr = bf16(descale(contract(qd, qw2.T), sd, sw2))
            gw2 = descale(contract(qr.T, qd), sr, sd)
            da = np.where(r > 0, dr, f32(0))
            qda, sda = q("da", da)
            gb1 = da.sum(axis=0, dtype=f32)
            gw1 = descale(contract(qx.T, qda), sx, sda)
            grads = [g / loss_scale for g in (gw1, gb1, gw2, gb2)]
        finite = all(np.isfinite(g).all() for g in grads)
        if finite:
            w1, b1, w2, b2 = [w - LR * g for w, g in zip((w1, b1, w2, b2), grads)]
            for name, (history, scale) in pending.items():
                states[name].history, states[name].scale = history, scale
        loss_scale, growth, hysteresis = next_loss_scale(finite, loss_scale, growth, hysteresis)
    result = step_result(losses, (loss_scale, growth, hysteresis), (w1, b1, w2, b2))
    for name in names:
        result[f"scale_{name}"] = np.array(states[name].scale, f32)
        result[f"history_{name}"] = states[name].history
    return result


def main():
    rng = np.random.default_rng(25)
    params = [rng.uniform(-1, 1, (D, H)).astype(f32) * f32(0.5 / np.sqrt(D)),
              rng.uniform(-0.05, 0.05, H).astype(f32),
              rng.uniform(-1, 1, (H, C)).astype(f32) * f32(0.5 / np.sqrt(H)),
              rng.uniform(-0.05, 0.05, C).astype(f32)]
    features = rng.uniform(-1, 1, (STEPS * B, D)).astype(f32)
    for step in range(STEPS):
        features[step * B:(step + 1) * B] *= f32(2.0 ** [0, 3, -2, 1, 4, -1][step])
    labels = rng.integers(0, C, STEPS * B).astype(np.int32)
    os.makedirs(os.path.join(OUT, "params"), exist_ok=True)
    for i, p in enumerate(params):
        np.save(os.path.join(OUT, "params", f"param_{i}.npy"), p)
    np.save(os.path.join(OUT, "features.npy"), features)
    np.save(os.path.join(OUT, "labels.npy"), labels)
    runs = {"delayed": ("delayed", None, False), "current": ("current", None, False),
            "delayed-inject3": ("delayed", 3, False), "delayed-bf16-output": ("delayed", None, True)}
    for name, (mode, inject, bf16_output) in runs.items():
        result = train(params, features, labels, mode, inject, bf16_output)
        np.savez(os.path.join(OUT, f"{name}.npz"), **result)
        print(name, "losses", result["losses"])
    for recipe in BLOCK_SCALING:
        fp4 = recipe in ("nvfp4", "mxfp4")
        result = train_blocks(params, features, labels, recipe, stochastic=fp4)
        np.savez(os.path.join(OUT, f"{recipe}.npz"), **result)
        print(recipe, "losses", result["losses"])
        if fp4:  # fp4-stochastic-rounding=false
            result = train_blocks(params, features, labels, recipe)
            np.savez(os.path.join(OUT, f"{recipe}-nearest.npz"), **result)
            print(recipe, "nearest, losses", result["losses"])


if __name__ == "__main__":
    main()
