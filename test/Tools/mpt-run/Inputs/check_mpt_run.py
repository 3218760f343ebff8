#!/usr/bin/env python3
"""Runs mpt-run on small steps and checks what it computes against numpy.

  check_mpt_run.py MPT_RUN SRC_ROOT WORKDIR CHECK

CHECK is one of:
  numerics  FP32 losses and final parameters of tests' small MLP against a
            float64 numpy implementation of the same training (1e-5 relative);
            FP16 (dynamic scaling) and BF16 losses within a stated tolerance of
            FP32; repeated runs bit-identical (CSV and saved state).
  optimizers SGD with Nesterov momentum, AdamW and Lion (small_mlp_momentum,
            small_mlp_adam, small_mlp_lion.mlir) against their update rules
            (torch's; Lion's paper) written in numpy: FP32 to 5e-6 (Adam
            5e-5), FP16 within 3e-3 (momentum) or 1e-2 of FP32.
  accumulation gradients accumulated over 4 micro-batches against numpy
            (FP32 to 1e-5, FP16 within 1e-2), and an overflow in one
            micro-batch skipping its whole effective batch.
  faults    a NaN or inf in a step's batch: the step is skipped, the state is
            bit-identical to the state before it, the scale backs off by 0.5,
            and training goes on and converges.
  underflow examples/mlp_small_gradients.mlir: FP16 without loss scaling loses
            most gradient elements to zero and stops learning; with dynamic
            loss scaling it tracks FP32.
  scaler    overflows injected into a run with growth-interval 3 and
            hysteresis 1 and 2, and 2 consecutive (DeepSpeed's): the scale,
            skipped steps and final scaler state follow GradScaler's rule
            (Megatron's hysteresis), written
            out below, step by step.
  memory    10,000 steps hold constant resident memory.
  idx       gzip IDX files (MNIST's format) as training data, and a corrupt one.
"""
import csv
import gzip
import math
import os
import re
import subprocess
import sys

import numpy as np


def nan_max(a, b):
    """max() that keeps a NaN (max(0.0, nan) is 0.0)."""
    return b if not b <= a else a


MPT_RUN, SRC_ROOT, WORK, CHECK = sys.argv[1:5]
STEP = os.path.join(SRC_ROOT, "test", "Tools", "mpt-run", "Inputs", "small_mlp.mlir")
SHAPES = [(16, 32), (32,), (32, 4), (4,)]
BATCH, SAMPLES, LR = 8, 64, 0.1
os.makedirs(WORK, exist_ok=True)


def path(name):
    return os.path.join(WORK, name)


def mpt_run(*args, source=STEP, check=True):
    result = subprocess.run([MPT_RUN, source, "--print-every=0", *args],
                            capture_output=True, text=True)
    if check and result.returncode != 0:
        sys.exit(f"mpt-run {' '.join(args)} failed:\n{result.stderr}")
    return result


def read_csv(name):
    with open(path(name)) as f:
        return list(csv.DictReader(f))


def make_data(seed=1):
    """A learnable 4-class problem and initial parameters, as .npy files."""
    rng = np.random.default_rng(seed)
    x = rng.standard_normal((SAMPLES, 16)).astype(np.float32)
    teacher = rng.standard_normal((16, 4))
    y = np.argmax(x @ teacher, axis=1).astype(np.int32)
    np.save(path("x.npy"), x)
    np.save(path("y.npy"), y)
    os.makedirs(path("init"), exist_ok=True)
    params = []
    for index, shape in enumerate(SHAPES):
        p = (rng.standard_normal(shape) * 0.3).astype(np.float32)
        np.save(path(f"init/param_{index}.npy"), p)
        params.append(p)
    return x, y, params


def sgd(params, grads, state, lr):
    return [p - lr * g for p, g in zip(params, grads)], state


def nesterov_momentum(params, grads, state, lr, momentum=0.9, decay=0.01):
    """torch.optim.SGD(momentum=0.9, nesterov=True, weight_decay=0.01)."""
    velocities = state or [np.zeros_like(p) for p in params]
    new_params, new_velocities = [], []
    for p, g, v in zip(params, grads, velocities):
        d = g + decay * p
        v = momentum * v + d
        new_params.append(p - lr * (d + momentum * v))
        new_velocities.append(v)
    return new_params, new_velocities


def adamw(params, grads, state, lr, b1=0.9, b2=0.999, eps=1e-8, decay=0.01):
    """torch.optim.AdamW with its defaults."""
    t, ms, vs = state or (0, [np.zeros_like(p) for p in params],
                          [np.zeros_like(p) for p in params])
    t += 1
    out, new_ms, new_vs = [], [], []
    for p, g, m, v in zip(params, grads, ms, vs):
        m = b1 * m + (1 - b1) * g
        v = b2 * v + (1 - b2) * g * g
        update = (m / (1 - b1**t)) / (np.sqrt(v / (1 - b2**t)) + eps) + decay * p
        out.append(p - lr * update)
        new_ms.append(m)
        new_vs.append(v)
    return out, (t, new_ms, new_vs)


def lion(params, grads, state, lr, b1=0.9, b2=0.99, decay=0.1):
    """Lion (Chen et al. 2023, Algorithm 2; lion-pytorch's update), weight
    decay decoupled."""
    ms = state or [np.zeros_like(p) for p in params]
    out, new_ms = [], []
    for p, g, m in zip(params, grads, ms):
        update = np.sign(b1 * m + (1 - b1) * g)
        out.append(p * (1 - lr * decay) - lr * update)
        new_ms.append(b2 * m + (1 - b2) * g)
    return out, new_ms


def reference_training(x, y, params, steps, optimizer=sgd, lr=LR, micro_batches=1):
    """The step of small_mlp*.mlir in float64 numpy: losses and final params.
    With micro-batches, gradients are averaged over that many consecutive
    batches and the parameters updated once per group."""
    w1, b1, w2, b2 = [p.astype(np.float64) for p in params]
    losses, state, accumulated = [], None, None
    for s in range(steps):
        rows = slice((s * BATCH) % SAMPLES, (s * BATCH) % SAMPLES + BATCH)
        xb, yb = x[rows].astype(np.float64), y[rows]
        h1 = xb @ w1 + b1
        h = np.maximum(h1, 0)
        z = h @ w2 + b2
        zmax = z.max(axis=1, keepdims=True)
        lse = zmax[:, 0] + np.log(np.exp(z - zmax).sum(axis=1))
        losses.append(np.mean(lse - z[np.arange(BATCH), yb]))
        dz = np.exp(z - lse[:, None])
        dz[np.arange(BATCH), yb] -= 1
        dz /= BATCH
        gw2, gb2 = h.T @ dz, dz.sum(axis=0)
        dh1 = (dz @ w2.T) * (h > 0)
        gw1, gb1 = xb.T @ dh1, dh1.sum(axis=0)
        grads = [gw1, gb1, gw2, gb2]
        accumulated = grads if accumulated is None else [
            a + g for a, g in zip(accumulated, grads)]
        if (s + 1) % micro_batches:
            continue
        grads = [a / micro_batches for a in accumulated]
        accumulated = None
        (w1, b1, w2, b2), state = optimizer([w1, b1, w2, b2], grads, state, lr)
    return np.array(losses), [w1, b1, w2, b2]


def train(name, *extra, steps=40, source=STEP, lr=LR):
    result = mpt_run("--data=npy:" + path("x.npy") + "," + path("y.npy"), "--shuffle=false",
            "--load-params=" + path("init"), f"--steps={steps}", f"--hyper={lr}",
            "--csv=" + path(name + ".csv"), "--save-state=" + path(name), *extra,
            source=source)
    # The heap the step held, counted through its malloc and free: at least
    # the new parameters it returns, far less than a megabyte.
    heap = int(re.search(r"step heap peak: (\d+) bytes", result.stdout)[1])
    new_params = 4 * sum(int(np.prod(shape)) for shape in SHAPES)
    assert new_params <= heap < 1 << 20, heap
    return np.array([float(r["loss"]) for r in read_csv(name + ".csv")])


def relative_error(got, want):
    """max |got - want| / max |want|, infinite where `got` holds a NaN (max()
    keeps whichever side is not NaN, so a NaN would pass)."""
    error = float(np.max(np.abs(got - want)) / np.max(np.abs(want)))
    return math.inf if math.isnan(error) else error


def same_bytes(a, b):
    with open(a, "rb") as fa, open(b, "rb") as fb:
        return fa.read() == fb.read()


def check_numerics():
    x, y, params = make_data()
    steps = 40
    want_losses, want_params = reference_training(x, y, params, steps)
    fp32 = train("fp32", steps=steps)
    # Tolerances about 4x the measured errors: FP32 losses 1.6e-7 from
    # numpy; FP16 losses 4.9e-4 and BF16 3.7e-3 from FP32.
    error = np.max(np.abs(fp32 - want_losses) / want_losses)
    assert error <= 1e-6, f"FP32 losses differ from numpy by {error:.2e} relative"
    assert want_losses[-8:].mean() < 0.6 * want_losses[:8].mean(), "did not train"
    for index, want in enumerate(want_params):
        got = np.load(path(f"fp32/param_{index}.npy"))
        diff = relative_error(got, want)
        assert diff <= 1e-5, f"param {index} differs from numpy by {diff:.2e}"
    print(f"fp32: losses within {error:.1e} relative of numpy (tolerance 1e-6)")

    # Mixed precision: f16 rounds operands to 11 significant bits, bf16 to 8.
    for precision, tolerance in (("f16", 2e-3), ("bf16", 1.5e-2)):
        mixed = train(precision, f"--precision={precision}", steps=steps)
        gap = np.max(np.abs(mixed - fp32) / fp32)
        assert gap <= tolerance, f"{precision} losses {gap:.2e} from FP32"
        print(f"{precision}: losses within {gap:.1e} relative of FP32 "
              f"(tolerance {tolerance:g})")

    for name, extra in (("fp32", []), ("f16", ["--precision=f16"])):
        train(name + "-again", *extra, steps=steps)
        assert same_bytes(path(name + ".csv"), path(name + "-again.csv")), name
        for file in os.listdir(path(name)):
            assert same_bytes(path(f"{name}/{file}"), path(f"{name}-again/{file}")), file
    print("repeated runs: CSV and saved state bit-identical")


def check_optimizers():
    x, y, params = make_data()
    steps = 40
    inputs = os.path.dirname(STEP)
    # Adam divides by the root of the second moment, so a gradient element
    # near zero moves its weight by about lr whatever its size, in the
    # direction FP32 rounding picks: float64 and float32 drift apart faster
    # than with SGD (1e-5 after 40 steps here), hence its wider tolerance.
    # Lion moves every weight by exactly lr, in the direction of a sign, so
    # an element whose interpolated momentum is near zero flips with FP32
    # rounding: its tolerance is wider still.
    # Tolerances 3-5x the measured errors (FP32 losses / parameters against
    # numpy: momentum 1.1e-6 / 2.6e-7, Adam 1.4e-5 / 2.3e-6, Lion 7.0e-7 /
    # 1.3e-6; FP16 losses against FP32: 7.3e-4, 3.5e-3, 3.7e-3).
    for kind, optimizer, lr, tolerance, f16_tolerance in (
            ("momentum", nesterov_momentum, 0.05, 5e-6, 3e-3),
            ("adam", adamw, 0.01, 5e-5, 1e-2),
            ("lion", lion, 0.003, 5e-6, 1e-2)):
        source = os.path.join(inputs, f"small_mlp_{kind}.mlir")
        want_losses, want_params = reference_training(x, y, params, steps, optimizer, lr)
        fp32 = train(kind, steps=steps, source=source, lr=lr)
        error = np.max(np.abs(fp32 - want_losses) / want_losses)
        assert error <= tolerance, f"{kind}: FP32 losses {error:.2e} from numpy"
        assert want_losses[-8:].mean() < 0.6 * want_losses[:8].mean(), "did not train"
        worst = 0.0
        for index, want in enumerate(want_params):
            got = np.load(path(f"{kind}/param_{index}.npy"))
            # A NaN error must fail: max() would drop it.
            worst = nan_max(worst, relative_error(got, want))
        assert worst <= tolerance, f"{kind}: parameters {worst:.2e} from numpy"
        mixed = train(kind + "-f16", "--precision=f16", steps=steps, source=source, lr=lr)
        gap = np.max(np.abs(mixed - fp32) / fp32)
        assert gap <= f16_tolerance, f"{kind}: f16 losses {gap:.2e} from FP32"
        # A skipped step returns parameters, moments, velocities and Adam's
        # step count bit-identical.
        f16 = ["--precision=f16", "--loss-scaling=dynamic"]
        train(kind + "-before", *f16, steps=9, source=source, lr=lr)
        train(kind + "-skipped", *f16, "--inject=10=nan", steps=10, source=source, lr=lr)
        # (The manifest and the data order record the step count and the
        # data position, which move on.)
        for file in os.listdir(path(kind + "-before")):
            if not file.startswith(("loss_scale", "data_order", "manifest")):
                assert same_bytes(path(f"{kind}-before/{file}"),
                                  path(f"{kind}-skipped/{file}")), (kind, file)
        print(f"{kind}: FP32 losses within {error:.1e} and parameters within {worst:.1e} "
              f"of numpy (tolerance {tolerance:g}); FP16 within {gap:.1e} of FP32 "
              f"(tolerance {f16_tolerance:g})")


def check_accumulation():
    x, y, params = make_data()
    steps, k = 24, 4
    want_losses, want_params = reference_training(x, y, params, steps, micro_batches=k)
    fp32 = train("acc32", f"--micro-batches={k}", steps=steps)
    error = np.max(np.abs(fp32 - want_losses) / want_losses)
    assert error <= 1e-5, f"accumulated FP32 losses {error:.2e} from numpy"
    worst = max(relative_error(np.load(path(f"acc32/param_{i}.npy")), want)
                for i, want in enumerate(want_params))
    assert worst <= 1e-5, f"accumulated FP32 parameters {worst:.2e} from numpy"
    f16 = ["--precision=f16", "--loss-scaling=dynamic", f"--micro-batches={k}"]
    mixed = train("acc16", *f16, steps=steps)
    gap = np.max(np.abs(mixed - fp32) / fp32)
    assert gap <= 1e-2, f"accumulated f16 losses {gap:.2e} from FP32"
    print(f"{k} micro-batches: FP32 losses within {error:.1e}, parameters within "
          f"{worst:.1e} of numpy; FP16 within {gap:.1e} of FP32")

    # An overflow in micro-batch 6 loses the whole second effective batch
    # (steps 5-8): nothing is updated, the scale backs off once, at its end.
    train("acc-before", *f16, steps=4)
    train("acc-skipped", *f16, "--inject=6=inf", steps=8)
    rows = read_csv("acc-skipped.csv")
    assert [r["skipped"] for r in rows] == ["0"] * 5 + ["1"] * 3, rows
    for i in range(4):
        assert same_bytes(path(f"acc-before/param_{i}.npy"),
                          path(f"acc-skipped/param_{i}.npy")), i
    scale = float(np.load(path("acc-skipped/loss_scale_7.npy")))
    assert scale == 32768.0, scale
    train("acc-recovers", *f16, "--inject=6=inf", steps=12)
    scales = [float(r["loss_scale"]) for r in read_csv("acc-recovers.csv")]
    assert scales == [65536.0] * 8 + [32768.0] * 4, scales
    print("an overflow in a micro-batch skips its effective batch; scale 65536 -> 32768")


def check_faults():
    make_data()
    f16 = ["--precision=f16", "--loss-scaling=dynamic"]
    train("before", *f16, steps=9)
    for value in ("nan", "inf"):
        train("faulty-" + value, *f16, f"--inject=10={value}", steps=10)
        rows = read_csv(f"faulty-{value}.csv")
        assert [int(r["skipped"]) for r in rows] == [0] * 9 + [1], rows
        state = path("faulty-" + value)
        for file in sorted(f for f in os.listdir(path("before")) if f.endswith(".npy")):
            a, b = np.load(path("before/" + file)), np.load(os.path.join(state, file))
            if file.startswith("param_"):
                assert a.tobytes() == b.tobytes(), f"{file} changed on a skipped step"
        scale = np.load(os.path.join(state, "loss_scale_7.npy"))
        growth = np.load(os.path.join(state, "loss_scale_8.npy"))
        assert scale == 32768.0 and growth == 0, (scale, growth)
    print("a NaN or inf batch: step skipped, parameters bit-identical, scale 65536 -> 32768")

    losses = train("recovers", *f16, "--inject=10=nan,20=inf,21=nan", steps=60)
    rows = read_csv("recovers.csv")
    skipped = [int(r["step"]) for r in rows if r["skipped"] == "1"]
    assert skipped == [10, 20, 21], skipped
    scales = [float(r["loss_scale"]) for r in rows]
    # scales[i] is the scale step i + 1 ran with.
    assert scales[9] == 65536 and scales[10] == 32768 and scales[19] == 32768, scales
    assert scales[20] == 16384 and scales[21:] == [8192] * 39, scales
    assert losses[-8:].mean() < 0.6 * losses[:8].mean(), losses
    print("three faults: skipped, scale 65536 -> 8192, training converges")

    # Overflows that never end: the run stops after --max-consecutive-skips
    # of them with a clear error, and the state it saves is the last good
    # step's (step 4), bit for bit.
    train("good", *f16, steps=4)
    result = mpt_run("--data=npy:" + path("x.npy") + "," + path("y.npy"), "--shuffle=false",
                     "--load-params=" + path("init"), "--steps=40", f"--hyper={LR}",
                     *f16, "--inject=" + ",".join(f"{s}=nan" for s in range(5, 41)),
                     "--max-consecutive-skips=6", "--save-state=" + path("collapsed"),
                     check=False)
    assert result.returncode != 0, result.stdout
    message = result.stderr.strip().splitlines()[-1]
    assert "the loss scale collapsed: 6 steps in a row overflowed (scale 2048 at the last)" \
        in message, message
    for i in range(4):
        assert same_bytes(path(f"good/param_{i}.npy"), path(f"collapsed/param_{i}.npy")), i
    print(message)


def check_underflow():
    source = os.path.join(SRC_ROOT, "examples", "mlp_small_gradients.mlir")
    weight = 2.0**-20
    results = {}
    for name, extra in (("fp32", []),
                        ("dynamic", ["--precision=f16", "--loss-scaling=dynamic"]),
                        ("none", ["--precision=f16", "--loss-scaling=none"])):
        mpt_run("--data=synthetic", "--samples=1024", "--steps=120",
                f"--hyper={0.1 / weight!r},{weight!r}", "--csv=" + path(name + ".csv"),
                *extra, source=source)
        rows = read_csv(name + ".csv")
        losses = np.array([float(r["loss"]) for r in rows]) / weight
        zeros = np.mean([float(r["grad_zero_fraction"]) for r in rows])
        results[name] = (losses, zeros)
        print(f"{name}: final loss {losses[-20:].mean():.4f}, "
              f"zero gradient elements {100 * zeros:.1f}%")
    fp32, dynamic, none = (results[k] for k in ("fp32", "dynamic", "none"))
    assert none[1] >= 0.5, "FP16 without scaling kept most gradients"
    assert none[0][-20:].mean() >= 1.1 * fp32[0][-20:].mean(), "FP16 without scaling trained"
    assert fp32[0][-20:].mean() < 0.8 * fp32[0][:20].mean(), "FP32 did not train"
    gap = abs(dynamic[0][-20:].mean() / fp32[0][-20:].mean() - 1)
    assert gap <= 0.02, f"scaled FP16 {gap:.3f} from FP32"
    assert dynamic[1] < 0.5, dynamic[1]


def reference_scaler(steps, overflows, interval, hysteresis, consecutive=False,
                     scale=65536.0):
    """GradScaler's update with Megatron-LM's hysteresis (with `consecutive`,
    DeepSpeed's consecutive_hysteresis: every finite step refills it): the
    scale each step runs with, whether it is skipped, and the final (scale,
    growth, hysteresis) state."""
    growth, tracker, used, skipped = 0, hysteresis, [], []
    for step in range(1, steps + 1):
        used.append(scale)
        skipped.append(step in overflows)
        if step in overflows:
            growth, tracker = 0, max(tracker - 1, 0)
            if tracker == 0:
                scale = max(scale * 0.5, 1.0)
        else:
            growth += 1
            if consecutive:
                tracker = hysteresis
            if growth == interval:
                scale, growth, tracker = min(scale * 2.0, 2.0**24), 0, hysteresis
    return used, skipped, (scale, growth, tracker)


def check_scaler():
    make_data()
    steps = 24
    bursts = {2, 3, 7, 8, 9, 13, 17, 18}
    # Single overflows between finite steps: only a consecutive hysteresis
    # rides them out.
    isolated = {2, 4, 6, 10, 12, 13}
    for hysteresis, consecutive, overflows in [(1, False, bursts), (2, False, bursts),
                                               (2, False, isolated), (2, True, isolated)]:
        options = f"mode=dynamic growth-interval=3 hysteresis={hysteresis}"
        if consecutive:
            options += " consecutive-hysteresis=true"
        pipeline = (f"mpt-master-weights,mpt-loss-scaling{{{options}}},mpt-autodiff,"
                    "mpt-auto-mixed-precision,mpt-check-training,canonicalize,cse")
        label = (f"hysteresis {hysteresis}" + (" consecutive" if consecutive else "")
                 + (", isolated overflows" if overflows is isolated else ""))
        name = label.replace(" ", "_").replace(",", "")
        train(name, "--pipeline=" + pipeline,
              "--inject=" + ",".join(f"{s}=inf" for s in sorted(overflows)), steps=steps)
        rows = read_csv(name + ".csv")
        used, skipped, final = reference_scaler(steps, overflows, 3, hysteresis, consecutive)
        assert [float(r["loss_scale"]) for r in rows] == used, (label, rows, used)
        assert [r["skipped"] == "1" for r in rows] == skipped, (label, rows)
        state = tuple(float(np.load(path(f"{name}/loss_scale_{i}.npy"))) for i in (7, 8, 9))
        assert state == final, (label, state, final)
        print(f"{label}: scales " + " ".join(f"{int(u)}" for u in used) +
              f"; final state {final}")


def check_memory():
    # The counted heap (what the step's code allocated and did not free)
    # must be the same to the byte after step 100 and step 10,000, in FP32
    # and in FP16 with dynamic scaling and skipped steps (a leak of 4 bytes
    # per step would be 39,600 bytes). The resident set may drift a little
    # (the allocator's own pages): a leak of one result buffer per step
    # would be >= 2 KiB x 10,000 steps.
    for name, extra in (("FP32", []),
                        ("FP16", ["--precision=f16", "--loss-scaling=dynamic",
                                  "--inject=500=nan,5000=inf"])):
        result = mpt_run("--data=synthetic", "--steps=10000", "--hyper=0.05",
                         "--report-memory", *extra)
        early, late = map(int, re.search(
            r"resident memory: (\d+) KiB after step 100, (\d+) KiB", result.stdout).groups())
        assert early > 0 and late - early <= 1024, (name, early, late)
        live_early, live_late = map(int, re.search(
            r"counted heap live between steps: (\d+) bytes after step 100, (\d+) bytes",
            result.stdout).groups())
        assert live_early == live_late, (name, live_early, live_late)
        print(f"{name}: resident memory after step 100: {early} KiB, after step 10000: "
              f"{late} KiB; counted heap {live_early} bytes after both")


def write_idx(name, array):
    header = bytes([0, 0, 8, array.ndim]) + b"".join(
        int(d).to_bytes(4, "big") for d in array.shape)
    with gzip.open(path(name), "wb") as f:
        f.write(header + array.astype(np.uint8).tobytes())


def check_idx():
    x, y, _ = make_data()
    pixels = np.clip((x + 3) * 40, 0, 255).astype(np.uint8)
    write_idx("images.gz", pixels.reshape(SAMPLES, 4, 4))
    write_idx("labels.gz", y)
    # The same samples as .npy: pixels scaled to [0, 1] as the IDX loader does.
    np.save(path("x.npy"), (pixels / np.float32(255)).astype(np.float32))
    images = path("images.gz") + "," + path("labels.gz")
    common = ["--shuffle=false", "--load-params=" + path("init"), "--steps=40",
              "--hyper=0.1"]
    result = mpt_run("--data=idx:" + images, *common, "--csv=" + path("idx.csv"),
                     "--eval=logits", "--test-data=idx:" + images)
    mpt_run("--data=npy:" + path("x.npy") + "," + path("y.npy"), *common,
            "--csv=" + path("npy.csv"))
    assert same_bytes(path("idx.csv"), path("npy.csv")), "IDX and .npy runs differ"
    assert "test accuracy" in result.stdout, result.stdout
    with open(path("corrupt.gz"), "wb") as f:
        f.write(gzip.compress(b"\x00\x00\x08\x03" + (5).to_bytes(4, "big")))
    bad = mpt_run("--data=idx:" + path("corrupt.gz") + "," + path("labels.gz"),
                  "--hyper=0.1", check=False)
    assert bad.returncode != 0 and "truncated IDX header" in bad.stderr, bad.stderr
    print("IDX: the same run as from .npy; corrupt file: " + bad.stderr.strip())


{"numerics": check_numerics, "optimizers": check_optimizers,
 "accumulation": check_accumulation, "faults": check_faults,
 "scaler": check_scaler, "underflow": check_underflow,
 "memory": check_memory, "idx": check_idx}[CHECK]()
print("ok")
