#!/usr/bin/env python3
"""Trains 30 steps in one run, and 13 steps, then resumed to step 30, in two;
the final states (--save-state directories) and the CSV rows of steps 14-30
must be identical, byte for byte.

usage: resume_matches.py MPT_RUN WORKDIR NAME STEP.MLIR [MPT-RUN FLAGS...]
"""
import filecmp
import os
import subprocess
import sys

TOTAL, FIRST = 30, 13


def run(command):
    result = subprocess.run(command, stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, text=True)
    if result.returncode != 0:
        sys.exit(f"{' '.join(command)} failed:\n{result.stdout}")
    return result.stdout


def main():
    mpt_run, workdir, name, step_file, *flags = sys.argv[1:]
    out = os.path.join(workdir, name)
    os.makedirs(out)
    common = [mpt_run, step_file, "--data=synthetic", "--samples=100",
              "--print-every=0"] + flags
    full, resumed = os.path.join(out, "full"), os.path.join(out, "resumed")
    run(common + [f"--steps={TOTAL}", f"--save-state={full}",
                  f"--csv={full}.csv"])
    series = os.path.join(out, "series")
    run(common + [f"--steps={FIRST}", f"--checkpoint-dir={series}",
                  "--checkpoint-every=5"])
    log = run(common + [f"--steps={TOTAL}", f"--resume={series}",
                        f"--save-state={resumed}", f"--csv={resumed}.csv"])
    if f"after step {FIRST}" not in log:
        sys.exit(f"{name}: the resumed run did not start after step {FIRST}:"
                 f"\n{log}")

    names = sorted(os.listdir(full))
    if names != sorted(os.listdir(resumed)):
        sys.exit(f"{name}: the resumed state holds "
                 f"{sorted(os.listdir(resumed))}, the uninterrupted {names}")
    _, mismatch, errors = filecmp.cmpfiles(full, resumed, names,
                                           shallow=False)
    if mismatch or errors:
        sys.exit(f"{name}: the resumed state differs in {mismatch + errors}")
    with open(full + ".csv") as f:
        full_rows = f.read().splitlines()
    with open(resumed + ".csv") as f:
        resumed_rows = f.read().splitlines()
    if full_rows[FIRST + 1:] != resumed_rows[1:]:
        sys.exit(f"{name}: CSV rows of steps {FIRST + 1}-{TOTAL} differ:\n" +
                 "\n".join(full_rows[FIRST + 1:]) + "\nresumed:\n" +
                 "\n".join(resumed_rows[1:]))
    skipped = sum(row.split(",")[3] == "1" for row in full_rows[1:])
    print(f"{name}: resumed after step {FIRST}; state ({len(names)} files) "
          f"and CSV of steps {FIRST + 1}-{TOTAL} identical to the "
          f"uninterrupted run's; {skipped} skipped steps")


if __name__ == "__main__":
    main()
