"""Helpers for users' test suites.

    from hybridlint.testing import assert_hybrid_consistent

    def test_net_hybridizes():
        net = MyNet()
        net.initialize()
        assert_hybrid_consistent(net, mx.nd.random.uniform(shape=(2, 3, 32, 32)))

Importing this module is cheap: numpy and the runtime load when the helper runs.
"""
from __future__ import annotations

import sys
from typing import Any

__all__ = ["assert_hybrid_consistent"]


def _backend(block, inputs):
    """The ``mxnet``-like package the block belongs to (the bundled runtime or a real MXNet)."""
    for cls in type(block).__mro__:
        module = cls.__module__ or ""
        if module.startswith("hybridlint.runtime"):
            from . import runtime

            return runtime
        if module == "mxnet" or module.startswith("mxnet."):
            mx = sys.modules.get("mxnet")
            if mx is not None:
                return mx
    raise TypeError(f"assert_hybrid_consistent needs a Gluon HybridBlock, got {type(block).__name__}")


def assert_hybrid_consistent(block, *inputs: Any, rtol: float | None = None, atol: float | None = None,
                             static: bool = True, seed: int | None = 0, grad: bool = False):
    """Assert that ``block`` gives the same outputs eagerly and hybridized.

    Runs ``block(*inputs)`` eagerly, then after ``hybridize()``, then (with
    ``static=True``) after ``hybridize(static_alloc=True, static_shape=True)``,
    and compares every output (nested tuples flattened) with the eager one:
    ``|hybridized - eager| <= atol + rtol * |eager|`` element-wise, with
    tolerances per output dtype unless given (float32: rtol 1e-4, atol 1e-5;
    float16: 1e-2, 1e-2; float64: 1e-7, 1e-9; integers exactly).

    ``inputs`` are NDArrays or numpy arrays (converted keeping their dtype).
    The block may be initialized already; parameters with deferred shapes are
    completed by the eager call as usual.  With ``seed`` (default 0) the
    global ``mx.random`` generator is re-seeded before every run so random
    ops inside the forward draw the same numbers; ``seed=None`` leaves it alone.

    With ``grad=True`` the gradients are compared as well: a fixed weighted sum
    of the outputs is differentiated under ``autograd.record()`` in each mode
    and the gradients of every floating-point input and trainable parameter
    must agree (float32: rtol 1e-3, atol 1e-5 times the array's largest gradient,
    or the block's for an array that is zero up to rounding, a bias before a BatchNorm);
    NaN or inf in a gradient fails, naming the parameter.  Parameters are
    restored after each backward (BatchNorm's moving statistics included).

    The block is left as hybridized as it was: every HybridBlock's
    ``hybridize()`` settings are restored afterwards (and its cached graph
    dropped, so the next call traces again).  Calling the helper on a
    hybridized block therefore does not un-hybridize it, and on an eager block
    does not leave it hybridized.

    Raises AssertionError naming the mode, the output, the max abs/rel error,
    the index and values of the worst element and the shapes -- or, when
    tracing fails, where and why (``model.py:12: HYB003 ...``).  Returns the
    list of :class:`hybridlint.verify.compare.Comparison` on success.
    """
    import numpy as np

    from .verify import run as vr
    from .verify.compare import compare_outputs

    if not inputs:
        raise TypeError("assert_hybrid_consistent(block, *inputs): give at least one input")
    mx = _backend(block, inputs)
    if not vr.hybrid_blocks(block):
        raise TypeError(f"{type(block).__name__} has no HybridBlock inside: there is nothing to hybridize")
    ctx = next((x.context for x in inputs if hasattr(x, "asnumpy")), None)
    arrays = [mx.nd.array(x, ctx=ctx, dtype=x.dtype) if isinstance(x, np.ndarray) else x for x in inputs]
    name = type(block).__name__

    def reseed():
        mx.random.seed(seed)

    seed_fn = None if seed is None else reseed
    state = vr.HybridState(block)
    try:
        block.hybridize(active=False)
        eager, fail = vr.call(block, arrays, "eager run", seed_fn)
        if fail is not None:
            raise AssertionError(f"{name} fails before hybridization: {fail.message()}") from fail.exc
        if grad:
            from .verify import grad as vg

            eager_grads, fail = vg.gradients(block, arrays, mx, "eager backward", seed_fn)
            if fail is not None:
                raise AssertionError(f"{name} cannot be differentiated eagerly: "
                                     f"{fail.message()}") from fail.exc
        modes = [("hybridized", {})]
        if static:
            modes.append(("hybridized static", vr.STATIC_FLAGS))
        comparisons = []
        for mode, flags in modes:
            stage = "hybridize" if not flags else "hybridize(static_alloc=True, static_shape=True)"
            try:
                block.hybridize(active=True, **flags)
                got, fail = vr.call(block, arrays, stage, seed_fn)
            except Exception as exc:
                got, fail = None, vr.failure(stage, exc)
            if fail is not None:
                raise AssertionError(f"{name} does not hybridize: {fail.message()}") from fail.exc
            comparisons.extend(compare_outputs(mode, got, eager, rtol, atol))
            if grad:
                got_grads, fail = vg.gradients(block, arrays, mx, f"{stage} backward", seed_fn)
                if fail is not None:
                    raise AssertionError(f"{name}: backward through the hybridized block "
                                         f"{fail.message()}") from fail.exc
                comparisons.extend(vg.compare_gradients(f"{mode} gradient", got_grads,
                                                        eager_grads, rtol, atol))
    finally:
        state.restore()
    bad = [c for c in comparisons if not c.ok]
    if bad:
        details = "\n".join(f"  {c.describe()}" for c in bad)
        raise AssertionError(f"{name}: hybridized outputs{' or gradients' if grad else ''} differ "
                             "from eager "
                             f"({len(bad)} of {len(comparisons)} comparisons):\n{details}")
    return comparisons
