#!/usr/bin/env python3
"""mpt's CPU training step at the sizes users train, side by side with
PyTorch on the same machine and in the same run.

  scripts/torch-env.sh benchmarks/real_models.py [--build DIR] [--steps N]
                                                 [--repeats R] [--threads T]
                                                 [--precisions fp32,bf16]
                                                 [--models gpt2-small,llama-110m,mixtral-100m]
                                                 [--peers eager,compile]
                                                 [--shapes N] [--top N]

Models (--models picks some): GPT-2 small (benchmarks/models/gpt2_small.py:
transformers' default GPT2Config, 124M parameters) and a ~110M Llama
(benchmarks/models/llama_110m.py: d 768, 12 layers, 12 heads sharing 4
key/value heads, SwiGLU 2,048, RMSNorm, rotary, vocabulary 32,000), batch 2
x 128 tokens; a Mixtral-style mixture of experts with 101M active
parameters (benchmarks/models/mixtral_100m.py: d 768, 6 layers, 8 SwiGLU
experts of 1,536, top-2, the load-balancing loss), batch 2 x 256; SGD.
Each model is exported once with mpt_torch into build/real-models/.

For each precision, R rounds, interleaved so the machine's drift hits all
alike, each of: `mpt-run --profile-json` (N steps; the step time is the
profile's, over the steps after the first; compile time and heap peak from
its output, and the compile's phases from --compile-timing), then each
torch peer (--peers: eager, and the module under torch.compile; FP32, or
CPU autocast BF16) on the same batches, N steps after a first one, each in
a process of its own: its step time, its first step's (torch.compile's
compiles there), and its step heap peak as the resident high-water mark
during a step above the resident size before it, gradients freed (large
blocks mmapped, so freed memory leaves).

Prints the host's CPU and features (AVX2, AVX-512, bf16, AMX), then per
model and precision the medians and ratios against each peer, the model
FLOP/s of each (the step's contractions, counted from mpt's profile, over
its step time) and their fraction of the machine's matmul peak (torch's
own 2048^3 matmul, measured in the same run), the heap peaks (the largest
over the rounds), the contraction shapes with the most time in the last
mpt run against torch's matmul on the same shape (--shapes), and that
run's top ops. Writes nothing else.
"""

import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MODELS = {"gpt2-small": os.path.join(ROOT, "benchmarks", "models", "gpt2_small.py"),
          "llama-110m": os.path.join(ROOT, "benchmarks", "models", "llama_110m.py"),
          "mixtral-100m": os.path.join(ROOT, "benchmarks", "models", "mixtral_100m.py")}
TEXT = "/usr/share/common-licenses/GPL-3"


def export(name, factory, out):
    if os.path.exists(os.path.join(out, "step.mlir")):
        return
    subprocess.run([sys.executable, "-m", "mpt_torch", f"{factory}:make", "--out", out],
                   check=True, env=dict(os.environ, PYTHONPATH=os.path.join(ROOT, "python")))


def run_mpt(build, out, precision, steps, threads):
    with tempfile.TemporaryDirectory() as tmp:
        profile = os.path.join(tmp, "profile.json")
        command = [os.path.join(build, "bin", "mpt-run"), os.path.join(out, "step.mlir"),
                   f"--load-params={os.path.join(out, 'params')}", f"--data=text:{TEXT}",
                   f"--steps={steps}", "--shuffle=false", "--print-every=0",
                   f"--precision={'f32' if precision == 'fp32' else precision}",
                   f"--threads={threads}", f"--profile-json={profile}", "--compile-timing"]
        result = subprocess.run(command, capture_output=True, text=True)
        if result.returncode != 0:
            sys.exit(f"mpt-run failed:\n{result.stderr[-3000:]}")
        with open(profile) as f:
            data = json.load(f)
    text = result.stdout + result.stderr
    compiled = float(re.search(r"compiled @\S+ \([^)]*\) in ([0-9.]+) s", text).group(1))
    heap = int(re.search(r"step heap peak: (\d+) bytes", text).group(1))
    # --compile-timing's tree: the top-level phases (two spaces before the
    # name), wall time (the last column; a user-time column comes first when
    # passes ran on several threads).
    phases = {name: float(seconds) for seconds, name in
              re.findall(r"^ +(?:[0-9.]+ \( *[0-9.]+%\) +)?([0-9.]+) \( *[0-9.]+%\)  "
                         r"(\S[^\n]*)$", text, re.M)
              if name not in ("Rest", "Total")}
    return data["ms_per_step"] / 1e3, compiled, heap, data["groups"], phases


def resident_kib(field):
    with open("/proc/self/status") as f:
        return int(re.search(rf"^{field}:\s+(\d+) kB", f.read(), re.M).group(1))


def torch_step(factory, precision, steps, threads, compiled=False):
    """torch's median step time, its step heap peak and its first step's
    time: eager, or the module under torch.compile (whose first step
    compiles it, forward and backward). The heap peak is the resident
    high-water mark during the steps above the resident size between steps
    with the gradients freed (run in a process of its own whose malloc
    returns every large block to the system, MALLOC_MMAP_THRESHOLD_, so
    that freed memory does not stay resident)."""
    import importlib.util

    import torch
    torch.set_num_threads(threads)
    # The factories import their shared loss (next_token.py) from their folder.
    sys.path.insert(0, os.path.dirname(factory))
    spec = importlib.util.spec_from_file_location("model", factory)
    model = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(model)
    module, loss_fn, inputs, _ = model.make()
    batch, length = inputs[0].shape
    data = open(TEXT, "rb").read()
    optimizer = torch.optim.SGD(module.parameters(), lr=0.01)
    if compiled:
        module = torch.compile(module)
    times, peaks = [], []
    for step in range(steps + 1):
        start = step * batch * (length + 1)
        tokens = torch.tensor(list(data[start:start + batch * (length + 1)]),
                              dtype=torch.int64).reshape(batch, length + 1)
        optimizer.zero_grad(set_to_none=True)
        before = resident_kib("VmRSS")
        with open("/proc/self/clear_refs", "w") as f:
            f.write("5")  # resets VmHWM to the current resident size
        began = time.perf_counter()
        with torch.autocast("cpu", dtype=torch.bfloat16, enabled=precision == "bf16"):
            loss = loss_fn(module, tokens[:, :-1].contiguous(), tokens[:, 1:].contiguous())
        loss.backward()
        optimizer.step()
        times.append(time.perf_counter() - began)
        peaks.append((resident_kib("VmHWM") - before) * 1024)
    return statistics.median(times[1:]), max(peaks[1:]), times[0]


def torch_step_in_process(factory, precision, steps, threads, peer):
    """(s/step, heap peak bytes, first step s) of torch `peer` ("eager" or
    "compile") in a process of its own."""
    result = subprocess.run(
        [sys.executable, os.path.abspath(__file__), "--torch-step", factory,
         "--peer", peer, "--precisions", precision, "--steps", str(steps),
         "--threads", str(threads)],
        capture_output=True, text=True, env=dict(os.environ, MALLOC_MMAP_THRESHOLD_="131072"))
    if result.returncode != 0:
        sys.exit(f"torch ({peer}) failed:\n{result.stderr[-3000:]}")
    seconds, heap, first = result.stdout.split()[-3:]
    return float(seconds), int(heap), float(first)


def matmul_peak(precision, threads, size=2048):
    """GFLOP/s of torch's own size^3 matmul in the precision (bf16 for
    bf16): the machine's contraction peak as torch reaches it."""
    return torch_matmul_rate((1, size, size, size), precision, threads)


def timed(work):
    began = time.perf_counter()
    work()
    return time.perf_counter() - began


def host_features():
    """The CPU's model name and the features that decide the kernels."""
    with open("/proc/cpuinfo") as f:
        text = f.read()
    model = re.search(r"^model name\s*:\s*(.*)$", text, re.M)
    flags = set(re.search(r"^flags\s*:\s*(.*)$", text, re.M).group(1).split())
    wanted = ["avx2", "fma", "avx512f", "avx512_bf16", "amx_tile", "amx_bf16"]
    return (f"{model.group(1) if model else 'unknown CPU'}, {os.cpu_count()} CPUs; "
            + ", ".join(f"{flag} {'yes' if flag in flags else 'no'}" for flag in wanted))


def contraction_flops(groups):
    """FLOPs per step of the step's contractions (2 per multiply-add), from
    mpt's profile: each contraction group's FLOPs per call (its extents
    BxMxNxK, whatever kernel layout it has) times its calls per step."""
    return sum(group["flops_per_call"] * group["calls_per_step"]
               for group in groups if "contraction" in group)


def contraction_shapes(groups):
    """mpt's contractions by shape (B, M, N, K): [ms per step, FLOPs per
    step], most time first."""
    shapes = {}
    for group in groups:
        if "contraction" not in group:
            continue
        shape = tuple(int(extent) for extent in group["contraction"].split("x"))
        entry = shapes.setdefault(shape, [0.0, 0.0])
        entry[0] += group["ms_per_step"]
        entry[1] += group["flops_per_call"] * group["calls_per_step"]
    return sorted(shapes.items(), key=lambda item: -item[1][0])


def torch_matmul_rate(shape, precision, threads, repeats=5):
    """GFLOP/s of torch's matmul on a (B, M, N, K) contraction, row-major
    operands, in the precision (bf16 for bf16), the best of `repeats`."""
    import torch
    torch.set_num_threads(threads)
    batch, m, n, k = shape
    dtype = torch.bfloat16 if precision == "bf16" else torch.float32
    lead = (batch,) if batch > 1 else ()
    a, b = torch.randn(*lead, m, k, dtype=dtype), torch.randn(*lead, k, n, dtype=dtype)
    a @ b
    best = min(timed(lambda: a @ b) for _ in range(repeats))
    return 2 * batch * m * n * k / best / 1e9


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--build", default=os.path.join(ROOT, "build"))
    parser.add_argument("--steps", type=int, default=4)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--threads", type=int, default=os.cpu_count())
    parser.add_argument("--precisions", default="fp32,bf16")
    parser.add_argument("--models", default=",".join(MODELS))
    parser.add_argument("--top", type=int, default=8)
    parser.add_argument("--shapes", type=int, default=12,
                        help="per model and precision, the contraction shapes with "
                             "the most time in mpt against torch's matmul (0: none)")
    parser.add_argument("--peers", default="eager,compile",
                        help="torch's modes to time: eager, compile (torch.compile)")
    parser.add_argument("--torch-step", metavar="FACTORY", help=argparse.SUPPRESS)
    parser.add_argument("--peer", default="eager", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.torch_step:
        print(*torch_step(args.torch_step, args.precisions, args.steps, args.threads,
                          compiled=args.peer == "compile"))
        return
    peers = args.peers.split(",")
    for peer in peers:
        if peer not in ("eager", "compile"):
            sys.exit(f"unknown peer {peer!r}: expected eager, compile")
    print(f"host: {host_features()}")
    precisions = args.precisions.split(",")
    for name in args.models.split(","):
        if name not in MODELS:
            sys.exit(f"unknown model {name!r}: expected {', '.join(MODELS)}")
        factory = MODELS[name]
        out = os.path.join(args.build, "real-models", name)
        export(name, factory, out)
        rows = {}
        for precision in precisions:
            runs = {runner: {"seconds": [], "heap": [], "first": []}
                    for runner in ["mpt"] + peers}
            groups = phases = None
            for _ in range(args.repeats):
                seconds, compiled, heap, groups, phases = run_mpt(
                    args.build, out, precision, args.steps, args.threads)
                for key, value in (("seconds", seconds), ("heap", heap), ("first", compiled)):
                    runs["mpt"][key].append(value)
                for peer in peers:
                    seconds, heap, first = torch_step_in_process(
                        factory, precision, args.steps, args.threads, peer)
                    for key, value in (("seconds", seconds), ("heap", heap), ("first", first)):
                        runs[peer][key].append(value)
            rows[precision] = {
                "runs": {runner: (statistics.median(r["seconds"]), max(r["heap"]),
                                  statistics.median(r["first"])) for runner, r in runs.items()},
                "groups": groups, "phases": phases,
                "flops": contraction_flops(groups),
                "peak": matmul_peak(precision, args.threads)}
        print(f"{name}: {args.threads} threads, {args.steps} steps x {args.repeats} "
              f"rounds (medians; heap: the largest)")
        print(f"  {'precision':9} {'runner':14} {'s/step':>7} {'vs eager':>9} "
              f"{'vs compile':>10} {'GFLOP/s':>8} {'of peak':>8} {'first s':>8} {'heap MB':>8}")
        labels = {"mpt": "mpt", "eager": "torch eager", "compile": "torch.compile"}
        for precision, row in rows.items():
            for runner, (seconds, heap, first) in row["runs"].items():
                rate = row["flops"] / seconds / 1e9
                ratio = lambda peer: (f"{seconds / row['runs'][peer][0]:.2f}x"
                                      if peer in row["runs"] else "-")
                print(f"  {precision:9} {labels[runner]:14} {seconds:7.3f} {ratio('eager'):>9} "
                      f"{ratio('compile'):>10} {rate:8.1f} {rate / row['peak']:8.0%} "
                      f"{first:8.1f} {heap / 1e6:8.0f}")
            print(f"  {precision}: step contractions {row['flops'] / 1e9:.1f} GFLOP (mpt's "
                  f"profile); torch's {2048}^3 matmul peak {row['peak']:.1f} GFLOP/s")
        print("  first s: mpt's compile; torch's first step (torch.compile's includes "
              "compiling forward and backward)")
        if "fp32" in rows and "bf16" in rows:
            print(f"  mpt bf16 speed-up over its fp32: "
                  f"{rows['fp32']['runs']['mpt'][0] / rows['bf16']['runs']['mpt'][0]:.2f}x")
        for precision, row in rows.items():
            print(f"  mpt {precision}: compile by phase (last run): " +
                  ", ".join(f"{name} {seconds:.1f} s" for name, seconds in row["phases"].items()))
        for precision, row in rows.items():
            shapes = contraction_shapes(row["groups"])[:args.shapes]
            if not shapes:
                continue
            print(f"  mpt {precision}: the contraction shapes with the most time, "
                  f"against torch's matmul on the same shape (row-major operands)")
            print(f"    {'B x M x N x K':>26} {'ms/step':>8} {'mpt GFLOP/s':>12} "
                  f"{'torch GFLOP/s':>14} {'mpt/torch':>10}")
            for shape, (ms, flops) in shapes:
                rate = flops / (ms * 1e6) if ms > 0 else 0.0
                theirs = torch_matmul_rate(shape, precision, args.threads)
                print(f"    {' x '.join(map(str, shape)):>26} {ms:8.1f} {rate:12.1f} "
                      f"{theirs:14.1f} {rate / theirs:10.2f}")
        for precision, row in rows.items():
            print(f"  mpt {precision}: the ops with the most time (ms/step, op, "
                  f"iteration space, location)")
            for group in row["groups"][:args.top]:
                print(f"    {group['ms_per_step']:10.1f}  {group['op']:40} "
                      f"{group['space']:18} {group['location']}")


if __name__ == "__main__":
    main()
