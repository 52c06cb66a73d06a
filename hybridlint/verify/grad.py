"""Gradients of a block, eager or hybridized, for ``verify --grad`` and
``assert_hybrid_consistent(..., grad=True)``.

A fix that keeps a block's outputs but breaks its gradients is still a broken
fix, so the check differentiates ``L = sum_k <w_k, output_k>`` with fixed
seeded weights ``w_k`` in [0.5, 1.5) under ``autograd.record()`` and returns
the gradients of every floating-point input and every trainable parameter.
Parameters (BatchNorm's moving statistics included, which a training-mode
backward updates) are put back afterwards, so each mode starts from the same
state.  NaN/Inf in a gradient is flagged by the comparison (status
``non-finite``), naming the parameter.

Imported only on the verification paths (it needs numpy and the runtime).
"""
from __future__ import annotations

import zlib
from collections.abc import Callable

import numpy as np

from .compare import Comparison, compare_outputs, to_numpy
from .run import RunFailure, failure

# float32 gradients sum many products in a different order when compiled: looser than outputs
GRAD_TOLERANCES = {"float16": (2e-2, 2e-2), "float32": (1e-3, 1e-5), "float64": (1e-6, 1e-9)}


def _flat_tensors(out) -> list:
    flat = []

    def walk(v):
        if isinstance(v, (list, tuple)):
            for item in v:
                walk(item)
        else:
            flat.append(v)
    walk(out)
    return flat


def _weights(mx, outs) -> list:
    heads = []
    for k, o in enumerate(outs):
        rng = np.random.default_rng(zlib.crc32(f"hybridlint-grad-{k}".encode()))
        w = rng.uniform(0.5, 1.5, size=tuple(o.shape)).astype(np.dtype(o.dtype))
        heads.append(mx.nd.array(w, ctx=o.context, dtype=w.dtype))
    return heads


def gradients(block, inputs: list, mx, stage: str,
              seed_fn: Callable[[], None] | None = None
              ) -> tuple[list[tuple[str, np.ndarray]] | None, RunFailure | None]:
    """``[(label, gradient)]`` for ``block(*inputs)``: ``d/d input 0`` ..., then
    each trainable parameter by structural name (``d/d dense.weight``); or what
    failed (``stage`` names the run)."""
    # structural names ("dense.weight") are the same for a block and its fresh copy
    by_structure = getattr(block, "_collect_params_with_prefix", None)
    params = list((by_structure() if by_structure else block.collect_params()).items())
    saved = []
    for _, p in params:
        try:
            saved.append([d.copy() for d in p.list_data()])
        except Exception:       # deferred init: nothing to put back yet
            saved.append(None)
    try:
        xs = []
        for x in inputs:
            x = x.copy()
            if np.issubdtype(np.dtype(x.dtype), np.floating):
                x.attach_grad()
            xs.append(x)
        trainable = [(n, p) for n, p in params if p.grad_req != "null"]
        for _, p in trainable:
            if p._data is not None:
                p.zero_grad()
        if seed_fn is not None:
            seed_fn()
        with mx.autograd.record():
            outs = _flat_tensors(block(*xs))
        floats = [o for o in outs if np.issubdtype(np.dtype(o.dtype), np.floating)]
        if not floats:
            raise TypeError("the block has no floating-point output to differentiate")
        mx.autograd.backward(floats, _weights(mx, floats))
        grads = [(f"d/d input {i}", to_numpy(x.grad)) for i, x in enumerate(xs)
                 if x.grad is not None]
        grads += [(f"d/d {n}", to_numpy(p.grad())) for n, p in trainable]
        return grads, None
    except Exception as exc:  # the user's code can raise anything; report it, never crash
        return None, failure(stage, exc)
    finally:
        for (_, p), data in zip(params, saved):
            if data is not None and p._data is not None:
                for dst, src in zip(p.list_data(), data):
                    dst[:] = src


def _largest(arr: np.ndarray) -> float:
    finite = arr[np.isfinite(arr)] if arr.size else arr
    return float(np.abs(finite).max()) if finite.size else 0.0


def compare_gradients(mode: str, got, eager, rtol: float | None = None,
                      atol: float | None = None, allow_nonfinite: bool = False
                      ) -> list[Comparison]:
    """Compare gradients like outputs; default tolerances from GRAD_TOLERANCES,
    the absolute one scaled by the largest eager gradient of each array.

    An array whose gradient is zero up to rounding next to the block's largest
    one (a Conv's bias before a BatchNorm: the normalization cancels it) holds
    only the noise of sums as large as that one, summed in another order when
    compiled; it is compared at the block's scale."""
    scales = [_largest(arr) for _, arr in eager]
    block_scale = max(scales, default=0.0)
    results = []
    for i in range(max(len(got), len(eager))):
        g, e = got[i:i + 1], eager[i:i + 1]
        if g and e and rtol is None and atol is None:
            r, a = GRAD_TOLERANCES.get(np.dtype(e[0][1].dtype).name, (1e-3, 1e-5))
            scale = scales[i] if scales[i] > a * block_scale else block_scale
            results.extend(compare_outputs(mode, g, e, r, a * max(1.0, scale), allow_nonfinite))
        else:
            results.extend(compare_outputs(mode, g, e, rtol, atol, allow_nonfinite))
    return results
