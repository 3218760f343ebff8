#!/usr/bin/env python3
"""mpt's CPU training steps side by side with PyTorch on the same shapes.

  scripts/torch-env.sh benchmarks/cpu_bench.py [--build DIR] [--steps N]
                                               [--repeats R] [--threads 1,2]

Models (synthetic data, SGD, the shapes of the examples): the MLP of
examples/mlp.mlir (784-256-10, batch 64, softmax cross-entropy) and the
transformer of examples/transformer_block.mlir (2 pre-LN blocks, 4x32
tokens, model dim 128, FFN 512, tanh GELU, mean squared error). For each
thread count: `mpt-run --precision=f32` and `--precision=bf16` (FP32 master
weights; bf16 contractions on what --bf16-dot-product=auto picks, AMX
tiles or vdpbf16ps, and on f32 FMAs as "BF16 fma"), with libm's tanh (the
default) and with `--approximate-math=tanh`
(upstream's polynomial, as torch's vectorized tanh is Sleef's), against
torch eager FP32 and torch CPU autocast BF16 (FP32 parameters), each run R
times interleaved so the machine's drift hits all alike; the medians in
steps/s and their ratios (~: with --approximate-math=tanh). Then the largest matmul of
the transformer step (128x128 @ 128x512) alone, in FP32 and bf16 x bf16 ->
f32 (each bf16-dot-product lowering the host runs), as mpt lowers it
(mpt-lower-to-llvm under mlir-runner) and as
torch.matmul runs it, in GFLOP/s against the core's FP32 FMA peak
(2 AVX-512 FMA ports x 16 lanes x 2 FLOP x the clock from /proc/cpuinfo).

Needs torch (scripts/torch-env.sh makes the environment); the mpt figures
alone come from any build. Prints tables; writes nothing.
"""

import argparse
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LLVM = "/usr/lib/llvm-22"


def run(command):
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit(f"{command[0]} failed:\n{result.stderr[-3000:]}")
    return result.stdout + result.stderr


# --- mpt ---------------------------------------------------------------------

def mpt_steps_per_second(build, example, precision, steps, threads, approximate=False,
                         dot_product=None):
    command = [os.path.join(build, "bin", "mpt-run"), os.path.join(ROOT, "examples", example),
               "--data=synthetic", "--hyper=0.01", f"--steps={steps}",
               f"--precision={precision}", "--print-every=0"]
    if approximate:
        command.append("--approximate-math=tanh")
    if dot_product:
        command.append(f"--bf16-dot-product={dot_product}")
    if threads is not None:
        command.append(f"--threads={threads}")
    output = run(command)
    rates = re.findall(r"([0-9.]+) steps/s", output)
    if not rates:
        sys.exit(f"no steps/s in the output of {' '.join(command)}:\n{output[-2000:]}")
    return float(rates[-1])


def mpt_supports_threads(build):
    return "--threads" in run([os.path.join(build, "bin", "mpt-run"), "--help"])


def mpt_bf16_dot_product(build):
    """What mpt-run's --bf16-dot-product=auto picks on this host."""
    help_text = run([os.path.join(build, "bin", "mpt-run"), "--help"])
    found = re.search(r"outruns vdpbf16ps; here: (\w+)", help_text)
    return found.group(1) if found else "none"


def mpt_matmul_gflops(build, m, k, n, dtype, calls=400, dot_product="none"):
    """One matmul, as mpt-lower-to-llvm{bf16-dot-product=...} lowers it,
    called `calls` times in a loop under mlir-runner, timed with rtclock
    (AMX: after asking Linux for the tile state, as mpt-run does)."""
    ta, tb, tc = (f"tensor<{m}x{k}x{dtype}>", f"tensor<{k}x{n}x{dtype}>",
                  f"tensor<{m}x{n}xf32>")
    module = f"""
func.func private @rtclock() -> f64
func.func private @syscall(i64, i64, i64) -> i64
func.func @mm(%a: {ta}, %b: {tb}) -> {tc} {{
  %c = mpt.matmul %a, %b : {ta}, {tb} -> {tc}
  return %c : {tc}
}}
func.func @main() {{
  %req = arith.constant 158 : i64
  %perm = arith.constant 4131 : i64
  %tiles = arith.constant 18 : i64
  %granted = call @syscall(%req, %perm, %tiles) : (i64, i64, i64) -> i64
  %a = arith.constant dense<0.5> : {ta}
  %b = arith.constant dense<0.25> : {tb}
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant {calls} : index
  %zero = arith.constant 0.0 : f32
  %t0 = call @rtclock() : () -> f64
  %sum = scf.for %i = %c0 to %n step %c1 iter_args(%s = %zero) -> f32 {{
    %c = func.call @mm(%a, %b) : ({ta}, {tb}) -> {tc}
    %e = tensor.extract %c[%c0, %c0] : {tc}
    %s2 = arith.addf %s, %e : f32
    scf.yield %s2 : f32
  }}
  %t1 = call @rtclock() : () -> f64
  %dt = arith.subf %t1, %t0 : f64
  vector.print %dt : f64
  vector.print %sum : f32
  return
}}
"""
    lowered = subprocess.run([os.path.join(build, "bin", "mpt-opt"), "-",
                              f"--mpt-lower-to-llvm=bf16-dot-product={dot_product}"],
                             input=module, capture_output=True, text=True)
    if lowered.returncode != 0:
        sys.exit(f"mpt-opt failed on the matmul module:\n{lowered.stderr[-2000:]}")
    libs = ",".join(f"{LLVM}/lib/libmlir_{n}.so" for n in ("runner_utils", "c_runner_utils"))
    result = subprocess.run([f"{LLVM}/bin/mlir-runner", "-O3", "-e", "main",
                             "-entry-point-result=void", f"-shared-libs={libs}"],
                            input=lowered.stdout, capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit(f"mlir-runner failed:\n{result.stderr[-2000:]}")
    seconds = float(result.stdout.split()[0])
    return 2.0 * m * n * k * calls / seconds / 1e9


# --- torch -------------------------------------------------------------------

def torch_models(torch):
    nn, F = torch.nn, torch.nn.functional

    class Mlp(nn.Module):
        def __init__(self):
            super().__init__()
            self.l1, self.l2 = nn.Linear(784, 256), nn.Linear(256, 10)

        def forward(self, x, y):
            return F.cross_entropy(self.l2(F.relu(self.l1(x))), y)

    class Block(nn.Module):
        def __init__(self, d=128, f=512):
            super().__init__()
            self.ln1, self.ln2 = nn.LayerNorm(d), nn.LayerNorm(d)
            self.wq, self.wk, self.wv, self.wo = (nn.Linear(d, d, bias=False) for _ in range(4))
            self.w1, self.w2 = nn.Linear(d, f), nn.Linear(f, d)

        def forward(self, h):  # h: (4, 32, 128)
            x = self.ln1(h)
            q, k, v = self.wq(x), self.wk(x), self.wv(x)
            probs = torch.softmax(q @ k.transpose(1, 2) * (1.0 / 128 ** 0.5), dim=2)
            r = h + self.wo(probs @ v)
            return r + self.w2(F.gelu(self.w1(self.ln2(r)), approximate="tanh"))

    class Transformer(nn.Module):
        def __init__(self):
            super().__init__()
            self.blocks = nn.ModuleList([Block(), Block()])

        def forward(self, x, target):
            h = x
            for block in self.blocks:
                h = block(h)
            return F.mse_loss(h, target)

    def mlp_data():
        return torch.randn(64, 784), torch.randint(0, 10, (64,))

    def transformer_data():
        return torch.randn(4, 32, 128), torch.randn(4, 32, 128)

    return {"mlp": (Mlp, mlp_data), "transformer": (Transformer, transformer_data)}


def torch_steps_per_second(torch, model_and_data, autocast, steps, threads):
    torch.set_num_threads(threads)
    torch.manual_seed(0)
    make_model, make_data = model_and_data
    model = make_model()
    optimizer = torch.optim.SGD(model.parameters(), lr=0.01)
    inputs = make_data()

    def step():
        optimizer.zero_grad(set_to_none=True)
        if autocast:
            with torch.autocast("cpu", dtype=torch.bfloat16):
                loss = model(*inputs)
        else:
            loss = model(*inputs)
        loss.backward()
        optimizer.step()

    for _ in range(20):
        step()
    start = time.perf_counter()
    for _ in range(steps):
        step()
    return steps / (time.perf_counter() - start)


def torch_matmul_gflops(torch, m, k, n, dtype, calls=400):
    torch.set_num_threads(1)
    torch_dtype = torch.float32 if dtype == "f32" else torch.bfloat16
    a, b = torch.full((m, k), 0.5, dtype=torch_dtype), torch.full((k, n), 0.25, dtype=torch_dtype)
    for _ in range(20):
        torch.matmul(a, b)
    start = time.perf_counter()
    for _ in range(calls):
        torch.matmul(a, b)
    return 2.0 * m * n * k * calls / (time.perf_counter() - start) / 1e9


# --- report ------------------------------------------------------------------

def core_peak_gflops():
    with open("/proc/cpuinfo") as f:
        mhz = float(re.search(r"cpu MHz\s*:\s*([0-9.]+)", f.read()).group(1))
    return 2 * 16 * 2 * mhz / 1e3, mhz


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--build", default=os.path.join(ROOT, "build"))
    parser.add_argument("--steps", type=int, default=300)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--threads", default="1,2")
    args = parser.parse_args()
    import torch

    threads = [int(t) for t in args.threads.split(",")]
    mpt_threads = mpt_supports_threads(args.build)
    models = torch_models(torch)
    examples = {"mlp": "mlp.mlir", "transformer": "transformer_block.mlir"}
    print(f"torch {torch.__version__}; {args.steps} steps per run, median of {args.repeats}")
    if not mpt_threads:
        print("mpt-run has no --threads: its figures are one thread's in every row")
    dot = mpt_bf16_dot_product(args.build)
    print(f"mpt BF16: bf16 contractions on '{dot}' (--bf16-dot-product=auto); "
          "BF16 fma: --bf16-dot-product=none (f32 FMAs, A widened to f32 once)")
    header = ("| model | threads | mpt FP32 | mpt FP32 ~ | mpt BF16 fma | mpt BF16 | mpt BF16 ~ "
              "| torch FP32 | torch BF16 autocast | mpt FP32 / torch FP32 (~) "
              "| mpt BF16 / mpt FP32 (~) | mpt BF16 / torch BF16 (~) |")
    print(header)
    print("|" + "---|" * 12)
    results = {}
    runs = {"mf": ("f32", False, None), "ma": ("f32", True, None),
            "m0": ("bf16", False, "none"), "mb": ("bf16", False, None),
            "mc": ("bf16", True, None)}
    for name in ("mlp", "transformer"):
        for t in threads:
            samples = {key: [] for key in (*runs, "tf", "tb")}
            for _ in range(args.repeats):
                mt = t if mpt_threads else None
                for key, (precision, approximate, dot_product) in runs.items():
                    samples[key].append(mpt_steps_per_second(
                        args.build, examples[name], precision, args.steps, mt, approximate,
                        dot_product))
                samples["tf"].append(torch_steps_per_second(torch, models[name], False,
                                                            args.steps, t))
                samples["tb"].append(torch_steps_per_second(torch, models[name], True,
                                                            args.steps, t))
            m = {k: statistics.median(v) for k, v in samples.items()}
            results[(name, t)] = m
            print(f"| {name} | {t} | {m['mf']:.1f} | {m['ma']:.1f} | {m['m0']:.1f} "
                  f"| {m['mb']:.1f} | {m['mc']:.1f} | {m['tf']:.1f} | {m['tb']:.1f} "
                  f"| {m['mf'] / m['tf']:.2f}x ({m['ma'] / m['tf']:.2f}x) "
                  f"| {m['mb'] / m['mf']:.2f}x ({m['mc'] / m['ma']:.2f}x) "
                  f"| {m['mb'] / m['tb']:.2f}x ({m['mc'] / m['tb']:.2f}x) |", flush=True)
    if mpt_threads and 1 in threads and 2 in threads:
        for name in ("mlp", "transformer"):
            one, two = results[(name, 1)], results[(name, 2)]
            print(f"{name}, 2 threads / 1 thread: mpt FP32 {two['mf'] / one['mf']:.2f}x "
                  f"(~ {two['ma'] / one['ma']:.2f}x), mpt BF16 {two['mb'] / one['mb']:.2f}x "
                  f"(~ {two['mc'] / one['mc']:.2f}x), torch FP32 {two['tf'] / one['tf']:.2f}x")

    peak, mhz = core_peak_gflops()
    print(f"\nlargest matmul of the transformer step, one thread; FP32 FMA peak of a core "
          f"at {mhz:.0f} MHz: {peak:.0f} GFLOP/s")
    print("| matmul | mpt lowering | mpt GFLOP/s | torch GFLOP/s | mpt / FMA peak "
          "| mpt / torch |")
    print("|---|---|---|---|---|---|")
    for m, k, n in [(128, 128, 512), (128, 512, 128)]:
        for dtype, lowerings in (("f32", ["none"]), ("bf16", ["none", "avx512", "amx"])):
            theirs = torch_matmul_gflops(torch, m, k, n, dtype)
            for lowering in lowerings:
                if dtype == "bf16" and lowering != "none" and (
                        lowering == "amx" and dot != "amx" or dot == "none"):
                    continue  # the host cannot run it
                mine = mpt_matmul_gflops(args.build, m, k, n, dtype, dot_product=lowering)
                label = "f32 FMA" if dtype == "f32" else {
                    "none": "f32 FMA on extended bf16", "avx512": "vdpbf16ps",
                    "amx": "AMX tdpbf16ps"}[lowering]
                print(f"| {m}x{k} @ {k}x{n} {dtype} | {label} | {mine:.1f} | {theirs:.1f} | "
                      f"{mine / peak:.2f} | {mine / theirs:.2f}x |", flush=True)


if __name__ == "__main__":
    main()
