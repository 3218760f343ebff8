"""Training steps around a torch-mlir fixture's @main(params..., inputs...)
-> loss, as text: shared by the fixture tests and benchmarks/cast_counts.py
(no numpy needed)."""

import re


def split_module(text):
    """(the module's body without its closing brace, the resource trailer)."""
    trailer = ""
    if "{-#" in text:
        text, trailer = text[:text.index("{-#")], text[text.index("{-#"):]
    text = text.rstrip()
    assert text.endswith("}"), "expected the module to end with '}'"
    return text[:-1].replace("func.func @main(", "func.func @forward("), trailer


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
    body, trailer = split_module(text)
    roles = ["param"] * params + ["input"] * (len(types) - params)
    decl = ", ".join(f"%a{i}: {t} {{mpt.role = \"{r}\"}}"
                     for i, (t, r) in enumerate(zip(types, roles)))
    decl += ', %lr: tensor<f32> {mpt.role = "hyper"}'
    results = ", ".join([f"{t} {{mpt.updates = {i} : i64}}"
                         for i, t in enumerate(types[:params])] + ["tensor<f32>"])
    lines = [f"  func.func @train_step({decl}) -> ({results}) {{",
             f"    {value_and_grad(types, params)}"]
    for i, t in enumerate(types[:params]):
        lines.append(f"    %n{i} = mpt.sgd %a{i}, %g#{i}, %lr : {t}, {t}")
    lines.append(f"    return {', '.join(f'%n{i}' for i in range(params))}, %l : "
                 f"{', '.join(types[:params])}, tensor<f32>\n  }}")
    return body + "\n".join(lines) + "\n}\n" + trailer
