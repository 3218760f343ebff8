#!/usr/bin/env python3
"""Assembles every .ptx file in a directory with `ptxas -v` for one chip.

Fails (exit 1) on any ptxas error or any nonzero spill; prints one line per
kernel ("<file>: <registers> registers, <smem> bytes smem") and a summary
("<N> kernels, 0 spill bytes, at most <R> registers").
"""
import argparse
import pathlib
import re
import subprocess
import sys


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--ptxas", required=True)
    parser.add_argument("--arch", required=True)
    parser.add_argument("dir", type=pathlib.Path)
    args = parser.parse_args()
    files = sorted(args.dir.glob("*.ptx"))
    if not files:
        sys.exit(f"no .ptx files in {args.dir}")
    max_registers = 0
    for path in files:
        run = subprocess.run([args.ptxas, f"-arch={args.arch}", "-v", str(path),
                              "-o", "/dev/null"], capture_output=True, text=True)
        log = run.stdout + run.stderr
        if run.returncode != 0:
            sys.exit(f"{path.name}: ptxas failed:\n{log}")
        spills = [int(n) for n in re.findall(r"(\d+) bytes spill", log)]
        if any(spills):
            sys.exit(f"{path.name}: spills:\n{log}")
        registers = max(int(n) for n in re.findall(r"Used (\d+) registers", log))
        smem = max([int(n) for n in re.findall(r"(\d+) bytes smem", log)] or [0])
        max_registers = max(max_registers, registers)
        print(f"{path.name}: {registers} registers, {smem} bytes smem")
    print(f"{len(files)} kernels, 0 spill bytes, at most {max_registers} registers")


if __name__ == "__main__":
    main()
