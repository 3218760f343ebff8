#!/usr/bin/env python3
"""Checks the JSON memory report of examples/mlp.mlir after
mpt-mixed-precision against figures computed from the model's shapes."""
import json
import sys

report = json.load(open(sys.argv[1]))["functions"]
# @mlp_logits (the evaluation model) takes the parameters too: only the masters
# and their copies, nothing of training.
assert [f["function"] for f in report] == ["mlp_logits", "train_step"], report
logits = report[0]["bytes"]
assert logits["gradient"] == logits["optimizer_state"] == logits["activation"] == 0, logits
r = report[1]
params = 784 * 256 + 256 + 256 * 10 + 10
want = {
    "param": 4 * params,
    "frozen": 0,
    "low_precision_copy": 2 * (784 * 256 + 256 * 10),
    "fp8_copy": 0,
    "gradient": 4 * params,
    "optimizer_state": 0,
    "buffer": 0,
    "loss_scale": 4 + 4 + 4,
    "fp8_scaling": 0,
    "activation": 64 * 784 * 2 + 64 * 256 * 2 + 64 * 10 * 4,
}
want_baseline = dict(want, low_precision_copy=0, activation=64 * 256 * 4 + 64 * 10 * 4)
assert r["parameters"] == params, r["parameters"]
assert r["bytes"] == want, (r["bytes"], want)
assert r["fp32_baseline"] == want_baseline, (r["fp32_baseline"], want_baseline)
per_param = (want["param"] + want["low_precision_copy"] + want["gradient"]) / params
assert abs(r["bytes_per_parameter"] - per_param) < 1e-9, r["bytes_per_parameter"]
assert r["by_element_type"]["activation"] == {"f16": 64 * 784 * 2 + 64 * 256 * 2,
                                              "f32": 64 * 10 * 4}, r["by_element_type"]
# Cast traffic: each f32 <-> f16 cast reads 4 and writes 2 bytes per element.
# Forward: the two weights, the input, the hidden pre-activation into the
# ReLU; backward: the logits' gradient into its two matmuls, the hidden
# gradient into the ReLU's (f16) mask, and the masked gradient back to f32 for
# the bias gradient's reduction.
cast_elements = [784 * 256, 256 * 10, 64 * 784, 64 * 256, 64 * 10, 64 * 256, 64 * 256]
assert r["casts"] == {"bytes_per_call": 6 * sum(cast_elements),
                      "counted": len(cast_elements), "uncounted": 0}, r["casts"]
print("memory report matches")
