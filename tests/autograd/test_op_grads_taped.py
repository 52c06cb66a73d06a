"""Every op's gradient through the tape: eager ``nd`` calls under ``autograd.record()``
and a hybridized block wrapping the op, against central finite differences.

The op cases are the ``GradCase`` lists of ``tests/ops/test_grad_*.py`` (which check
the rules themselves); here the same inputs and out-grads go through
``attach_grad`` / ``record`` / ``backward``, so a tape that drops, doubles or
misroutes a gradient fails.  Cases whose rule MXNet fixes by definition
(``expected``: loss heads, BlockGrad, ties) compare with that instead.
"""
import contextlib
import importlib
import pathlib
import re

import numpy as np
import pytest
from hybridlint.runtime import autograd, nd
from hybridlint.runtime import name as _name
from hybridlint.runtime import random as mx_random
from hybridlint.runtime.gluon import HybridBlock
from hybridlint.runtime.ndarray import invoke

from ..ops.grad_harness import _forward, _out_grads, reference_grads
from ..ops.harness import resolve


def _all_cases():
    cases = []
    folder = pathlib.Path(__file__).parent.parent / "ops"
    # an op's test module may hold its gradient cases beside its value cases
    for path in sorted(folder.glob("test_*.py")):
        mod = importlib.import_module(f"tests.ops.{path.stem}")
        cases.extend(getattr(mod, "ALL_CASES", None) or getattr(mod, "GRAD_CASES", []))
    return cases


CASES = _all_cases()


def _prepare(case):
    op = resolve(case.op)
    a = op.parse_attrs(case.attrs)
    inputs = [np.asarray(x) for x in case.inputs]
    outputs = _forward(op, a, inputs, is_train=not case.refused_on_cpu)
    out_grads = _out_grads(case, outputs)
    if case.out_grads is not None:
        out_grads = tuple(None if g is None else np.asarray(g, dtype=o.dtype)
                          for g, o in zip(out_grads, outputs))
    return op, a, inputs, outputs, out_grads


_WANT = {}


def _want(case):
    """Finite-difference (or by-definition) gradients, computed once per case."""
    if case.id not in _WANT:
        op, a, inputs, outputs, out_grads = _prepare(case)
        _WANT[case.id] = reference_grads(case, op, a, inputs, outputs, out_grads)
    return _WANT[case.id]


def _variables(case, inputs):
    arrays = [nd.array(x, dtype=x.dtype) for x in inputs]
    for k, arr in enumerate(arrays):
        if k not in case.no_grad:
            arr.attach_grad()
    return arrays


def _backward(outs, out_grads):
    outs = outs if isinstance(outs, (list, tuple)) else [outs]
    assert len(outs) == len(out_grads)
    heads = [nd.array(np.zeros(o.shape) if g is None else g, dtype=o.dtype)
             for o, g in zip(outs, out_grads)]
    autograd.backward(list(outs), heads)


def _check(case, arrays, path):
    for k, (arr, w) in enumerate(zip(arrays, _want(case))):
        if k in case.no_grad or w is None:
            continue
        got = arr.grad.asnumpy()
        assert got.dtype == case.inputs[k].dtype, f"{case.id} [{path}]: grad dtype {got.dtype}"
        np.testing.assert_allclose(got, w, rtol=case.rtol, atol=case.atol,
                                   err_msg=f"{case.id} [{path}]: gradient of input {k}")


_ids = [c.id for c in CASES]


def _refused(case):
    """Recording an op that MXNet refuses to train on the CPU raises its error (in the
    forward, as MXNet's does)."""
    if not case.refused_on_cpu:
        return contextlib.nullcontext()
    return pytest.raises(ValueError, match=re.escape(case.refused_on_cpu))


def _same_draws_as_the_harness():
    """The runtime's generator after seed(0) is the harness's ``default_rng(0)``: an op that
    draws once per call (Dropout, rrelu, the fused RNN's dropout masks) gets the draws the
    finite differences saw, so its gradient through the tape must be theirs."""
    mx_random.seed(0)


@pytest.mark.parametrize("case", CASES, ids=_ids)
def test_eager_tape_matches_finite_differences(case):
    op, a, inputs, _, out_grads = _prepare(case)
    if not op.in_nd:
        pytest.skip(f"{case.op} is not exposed in nd")
    arrays = _variables(case, inputs)
    _same_draws_as_the_harness()
    with _refused(case), autograd.record():
        if op.variadic:
            outs = invoke(op, tuple(arrays), dict(case.attrs), case.op)
        else:  # by name: optional inputs may be absent (gru has no state_cell)
            names = op.input_names(a)
            outs = invoke(op, (), {**dict(zip(names, arrays)), **case.attrs}, case.op)
    if case.refused_on_cpu:
        return
    _backward(outs, out_grads)
    _check(case, arrays, "eager")


class _OpBlock(HybridBlock):
    def __init__(self, exposed, attrs, input_names, **kwargs):
        super().__init__(**kwargs)
        self._exposed = exposed
        self._attrs = attrs
        self._names = input_names

    def hybrid_forward(self, F, x, *args):
        # every generated op function by exposed name, "_plus_scalar" and "contrib.x" too
        fn = F._internal.GENERATED[self._exposed]
        if self._names is None:        # *data ops take their tensors positionally
            return fn(x, *args, **self._attrs)
        return fn(**dict(zip(self._names, (x, *args))), **self._attrs)


@pytest.mark.parametrize("case", CASES, ids=_ids)
def test_hybridized_tape_matches_finite_differences(case):
    op, a, inputs, _, out_grads = _prepare(case)
    if not op.in_sym:
        pytest.skip(f"{case.op} is not exposed in sym")
    with _name.NameManager():
        block = _OpBlock(case.op, dict(case.attrs), None if op.variadic else op.input_names(a))
    block.hybridize()
    arrays = _variables(case, inputs)
    _same_draws_as_the_harness()
    with _refused(case), autograd.record():
        outs = block(*arrays)
    if case.refused_on_cpu:
        return
    assert block._cached_op is not None, "the block did not run hybridized"
    _backward(outs, out_grads)
    _check(case, arrays, "hybridized")


def test_cases_cover_every_differentiable_op():
    from hybridlint.runtime import registry
    from hybridlint.runtime.ops.grad_util import NON_DIFFERENTIABLE
    tested = {resolve(c.op).name for c in CASES}
    missing = sorted(op.name for op in registry.all_ops()
                     if op.grad is not None and op.name not in NON_DIFFERENTIABLE
                     and op.name not in tested)
    assert not missing, f"differentiable ops without a tape-level gradient test: {missing}"
