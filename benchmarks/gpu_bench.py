#!/usr/bin/env python3
"""GPU benchmarks: our tensor-core GEMM against cuBLAS, and a training step
in FP32 against mixed precision. Built here, run on a GPU machine that has
no LLVM/MLIR (ahead-of-time bundles, mpt-run --bundle).

  benchmarks/gpu_bench.py prepare [--out build/gpu-bench] [--mpt-run PATH]
      Writes one bundle per GEMM (f16 and bf16: squares 1024 to 8192 and
      transformer shapes) for each kernel: the mma.sync one (--chip=sm_90)
      and the TMA + wgmma one (--chip=sm_90a, runs on Hopper only); one
      per training-step variant (the transformer block at 4 x 512 tokens,
      model 1024, FFN 4096; FP32, FP16 with dynamic loss scaling and BF16
      on sm_90, FP16 and BF16 on sm_90a); one per tile configuration for
      the searches (TILES and WGMMA_TILES, on SEARCH_GEMMS); one per FP8
      GEMM (E4M3, B K-major) for each kernel (mma.sync m16n8k32 on sm_90,
      wgmma k32 on sm_90a; --ptx-features=+ptx84); one per blockwise FP8
      GEMM (1x128 blocks of A, 128x128 of B, FP32 scales: the block-scaled
      wgmma kernel, sm_90a); and this script. Operands, parameters
      and batches larger than 256 KB are not shipped: `run` generates them
      (regenerate.txt), so the directory stays small.
  <out>/gpu_bench.py run [--steps 20] [--warmup 3]
      On the GPU: generates the missing arrays (numpy), times each bundle's
      `train` (wall time per step after warm-up; steps are queued on one
      stream, the clock stops when they have run) and the same GEMMs with torch.matmul (cuBLAS, CUDA events),
      and prints, in one run: per GEMM, TFLOP/s of both kernels and of
      cuBLAS and the ratios; the tile searches (TFLOP/s per configuration
      and shape, and the best, to put in GpuTarget::getMatmulTiles or
      getWarpgroupTiles for that chip); per FP8 GEMM, TFLOP/s of ours and of
      torch._scaled_mm (cuBLASLt FP8) and the ratios to ours in BF16 and to
      _scaled_mm; per blockwise FP8 GEMM, TFLOP/s and the ratios to our
      per-tensor FP8 and BF16 wgmma kernels; per step variant, ms per step, device memory peak, and
      the ratios to FP32.

Our GEMM bundles write an FP32 result (FP32 accumulation, as the training
steps use it); torch.matmul on f16/bf16 writes f16/bf16, so cuBLAS moves
fewer output bytes. A step's time includes allocating and freeing the
result (stream-ordered) and the launch overhead the device does not hide.
Our FP8 GEMM bundle quantizes its bf16 operands (scale 1) inside the step,
so its time includes two elementwise passes that _scaled_mm, given FP8
tensors, does not make; the blockwise bundle's also includes the block
amaxes, the scales and the FP8 transposes it does not need here (B is
stored [N, K]).
"""

import argparse
import concurrent.futures
import os
import shutil
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.realpath(__file__)))
GEMMS = [(1024, 1024, 1024), (2048, 2048, 2048), (4096, 4096, 4096),
         (8192, 8192, 8192), (4096, 4096, 11008), (8192, 1024, 4096)]
STEP = dict(layers=2, batch=4, seq=512, model=1024, ffn=4096)
# The tile search: configurations of the mma.sync kernel (BMxBNxBK,WMxWN,
# STAGES) within 48 KiB of static shared memory that ptxas assembles without
# spills for sm_80 and sm_90 (test/Conversion/mpt-lower-to-nvptx/ptxas.mlir);
# the first is the chip's default (GpuTarget::getMatmulTiles).
TILES = ["128x64x32,2x2,3", "64x128x32,2x4,3", "128x128x32,2x4,2", "64x64x32,2x2,4",
         "128x128x16,2x4,3", "128x128x32,2x2,2"]
# The wgmma kernel's search (BMxBNxBK,CONSUMERS,STAGES, --chip=sm_90a): every
# configuration fits sm_90's 227 KiB of shared memory and ptxas assembles it
# without spills (test/Conversion/mpt-lower-to-nvptx/ptxas-wgmma.mlir); the
# first is the default (GpuTarget::getWarpgroupTiles).
WGMMA_TILES = ["128x128x64,2,4", "128x128x64,2,3", "128x128x64,1,4", "64x256x64,1,3",
               "128x192x64,2,3", "192x128x64,3,3"]
SEARCH_GEMMS = [(4096, 4096, 4096), (8192, 1024, 4096)]
# Training-step variants: (name, precision, chip).
STEPS = [("f32", "f32", "sm_90"), ("f16", "f16", "sm_90"), ("bf16", "bf16", "sm_90"),
         ("f16_wgmma", "f16", "sm_90a"), ("bf16_wgmma", "bf16", "sm_90a")]
KERNELS = [("mma", "sm_90"), ("wgmma", "sm_90a")]
SHIP_LIMIT = 256 * 1024
DTYPES = {"f32": 4, "f16": 2, "bf16": 2, "i32": 4}


def gemm_step(m, n, k, dtype):
    return (f"// C = A B, {dtype} operands, FP32 accumulation and result.\n"
            f"func.func @train_step(%a: tensor<{m}x{k}x{dtype}> {{mpt.role = \"param\"}},\n"
            f"                      %b: tensor<{k}x{n}x{dtype}> {{mpt.role = \"param\"}})\n"
            f"    -> tensor<{m}x{n}xf32> {{\n"
            f"  %c = mpt.matmul %a, %b : tensor<{m}x{k}x{dtype}>, tensor<{k}x{n}x{dtype}> -> tensor<{m}x{n}xf32>\n"
            f"  return %c : tensor<{m}x{n}xf32>\n}}\n")


def fp8_gemm_step(m, n, k):
    return (f"// C = A B^T in FP8 (E4M3, B stored [N, K]: K-major, as FP8 MMA and\n"
            f"// torch._scaled_mm take it), quantized from bf16 with scale 1.\n"
            f"func.func @train_step(%a: tensor<{m}x{k}xbf16> {{mpt.role = \"param\"}},\n"
            f"                      %b: tensor<{n}x{k}xbf16> {{mpt.role = \"param\"}})\n"
            f"    -> tensor<{m}x{n}xf32> {{\n"
            f"  %one = arith.constant dense<1.0> : tensor<f32>\n"
            f"  %qa = mpt.quantize %a, %one : tensor<{m}x{k}xbf16> -> tensor<{m}x{k}xf8E4M3FN>\n"
            f"  %qb = mpt.quantize %b, %one : tensor<{n}x{k}xbf16> -> tensor<{n}x{k}xf8E4M3FN>\n"
            f"  %c = mpt.matmul %qa, %qb transpose_rhs : tensor<{m}x{k}xf8E4M3FN>, "
            f"tensor<{n}x{k}xf8E4M3FN> -> tensor<{m}x{n}xf32>\n"
            f"  return %c : tensor<{m}x{n}xf32>\n}}\n")


def blockwise_gemm_step(m, n, k):
    return (f"// C = A B^T in FP8 with block scales (DeepSeek-V3 / TE blockwise: A in\n"
            f"// 1x128 blocks along K, B [N, K] in 128x128 squares, FP32 scales),\n"
            f"// quantized from bf16: on sm_90a the block-scaled wgmma kernel.\n"
            f"func.func @train_step(%a: tensor<{m}x{k}xbf16> {{mpt.role = \"param\"}},\n"
            f"                      %b: tensor<{n}x{k}xbf16> {{mpt.role = \"param\"}})\n"
            f"    -> tensor<{m}x{n}xf32> {{\n"
            f"  %qa, %sa = mpt.quantize_blocks %a {{block = array<i64: 1, 128>, scaling = \"f32\"}} "
            f": tensor<{m}x{k}xbf16> -> tensor<{m}x{k}xf8E4M3FN>, tensor<{m}x{-(-k // 128)}xf32>\n"
            f"  %da = mpt.dequantize_blocks %qa, %sa {{block = array<i64: 1, 128>}} "
            f": tensor<{m}x{k}xf8E4M3FN>, tensor<{m}x{-(-k // 128)}xf32> -> tensor<{m}x{k}xf32>\n"
            f"  %qb, %sb = mpt.quantize_blocks %b {{block = array<i64: 128, 128>, scaling = \"f32\"}} "
            f": tensor<{n}x{k}xbf16> -> tensor<{n}x{k}xf8E4M3FN>, tensor<{-(-n // 128)}x{-(-k // 128)}xf32>\n"
            f"  %db = mpt.dequantize_blocks %qb, %sb {{block = array<i64: 128, 128>}} "
            f": tensor<{n}x{k}xf8E4M3FN>, tensor<{-(-n // 128)}x{-(-k // 128)}xf32> -> tensor<{n}x{k}xf32>\n"
            f"  %c = mpt.matmul %da, %db transpose_rhs : tensor<{m}x{k}xf32>, "
            f"tensor<{n}x{k}xf32> -> tensor<{m}x{n}xf32>\n"
            f"  return %c : tensor<{m}x{n}xf32>\n}}\n")


def read_manifest(bundle):
    arguments = {}
    with open(os.path.join(bundle, "step.manifest")) as f:
        for line in f:
            words = line.split()
            if words[0] == "argument":
                rank = int(words[4])
                arguments[int(words[1])] = (words[2], words[3], [int(w) for w in words[5:5 + rank]])
            elif words[0] == "batches":
                batches = int(words[1])
    return arguments, batches


def drop_large_arrays(bundle):
    """Removes big state and batch files; lists how `run` regenerates them."""
    arguments, batches = read_manifest(bundle)
    lines = []
    for index, (role, dtype, shape) in arguments.items():
        count = 1
        for extent in shape:
            count *= extent
        if role in ("input", "label"):
            path, count = f"batches/{role}.bin", count * batches
        else:
            path = f"state/arg_{index}.bin"
        full = os.path.join(bundle, path)
        if not os.path.exists(full) or os.path.getsize(full) <= SHIP_LIMIT:
            continue
        if role == "param" and len(shape) >= 2:
            kind, scale = "uniform", (6.0 / (shape[-2] + shape[-1])) ** 0.5  # Glorot
        elif role in ("input", "label"):
            kind, scale = "normal", 1.0
        else:  # vectors: biases, norm parameters, optimizer state
            kind, scale = ("ones" if role == "param" else "zeros"), 0.0
        lines.append(f"{path} {dtype} {count} {kind} {scale}\n")
        os.remove(full)
    with open(os.path.join(bundle, "regenerate.txt"), "w") as f:
        f.writelines(lines)


def prepare(args):
    out = os.path.abspath(args.out)
    shutil.rmtree(out, ignore_errors=True)
    os.makedirs(out)
    shutil.copy(os.path.realpath(__file__), out)

    # The bundles are independent mpt-run compiles (one thread each): they
    # are listed here and written at the end, one per core at a time.
    jobs = []

    def bundle(source, name, flags, chip="sm_90"):
        jobs.append((source, name, flags, chip))

    def write_bundle(source, name, flags, chip):
        path = os.path.join(out, name)
        cmd = [args.mpt_run, source, f"--chip={chip}", f"--bundle={path}"] + flags
        proc = subprocess.run(cmd, capture_output=True, text=True)
        if proc.returncode != 0:
            return f"{' '.join(cmd)}\n{proc.stderr[-2000:]}"
        drop_large_arrays(path)
        for kept in ("step.o", "kernels"):  # `train` has them linked in
            target = os.path.join(path, kept)
            shutil.rmtree(target) if os.path.isdir(target) else os.remove(target)
        return None

    for dtype in ("f16", "bf16"):
        for m, n, k in GEMMS:
            source = os.path.join(out, f"gemm_{dtype}_{m}x{n}x{k}.mlir")
            with open(source, "w") as f:
                f.write(gemm_step(m, n, k, dtype))
            for kernel, chip in KERNELS:
                bundle(source, f"{kernel}_gemm_{dtype}_{m}x{n}x{k}", ["--steps=1"], chip)
    for m, n, k in GEMMS:
        source = os.path.join(out, f"gemm_fp8_{m}x{n}x{k}.mlir")
        with open(source, "w") as f:
            f.write(fp8_gemm_step(m, n, k))
        for kernel, chip in KERNELS:
            bundle(source, f"{kernel}_gemm_fp8_{m}x{n}x{k}",
                   ["--steps=1", "--ptx-features=+ptx84"], chip)
        source = os.path.join(out, f"gemm_blockwise_{m}x{n}x{k}.mlir")
        with open(source, "w") as f:
            f.write(blockwise_gemm_step(m, n, k))
        bundle(source, f"wgmma_gemm_blockwise_{m}x{n}x{k}",
               ["--steps=1", "--ptx-features=+ptx84"], "sm_90a")
    for dtype in ("f16", "bf16"):
        for m, n, k in SEARCH_GEMMS:
            source = os.path.join(out, f"gemm_{dtype}_{m}x{n}x{k}.mlir")
            if not os.path.exists(source):
                with open(source, "w") as f:
                    f.write(gemm_step(m, n, k, dtype))
            for index, tiles in enumerate(TILES[1:], 1):
                bundle(source, f"tiles{index}_mma_gemm_{dtype}_{m}x{n}x{k}",
                       ["--steps=1", f"--matmul-tiles={tiles}"])
            for index, tiles in enumerate(WGMMA_TILES[1:], 1):
                bundle(source, f"tiles{index}_wgmma_gemm_{dtype}_{m}x{n}x{k}",
                       ["--steps=1", f"--warpgroup-tiles={tiles}"], "sm_90a")
    source = os.path.join(out, "transformer.mlir")
    gen = [sys.executable, os.path.join(ROOT, "benchmarks", "gen_training_step.py"), "transformer",
           "--dialect", "mpt", "--layers", str(STEP["layers"]), "--batch", str(STEP["batch"]),
           "--seq", str(STEP["seq"]), "--model-dim", str(STEP["model"]), "--ffn", str(STEP["ffn"]),
           "-o", source]
    subprocess.run(gen, check=True)
    # One batch of synthetic samples (mpt-run refuses fewer samples than a
    # batch: training would repeat samples within it).
    rows = STEP["batch"] * STEP["seq"]
    for name, precision, chip in STEPS:
        bundle(source, f"step_{name}",
               [f"--precision={precision}", "--data=synthetic", f"--samples={rows}",
                "--steps=1", "--hyper=0.001"], chip)
    with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 1) as pool:
        failures = [f for f in pool.map(lambda job: write_bundle(*job), jobs) if f]
    if failures:
        sys.exit(failures[0])
    size = sum(os.path.getsize(os.path.join(d, f)) for d, _, fs in os.walk(out) for f in fs)
    print(f"gpu_bench: {out} ({size / 2**20:.1f} MiB); on the GPU machine: {out}/gpu_bench.py run")


def regenerate(bundle, rng):
    import numpy as np
    listing = os.path.join(bundle, "regenerate.txt")
    with open(listing) as f:
        for line in f:
            path, dtype, count, kind, scale = line.split()
            count, scale = int(count), float(scale)
            if kind == "uniform":
                values = rng.uniform(-scale, scale, count).astype(np.float32)
            elif kind == "normal":
                values = rng.standard_normal(count, dtype=np.float32)
            else:
                values = np.full(count, 1.0 if kind == "ones" else 0.0, np.float32)
            if dtype == "f16":
                data = values.astype(np.float16).tobytes()
            elif dtype == "bf16":  # round to nearest even, as mpt does
                bits = values.view(np.uint32).astype(np.uint64)
                bits = (bits + 0x7FFF + ((bits >> 16) & 1)) >> 16
                data = bits.astype(np.uint16).tobytes()
            elif dtype == "f32":
                data = values.tobytes()
            else:
                sys.exit(f"{bundle}: cannot generate {dtype} for {path}")
            with open(os.path.join(bundle, path), "wb") as out:
                out.write(data)


def time_bundle(bundle, steps, warmup):
    proc = subprocess.run([os.path.join(bundle, "train"), "--steps", str(steps), "--warmup",
                           str(warmup), "--print-every", "0", "--report-every", str(steps)],
                          capture_output=True, text=True)
    if proc.returncode != 0:
        return None, None, proc.stderr.strip().splitlines()[-1:]
    ms = peak = None
    for line in proc.stdout.splitlines():
        if line.startswith("time per step:"):
            ms = float(line.split()[3])
        if line.startswith("step device memory peak:"):
            peak = int(line.split()[4])
    return ms, peak, None


def time_cublas(m, n, k, dtype, steps, warmup):
    import torch
    torch_dtype = torch.float16 if dtype == "f16" else torch.bfloat16
    a = torch.randn(m, k, device="cuda", dtype=torch_dtype)
    b = torch.randn(k, n, device="cuda", dtype=torch_dtype)
    for _ in range(warmup):
        torch.matmul(a, b)
    start, stop = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
    start.record()
    for _ in range(steps):
        torch.matmul(a, b)
    stop.record()
    torch.cuda.synchronize()
    return start.elapsed_time(stop) / steps


def time_scaled_mm(m, n, k, steps, warmup):
    """torch._scaled_mm on E4M3 operands (B column-major), unit scales,
    bf16 result."""
    import torch
    a = torch.randn(m, k, device="cuda").to(torch.float8_e4m3fn)
    b = torch.randn(n, k, device="cuda").to(torch.float8_e4m3fn).t()
    one = torch.ones((), device="cuda")
    for _ in range(warmup):
        torch._scaled_mm(a, b, scale_a=one, scale_b=one, out_dtype=torch.bfloat16)
    start, stop = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
    start.record()
    for _ in range(steps):
        torch._scaled_mm(a, b, scale_a=one, scale_b=one, out_dtype=torch.bfloat16)
    stop.record()
    torch.cuda.synchronize()
    return start.elapsed_time(stop) / steps


def run(args):
    import numpy as np
    here = os.path.dirname(os.path.realpath(__file__))
    rng = np.random.default_rng(0)
    if shutil.which("nvidia-smi"):
        print(subprocess.run(["nvidia-smi", "-L"], capture_output=True, text=True).stdout.strip())
    hopper = subprocess.run(["nvidia-smi", "--query-gpu=compute_cap", "--format=csv,noheader"],
                            capture_output=True, text=True).stdout.split()[:1] == ["9.0"] \
        if shutil.which("nvidia-smi") else False
    kernels = [kc for kc in KERNELS if kc[1] != "sm_90a" or hopper]
    if not hopper:
        print("not a compute capability 9.0 GPU: the sm_90a (wgmma) bundles are skipped")

    def time_gemm(bundle, m, n, k):
        regenerate(bundle, rng)
        ms, _, error = time_bundle(bundle, args.steps, args.warmup)
        return (2.0 * m * n * k / (ms * 1e9) if ms else float("nan")), error

    header = "".join(f" {kernel + ' TFLOP/s':>15}" for kernel, _ in kernels)
    ratios = "".join(f" {kernel + '/cuBLAS':>13}" for kernel, _ in kernels)
    print(f"{'GEMM':22}{header} {'cuBLAS TFLOP/s':>15}{ratios}")
    for dtype in ("f16", "bf16"):
        for m, n, k in GEMMS:
            shape = f"{dtype}_{m}x{n}x{k}"
            ours, errors = [], []
            for kernel, _ in kernels:
                tflops, error = time_gemm(os.path.join(here, f"{kernel}_gemm_{shape}"), m, n, k)
                ours.append(tflops)
                if error:
                    errors.append(f"{kernel}: {error}")
            try:
                cublas = 2.0 * m * n * k / (time_cublas(m, n, k, dtype, args.steps, args.warmup) * 1e9)
            except Exception as e:  # no torch, or no GPU for it
                cublas = float("nan")
                print(f"  cuBLAS {shape}: {e}")
            print(f"{shape:22}" + "".join(f" {t:15.1f}" for t in ours) + f" {cublas:15.1f}"
                  + "".join(f" {t / cublas:13.2f}" for t in ours)
                  + (f"  ({'; '.join(errors)})" if errors else ""))
            sys.stdout.flush()
    print(f"\n{'FP8 GEMM (E4M3)':22} {'kernel':>7} {'TFLOP/s':>9} {'_scaled_mm':>11} "
          f"{'FP8/BF16':>9} {'ours/_scaled_mm':>16}")
    for m, n, k in GEMMS:
        try:
            scaled = 2.0 * m * n * k / (time_scaled_mm(m, n, k, args.steps, args.warmup) * 1e9)
        except Exception as e:  # no torch, no FP8 in it, or no GPU for it
            scaled = float("nan")
            print(f"  _scaled_mm {m}x{n}x{k}: {e}")
        for kernel, _ in kernels:
            fp8, error = time_gemm(os.path.join(here, f"{kernel}_gemm_fp8_{m}x{n}x{k}"), m, n, k)
            bf16, _ = time_gemm(os.path.join(here, f"{kernel}_gemm_bf16_{m}x{n}x{k}"), m, n, k)
            print(f"{f'{m}x{n}x{k}':22} {kernel:>7} {fp8:9.1f} {scaled:11.1f} {fp8 / bf16:9.2f} "
                  f"{fp8 / scaled:16.2f}" + (f"  ({error})" if error else ""))
            sys.stdout.flush()
    if hopper:
        print(f"\n{'blockwise FP8 GEMM':22} {'TFLOP/s':>9} {'/FP8 wgmma':>11} {'/BF16 wgmma':>12}")
        for m, n, k in GEMMS:
            shape = f"{m}x{n}x{k}"
            blockwise, error = time_gemm(os.path.join(here, f"wgmma_gemm_blockwise_{shape}"), m, n, k)
            fp8, _ = time_gemm(os.path.join(here, f"wgmma_gemm_fp8_{shape}"), m, n, k)
            bf16, _ = time_gemm(os.path.join(here, f"wgmma_gemm_bf16_{shape}"), m, n, k)
            print(f"{shape:22} {blockwise:9.1f} {blockwise / fp8:11.2f} {blockwise / bf16:12.2f}"
                  + (f"  ({error})" if error else ""))
            sys.stdout.flush()
    for kernel, _ in kernels:
        configs = TILES if kernel == "mma" else WGMMA_TILES
        print(f"\n{kernel} tile search (TFLOP/s; configuration 0 is the default)")
        for dtype in ("f16", "bf16"):
            for m, n, k in SEARCH_GEMMS:
                shape = f"gemm_{dtype}_{m}x{n}x{k}"
                results = []
                for index, tiles in enumerate(configs):
                    name = f"{kernel}_{shape}" if index == 0 else f"tiles{index}_{kernel}_{shape}"
                    tflops, error = time_gemm(os.path.join(here, name), m, n, k)
                    results.append((tflops, tiles))
                    print(f"  {shape:26} {index} {tiles:18} {tflops:8.1f}"
                          + (f"  ({error})" if error else ""))
                best = max(results, key=lambda r: r[0] if r[0] == r[0] else -1)
                print(f"  {shape:26} best: {best[1]} ({best[0]:.1f} TFLOP/s)")
                sys.stdout.flush()
    s = STEP
    print(f"\ntransformer step: {s['layers']} blocks, {s['batch']}x{s['seq']} tokens, "
          f"model {s['model']}, FFN {s['ffn']}")
    print(f"{'step':10} {'ms/step':>9} {'peak MiB':>9} {'speedup':>8} {'memory':>7}")
    base = {}
    for name, _, chip in STEPS:
        if chip == "sm_90a" and not hopper:
            continue
        bundle = os.path.join(here, f"step_{name}")
        regenerate(bundle, rng)
        ms, peak, error = time_bundle(bundle, args.steps, args.warmup)
        if name == "f32":
            base = dict(ms=ms, peak=peak)
        speedup = base["ms"] / ms if ms and base.get("ms") else float("nan")
        memory = peak / base["peak"] if peak and base.get("peak") else float("nan")
        print(f"{name:10} {ms or float('nan'):9.3f} {(peak or 0) / 2**20:9.1f} "
              f"{speedup:8.2f} {memory:7.2f}" + (f"  ({error})" if error else ""))


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("prepare")
    p.add_argument("--out", default=os.path.join(ROOT, "build", "gpu-bench"))
    p.add_argument("--mpt-run", default=os.path.join(ROOT, "build", "bin", "mpt-run"))
    r = sub.add_parser("run")
    r.add_argument("--steps", type=int, default=20)
    r.add_argument("--warmup", type=int, default=3)
    args = parser.parse_args()
    prepare(args) if args.command == "prepare" else run(args)


if __name__ == "__main__":
    main()
