"""Checks that a step's buffer updates (batch norm's running statistics) are
computed in FP32 under a low-precision pipeline: reads the step that
`mpt-run --print-ir` prints and, for each result of @train_step that
updates a "buffer" argument, walks the ops its value depends on. Low
precision may reach a buffer only through a contraction that accumulates in
FP32 (a convolution or matmul with f32 outs, whose operands the pipeline
cast down); any other op with a bf16/f16 result on the way (a narrowed mean,
variance or momentum update) is reported.

  buffer_update_precision.py IR_FILE   prints one line per buffer result
"""
import re
import sys

NARROW = re.compile(r"x(bf16|f16)>")
CONTRACTION = re.compile(r"linalg\.(conv_\w+|matmul\w*|batch_matmul\w*)|mpt\.matmul")


def function_body(lines, name):
    start = next(i for i, l in enumerate(lines) if f"func.func @{name}(" in l)
    body = []
    for line in lines[start + 1:]:
        if line.startswith("  }"):
            break
        body.append(line)
    return lines[start], body


def result_types(signature):
    results = signature[signature.index(") -> (") + len(") -> ("):]
    return re.findall(r"tensor<[^>]*>(?: \{[^}]*\})?", results)


def main():
    lines = open(sys.argv[1]).read().split("\n")
    signature, body = function_body(lines, "train_step")
    buffers = {int(i) for i in re.findall(
        r"%arg(\d+): tensor<[^>]*> \{[^}]*mpt\.role = \"buffer\"", signature)}
    definitions = {}
    for line in body:
        if " = " in line and line.lstrip().startswith("%"):
            for name in re.findall(r"%[\w]+", line.split(" = ", 1)[0]):
                definitions[name] = line
    returned = [l for l in body if l.lstrip().startswith("return ")][-1]
    values = re.findall(r"%[\w]+", returned.split(" : ")[0])
    checked = 0
    for index, (value, type_) in enumerate(zip(values, result_types(signature))):
        updated = re.search(r"mpt\.updates = (\d+)", type_)
        if not updated or int(updated.group(1)) not in buffers:
            continue
        seen, work, narrowed = set(), [value], []
        while work:
            name = work.pop()
            if name in seen or name not in definitions:
                continue
            seen.add(name)
            line = definitions[name]
            result_part = line.split(" = ", 1)[1]
            result_type = result_part.rsplit("->", 1)[-1] if "->" in result_part \
                else result_part.rsplit(":", 1)[-1]
            if CONTRACTION.search(line):
                if NARROW.search(result_type):
                    narrowed.append(line.strip()[:120])
                continue  # its operands may be narrowed: it accumulates in f32
            if NARROW.search(result_type):
                narrowed.append(line.strip()[:120])
            work.extend(re.findall(r"%[\w]+", result_part))
        checked += 1
        print(f"buffer result {index} ({type_.split(' ')[0]}): {len(seen)} ops, "
              + ("all FP32" if not narrowed else "narrowed: " + " | ".join(narrowed[:2])))
    print(f"{checked} buffer results")


if __name__ == "__main__":
    main()
