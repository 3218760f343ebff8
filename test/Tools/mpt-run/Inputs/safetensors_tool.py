#!/usr/bin/env python3
"""Reads, compares and edits safetensors files with numpy alone, for the
pretrained-weights tests.

  safetensors_tool.py describe FILE            names, dtypes, shapes, metadata
  safetensors_tool.py same A B                 the same names and values?
                                               (BF16 widened to FP32)
  safetensors_tool.py close CSV JSON TOL       first loss vs reference.json
  safetensors_tool.py edit SRC DST OP          writes a variant of SRC:
      drop=NAME, add=NAME, reshape=NAME (flattened), swap=A,B (values),
      to-bf16 (every tensor as BF16), short (the data cut in half),
      split (DST a directory: two shards and model.safetensors.index.json,
      as save_pretrained writes a large model)
"""
import json
import os
import struct
import sys

import numpy as np

DTYPES = {"F32": np.float32, "F16": np.float16, "F64": np.float64, "I64": np.int64,
          "I32": np.int32, "I8": np.int8, "BOOL": np.bool_, "BF16": np.uint16}


def read(path, widen=False):
    """(tensors by name in file order: (dtype name, array), metadata); with
    `widen`, BF16 arrays as the FP32 values they hold."""
    with open(path, "rb") as f:
        blob = f.read()
    (size,) = struct.unpack("<Q", blob[:8])
    header = json.loads(blob[8:8 + size])
    data = blob[8 + size:]
    metadata = header.pop("__metadata__", {})
    tensors = {}
    for name, entry in sorted(header.items(), key=lambda e: e[1]["data_offsets"][0]):
        begin, end = entry["data_offsets"]
        array = np.frombuffer(data[begin:end], DTYPES[entry["dtype"]])
        if widen and entry["dtype"] == "BF16":
            array = (array.astype(np.uint32) << 16).view(np.float32)
        tensors[name] = (entry["dtype"], array.reshape(entry["shape"]))
    return tensors, metadata


def write(path, tensors, metadata, cut=False):
    header, offset, chunks = {"__metadata__": metadata}, 0, []
    for name, (dtype, array) in tensors.items():
        raw = np.ascontiguousarray(array).tobytes()
        header[name] = {"dtype": dtype, "shape": list(array.shape),
                        "data_offsets": [offset, offset + len(raw)]}
        offset += len(raw)
        chunks.append(raw)
    text = json.dumps(header).encode()
    text += b" " * (-len(text) % 8)
    data = b"".join(chunks)
    with open(path, "wb") as f:
        f.write(struct.pack("<Q", len(text)) + text + (data[:len(data) // 2] if cut else data))


def main():
    command = sys.argv[1]
    if command == "describe":
        tensors, metadata = read(sys.argv[2])
        print(f"metadata {json.dumps(metadata, sort_keys=True)}")
        for name in sorted(tensors):
            dtype, array = tensors[name]
            print(f"{name} {dtype} {list(array.shape)}")
        return 0
    if command == "same":
        (a, _), (b, _) = read(sys.argv[2], widen=True), read(sys.argv[3], widen=True)
        differ = sorted(n for n in set(a) | set(b) if n not in a or n not in b
                        or not np.array_equal(a[n][1], b[n][1]))
        print("same" if not differ else "differ: " + ", ".join(differ))
        return 0
    if command == "close":
        loss = np.loadtxt(sys.argv[2], delimiter=",", skiprows=1, ndmin=2)[0, 1]
        want = json.load(open(sys.argv[3]))["first_loss"]
        error = abs(loss - want) / abs(want)
        # `not <=` so that a NaN fails.
        verdict = "FAILED" if not error <= float(sys.argv[4]) else "ok"
        print(f"first loss {loss:.9g}, transformers {want:.9g}, relative error "
              f"{error:.2e}: {verdict}")
        return 0
    source, target, op = sys.argv[2:5]
    tensors, metadata = read(source)
    kind, _, argument = op.partition("=")
    if kind == "drop":
        del tensors[argument]
    elif kind == "add":
        tensors[argument] = ("F32", np.zeros(3, np.float32))
    elif kind == "reshape":
        dtype, array = tensors[argument]
        tensors[argument] = (dtype, array.reshape(-1))
    elif kind == "swap":
        a, b = argument.split(",")
        tensors[a], tensors[b] = tensors[b], tensors[a]
    elif kind == "to-bf16":
        tensors = {n: ("BF16", (a.astype(np.float32).view(np.uint32) >> 16).astype(np.uint16))
                   if d == "F32" else (d, a) for n, (d, a) in tensors.items()}
    elif kind == "split":
        names = list(tensors)
        halves = {"model-00001-of-00002.safetensors": names[::2],
                  "model-00002-of-00002.safetensors": names[1::2]}
        os.makedirs(target, exist_ok=True)
        for file, part in halves.items():
            write(os.path.join(target, file), {n: tensors[n] for n in part}, metadata)
        with open(os.path.join(target, "model.safetensors.index.json"), "w") as f:
            json.dump({"metadata": {}, "weight_map": {n: file for file, part in
                                                      halves.items() for n in part}}, f)
        return 0
    elif kind != "short":
        sys.exit(f"unknown edit {op}")
    write(target, tensors, metadata, cut=kind == "short")
    return 0


if __name__ == "__main__":
    sys.exit(main())
