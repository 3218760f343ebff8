"""python3 -m mpt_torch MODULE.py:FACTORY --out DIR [--optimizer NAME]
                      [--hyper KEY=VALUE ...]

FACTORY() (a function in MODULE.py) returns (module, loss_fn, inputs,
labels): the model, loss_fn(module, *inputs, *labels) -> scalar loss, and
one batch of example inputs and labels (their shapes and dtypes are the
step's). Writes DIR/step.mlir, DIR/params/ and DIR/roles.json; prints the
mpt-run command that trains it.
"""

import argparse
import importlib.util
import os
import sys

from . import OPTIMIZERS, export_training_step
from .export import summarize


def _load_factory(spec):
    path, _, name = spec.rpartition(":")
    if not path or not name:
        raise SystemExit(f"mpt_torch: expected MODULE.py:FACTORY, got {spec!r}")
    if not os.path.isfile(path):
        raise SystemExit(f"mpt_torch: {path}: no such file")
    module_spec = importlib.util.spec_from_file_location("mpt_torch_model", path)
    source = importlib.util.module_from_spec(module_spec)
    sys.path.insert(0, os.path.dirname(os.path.abspath(path)))
    module_spec.loader.exec_module(source)
    factory = getattr(source, name, None)
    if not callable(factory):
        raise SystemExit(f"mpt_torch: {path} has no function {name}")
    return factory


def _parse_hyper(items):
    hyper = {}
    for item in items:
        key, _, value = item.partition("=")
        if not key or not value:
            raise SystemExit(f"mpt_torch: --hyper expects KEY=VALUE, got {item!r}")
        if key == "betas":
            hyper[key] = tuple(float(v) for v in value.split(","))
        elif key == "nesterov":
            hyper[key] = value.lower() in ("1", "true", "yes")
        else:
            hyper[key] = float(value)
    return hyper


def main(argv=None):
    parser = argparse.ArgumentParser(prog="python3 -m mpt_torch",
                                     description=__doc__.split("\n\n")[1])
    parser.add_argument("factory", help="MODULE.py:FACTORY")
    parser.add_argument("--out", required=True, help="output directory")
    parser.add_argument("--optimizer", default="sgd", choices=list(OPTIMIZERS))
    parser.add_argument("--hyper", action="append", default=[],
                        help="lr=..., momentum=..., weight_decay=..., "
                             "betas=B1,B2, eps=..., nesterov=true")
    args = parser.parse_args(argv)
    module, loss_fn, inputs, labels = _load_factory(args.factory)()
    roles = export_training_step(module, loss_fn, inputs, labels, args.out,
                                 optimizer=args.optimizer,
                                 **_parse_hyper(args.hyper))
    print(f"mpt_torch: wrote {args.out}/step.mlir: {summarize(roles)}")
    print(f"  mpt-run {args.out}/step.mlir --load-params={args.out}/params "
          f"--data=npy:INPUTS.npy,LABELS.npy   (or --data=text:FILE for "
          f"token models)")


if __name__ == "__main__":
    main()
