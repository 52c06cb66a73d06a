"""gluon.loss.SoftmaxCrossEntropyLoss run eagerly is one op of the table
(``_gluon_softmax_ce``, ops/nn_loss.py) that calls log_softmax, pick, the negation and
mean through their own kernels and rules: values and gradients equal the four-op chain
bit for bit (NaN sign bits included), and a hybridized loss still traces the chain."""
import json

import numpy as np
import pytest

from hybridlint.runtime import autograd, nd, sym
from hybridlint.runtime.gluon import loss as gloss


def _chain(x, label, axis=-1, batch_axis=0, head=None):
    p = nd.array(x, dtype=x.dtype)
    p.attach_grad()
    with autograd.record():
        y = nd.log_softmax(p, axis)
        loss = nd.mean(-nd.pick(y, label, axis=axis, keepdims=True), axis=batch_axis,
                       exclude=True)
    loss.backward(head)
    return loss.asnumpy(), p.grad.asnumpy()


def _block(x, label, axis=-1, batch_axis=0, head=None):
    p = nd.array(x, dtype=x.dtype)
    p.attach_grad()
    with autograd.record():
        loss = gloss.SoftmaxCrossEntropyLoss(axis=axis, batch_axis=batch_axis)(p, label)
    loss.backward(head)
    return loss.asnumpy(), p.grad.asnumpy()


def _same(a, b):
    assert a.dtype == b.dtype and a.shape == b.shape
    assert a.tobytes() == b.tobytes()


def _cases():
    rng = np.random.default_rng(3)
    x = rng.normal(size=(64, 10)).astype(np.float32)
    yield "random", x, rng.integers(0, 10, 64).astype(np.float32), -1
    big = (rng.normal(size=(16, 5)) * 80).astype(np.float32)     # underflowing exps
    yield "wide", big, rng.integers(0, 5, 16).astype(np.float32), 1
    tie = np.zeros((8, 4), np.float32)
    tie[:, 2] = 200.0                                              # log-probs exactly 0
    yield "certain", tie, np.array([2, 2, 0, 1, 3, 2, 2, 1], np.float32), -1
    odd = rng.normal(size=(6, 3)).astype(np.float32)
    odd[0, 1], odd[1, 0], odd[2, 2], odd[3] = np.inf, -np.inf, np.nan, -np.inf
    yield "non-finite", odd, np.array([1, 0, 2, 1, 0, 2], np.float32), -1
    yield "out of range labels", x[:6], np.array([-3, 10, 9.7, -0.5, np.nan, 1e12],
                                                 np.float32), -1
    yield "float64", rng.normal(size=(7, 3)), np.array([0, 1, 2, 0, 1, 2, 1], np.float64), -1
    yield "float16", x[:5].astype(np.float16), np.array([1, 2, 3, 4, 5], np.float16), -1
    yield "int labels", x[:5], np.array([1, 2, 3, 4, 5], np.int32), -1
    yield "column labels", x[:5], np.array([[1], [2], [3], [4], [5]], np.float32), -1
    yield "3-D, class axis 1", rng.normal(size=(4, 5, 3)).astype(np.float32), \
        rng.integers(0, 5, (4, 3)).astype(np.float32), 1


@pytest.mark.parametrize("name,x,label,axis", list(_cases()), ids=[c[0] for c in _cases()])
def test_one_op_equals_the_op_chain(name, x, label, axis):
    lab = nd.array(label, dtype=label.dtype)
    want, got = _chain(x, lab, axis), _block(x, lab, axis)
    _same(got[0], want[0])
    _same(got[1], want[1])


def test_batch_axis_head_gradient_and_accumulation():
    rng = np.random.default_rng(5)
    x = rng.normal(size=(3, 9, 4)).astype(np.float32)
    lab = nd.array(rng.integers(0, 4, (3, 9)).astype(np.float32))
    head = nd.array(np.array([1, -2, 0, -0.0, 3.5, np.inf, 1e-30, -1, 2], np.float32))
    want, got = _chain(x, lab, batch_axis=1, head=head), _block(x, lab, batch_axis=1, head=head)
    _same(got[0], want[0])
    _same(got[1], want[1])
    # the loss used twice: the tape adds both contributions
    x2, lab2 = x[0], nd.array(rng.integers(0, 4, 9).astype(np.float32))
    p = nd.array(x2)
    p.attach_grad()
    with autograd.record():
        loss_fn = gloss.SoftmaxCrossEntropyLoss()
        total = loss_fn(p, lab2) * 2 + loss_fn(p, lab2)
    total.backward()
    q = nd.array(x2)
    q.attach_grad()
    with autograd.record():
        ref = [nd.mean(-nd.pick(nd.log_softmax(q, -1), lab2, axis=-1, keepdims=True), axis=0,
                       exclude=True) for _ in range(2)]
        total2 = ref[0] * 2 + ref[1]
    total2.backward()
    _same(p.grad.asnumpy(), q.grad.asnumpy())


def test_one_tape_node_and_the_traced_loss_keeps_mxnets_ops():
    x = nd.array(np.zeros((2, 3), np.float32))
    x.attach_grad()
    with autograd.record():
        loss = gloss.SoftmaxCrossEntropyLoss()(x, nd.array([0, 2]))
    assert loss._ag[0].name == "_gluon_softmax_ce"
    traced = gloss.SoftmaxCrossEntropyLoss()(sym.var("pred"), sym.var("label"))
    ops = {n["op"] for n in json.loads(traced.tojson())["nodes"]}
    assert "_gluon_softmax_ce" not in ops and {"log_softmax", "pick", "mean"} <= ops
    assert not hasattr(nd, "_gluon_softmax_ce") and not hasattr(sym, "_gluon_softmax_ce")


def test_weights_and_label_distributions_take_the_op_chain():
    x = nd.array(np.zeros((2, 3), np.float32))
    x.attach_grad()
    for block, args in ((gloss.SoftmaxCrossEntropyLoss(weight=2.0), ()),
                        (gloss.SoftmaxCrossEntropyLoss(), (nd.array([[1.0], [0.5]]),)),
                        (gloss.SoftmaxCrossEntropyLoss(from_logits=True), ())):
        with autograd.record():
            loss = block(x, nd.array([0, 2]), *args)
        assert loss._ag[0].name != "_gluon_softmax_ce"


def _fast_cases():
    """Inputs for the op's numpy fast path (2-D, class axis last): values with ties, huge,
    underflowing, non-finite and signed zeros; labels in and out of range, fractional, NaN,
    int; head gradients with -0.0, inf and NaN."""
    rng = np.random.default_rng(11)
    specials = np.array([0.0, -0.0, np.inf, -np.inf, np.nan, 1e30, -1e30, 88.7, -104.0, 1e-40])
    for k in range(120):
        dtype = (np.float32, np.float64)[(k // 4) % 2]
        n, c = int(rng.integers(1, 40)), int(rng.integers(1, 12))
        x = rng.normal(size=(n, c)) * (1, 30, 300)[k % 3]
        if k % 4 == 1:
            mask = rng.random((n, c)) < 0.2
            x[mask] = rng.choice(specials, int(mask.sum()))
        if k % 5 == 2:
            x[:, : max(1, c // 2)] = 7.0                       # tied maxima
        label = rng.integers(-2, c + 2, n).astype((np.float32, np.int32, np.float64)[k % 3])
        if k % 6 == 3:
            label = label.astype(np.float32) + rng.choice([0.0, 0.5, -0.7, np.nan, 1e12], n)
        head = rng.normal(size=n).astype(dtype)
        if k % 3 == 1:
            head[rng.random(n) < 0.3] = rng.choice([-0.0, 0.0, np.inf, np.nan, -2.0])
        yield x.astype(dtype), label, (head if k % 7 else None)


def test_fast_path_equals_the_four_op_rules():
    """The numpy fast path of ``_gluon_softmax_ce`` (ops/nn_loss.py) gives the outputs and
    gradients of the four ops' kernels and rules it stands for, bit for bit."""
    from hybridlint.runtime.ops import nn_loss
    from hybridlint.runtime.registry import KernelContext
    op = nn_loss.GLUON_SOFTMAX_CE
    for batch_axis, axis in ((0, -1), (0, 1), (-2, -1)):
        a = op.parse_attrs({"axis": axis, "batch_axis": batch_axis})
        for x, label, head in _fast_cases():
            ctx = KernelContext(xp=np, is_train=True)
            assert nn_loss._sce_fast(np, a, x, label)
            with np.errstate(all="ignore"):
                want = nn_loss._gluon_sce_kernel_chain(ctx, a, x, label)
            got = nn_loss._gluon_sce_kernel(ctx, a, x, label)
            for w, g in zip(want, got):
                _same(g, w)
            out_grads = (head, None, None, None)
            for need in ((True, False), (True, True), (False, True)):
                gctx = KernelContext(xp=np, is_train=True, need_grad=need)
                with np.errstate(all="ignore"):
                    want_g = nn_loss._gluon_sce_grad_chain(gctx, a, (x, label), want, out_grads)
                got_g = nn_loss._gluon_sce_grad(gctx, a, (x, label), got, out_grads)
                assert got_g[1] is None and want_g[1] is None
                if want_g[0] is None:
                    assert got_g[0] is None
                else:
                    _same(got_g[0], want_g[0])


def _taped(block, x, label, head=None, record=True):
    p = nd.array(x, dtype=x.dtype)
    p.attach_grad()
    if not record:
        return block(p, label), p
    with autograd.record():
        loss = block(p, label)
    loss.backward(head)
    return loss, p


def test_lean_block_call_equals_the_blocks_own_path():
    """An eager loss block's common call (gluon/loss.py ``_sce_eager``) skips the block and op
    dispatch; a forward hook sends the same call down Block.__call__ -> forward -> run_op.
    Values, gradients, the tape node and the shape errors are the same, first call of a shape
    or later; hooks, subclasses, GPU-free fallbacks and a hybridized block keep their path."""
    lean = gloss.SoftmaxCrossEntropyLoss()
    full = gloss.SoftmaxCrossEntropyLoss()
    seen = []
    full.register_forward_hook(lambda blk, args, out: seen.append(out))
    for x, label, head in _fast_cases():
        lab = nd.array(label, dtype=label.dtype)
        h = None if head is None else nd.array(head, dtype=head.dtype)
        for record in (True, False):
            a, pa = _taped(lean, x, lab, h, record)
            b, pb = _taped(full, x, lab, h, record)
            _same(a.asnumpy(), b.asnumpy())
            assert (a._ag is None) == (b._ag is None) == (not record)
            if record:
                assert a._ag[0].name == b._ag[0].name == "_gluon_softmax_ce"
                _same(pa.grad.asnumpy(), pb.grad.asnumpy())
    assert len(seen) == 2 * len(list(_fast_cases()))
    # a label of another batch size: the op's shape check, every time
    x, bad = np.zeros((4, 3), np.float32), nd.array(np.zeros(5, np.float32))
    msgs = []
    for block in (lean, lean, full):
        with pytest.raises(Exception) as err:
            block(nd.array(x), bad)
        msgs.append((type(err.value), str(err.value)))
    assert msgs[0] == msgs[1] == msgs[2]

    class Scaled(gloss.SoftmaxCrossEntropyLoss):
        def hybrid_forward(self, F, pred, label, sample_weight=None):
            return super().hybrid_forward(F, pred, label, sample_weight) * 2

    p = nd.array(np.ones((2, 3), np.float32))
    _same(Scaled()(p, nd.array([0, 1])).asnumpy(), lean(p, nd.array([0, 1])).asnumpy() * 2)
    hyb = gloss.SoftmaxCrossEntropyLoss()
    hyb.hybridize()
    p.attach_grad()
    with autograd.record():
        out = hyb(p, nd.array([0, 1]))
    assert out._ag[0].name != "_gluon_softmax_ce"
    _same(out.asnumpy(), lean(p, nd.array([0, 1])).asnumpy())
