"""mpt from Python: compile a training step once and train it in-process.

    import mpt, numpy as np
    session = mpt.Session("examples/mlp.mlir", precision="bf16", hyper=[0.1])
    metrics = session.step(images, labels)        # numpy arrays, read in place
    w1 = session.state(0)                         # a copy (state_view(0): no copy)
    model = mpt.Session("examples/mlp.mlir", functions=["mlp_logits"], hyper=[0.1])
    logits = model.call("mlp_logits", images)     # the forward, current weights

A thin layer over mpt's C API (include/mpt-c/Session.h, libMPTCAPI.so)
through ctypes: no compiled extension, so one build serves every Python
version; ctypes releases the GIL while a step runs; batches are passed by
pointer. Errors of the compiler and the runtime (located diagnostics, wrong
shapes, state of another step) are raised as mpt.Error with their text.
"""

import ctypes
import os
import weakref
from dataclasses import dataclass
from typing import Tuple

import numpy as np

from . import _capi
from ._capi import lib

__all__ = ["Session", "StepMetrics", "Argument", "Error"]


class Error(RuntimeError):
    """An error mpt reported: the diagnostics' text."""


def _check(error):
    if error:
        message = lib.mptErrorGetMessage(error).decode("utf-8", "replace")
        lib.mptErrorDestroy(error)
        raise Error(message)


def _ml_dtype(name):
    """ml_dtypes' numpy dtype `name` (bfloat16, float8_e4m3fn, ...), if
    ml_dtypes is installed."""
    try:
        import ml_dtypes
        return np.dtype(getattr(ml_dtypes, name))
    except ImportError:
        return None


_KINDS = {
    np.dtype(np.float32): _capi.MPT_F32, np.dtype(np.float16): _capi.MPT_F16,
    np.dtype(np.float64): _capi.MPT_F64, np.dtype(np.bool_): _capi.MPT_I1,
    np.dtype(np.int8): _capi.MPT_I8, np.dtype(np.int32): _capi.MPT_I32,
    np.dtype(np.int64): _capi.MPT_I64,
}
for _name, _kind in (("bfloat16", _capi.MPT_BF16), ("float8_e4m3fn", _capi.MPT_F8E4M3FN),
                     ("float8_e5m2", _capi.MPT_F8E5M2)):
    if _ml_dtype(_name) is not None:
        _KINDS[_ml_dtype(_name)] = _kind


def _dtype_of(kind):
    for dtype, k in _KINDS.items():
        if k == kind:
            return dtype
    # bf16 and FP8 without ml_dtypes: the raw bits.
    return np.dtype(np.uint8 if kind in (_capi.MPT_F8E4M3FN, _capi.MPT_F8E5M2)
                    else np.uint16)


def _kind_of(dtype, what):
    kind = _KINDS.get(np.dtype(dtype))
    if kind is None:
        raise TypeError(f"{what} has dtype {np.dtype(dtype)}, which mpt does "
                        "not take (float32, float16, bfloat16, float64, bool, "
                        "int8, int32, int64, float8_e4m3fn, float8_e5m2)")
    return kind


@dataclass(frozen=True)
class Argument:
    """An argument of the step: its index, role ("param", "opt_state",
    "input", "label", ...), dtype and shape."""
    index: int
    role: str
    dtype: np.dtype
    shape: Tuple[int, ...]


@dataclass(frozen=True)
class StepMetrics:
    """What one step reported (NaN for a metric the step does not return)."""
    step: int
    loss: float
    loss_scale: float
    skipped: bool
    grad_zero_fraction: float
    lr: float  # the update's learning rate (a schedule's value)
    grad_norm: float  # the gradients' global norm before clipping


class _Tensors:
    """numpy arrays as MptTensors; keeps what the pointers point into."""

    def __init__(self, arrays, what, kinds=None):
        self.arrays, self.shapes = [], []
        self.tensors = (_capi.Tensor * max(len(arrays), 1))()
        for i, value in enumerate(arrays):
            array = np.asarray(value)
            if not array.flags.c_contiguous:
                array = np.ascontiguousarray(array)
            kind = kinds[i] if kinds else _kind_of(array.dtype, f"{what} {i}")
            shape = (ctypes.c_int64 * max(array.ndim, 1))(*array.shape)
            self.arrays.append(array)
            self.shapes.append(shape)
            self.tensors[i] = _capi.Tensor(array.ctypes.data, shape,
                                           array.ndim, kind)


class _StateBuffer:
    """A state argument's buffer as numpy sees it; holds the session."""

    def __init__(self, session, pointer, argument):
        self.session = session
        typestr = argument.dtype.str if argument.dtype.kind != "V" else "|V2"
        self.__array_interface__ = {
            "shape": argument.shape, "typestr": typestr,
            "data": (pointer, True), "version": 3}


class Session:
    """A training step compiled for this CPU, with its state.

    `step` is a file path or the step's MLIR text. precision: "f32",
    "f16", "bf16" or "fp8"; pipeline_options: further options of
    mpt-mixed-precision in its textual form ("loss-scaling=static
    init-scale=1024"); pipeline: a textual pass pipeline instead; seed: the
    parameters' initializer (mpt-run's --seed); hyper: the hyper-parameter
    arguments' values in order; load_params: a directory of
    param_<argument>.npy files; opt_level, threads: how the step is compiled
    and run (threads 0: the CPUs this process may run on; results are
    bit-identical for any thread count); functions: other functions of the
    module to compile for call() (a model's forward, an evaluation);
    held_out_loss: also compile the step's loss alone (mpt-derive-eval-loss)
    for evaluate_loss()."""

    def __init__(self, step, *, precision="f32", pipeline_options="",
                 pipeline="", entry="train_step", functions=(), seed=0,
                 hyper=(), load_params=None, opt_level=2, threads=0,
                 held_out_loss=False):
        self._handle = None
        self._views = []  # weak references to the state views handed out
        options = _capi.SessionOptions()
        lib.mptSessionOptionsInit(ctypes.byref(options))
        options.entry = entry.encode()
        names = [f.encode() for f in functions]
        name_array = (ctypes.c_char_p * max(len(names), 1))(*names)
        options.functions, options.numFunctions = name_array, len(names)
        options.precision = precision.encode()
        options.pipelineOptions = pipeline_options.encode()
        options.pipeline = pipeline.encode()
        options.seed = int(seed)
        hyper = [float(h) for h in hyper]
        values = (ctypes.c_double * max(len(hyper), 1))(*hyper)
        options.hyper, options.numHyper = values, len(hyper)
        options.loadParamsDir = os.fsencode(load_params) if load_params else None
        options.optLevel, options.threads = int(opt_level), int(threads)
        options.heldOutLoss = int(bool(held_out_loss))
        handle = _capi._SessionP()
        if isinstance(step, (str, os.PathLike)) and "\n" not in str(step) \
                and os.path.exists(step):
            error = lib.mptSessionCreateFromFile(
                os.fsencode(step), ctypes.byref(options), ctypes.byref(handle))
        elif isinstance(step, (str, bytes)) and (
                "func.func" in (step if isinstance(step, str) else step.decode())):
            text = step.encode() if isinstance(step, str) else step
            error = lib.mptSessionCreateFromSource(
                text, len(text), b"<step>", ctypes.byref(options),
                ctypes.byref(handle))
        else:
            raise FileNotFoundError(f"{step!r} is neither a file nor MLIR "
                                    "text holding a func.func")
        _check(error)
        self._handle = handle
        self._kinds = []
        self.arguments = [self._argument(i) for i in
                          range(lib.mptSessionGetNumArguments(handle))]
        self.batch_arguments = [
            self.arguments[lib.mptSessionGetBatchArgument(handle, p)]
            for p in range(lib.mptSessionGetNumBatchArguments(handle))]

    def _argument(self, index):
        info = _capi.ArgumentInfo()
        _check(lib.mptSessionGetArgumentInfo(self._handle, index,
                                             ctypes.byref(info)))
        self._kinds.append(info.elementType)
        return Argument(index, info.role.decode(), _dtype_of(info.elementType),
                        tuple(info.shape[d] for d in range(info.rank)))

    def _live(self):
        if self._handle is None:
            raise Error("the session is closed")
        return self._handle

    def step(self, *batch):
        """Runs one step on `batch` (one array per batch argument: the
        inputs, then the labels, of exactly their dtypes and shapes; numpy
        arrays or anything np.asarray takes without a copy, such as CPU
        torch tensors) and returns its metrics."""
        handle = self._live()
        tensors = _Tensors(batch, "batch tensor")
        metrics = _capi.StepMetrics()
        _check(lib.mptSessionStep(handle, tensors.tensors, len(batch),
                                  ctypes.byref(metrics)))
        return StepMetrics(metrics.step, metrics.loss, metrics.lossScale,
                           bool(metrics.skipped), metrics.gradZeroFraction,
                           metrics.learningRate, metrics.gradNorm)

    def evaluate_loss(self, *batch):
        """The loss of `batch` (as step() takes it) under the step's
        forward, in its precision, with the current state, which does not
        change: a held-out batch's loss. Needs held_out_loss=True."""
        handle = self._live()
        tensors = _Tensors(batch, "batch tensor")
        loss = ctypes.c_double()
        _check(lib.mptSessionEvaluateLoss(handle, tensors.tensors, len(batch),
                                          ctypes.byref(loss)))
        return loss.value

    def call(self, function, *inputs):
        """Calls `function` (named in `functions`) with the current
        parameters for its param/frozen arguments and `inputs` for its
        input/label arguments; returns its result (a tuple for several).
        The state does not change."""
        handle = self._live()
        name = function.encode()
        count = lib.mptSessionGetNumResults(handle, name)
        if count < 0:
            raise Error(f"@{function} was not compiled with the session "
                        "(name it in functions=)")
        outputs = []
        for i in range(count):
            info = _capi.ArgumentInfo()
            _check(lib.mptSessionGetResultInfo(handle, name, i,
                                               ctypes.byref(info)))
            outputs.append((np.empty(tuple(info.shape[d] for d in range(info.rank)),
                                     _dtype_of(info.elementType)), info.elementType))
        args = _Tensors(inputs, "input")
        results = _Tensors([o for o, _ in outputs], "result",
                           [kind for _, kind in outputs])
        _check(lib.mptSessionCall(handle, name, args.tensors, len(inputs),
                                  results.tensors, count))
        values = tuple(o for o, _ in outputs)
        return values[0] if count == 1 else values

    @property
    def completed_steps(self):
        return lib.mptSessionGetCompletedSteps(self._live())

    def _index(self, index):
        if not 0 <= index < len(self.arguments):
            raise IndexError(f"the step has {len(self.arguments)} arguments, "
                             f"not #{index}")
        return self.arguments[index]

    def state(self, index):
        """A copy of argument `index`'s current value."""
        argument = self._index(index)
        out = np.empty(argument.shape, argument.dtype)
        # The argument's own element type: bf16 read as uint16 bits where
        # ml_dtypes is missing.
        tensors = _Tensors([out], "the destination", [self._kinds[index]])
        _check(lib.mptSessionReadArgument(self._live(), index,
                                          tensors.tensors))
        return out

    def state_view(self, index):
        """Argument `index`'s buffer itself, read-only and without a copy:
        the session keeps one buffer per state argument for its life, so the
        view shows the current value after every step. It keeps the session
        alive; close() refuses while views exist."""
        argument = self._index(index)
        pointer = lib.mptSessionGetArgumentData(self._live(), index)
        view = np.asarray(_StateBuffer(self, pointer, argument))
        if view.dtype != argument.dtype:
            view = view.view(argument.dtype)
        view.flags.writeable = False
        self._views = [v for v in self._views if v() is not None]
        self._views.append(weakref.ref(view))
        return view

    def set_state(self, index, value):
        """Copies `value` (of exactly the argument's dtype and shape) into
        state argument `index`."""
        self._index(index)
        tensors = _Tensors([value], "the value")
        _check(lib.mptSessionWriteArgument(self._live(), index,
                                           tensors.tensors))

    def save_checkpoint(self, directory):
        """Writes the whole state as a checkpoint (mpt-run's format)."""
        _check(lib.mptSessionSaveCheckpoint(self._live(),
                                            os.fsencode(directory)))

    def load_checkpoint(self, directory):
        """Loads a checkpoint written for this step (by a session or
        mpt-run); nothing changes when it fails."""
        _check(lib.mptSessionLoadCheckpoint(self._live(),
                                            os.fsencode(directory)))

    def close(self):
        """Frees the compiled step and its state."""
        if self._handle is None:
            return
        alive = sum(v() is not None for v in self._views)
        if alive:
            raise Error(f"{alive} state view(s) of this session "
                        "are alive; drop them before closing it")
        lib.mptSessionDestroy(self._handle)
        self._handle = None

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def __del__(self):
        if getattr(self, "_handle", None) is not None:
            lib.mptSessionDestroy(self._handle)
            self._handle = None
