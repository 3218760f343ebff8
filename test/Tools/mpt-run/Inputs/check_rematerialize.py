"""Runs training steps with and without mpt-rematerialize and checks what
rematerialisation promises: the parameters after 3 steps are bit-identical
(recomputed values are the kept ones, bit for bit), and, for the plans marked
so, the counted heap peak of a step (what the backward keeps, plus
temporaries) drops. A plan that keeps fewer bytes at the forward/backward
boundary need not lower the peak (it can fall where those values are dead
anyway, or the recomputed forward can be what the backward holds), so the
peak is checked where the plan frees what the peak holds.

Usage: check_rematerialize.py MPT_RUN TRANSFORMER.mlir CHAIN.mlir OUT_DIR
"""
import os
import re
import subprocess
import sys

mpt_run, transformer, chain, out = sys.argv[1:5]
os.makedirs(out, exist_ok=True)


def run(step, name, precision, *extra):
    state = os.path.join(out, name)
    result = subprocess.run(
        [mpt_run, step, "--precision=" + precision, "--data=synthetic",
         "--hyper=0.01", "--steps=3", "--print-every=0", "--report-memory",
         "--save-state=" + state, *extra],
        capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit(f"{name}: mpt-run failed:\n{result.stderr}")
    peak = re.search(r"step heap peak: (\d+) bytes", result.stdout + result.stderr)
    if not peak:
        sys.exit(f"{name}: no heap peak in the output")
    params = sorted(f for f in os.listdir(state) if f.startswith("param_"))
    if not params:
        sys.exit(f"{name}: no parameters saved")
    data = {f: open(os.path.join(state, f), "rb").read() for f in params}
    return int(peak.group(1)), data


failed = False
# (step, precision, [(name, options, the peak must drop)])
cases = [
    ("transformer", transformer, "f32",
     [("min", ["--rematerialize=min"], True),
      ("0.9", ["--rematerialize=0.9"], False),
      ("selective", ["--rematerialize=min", "--selective-recompute"], False),
      ("everything", ["--rematerialize=min", "--never-recompute=none"],
       False)]),
    ("transformer", transformer, "bf16", [("min", ["--rematerialize=min"], True)]),
    ("transformer", transformer, "f16", [("min", ["--rematerialize=min"], True)]),
    ("chain", chain, "f32",
     [("256", ["--rematerialize=256", "--never-recompute=none"], True),
      ("min", ["--rematerialize=min", "--never-recompute=none"], True)]),
]
for model, step, precision, configs in cases:
    prefix = f"{model} {precision}"
    base_peak, base = run(step, f"{model}-{precision}-off", precision)
    for name, extra, must_drop in configs:
        peak, params = run(step, f"{model}-{precision}-{name}", precision,
                           *extra)
        same = [f for f in base if params.get(f) == base[f]]
        verdict = "bit-identical" if len(same) == len(base) else "DIFFERENT"
        print(f"{prefix} {name}: {len(same)} of {len(base)} parameters "
              f"{verdict}; heap peak {peak} vs {base_peak} bytes "
              f"({peak / base_peak:.3f}x)")
        failed |= len(same) != len(base)
        if must_drop and not peak < base_peak:
            print(f"{prefix} {name}: FAIL: the heap peak did not drop")
            failed = True
sys.exit(1 if failed else 0)
