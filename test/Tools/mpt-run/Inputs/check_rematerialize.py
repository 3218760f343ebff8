"""Runs a training step with and without mpt-rematerialize and checks what
rematerialisation promises: the parameters after K steps are bit-identical
(recomputed values are the kept ones, bit for bit), and the counted heap
peak of a step (what the backward keeps, plus temporaries) drops.

Usage: check_rematerialize.py MPT_RUN STEP.mlir OUT_DIR
"""
import os
import re
import subprocess
import sys

mpt_run, step, out = sys.argv[1:4]
os.makedirs(out, exist_ok=True)


def run(name, precision, *extra):
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
for precision, configs in [
        ("f32", [("min", ["--rematerialize=min"]),
                 ("0.9", ["--rematerialize=0.9"]),
                 ("selective", ["--rematerialize=min", "--selective-recompute"]),
                 ("everything", ["--rematerialize=min", "--never-recompute=none"])]),
        ("bf16", [("min", ["--rematerialize=min"])]),
        ("f16", [("min", ["--rematerialize=min"])])]:
    base_peak, base = run(precision + "-off", precision)
    for name, extra in configs:
        peak, params = run(precision + "-" + name, precision, *extra)
        same = [f for f in base if params.get(f) == base[f]]
        verdict = "bit-identical" if len(same) == len(base) else "DIFFERENT"
        print(f"{precision} {name}: {len(same)} of {len(base)} parameters "
              f"{verdict}; heap peak {peak} vs {base_peak} bytes "
              f"({peak / base_peak:.3f}x)")
        failed |= len(same) != len(base)
        # Keeping less must show in the counted heap, except where the
        # recomputed forward itself is what the backward holds.
        if name in ("min", "0.9") and not peak < base_peak:
            print(f"{precision} {name}: FAIL: the heap peak did not drop")
            failed = True
sys.exit(1 if failed else 0)
