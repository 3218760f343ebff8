#!/usr/bin/env python3
"""Kills mpt-run with SIGKILL while it checkpoints, again and again.

Each round resumes from the checkpoint series the previous round left
(`--resume` fails with an error if `latest` names no whole checkpoint) and is
killed at a random moment 0-300 ms after it has compiled its step, when it is
writing a checkpoint after every step. At the end the series is resumed to
the last step and the final state must equal, file for file and byte for
byte, that of a run that was never interrupted.

usage: kill_during_checkpoint.py MPT_RUN STEP.MLIR WORKDIR ROUNDS SEED
"""
import filecmp
import os
import random
import signal
import subprocess
import sys
import time

FINAL_STEP = 20000


def main():
    mpt_run, step_file, workdir, rounds, seed = sys.argv[1:6]
    rounds, rng = int(rounds), random.Random(int(seed))
    os.makedirs(workdir, exist_ok=True)
    series = os.path.join(workdir, "series")
    common = [mpt_run, step_file, "--data=synthetic", "--samples=100",
              "--precision=f16", "--hyper=0.01", "--print-every=0",
              "--inject=700=inf", f"--steps={FINAL_STEP}"]

    reference = os.path.join(workdir, "reference")
    subprocess.run(common + [f"--save-state={reference}"], check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

    killed = advanced = 0
    last_step = "none"
    for round_index in range(rounds):
        command = common + [f"--checkpoint-dir={series}",
                            "--checkpoint-every=1"]
        if os.path.exists(os.path.join(series, "latest")):
            command.append(f"--resume={series}")
        process = subprocess.Popen(command, stdout=subprocess.DEVNULL,
                                   stderr=subprocess.PIPE, text=True)
        output = []
        for line in process.stderr:
            output.append(line)
            if "compiled @" in line:
                break
        time.sleep(rng.uniform(0.0, 0.3))
        process.send_signal(signal.SIGKILL)
        process.stderr.close()
        code = process.wait()
        if code == 0:
            break  # it reached the last step before the kill
        if code != -signal.SIGKILL:
            print(f"round {round_index}: mpt-run exited with {code}:\n" +
                  "".join(output))
            return 1
        killed += 1
        with open(os.path.join(series, "latest")) as latest:
            step = latest.read().strip()
        advanced += step != last_step
        last_step = step

    final = os.path.join(workdir, "final")
    result = subprocess.run(common + [f"--resume={series}",
                                      f"--save-state={final}"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                            text=True)
    if result.returncode != 0:
        print("the last resume failed:\n" + result.stderr)
        return 1
    names = sorted(os.listdir(reference))
    if names != sorted(os.listdir(final)):
        print(f"the final state holds {sorted(os.listdir(final))}, "
              f"the uninterrupted run's {names}")
        return 1
    _, mismatch, errors = filecmp.cmpfiles(reference, final, names,
                                           shallow=False)
    if mismatch or errors:
        print(f"the final state differs from the uninterrupted run's in "
              f"{mismatch + errors}")
        return 1
    print(f"killed {killed} times ({advanced} after a new checkpoint), "
          f"resumed each time; the final state equals the uninterrupted "
          f"run's bit for bit ({len(names)} files)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
