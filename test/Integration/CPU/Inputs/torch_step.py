"""Training steps around a torch-mlir fixture's @main(params..., inputs...)
-> loss, as text: shared by the fixture tests and benchmarks/cast_counts.py
(no numpy needed). The step itself is mpt_torch's (python/mpt_torch/step_ir.py)."""

import os
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.realpath(__file__)),
                                "..", "..", "..", "..", "python"))
from mpt_torch import step_ir  # noqa: E402  (no torch needed)


def split_module(text):
    """(the module's body without its closing brace, the resource trailer),
    with @main renamed @forward."""
    body, trailer = step_ir.split_module(text)
    return body.replace("func.func @main(", "func.func @forward("), trailer


def signature(text):
    match = re.search(r"func\.func @main\((.*?)\) -> tensor<f32>", text)
    return re.findall(r"%arg\d+: (tensor<[^>]*>)", match.group(1))


def value_and_grad(types, params, callee="forward"):
    args = ", ".join(f"%a{i}" for i in range(len(types)))
    grads = ", ".join(types[:params])
    return (f"%l, %g:{params} = mpt.value_and_grad @{callee}({args}) wrt "
            f"[{', '.join(map(str, range(params)))}] : ({', '.join(types)}) -> "
            f"(tensor<f32>, {grads})")


def training_step(text, types, params):
    """The module with a @train_step around @forward: SGD on the first
    `params` arguments, the rest inputs (mpt_torch's step)."""
    body, trailer = split_module(text)
    step = step_ir.build_train_step(types, [f"param{i}" for i in range(params)],
                                    len(types) - params, "sgd", 1.0, {})
    return body + step.text + "}\n" + trailer
