"""Reading a grid of calls recorded in real MXNet 1.9.1 by bench/mxnet_op_semantics_fixtures.py
(tests/fixtures/mxnet/op_edges.npz, op_third.npz): the cases, their arrays, and the comparison
every grid's tests make against them."""
import json
from pathlib import Path

import numpy as np
import pytest
from hybridlint.runtime import autograd, nd
from hybridlint.runtime.gluon import HybridBlock

from .test_op_semantics import _exposed, _lookup, _tolerance, _tuples

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "mxnet"


class Recorded:
    """One fixture file: ``fix`` (its arrays by name) and ``cases`` (the recorded calls)."""

    def __init__(self, filename: str):
        self.fix = np.load(FIXTURES / filename)
        self.cases = json.loads(self.fix["__cases__"].tobytes())

    def select(self, *kinds, refused=False):
        return [(k, c) for k, c in enumerate(self.cases)
                if kind(c) in kinds and ("refused" in c) == refused]

    def inputs(self, call):
        # (None: an optional input left out, as a positional call can)
        return [None if n is None else self.fix[n] for n in call["inputs"]]

    def outputs(self, call):
        return [self.fix[n] for n in call["outputs"]]

    def grad_run(self, call, hybridize, learn):
        """Outputs, then the gradients of the inputs ``learn(args)`` picks, of the recorded op
        applied in a block (hybridized or not) under a backward from the recorded heads."""
        attrs_ = attrs(call)
        path = _exposed(call["op"])
        args = [nd.array(x, dtype=x.dtype) for x in self.inputs(call)]
        learned = learn(args)
        for a in learned:
            a.attach_grad()

        class Apply(HybridBlock):
            def hybrid_forward(self, F, *xs):
                return _lookup(F, path)(*xs, **attrs_)

        block = Apply()
        if hybridize:
            block.hybridize()
        with autograd.record():
            outs = as_list(block(*args))
        autograd.backward(outs, [nd.array(self.fix[n], dtype=self.fix[n].dtype)
                                 for n in call["heads"]])
        return outs + [a.grad for a in learned]


def kind(call):
    return call.get("kind", "nd")


def ids(pairs):
    return [f"{k}-{c['op']}-{kind(c)}" for k, c in pairs]


def attrs(call):
    return {k: _tuples(v) for k, v in call["attrs"].items()}


def to_nd(x):
    if x is None:
        return None
    return nd.array(x, dtype=x.dtype) if x.ndim else x.item()


def as_list(out):
    return list(out) if isinstance(out, (list, tuple)) else [out]


def marked(not_yet, k, *params):
    """The test parameters of case ``k``, a strict xfail while ``not_yet`` names it."""
    if k in not_yet:
        return pytest.param(*params, marks=pytest.mark.xfail(reason=not_yet[k], strict=True))
    return params if len(params) > 1 else params[0]


def assert_same(got, want, what, tol=None):
    assert len(got) == len(want), f"{what}: {len(got)} outputs, MXNet {len(want)}"
    rtol, atol = tol or _tolerance(want)
    for i, (g, w) in enumerate(zip(got, want)):
        g = g.asnumpy() if hasattr(g, "asnumpy") else np.asarray(g)
        assert g.shape == w.shape, f"{what} output {i}: shape {g.shape}, MXNet {w.shape}"
        assert g.dtype == w.dtype, f"{what} output {i}: dtype {g.dtype}, MXNet {w.dtype}"
        np.testing.assert_allclose(g.astype(np.float64) if g.dtype == bool else g,
                                   w.astype(np.float64) if w.dtype == bool else w,
                                   rtol=rtol, atol=atol, err_msg=f"{what} output {i}")
