#!/usr/bin/env python3
"""Runs every mpt pass and pipeline, alone, on every bad input.

The passes are the `mpt-*` and `convert-mpt-*` flags `mpt-opt --help` lists,
so a new pass is covered without editing this. Each run must either succeed
or fail with a located diagnostic ("FILE:LINE:COL: error:") and a non-zero
exit, leave no output file behind when it fails, and never crash, abort,
hang (60 s) or trip a sanitizer. Prints one line per pass and a summary;
exits 1 listing every run that broke the rule.
"""
import argparse
import os
import pathlib
import re
import subprocess
import sys
import tempfile

CRASH = re.compile(r"Stack dump|PLEASE submit|LLVM ERROR|Assertion|"
                   r"AddressSanitizer|UndefinedBehaviorSanitizer|runtime error:")
LOCATED = re.compile(r"^[^\s:]+:\d+:\d+: error:", re.M)
# Option sets that take other code paths, run besides the defaults: the
# sm_90a (TMA + wgmma) matmul kernels, and a Blackwell chip.
VARIANTS = {"mpt-lower-to-nvptx": ["chip=sm_90a", "chip=sm_100"],
            "mpt-set-gpu-target": ["chip=sm_90a"]}
# Passes that read what another pass records: that one runs first (with the
# variant's options), so the pass itself is exercised, not just refused.
AFTER = {"mpt-outline-tensor-core-matmuls": "mpt-set-gpu-target",
         "mpt-attach-nvvm-target": "mpt-set-gpu-target"}


def list_passes(mpt_opt):
    help_text = subprocess.run([mpt_opt, "--help"], capture_output=True,
                               text=True, check=True).stdout
    return sorted(set(re.findall(r"^\s+--((?:mpt-|convert-mpt-)[a-z0-9-]+)\s",
                                 help_text, re.M)))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--mpt-opt", required=True)
    parser.add_argument("inputs", nargs="+", type=pathlib.Path)
    args = parser.parse_args()
    passes = list_passes(args.mpt_opt)
    broken = []
    with tempfile.TemporaryDirectory() as scratch:
        inputs = list(args.inputs)
        garbage = pathlib.Path(scratch, "garbage.mlir")
        garbage.write_bytes(b"ML\xefR\x06\x00\x00garbage\xff\x00" * 7)
        inputs.append(garbage)
        runs = []
        for name in passes:
            flag = f"--{name}"
            if name == "mpt-write-gpu-binaries":
                flag += f"=dir={scratch}/binaries"
            first = AFTER.get(name)
            if first:
                runs.append((f"{first},{name}", [f"--{first}", flag]))
                runs += [(f"{first}{{{options}}},{name}",
                          [f"--{first}={options}", flag])
                         for options in VARIANTS.get(first, [])]
                continue
            runs.append((name, [flag]))
            runs += [(f"{name}{{{options}}}", [f"--{name}={options}"])
                     for options in VARIANTS.get(name, [])]
        for name, flags in runs:
            outcomes = {"ok": 0, "refused": 0}
            for source in inputs:
                out = pathlib.Path(scratch, "out.mlir")
                if out.exists():
                    out.unlink()
                try:
                    run = subprocess.run([args.mpt_opt, str(source), *flags, "-o",
                                          str(out)], capture_output=True,
                                         text=True, errors="replace", timeout=60)
                except subprocess.TimeoutExpired:
                    broken.append(f"{name} on {source.name}: hung")
                    continue
                what = f"{name} on {source.name}"
                if CRASH.search(run.stderr) or run.returncode not in (0, 1):
                    broken.append(f"{what}: exit {run.returncode}\n{run.stderr[-2000:]}")
                elif run.returncode == 1:
                    if not LOCATED.search(run.stderr):
                        broken.append(f"{what}: error without a location\n{run.stderr[-2000:]}")
                    elif out.exists():
                        broken.append(f"{what}: failed but wrote {out.name}")
                    else:
                        outcomes["refused"] += 1
                else:
                    outcomes["ok"] += 1
            print(f"{name}: {outcomes['ok']} went through, "
                  f"{outcomes['refused']} refused with a located error")
    print(f"{len(runs)} pass runs x {len(inputs)} inputs, {len(broken)} broken")
    if broken:
        print("\n".join(broken))
        sys.exit(1)


if __name__ == "__main__":
    main()
