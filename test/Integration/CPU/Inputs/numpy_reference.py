"""numpy forward references for ops whose definition is more than one numpy
call, shared by the autodiff and lowering numerics."""

import math

import numpy as np


def gelu(x):
    """The tanh approximation, as mpt.gelu defines it."""
    return 0.5 * x * (1 + np.tanh(math.sqrt(2 / math.pi) * (x + 0.044715 * x ** 3)))


def softmax(x, axis):
    e = np.exp(x - x.max(axis=axis, keepdims=True))
    return e / e.sum(axis=axis, keepdims=True)


def log_softmax(x, axis):
    s = x - x.max(axis=axis, keepdims=True)
    return s - np.log(np.exp(s).sum(axis=axis, keepdims=True))
