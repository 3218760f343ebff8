#!/usr/bin/env python3
"""Pretrained weights in and out of mpt-run, against transformers.

A small GPT-2 (transformers' GPT2LMHeadModel: 2 layers, width 32, a
byte vocabulary, the LM head tied to the token embedding) is saved with
save_pretrained; mpt_torch exports a step from a differently seeded twin
(so that the exported parameter files are not the pretrained ones). Then:

1. mpt-run --load-params=<save_pretrained directory> starts from the
   pretrained weights, matched by name: its first loss is transformers'
   loss of the pretrained model on that batch (FP32, within 1e-6
   relative).
2. mpt-run --save-params=<directory> after STEPS AdamW steps writes
   model.safetensors and config.json that from_pretrained loads (no
   missing or unexpected keys but the tied head), and the loaded model's
   loss on the next batch is mpt-run's loss on it (within 1e-6 relative).

  scripts/torch-env.sh scripts/pretrained-fixtures.py [--write-fixtures]

--write-fixtures also writes test/Tools/mpt-run/Inputs/pretrained/ (the
exported step, the save_pretrained directory, the batches and
transformers' loss of check 1), which test/Tools/mpt-run/pretrained.mlir
replays without torch. Needs build/bin/mpt-run (or $MPT_RUN).
"""

import json
import os
import shutil
import subprocess
import sys
import tempfile

import numpy as np
import torch
import torch.nn.functional as F

ROOT = os.path.join(os.path.dirname(os.path.realpath(__file__)), "..")
sys.path.insert(0, os.path.join(ROOT, "python"))
from mpt_torch import export_training_step  # noqa: E402

MPT_RUN = os.environ.get("MPT_RUN", os.path.join(ROOT, "build", "bin", "mpt-run"))
FIXTURES = os.path.join(ROOT, "test", "Tools", "mpt-run", "Inputs", "pretrained")
BATCH, LENGTH, STEPS = 2, 16, 4


def gpt2(seed):
    from transformers import GPT2Config, GPT2LMHeadModel
    torch.manual_seed(seed)
    config = GPT2Config(vocab_size=256, n_positions=LENGTH, n_embd=32, n_layer=2, n_head=4,
                        resid_pdrop=0.0, embd_pdrop=0.0, attn_pdrop=0.0,
                        bos_token_id=0, eos_token_id=0, attn_implementation="eager",
                        use_cache=False)
    return GPT2LMHeadModel(config)


def next_token_loss(module, tokens, targets):
    """transformers' causal LM loss, the causal mask given ready-made (see
    benchmarks/models/next_token.py)."""
    blocked = torch.full((LENGTH, LENGTH), torch.finfo(torch.float32).min).triu(1)
    mask = blocked[None, None].expand(tokens.shape[0], 1, LENGTH, LENGTH)
    logits = module(input_ids=tokens, attention_mask=mask).logits
    return F.cross_entropy(logits.reshape(-1, logits.shape[-1]), targets.reshape(-1))


def batches():
    """Bytes of the GPL (a text every Debian system has), next-byte targets."""
    with open("/usr/share/common-licenses/GPL-3", "rb") as f:
        text = np.frombuffer(f.read(), np.uint8)[:(STEPS + 1) * BATCH * LENGTH + 1]
    tokens = text[:-1].reshape(-1, LENGTH).astype(np.int64)
    targets = text[1:].reshape(-1, LENGTH).astype(np.int64)
    return tokens, targets


def mpt_run(step, *flags):
    run = subprocess.run([MPT_RUN, step, "--shuffle=false", "--print-every=0", *flags],
                         capture_output=True, text=True)
    if run.returncode:
        sys.exit(f"mpt-run failed:\n{run.stderr}")
    return run.stdout


def csv_losses(path):
    return np.loadtxt(path, delimiter=",", skiprows=1, ndmin=2)[:, 1]


def relative(mine, theirs):
    error = abs(mine - theirs) / abs(theirs)
    return error if np.isfinite(error) else float("inf")


def main():
    from transformers import GPT2LMHeadModel
    from transformers.utils import logging
    logging.disable_progress_bar()
    write = "--write-fixtures" in sys.argv[1:]
    tokens, targets = batches()
    ok = True
    with tempfile.TemporaryDirectory() as work:
        pretrained = os.path.join(work, "pretrained")
        model = gpt2(seed=1)
        model.save_pretrained(pretrained)
        export = os.path.join(work, "export")
        export_training_step(gpt2(seed=2), next_token_loss,
                             (torch.from_numpy(tokens[:BATCH]),),
                             (torch.from_numpy(targets[:BATCH]),), export,
                             optimizer="adamw", lr=1e-3)
        step = os.path.join(export, "step.mlir")
        data = [os.path.join(work, "tokens.npy"), os.path.join(work, "targets.npy")]
        np.save(data[0], tokens)
        np.save(data[1], targets)
        with torch.no_grad():
            reference = next_token_loss(model, torch.from_numpy(tokens[:BATCH]),
                                        torch.from_numpy(targets[:BATCH])).item()

        # 1. Loaded by name.
        csv = os.path.join(work, "first.csv")
        mpt_run(step, f"--load-params={pretrained}", "--data=npy:" + ",".join(data),
                "--steps=1", f"--csv={csv}")
        error = relative(csv_losses(csv)[0], reference)
        ok &= error <= 1e-6
        print(f"loaded by name: first loss {csv_losses(csv)[0]:.9g}, transformers "
              f"{reference:.9g}, relative error {error:.2e} (tolerance 1e-6)")

        # 2. Saved for from_pretrained: STEPS steps saved, then the loaded
        # model's loss on the next batch against mpt-run's (STEPS + 1 steps).
        trained = os.path.join(work, "trained")
        mpt_run(step, f"--load-params={pretrained}", "--data=npy:" + ",".join(data),
                f"--steps={STEPS}", f"--save-params={trained}")
        csv = os.path.join(work, "longer.csv")
        mpt_run(step, f"--load-params={pretrained}", "--data=npy:" + ",".join(data),
                f"--steps={STEPS + 1}", f"--csv={csv}")
        loaded, info = GPT2LMHeadModel.from_pretrained(trained, output_loading_info=True)
        unexpected = info["unexpected_keys"]
        missing = [k for k in info["missing_keys"] if k != "lm_head.weight"]
        rows = slice(STEPS * BATCH, (STEPS + 1) * BATCH)
        with torch.no_grad():
            theirs = next_token_loss(loaded, torch.from_numpy(tokens[rows]),
                                     torch.from_numpy(targets[rows])).item()
        mine = csv_losses(csv)[STEPS]
        error = relative(mine, theirs)
        good = error <= 1e-6 and not missing and not unexpected and \
            loaded.lm_head.weight.data_ptr() == loaded.transformer.wte.weight.data_ptr()
        ok &= good
        print(f"from_pretrained after {STEPS} steps: its loss {theirs:.9g}, mpt-run's "
              f"{mine:.9g}, relative error {error:.2e} (tolerance 1e-6); missing "
              f"{missing}, unexpected {unexpected}, head tied")

        if write:
            shutil.rmtree(FIXTURES, ignore_errors=True)
            os.makedirs(FIXTURES)
            shutil.copy(step, os.path.join(FIXTURES, "gpt2.mlir"))
            shutil.copytree(pretrained, os.path.join(FIXTURES, "gpt2-pretrained"))
            for path in data:
                shutil.copy(path, FIXTURES)
            with open(os.path.join(FIXTURES, "reference.json"), "w") as f:
                json.dump({"first_loss": reference}, f, indent=1)
                f.write("\n")
    print("all within 1e-6" if ok else "FAILED")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
