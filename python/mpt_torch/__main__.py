"""python3 -m mpt_torch MODULE.py:FACTORY --out DIR [--optimizer NAME]
                      [--hyper KEY=VALUE ...]
python3 -m mpt_torch MODULE.py:FACTORY --locate-divergence [--rtol R]
                      [--precision P]

FACTORY() (a function in MODULE.py) returns (module, loss_fn, inputs,
labels[, optimizer[, scheduler]]): the model, loss_fn(module, *inputs,
*labels) -> scalar loss, one batch of example inputs and labels (their
shapes and dtypes are the step's), and optionally a torch.optim optimizer
over the model's parameters (its parameter groups and hyper-parameters
are the step's, instead of --optimizer and --hyper) and a
torch.optim.lr_scheduler over it (the mpt-run flags that compute it in the
step are printed). Writes DIR/step.mlir, DIR/params/ and DIR/roles.json;
prints the mpt-run command that trains it.

--locate-divergence instead compares mpt's forward with torch's on the
example batch, submodule by submodule, and names the first submodule whose
output differs by more than --rtol (mpt_torch.divergence); it exits 1 when
one does.
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
    parser.add_argument("--out", help="output directory")
    parser.add_argument("--locate-divergence", action="store_true",
                        help="find the first submodule whose output under mpt "
                             "is not torch's, instead of writing a step")
    parser.add_argument("--rtol", type=float, default=1e-5,
                        help="--locate-divergence's tolerance (default 1e-5)")
    parser.add_argument("--precision", default="f32",
                        help="--locate-divergence's compute precision (default f32)")
    parser.add_argument("--optimizer", choices=list(OPTIMIZERS),
                        help="default: sgd, or the optimizer FACTORY returns")
    parser.add_argument("--hyper", action="append", default=[],
                        help="lr=..., momentum=..., weight_decay=..., "
                             "betas=B1,B2, eps=..., nesterov=true")
    args = parser.parse_args(argv)
    made = _load_factory(args.factory)()
    if not isinstance(made, tuple) or len(made) not in (4, 5, 6):
        raise SystemExit("mpt_torch: FACTORY must return (module, loss_fn, inputs, "
                         "labels[, optimizer[, scheduler]])")
    module, loss_fn, inputs, labels = made[:4]
    if args.locate_divergence:
        from .divergence import locate_divergence
        found = locate_divergence(module, loss_fn, inputs, labels, rtol=args.rtol,
                                  precision=args.precision, log=print)
        print(found.report())
        sys.exit(1 if found.module else 0)
    if not args.out:
        parser.error("--out is required (unless --locate-divergence)")
    optimizer, hyper, groups = args.optimizer or "sgd", _parse_hyper(args.hyper), None
    flags = []
    if len(made) >= 5:
        if args.optimizer or args.hyper:
            raise SystemExit("mpt_torch: FACTORY returns an optimizer; --optimizer "
                             "and --hyper would contradict it")
        from .torch_optim import RUN_FLAGS, optimizer_spec, schedule_options
        try:
            optimizer, hyper, groups = optimizer_spec(made[4], {}, module)
            if len(made) == 6:
                flags = [f"{RUN_FLAGS[k]}={v}" for k, v in
                         schedule_options(made[5]).items()]
        except ValueError as error:
            raise SystemExit(f"mpt_torch: {error}") from None
    roles = export_training_step(module, loss_fn, inputs, labels, args.out,
                                 optimizer=optimizer, param_groups=groups,
                                 **hyper)
    print(f"mpt_torch: wrote {args.out}/step.mlir: {summarize(roles)}")
    command = [f"mpt-run {args.out}/step.mlir", f"--load-params={args.out}/params",
               "--data=npy:INPUTS.npy,LABELS.npy", *flags]
    print(f"  {' '.join(command)}   (or --data=text:FILE for token models)")


if __name__ == "__main__":
    main()
