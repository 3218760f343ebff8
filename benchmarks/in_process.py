#!/usr/bin/env python3
"""What calling mpt in-process costs.

    benchmarks/in_process.py            # the MLP: per-call overhead of the Python module
    scripts/torch-env.sh benchmarks/in_process.py --gpt2   # and GPT-2 small vs mpt-run

1. The MLP (examples/mlp.mlir, f32) and the same step at 2 x 8 (a few
   microseconds of work): the median time of session.step(x, y) against the
   bare C call on ctypes structures made once (mptSessionStep itself), over
   interleaved rounds. On the tiny step nearly all of session.step is the
   cost of calling it; the difference is the Python layer's share.
2. The GIL: another thread's progress while MLP steps run, through the
   module (ctypes.CDLL, which releases the GIL in a call) and through
   ctypes.PyDLL on the same library (which holds it).
3. --gpt2 (needs torch, torch-mlir, transformers): GPT-2 small (124M, 2 x 128
   tokens, SGD, random init) trained through mpt_torch.compile_training
   against mpt-run on the same exported step and batches: the median time
   of the steps after the first (mpt-run's --profile-json ms_per_step),
   minimum over interleaved rounds.
The host's CPU model and features are printed with the figures."""
import argparse
import ctypes
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time

root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
sys.path.insert(0, os.path.join(root, "python"))
os.environ.setdefault("MPT_LIBRARY_DIR", os.path.join(root, "build", "lib"))

import numpy as np

import mpt
from mpt import _capi


def host():
    model, flags = "?", set()
    with open("/proc/cpuinfo") as f:
        for line in f:
            if line.startswith("model name") and model == "?":
                model = line.split(":", 1)[1].strip()
            if line.startswith("flags"):
                flags = set(line.split(":", 1)[1].split())
    features = [f for f in ("avx2", "fma", "avx512f", "avx512_bf16", "amx_bf16")
                if f in flags]
    return f"{model}, {os.cpu_count()} CPUs, {' '.join(features)}"


def tiny_mlp():
    """examples/mlp.mlir at 2 x 8 -> 8 -> 10: a step of a few microseconds,
    so that its time is nearly all the call's."""
    with open(os.path.join(root, "examples", "mlp.mlir")) as f:
        text = f.read()
    return (text.replace("784", "8").replace("256", "8").replace("<64x", "<2x")
            .replace("tensor<64xi32>", "tensor<2xi32>"))


def overhead(name, step, batch, features, rounds, calls):
    session = mpt.Session(step, hyper=[0.01], threads=1)
    rng = np.random.default_rng(0)
    x = rng.random((batch, features), dtype=np.float32)
    y = rng.integers(0, 10, batch).astype(np.int32)
    shapes = [(ctypes.c_int64 * 2)(batch, features), (ctypes.c_int64 * 1)(batch)]
    tensors = (_capi.Tensor * 2)(_capi.Tensor(x.ctypes.data, shapes[0], 2, _capi.MPT_F32),
                                 _capi.Tensor(y.ctypes.data, shapes[1], 1, _capi.MPT_I32))
    metrics = _capi.StepMetrics()
    handle = session._handle
    python, bare = [], []
    for _ in range(rounds):
        for _ in range(calls):
            start = time.perf_counter()
            session.step(x, y)
            python.append(time.perf_counter() - start)
        for _ in range(calls):
            start = time.perf_counter()
            error = _capi.lib.mptSessionStep(handle, tensors, 2, ctypes.byref(metrics))
            bare.append(time.perf_counter() - start)
            assert not error
    p, b = statistics.median(python), statistics.median(bare)
    print(f"{name}: session.step {p * 1e6:.1f} us, bare C call {b * 1e6:.1f} us, "
          f"difference {(p - b) * 1e6:.1f} us (medians of {rounds} x {calls} "
          "interleaved calls)")


def gil(calls):
    """Another Python thread's progress while steps run: ctypes.CDLL (how
    the module calls mpt) releases the GIL during a call, ctypes.PyDLL on
    the same library holds it."""
    import threading
    session = mpt.Session(os.path.join(root, "examples", "mlp.mlir"), hyper=[0.01],
                          threads=1)
    rng = np.random.default_rng(0)
    x = rng.random((64, 784), dtype=np.float32)
    y = rng.integers(0, 10, 64).astype(np.int32)

    def progress():
        worker = threading.Thread(target=lambda: [session.step(x, y) for _ in range(calls)])
        worker.start()
        loops, start = 0, time.perf_counter()
        while worker.is_alive():
            loops += 1
        return loops / (time.perf_counter() - start)

    released = progress()
    holding = ctypes.PyDLL(_capi.lib._name).mptSessionStep
    holding.restype, holding.argtypes = _capi.lib.mptSessionStep.restype, \
        _capi.lib.mptSessionStep.argtypes
    releasing, _capi.lib.mptSessionStep = _capi.lib.mptSessionStep, holding
    try:
        held = progress()
    finally:
        _capi.lib.mptSessionStep = releasing
    print(f"GIL: another thread's loop ran {released / 1e6:.2f} M/s while MLP steps ran "
          f"(the module's calls), {held / 1e6:.2f} M/s with the GIL held during them")


def gpt2(rounds, steps, threads):
    import torch
    from mpt_torch import compile_training

    # benchmarks/models/gpt2_small.py: transformers' default GPT2Config,
    # eager attention, the ready-made causal mask of next_token.py.
    sys.path.insert(0, os.path.join(root, "benchmarks", "models"))
    import gpt2_small
    module, loss_fn, inputs, labels = gpt2_small.make()
    batch, length = inputs[0].shape
    torch.manual_seed(1)
    ids = torch.randint(0, module.config.vocab_size, ((steps + 1) * batch, length))

    with tempfile.TemporaryDirectory() as directory:
        start = time.perf_counter()
        trainer = compile_training(module, loss_fn, inputs, labels, optimizer="sgd",
                                   lr=1e-4, threads=threads, work_dir=directory)
        print(f"GPT-2 small: exported and compiled in {time.perf_counter() - start:.1f} s")
        np.save(os.path.join(directory, "ids.npy"), ids.numpy())
        in_process, command_line = [], []
        for _ in range(rounds):
            # The same batches from the start in both (the losses differ, as
            # the in-process weights go on training; the work does not).
            times = []
            for s in range(steps + 1):
                batch_ids = ids[s * batch:(s + 1) * batch]
                start = time.perf_counter()
                trainer.step(batch_ids, batch_ids)
                times.append(time.perf_counter() - start)
            in_process.append(statistics.median(times[1:]))
            # mpt-run's own per-step time over the steps after the first
            # (--profile-json's ms_per_step, as benchmarks/real_models.py).
            profile = os.path.join(directory, "profile.json")
            subprocess.run(
                [os.path.join(root, "build", "bin", "mpt-run"),
                 os.path.join(directory, "step.mlir"),
                 f"--load-params={os.path.join(directory, 'params')}",
                 f"--data=npy:{directory}/ids.npy,{directory}/ids.npy",
                 "--shuffle=false", f"--steps={steps + 1}", f"--threads={threads}",
                 "--print-every=0", f"--profile-json={profile}"],
                capture_output=True, text=True, check=True)
            with open(profile) as f:
                command_line.append(json.load(f)["ms_per_step"] / 1e3)
    a, b = min(in_process), min(command_line)
    print(f"GPT-2 small {batch} x {length}, {threads} thread(s): in-process {a:.3f} "
          f"s/step, mpt-run {b:.3f} s/step, ratio {a / b:.3f} (minimum over {rounds} "
          f"interleaved rounds of the median of {steps} steps after the first)")


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--calls", type=int, default=300)
    parser.add_argument("--gpt2", action="store_true")
    parser.add_argument("--steps", type=int, default=5)
    parser.add_argument("--threads", type=int, default=os.cpu_count())
    args = parser.parse_args()
    print(f"host: {host()}")
    overhead("MLP f32 step (64 x 784 -> 256 -> 10)",
             os.path.join(root, "examples", "mlp.mlir"), 64, 784, args.rounds, args.calls)
    overhead("tiny f32 step (2 x 8 -> 8 -> 10)", tiny_mlp(), 2, 8, args.rounds,
             args.calls * 10)
    gil(args.calls)
    if args.gpt2:
        gpt2(args.rounds, args.steps, args.threads)


if __name__ == "__main__":
    main()
