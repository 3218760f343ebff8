#!/usr/bin/env python3
"""Exports the real front-end fixtures of the autodiff tests with torch-mlir.

Each model (random init, fixed seed, no downloads) is exported with
torch.export and torch-mlir's FX importer (linalg-on-tensors), parameters
as function arguments, and written to
test/Integration/CPU/Inputs/torch/<model>/:
  model.mlir     torch-mlir's module: @main(params..., inputs...) -> loss
  arguments.npz  a0, a1, ...: the arguments of @main, in order
  reference.npz  loss, and g<i> for each parameter argument i: torch's FP32
                 loss and gradients (autograd); exact<i>: the gradients in
                 float64 from the same parameters
  meta.txt       the parameter names, one per line, in argument order
  autocast.npz   bf16_g<i>, f16_g<i>: the gradients with the forward under
                 torch.autocast("cpu", dtype=bfloat16 | float16), the drift
                 that mpt's mixed-precision gradients are held to

Needs torch and torch-mlir (scripts/torch-env.sh makes the environment):
  scripts/torch-env.sh scripts/export-torch-fixtures.py [--autocast-only] [model...]
With --autocast-only only autocast.npz is written, after checking that the
model's parameters and inputs are those of the existing arguments.npz.
"""

import math
import os
import sys

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F
from torch_mlir import fx

ROOT = os.path.join(os.path.dirname(os.path.realpath(__file__)), "..")
OUT = os.path.join(ROOT, "test", "Integration", "CPU", "Inputs", "torch")


class Mlp(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc1, self.fc2 = nn.Linear(32, 16), nn.Linear(16, 10)

    def forward(self, x):
        return self.fc2(torch.relu(self.fc1(x)))


class Attention(nn.Module):
    def __init__(self, dim, heads, causal):
        super().__init__()
        self.heads, self.causal = heads, causal
        self.qkv, self.proj = nn.Linear(dim, 3 * dim), nn.Linear(dim, dim)

    def forward(self, x):
        b, s, d = x.shape
        q, k, v = self.qkv(x).split(d, dim=2)
        shape = (b, s, self.heads, d // self.heads)
        q, k, v = (t.reshape(shape).transpose(1, 2) for t in (q, k, v))
        scores = q @ k.transpose(-2, -1) / (d // self.heads) ** 0.5
        if self.causal:
            mask = torch.ones(s, s, dtype=torch.bool).tril()
            scores = scores.masked_fill(~mask, float("-inf"))
        out = torch.softmax(scores, dim=-1) @ v
        return self.proj(out.transpose(1, 2).reshape(b, s, d))


def gelu_new(x):
    # GPT-2's GELU as Hugging Face writes it. F.gelu(approximate="tanh")
    # is not used: torch-mlir lowers it with sqrt(2/pi) as 0.797724 (2e-4
    # off), so its IR is not torch's function.
    return 0.5 * x * (1.0 + torch.tanh(math.sqrt(2.0 / math.pi) * (x + 0.044715 * torch.pow(x, 3.0))))


class Block(nn.Module):
    def __init__(self, dim, heads, causal, approximate):
        super().__init__()
        self.ln1, self.ln2 = nn.LayerNorm(dim), nn.LayerNorm(dim)
        self.attn = Attention(dim, heads, causal)
        self.fc, self.out = nn.Linear(dim, 4 * dim), nn.Linear(4 * dim, dim)
        self.approximate = approximate

    def forward(self, x):
        x = x + self.attn(self.ln1(x))
        h = self.fc(self.ln2(x))
        h = gelu_new(h) if self.approximate == "tanh" else F.gelu(h)
        return x + self.out(h)


class Gpt2(nn.Module):
    """Pre-norm decoder: token and position embeddings, causal attention,
    tanh GELU, a final layer norm and an LM head tied to the embedding. The
    vocabulary is wider than a one-hot backward is worth, so the token
    embedding's gradient is a scatter (Bert's is one-hot)."""

    def __init__(self, vocab=96, seq=8, dim=32, heads=2, layers=2):
        super().__init__()
        self.wte, self.wpe = nn.Embedding(vocab, dim), nn.Embedding(seq, dim)
        self.blocks = nn.ModuleList(Block(dim, heads, True, "tanh") for _ in range(layers))
        self.ln_f = nn.LayerNorm(dim)
        nn.init.normal_(self.wte.weight, std=0.02)

    def forward(self, tokens):
        positions = torch.arange(tokens.shape[1])
        x = self.wte(tokens) + self.wpe(positions)
        for block in self.blocks:
            x = block(x)
        return self.ln_f(x) @ self.wte.weight.t()


class Bert(nn.Module):
    """Post-norm encoder: token, position and segment embeddings, an
    embedding layer norm, bidirectional attention, erf GELU, a tanh pooler
    and a classifier."""

    def __init__(self, vocab=40, seq=8, dim=32, heads=2, layers=2, classes=3):
        super().__init__()
        self.tok, self.pos = nn.Embedding(vocab, dim), nn.Embedding(seq, dim)
        self.seg = nn.Embedding(2, dim)
        self.ln = nn.LayerNorm(dim)
        self.layers = nn.ModuleList(nn.ModuleDict(dict(
            attn=Attention(dim, heads, False), ln1=nn.LayerNorm(dim),
            fc=nn.Linear(dim, 4 * dim), out=nn.Linear(4 * dim, dim),
            ln2=nn.LayerNorm(dim))) for _ in range(layers))
        self.pool, self.cls = nn.Linear(dim, dim), nn.Linear(dim, classes)

    def forward(self, tokens, segments):
        positions = torch.arange(tokens.shape[1])
        x = self.ln(self.tok(tokens) + self.pos(positions) + self.seg(segments))
        for layer in self.layers:
            x = layer["ln1"](x + layer["attn"](x))
            x = layer["ln2"](x + layer["out"](F.gelu(layer["fc"](x))))
        return self.cls(torch.tanh(self.pool(x[:, 0])))


class ResNetStage(nn.Module):
    """A stem convolution, batch norm in train mode (batch statistics),
    ReLU, 3x3 max pooling with stride 2, a residual basic block, global
    average pooling and a classifier."""

    def __init__(self, channels=4, classes=5):
        super().__init__()
        bn = lambda: nn.BatchNorm2d(channels, track_running_stats=False)
        self.stem, self.bn0 = nn.Conv2d(3, channels, 3, padding=1, bias=False), bn()
        self.conv1, self.bn1 = nn.Conv2d(channels, channels, 3, padding=1, bias=False), bn()
        self.conv2, self.bn2 = nn.Conv2d(channels, channels, 3, padding=1, bias=False), bn()
        self.fc = nn.Linear(channels, classes)

    def forward(self, x):
        x = F.max_pool2d(torch.relu(self.bn0(self.stem(x))), 3, stride=2, padding=1)
        y = torch.relu(self.bn1(self.conv1(x)))
        x = torch.relu(x + self.bn2(self.conv2(y)))
        return self.fc(x.mean(dim=(2, 3)))


class LstmLm(nn.Module):
    """Embedding, a one-layer LSTM (unrolled LSTMCell steps, torch's gate
    order and equations) and a linear head over the vocabulary."""

    def __init__(self, vocab=30, dim=16, hidden=24):
        super().__init__()
        self.emb, self.cell = nn.Embedding(vocab, dim), nn.LSTMCell(dim, hidden)
        self.head = nn.Linear(hidden, vocab)

    def forward(self, tokens):
        b, s = tokens.shape
        x, outputs = self.emb(tokens), []
        h = c = x.new_zeros(b, self.cell.hidden_size)
        for t in range(s):
            h, c = self.cell(x[:, t], (h, c))
            outputs.append(h)
        return self.head(torch.stack(outputs, dim=1))


def lm_loss(logits, tokens):
    # Next-token prediction; vocabulary ids repeat, so the embedding's
    # gradient must accumulate.
    vocab = logits.shape[-1]
    return F.cross_entropy(logits[:, :-1].reshape(-1, vocab), tokens[:, 1:].reshape(-1))


def models():
    """(name, module, inputs, loss); each module is built right after its
    own seed, so exporting one model alone gives the same fixture."""
    g = torch.Generator().manual_seed(0)
    tokens = lambda vocab, shape: torch.randint(0, vocab, shape, generator=g)
    yield ("mlp", seeded(Mlp, 1), (torch.randn(4, 32, generator=g),),
           lambda out, _: F.cross_entropy(out, torch.tensor([1, 7, 1, 3])))
    t = tokens(96, (2, 8))
    t[0, 3] = t[1, 5] = t[0, 0]  # the same id at several positions
    yield "gpt2", seeded(Gpt2, 2), (t,), lambda out, inputs: lm_loss(out, inputs[0])
    segments = torch.tensor([[0] * 4 + [1] * 4, [0] * 5 + [1] * 3])
    yield ("bert", seeded(Bert, 3), (tokens(40, (2, 8)), segments),
           lambda out, _: F.cross_entropy(out, torch.tensor([2, 0])))
    yield ("resnet_stage", seeded(ResNetStage, 4), (torch.randn(2, 3, 8, 8, generator=g),),
           lambda out, _: F.cross_entropy(out, torch.tensor([4, 1])))
    t = tokens(30, (2, 6))
    yield "lstm_lm", seeded(LstmLm, 5), (t,), lambda out, inputs: lm_loss(out, inputs[0])


def seeded(cls, seed):
    torch.manual_seed(seed)
    return cls()


class Step(nn.Module):
    """The loss as a function of (parameters..., inputs...)."""

    def __init__(self, module, names, loss, num_inputs):
        super().__init__()
        self.module, self.names, self.loss, self.num_inputs = module, names, loss, num_inputs

    def forward(self, *args):
        params = dict(zip(self.names, args[:len(self.names)]))
        inputs = args[len(self.names):]
        out = torch.func.functional_call(self.module, params, inputs)
        return self.loss(out, inputs)


def autocast_gradients(step, params, inputs):
    """The gradients with the forward under CPU autocast, per dtype: autocast
    runs its lower-precision ops (matmul, linear, conv, ...) in the dtype and
    its FP32 ops (softmax, log_softmax, layer_norm, losses, ...) in FP32; the
    backward follows the forward's dtypes."""
    out = {}
    for dtype, key in ((torch.bfloat16, "bf16"), (torch.float16, "f16")):
        leaves = [p.clone().requires_grad_(True) for p in params]
        with torch.autocast("cpu", dtype=dtype):
            value = step(*leaves, *inputs)
        grads = torch.autograd.grad(value.float(), leaves)
        out.update({f"{key}_g{i}": g.float().numpy() for i, g in enumerate(grads)})
    return out


def export_autocast(name, module, inputs, loss):
    """Writes autocast.npz for an existing fixture."""
    names = [n for n, _ in module.named_parameters()]
    params = [p.detach().clone() for _, p in module.named_parameters()]
    folder = os.path.join(OUT, name)
    arguments = np.load(os.path.join(folder, "arguments.npz"))
    for i, a in enumerate(params + list(inputs)):
        assert np.array_equal(arguments[f"a{i}"], a.numpy()), \
            f"{name}: argument {i} differs from the fixture's"
    step = Step(module, names, loss, len(inputs))
    np.savez(os.path.join(folder, "autocast.npz"),
             **autocast_gradients(step, params, inputs))
    print(f"{name}: autocast references written")


def export(name, module, inputs, loss):
    names = [n for n, _ in module.named_parameters()]
    params = [p.detach().clone() for _, p in module.named_parameters()]
    step = Step(module, names, loss, len(inputs))
    program = torch.export.export(step, tuple(params) + tuple(inputs))
    mlir = fx.export_and_import(program, output_type="linalg-on-tensors",
                                func_name="main")

    leaves = [p.clone().requires_grad_(True) for p in params]
    value = step(*leaves, *inputs)
    grads = torch.autograd.grad(value, leaves)
    # The same parameters in float64: how far torch's own FP32 is from exact.
    leaves64 = [p.double().requires_grad_(True) for p in params]
    step64 = Step(module.double(), names, loss, len(inputs))
    inputs64 = [x.double() if x.is_floating_point() else x for x in inputs]
    grads64 = torch.autograd.grad(step64(*leaves64, *inputs64), leaves64)
    module.float()

    folder = os.path.join(OUT, name)
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, "model.mlir"), "w") as f:
        f.write(str(mlir))
    np.savez(os.path.join(folder, "arguments.npz"),
             **{f"a{i}": a.numpy() for i, a in enumerate(params + list(inputs))})
    np.savez(os.path.join(folder, "reference.npz"), loss=value.detach().numpy(),
             **{f"g{i}": gr.numpy() for i, gr in enumerate(grads)},
             **{f"exact{i}": gr.numpy() for i, gr in enumerate(grads64)})
    with open(os.path.join(folder, "meta.txt"), "w") as f:
        f.write("\n".join(names) + "\n")
    np.savez(os.path.join(folder, "autocast.npz"),
             **autocast_gradients(step, params, inputs))
    print(f"{name}: {len(names)} parameters, "
          f"{sum(p.numel() for p in params)} values, loss {value.item():.6f}")


def main():
    args = sys.argv[1:]
    autocast_only = "--autocast-only" in args
    wanted = set(args) - {"--autocast-only"}
    for name, module, inputs, loss in models():
        if not wanted or name in wanted:
            (export_autocast if autocast_only else export)(name, module, inputs, loss)


if __name__ == "__main__":
    main()
