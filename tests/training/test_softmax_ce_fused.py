"""The eager SoftmaxCrossEntropyLoss (one tape node, gluon/softmax_ce.py) against the
op chain MXNet runs (log_softmax, pick, negative, mean): values and gradients bitwise."""
import numpy as np
import pytest

from hybridlint.runtime import autograd, nd
from hybridlint.runtime.gluon import loss as gloss
from hybridlint.runtime.gluon.softmax_ce import fused_softmax_ce


def _chain(x, label, axis=-1, head=None):
    p = nd.array(x, dtype=x.dtype)
    p.attach_grad()
    with autograd.record():
        y = nd.log_softmax(p, axis)
        loss = nd.mean(-nd.pick(y, label, axis=axis, keepdims=True), axis=0, exclude=True)
    loss.backward(head)
    return loss.asnumpy(), p.grad.asnumpy()


def _fused(x, label, axis=-1, head=None):
    p = nd.array(x, dtype=x.dtype)
    p.attach_grad()
    with autograd.record():
        loss = gloss.SoftmaxCrossEntropyLoss(axis=axis)(p, label)
    loss.backward(head)
    return loss.asnumpy(), p.grad.asnumpy()


def _same(a, b):
    assert a.dtype == b.dtype and a.shape == b.shape
    # bitwise, signed zeros included; a NaN's sign bit carries nothing (the op chain's
    # negative keeps it, numpy's flips it), so NaNs only have to be where they are
    nan = np.isnan(a)
    assert np.array_equal(nan, np.isnan(b))
    assert a[~nan].tobytes() == b[~nan].tobytes()


def _cases():
    rng = np.random.default_rng(3)
    x = rng.normal(size=(64, 10)).astype(np.float32)
    yield "random", x, rng.integers(0, 10, 64).astype(np.float32)
    big = (rng.normal(size=(16, 5)) * 80).astype(np.float32)     # underflowing exps
    yield "wide", big, rng.integers(0, 5, 16).astype(np.float32)
    tie = np.zeros((8, 4), np.float32)
    tie[:, 2] = 200.0                                              # log-probs exactly 0
    yield "certain", tie, np.array([2, 2, 0, 1, 3, 2, 2, 1], np.float32)
    odd = rng.normal(size=(6, 3)).astype(np.float32)
    odd[0, 1], odd[1, 0], odd[2, 2], odd[3] = np.inf, -np.inf, np.nan, -np.inf
    yield "non-finite", odd, np.array([1, 0, 2, 1, 0, 2], np.float32)
    yield "out of range labels", x[:6], np.array([-3, 10, 9.7, -0.5, np.nan, 1e12], np.float32)
    yield "float64", rng.normal(size=(7, 3)), np.array([0, 1, 2, 0, 1, 2, 1], np.float64)
    yield "int labels", x[:5], np.array([1, 2, 3, 4, 5], np.int32)
    yield "column labels", x[:5], np.array([[1], [2], [3], [4], [5]], np.float32)


@pytest.mark.parametrize("name,x,label", list(_cases()), ids=[c[0] for c in _cases()])
def test_fused_equals_op_chain(name, x, label):
    lab = nd.array(label, dtype=label.dtype)
    for axis in (-1, 1):
        want, got = _chain(x, lab, axis), _fused(x, lab, axis)
        _same(got[0], want[0])
        _same(got[1], want[1])


def test_head_gradient_and_accumulation():
    rng = np.random.default_rng(5)
    x = rng.normal(size=(9, 4)).astype(np.float32)
    lab = nd.array(rng.integers(0, 4, 9).astype(np.float32))
    head = nd.array(np.array([1, -2, 0, -0.0, 3.5, np.inf, 1e-30, -1, 2], np.float32))
    want, got = _chain(x, lab, head=head), _fused(x, lab, head=head)
    _same(got[0], want[0])
    _same(got[1], want[1])
    # the loss used twice: the tape adds both contributions
    p = nd.array(x)
    p.attach_grad()
    with autograd.record():
        total = gloss.SoftmaxCrossEntropyLoss()(p, lab) * 2 + gloss.SoftmaxCrossEntropyLoss()(p, lab)
    total.backward()
    q = nd.array(x)
    q.attach_grad()
    with autograd.record():
        ref = [nd.mean(-nd.pick(nd.log_softmax(q, -1), lab, axis=-1, keepdims=True), axis=0,
                       exclude=True) for _ in range(2)]
        total2 = ref[0] * 2 + ref[1]
    total2.backward()
    _same(p.grad.asnumpy(), q.grad.asnumpy())


def test_other_cases_take_the_op_chain():
    x = nd.array(np.zeros((2, 3, 4), np.float32))
    lab = nd.array(np.zeros((2, 3), np.float32))
    assert fused_softmax_ce(x, lab, -1, 0) is None                  # 3-D
    assert fused_softmax_ce(x[0], lab[0], 0, 0) is None             # class axis first
    assert fused_softmax_ce(nd.array(np.zeros((2, 3), np.float16), dtype="float16"),
                            nd.array([0, 1]), -1, 0) is None         # float16: MXNet's half kernel
    assert fused_softmax_ce(x[0], lab[0], -1, 1) is None            # batch axis 1
    assert fused_softmax_ce(x[0], nd.array([0, 1]), -1, 0) is None  # 2 labels for 3 rows
    assert fused_softmax_ce(x[0], lab[0], -1, 0) is not None
