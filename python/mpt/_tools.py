"""The mpt-opt and mpt-run commands of a pip install: the binaries are in
the package (mpt/bin, their libraries in mpt/lib, where mpt-run looks for
them), and these entry points exec them."""
import os
import sys


def _exec(tool):
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "bin", tool)
    if not os.path.exists(path):
        sys.exit(f"{tool}: not installed with this package ({path} is missing)")
    os.execv(path, [path] + sys.argv[1:])


def mpt_opt():
    _exec("mpt-opt")


def mpt_run():
    _exec("mpt-run")
