"""Kernels that compute on the host whatever the device: LAPACK's conventions (linalg's signs
and orderings, measured on MXNet 1.9.1's CPU) and greedy python loops (box NMS) are kept by
running the numpy code on copies and handing the results back in the caller's array module."""
from __future__ import annotations

from dataclasses import replace

import numpy as np


def to_host(x) -> np.ndarray:
    """A numpy array of ``x`` (a cupy array is copied from its device)."""
    return x.get() if hasattr(x, "get") else np.asarray(x)


def _back(xp, values):
    if isinstance(values, (tuple, list)):
        return type(values)(None if v is None else xp.asarray(v) for v in values)
    return xp.asarray(values)


def on_host(kernel):
    """``kernel(ctx, a, *xs)`` run on numpy copies when ``ctx.xp`` is not numpy."""
    def run(ctx, a, *xs):
        if ctx.xp is np:
            return kernel(ctx, a, *xs)
        host = replace(ctx, xp=np, rng=None)
        return _back(ctx.xp, kernel(host, a, *(to_host(x) for x in xs)))
    return run


def on_host_grad(rule):
    """A gradient rule ``rule(ctx, a, inputs, outputs, out_grads)`` run on numpy copies when
    ``ctx.xp`` is not numpy (absent out-grads and gradients stay None)."""
    def run(ctx, a, inputs, outputs, out_grads):
        if ctx.xp is np:
            return rule(ctx, a, inputs, outputs, out_grads)
        host = replace(ctx, xp=np, rng=None)
        args = (tuple(None if v is None else to_host(v) for v in vs)
                for vs in (inputs, outputs, out_grads))
        return _back(ctx.xp, rule(host, a, *args))
    return run
