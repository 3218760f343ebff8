"""Checks the JSON of `mpt-run --profile-json` against the run it profiled.

  check_profile.py PROFILE.json STEPS SOURCE_NAME

STEPS: the steps timed (the run's steps but the first). Checks that every
time is finite and non-negative, that the regions' times add up to at
most the step's, that the groups are the regions summed, that the trace
holds the last step's regions once per call, in order and inside the step,
that the contractions are attributed to SOURCE_NAME's lines, and that every
matmul, and nothing but contractions, has its extents BxMxNxK (its
iteration space) and FLOPs 2 B M N K, at the rate its time gives. Prints
one line per fact; exits non-zero on the first that does not hold.
"""
import json
import math
import sys
from collections import defaultdict


def fail(message):
    print(f"MISMATCH: {message}")
    sys.exit(1)


def main():
    path, steps, source = sys.argv[1], int(sys.argv[2]), sys.argv[3]
    with open(path) as f:
        profile = json.load(f)
    if profile["steps"] != steps:
        fail(f"{profile['steps']} steps timed, expected {steps}")
    step_ms = profile["ms_per_step"]
    regions, groups = profile["regions"], profile["groups"]
    times = [step_ms] + [r["ms_per_step"] for r in regions]
    if not all(math.isfinite(t) and t >= 0 for t in times):
        fail("a time is negative or not finite")
    attributed = sum(r["ms_per_step"] for r in regions)
    # The regions are disjoint parts of the step.
    if not 0 < attributed <= step_ms:
        fail(f"regions take {attributed} ms of a {step_ms} ms step")
    print(f"profile: {len(regions)} regions, "
          f"{100 * attributed / step_ms:.0f}% of the step")

    summed = defaultdict(float)
    for r in regions:
        summed[(r["op"], r["space"], r["location"], r["function"])] += r["ms_per_step"]
    for g in groups:
        key = (g["op"], g["space"], g["location"], g["function"])
        if not math.isclose(summed.pop(key, -1), g["ms_per_step"], rel_tol=1e-9,
                            abs_tol=1e-12):
            fail(f"group {key} is not its regions' sum")
    if summed:
        fail(f"regions in no group: {sorted(summed)}")
    if [g["ms_per_step"] for g in groups] != sorted(
            (g["ms_per_step"] for g in groups), reverse=True):
        fail("groups are not ordered by time")
    print("profile: groups are the regions summed, most time first")

    events = profile["traceEvents"]
    calls = sum(r["calls_per_step"] for r in regions)
    if len(events) != calls:
        fail(f"{len(events)} trace events for {calls} calls per step")
    end = 0.0
    for e in events:
        if e["ph"] != "X" or e["ts"] < end or e["dur"] < 0:
            fail(f"trace event {e} overlaps the one before or is malformed")
        if regions[e["args"]["id"]]["op"] != e["name"]:
            fail(f"trace event {e} names another op than its region")
        end = e["ts"] + e["dur"]
    print(f"profile: {len(events)} trace events in order")

    matmuls = [r for r in regions if r["op"] == "linalg.matmul"]
    if not matmuls or not all(r["location"].rsplit(":", 1)[0].endswith(source) and
                              r["calls_per_step"] == 1 for r in matmuls):
        fail(f"contractions not attributed to {source}: {matmuls}")
    print(f"profile: {len(matmuls)} matmuls at {source} lines "
          f"{sorted({int(r['location'].split(':')[-1]) for r in matmuls})}")

    contractions = ("linalg.matmul", "linalg.batch_matmul", "linalg.contract")
    for r in regions + groups:
        counted = "contraction" in r
        if counted != (r["op"] in contractions):
            fail(f"{r['op']} {'has' if counted else 'lacks'} contraction extents")
        if not counted:
            continue
        extents = [int(e) for e in r["contraction"].split("x")]
        flops = 2 * math.prod(extents)
        if r["op"] == "linalg.matmul" and extents[1:] != [int(e) for e in r["space"].split("x")]:
            fail(f"matmul {r['space']} has extents {r['contraction']}")
        if r["flops_per_call"] != flops:
            fail(f"{r['contraction']}: {r['flops_per_call']} FLOPs, expected {flops}")
        rate = flops * r["calls_per_step"] / (r["ms_per_step"] * 1e6)
        if not (math.isfinite(r["gflops_per_s"]) and
                math.isclose(r["gflops_per_s"], rate, rel_tol=1e-6)):
            fail(f"{r['contraction']}: {r['gflops_per_s']} GFLOP/s, expected {rate}")
    print(f"profile: {len([r for r in regions if 'contraction' in r])} "
          f"contractions with their extents, FLOPs and GFLOP/s")


if __name__ == "__main__":
    main()
