"""ctypes declarations of mpt's C API (include/mpt-c/Session.h).

The library is libMPTCAPI.so: from $MPT_LIBRARY (a file) or
$MPT_LIBRARY_DIR, else the package's own lib/ (a pip install), else the
lib/ of a CMake install prefix (the package in PREFIX/lib/python), else a
build tree's lib/ beside this source tree (build/lib)."""

import ctypes
import os

(MPT_F32, MPT_F16, MPT_BF16, MPT_F64, MPT_I1, MPT_I8, MPT_I32, MPT_I64, MPT_F8E4M3FN,
 MPT_F8E5M2) = range(10)


class Error(ctypes.Structure):
    pass


class Session(ctypes.Structure):
    pass


class Tensor(ctypes.Structure):
    _fields_ = [("data", ctypes.c_void_p),
                ("shape", ctypes.POINTER(ctypes.c_int64)),
                ("rank", ctypes.c_ssize_t),
                ("elementType", ctypes.c_int)]


class SessionOptions(ctypes.Structure):
    _fields_ = [("entry", ctypes.c_char_p),
                ("functions", ctypes.POINTER(ctypes.c_char_p)),
                ("numFunctions", ctypes.c_ssize_t),
                ("precision", ctypes.c_char_p),
                ("pipelineOptions", ctypes.c_char_p),
                ("pipeline", ctypes.c_char_p),
                ("seed", ctypes.c_uint64),
                ("hyper", ctypes.POINTER(ctypes.c_double)),
                ("numHyper", ctypes.c_ssize_t),
                ("loadParamsDir", ctypes.c_char_p),
                ("optLevel", ctypes.c_uint),
                ("threads", ctypes.c_uint),
                ("heldOutLoss", ctypes.c_int)]


class ArgumentInfo(ctypes.Structure):
    _fields_ = [("role", ctypes.c_char_p),
                ("elementType", ctypes.c_int),
                ("rank", ctypes.c_ssize_t),
                ("shape", ctypes.POINTER(ctypes.c_int64))]


class StepMetrics(ctypes.Structure):
    _fields_ = [("step", ctypes.c_int64),
                ("loss", ctypes.c_double),
                ("lossScale", ctypes.c_double),
                ("skipped", ctypes.c_int),
                ("gradZeroFraction", ctypes.c_double),
                ("learningRate", ctypes.c_double),
                ("gradNorm", ctypes.c_double)]


def _candidates():
    if os.environ.get("MPT_LIBRARY"):
        yield os.environ["MPT_LIBRARY"]
        return
    if os.environ.get("MPT_LIBRARY_DIR"):
        yield os.path.join(os.environ["MPT_LIBRARY_DIR"], "libMPTCAPI.so")
        return
    here = os.path.dirname(os.path.abspath(__file__))
    yield os.path.join(here, "lib", "libMPTCAPI.so")
    yield os.path.join(here, "..", "..", "libMPTCAPI.so")
    yield os.path.join(here, "..", "..", "build", "lib", "libMPTCAPI.so")


def _load():
    tried = []
    for path in _candidates():
        if os.path.exists(path):
            return ctypes.CDLL(os.path.abspath(path))
        tried.append(path)
    raise ImportError("mpt: cannot find libMPTCAPI.so (tried " +
                      ", ".join(tried) + "); build mpt (ninja MPTCAPI) or "
                      "set MPT_LIBRARY_DIR to the directory holding it")


lib = _load()

_ErrorP = ctypes.POINTER(Error)
_SessionP = ctypes.POINTER(Session)


def _declare(name, restype, *argtypes):
    function = getattr(lib, name)
    function.restype, function.argtypes = restype, list(argtypes)


_declare("mptErrorGetMessage", ctypes.c_char_p, _ErrorP)
_declare("mptErrorDestroy", None, _ErrorP)
_declare("mptSessionOptionsInit", None, ctypes.POINTER(SessionOptions))
_declare("mptSessionCreateFromSource", _ErrorP, ctypes.c_char_p,
         ctypes.c_size_t, ctypes.c_char_p, ctypes.POINTER(SessionOptions),
         ctypes.POINTER(_SessionP))
_declare("mptSessionCreateFromFile", _ErrorP, ctypes.c_char_p,
         ctypes.POINTER(SessionOptions), ctypes.POINTER(_SessionP))
_declare("mptSessionDestroy", None, _SessionP)
_declare("mptSessionGetNumArguments", ctypes.c_ssize_t, _SessionP)
_declare("mptSessionGetArgumentInfo", _ErrorP, _SessionP, ctypes.c_ssize_t,
         ctypes.POINTER(ArgumentInfo))
_declare("mptSessionGetNumBatchArguments", ctypes.c_ssize_t, _SessionP)
_declare("mptSessionGetBatchArgument", ctypes.c_ssize_t, _SessionP,
         ctypes.c_ssize_t)
_declare("mptSessionStep", _ErrorP, _SessionP, ctypes.POINTER(Tensor),
         ctypes.c_ssize_t, ctypes.POINTER(StepMetrics))
_declare("mptSessionGetCompletedSteps", ctypes.c_int64, _SessionP)
_declare("mptSessionEvaluateLoss", _ErrorP, _SessionP, ctypes.POINTER(Tensor),
         ctypes.c_ssize_t, ctypes.POINTER(ctypes.c_double))
_declare("mptSessionCall", _ErrorP, _SessionP, ctypes.c_char_p,
         ctypes.POINTER(Tensor), ctypes.c_ssize_t, ctypes.POINTER(Tensor),
         ctypes.c_ssize_t)
_declare("mptSessionGetNumResults", ctypes.c_ssize_t, _SessionP, ctypes.c_char_p)
_declare("mptSessionGetResultInfo", _ErrorP, _SessionP, ctypes.c_char_p,
         ctypes.c_ssize_t, ctypes.POINTER(ArgumentInfo))
_declare("mptSessionReadArgument", _ErrorP, _SessionP, ctypes.c_ssize_t,
         ctypes.POINTER(Tensor))
_declare("mptSessionGetArgumentData", ctypes.c_void_p, _SessionP,
         ctypes.c_ssize_t)
_declare("mptSessionWriteArgument", _ErrorP, _SessionP, ctypes.c_ssize_t,
         ctypes.POINTER(Tensor))
_declare("mptSessionSaveCheckpoint", _ErrorP, _SessionP, ctypes.c_char_p)
_declare("mptSessionLoadCheckpoint", _ErrorP, _SessionP, ctypes.c_char_p)
