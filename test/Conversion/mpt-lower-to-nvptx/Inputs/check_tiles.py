#!/usr/bin/env python3
"""Lowers the f16 matmuls for sm_80 and the bf16 ones for sm_90 with each
configuration of gpu_bench.py's TILES (with --wgmma: for sm_90a with each
of WGMMA_TILES, f16 and bf16 in turn) and assembles them with check_ptxas.py (which fails on
errors and spills). Prints its summaries and "ok: N tile
configurations"."""
import argparse
import ast
import pathlib
import subprocess
import sys


def search_tiles(bench, name):
    """A list of tile configurations from gpu_bench.py, read without
    importing it."""
    for node in ast.parse(bench.read_text()).body:
        if isinstance(node, ast.Assign) and node.targets[0].id == name:
            return ast.literal_eval(node.value)
    sys.exit(f"no {name} in {bench}")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--wgmma", action="store_true")
    parser.add_argument("--mpt-opt", required=True)
    parser.add_argument("--ptxas", required=True)
    parser.add_argument("--out", type=pathlib.Path, required=True)
    parser.add_argument("f16", type=pathlib.Path)
    parser.add_argument("bf16", type=pathlib.Path)
    parser.add_argument("bench", type=pathlib.Path)
    args = parser.parse_args()
    check = pathlib.Path(__file__).with_name("check_ptxas.py")
    tiles = search_tiles(args.bench, "WGMMA_TILES" if args.wgmma else "TILES")
    option = "warpgroup-tiles" if args.wgmma else "matmul-tiles"
    for index, config in enumerate(tiles):
        targets = (((args.f16, "sm_80"), (args.bf16, "sm_90")) if not args.wgmma
                   else ((args.bf16 if index % 2 else args.f16, "sm_90a"),))
        for kind, (source, chip) in enumerate(targets):
            dump = args.out / f"{index}-{kind}-{chip}"
            lower = subprocess.run(
                [args.mpt_opt, str(source),
                 f"--mpt-lower-to-nvptx=chip={chip} dump-dir={dump} {option}={config}",
                 "-o", "/dev/null"], capture_output=True, text=True)
            if lower.returncode != 0:
                sys.exit(f"{config} ({chip}): lowering failed:\n{lower.stderr}")
            run = subprocess.run([sys.executable, str(check), "--ptxas", args.ptxas,
                                  "--arch", chip, str(dump)], capture_output=True, text=True)
            if run.returncode != 0:
                sys.exit(f"{config} ({chip}): {run.stdout}{run.stderr}")
            print(f"{config} {chip}: {run.stdout.strip().splitlines()[-1]}")
    print(f"ok: {len(tiles)} tile configurations")


if __name__ == "__main__":
    main()
