"""Loss ops: CTCLoss, softmax_cross_entropy and Gluon's SoftmaxCrossEntropyLoss as one
eager op (``_gluon_softmax_ce``)."""
from __future__ import annotations

import numpy as np

from ..registry import Attr, Bool, Int, KernelContext, Op, OpError, Str, get, register
from .grad_util import first_out_grad, wants
from .nn_act import onednn_nan_rows
from .nn_util import as_index, quiet


def _log_softmax(xp, x, axis):
    z = x - x.max(axis=axis, keepdims=True)
    return z - xp.log(xp.exp(z).sum(axis=axis, keepdims=True))


def _logsumexp(xp, *terms):
    """log(sum(exp(t))) elementwise, exact for all -inf inputs (no nan, no warning)."""
    stacked = xp.stack(terms)
    m = stacked.max(axis=0)
    finite = xp.isfinite(m)
    shift = xp.where(finite, m, 0)
    total = xp.exp(stacked - shift).sum(axis=0)
    return xp.where(finite, xp.log(xp.where(total > 0, total, 1)) + shift, -xp.inf)


# --------------------------------------------------------------------------
# CTCLoss: data (T, N, alphabet) unnormalised; label (N, L) padded
# --------------------------------------------------------------------------

def _ctc_inputs(a):
    names = ["data", "label"]
    if a.use_data_lengths:
        names.append("data_lengths")
    if a.use_label_lengths:
        names.append("label_lengths")
    return tuple(names)


def _ctc_shape(a, data, label, *lengths):
    if len(data) != 3:
        raise OpError(f"CTCLoss: data must be 3-D (seq_len, batch, alphabet_size), got {tuple(data)}")
    if len(label) != 2 or (label[0] and data[1] and label[0] != data[1]):
        raise OpError(f"CTCLoss: label must be 2-D (batch, max_label_len) with batch {data[1]}, "
                      f"got {tuple(label)}")
    return (data[1],)


def _ctc_labels(xp, a, data_shape, label, lengths):
    """The blank's class, the padding value, the labels as indices, each label's
    length and each sample's data length (``lengths``: the optional length inputs)."""
    lengths = list(lengths)
    data_len = lengths.pop(0) if a.use_data_lengths else None
    label_len = lengths.pop(0) if a.use_label_lengths else None
    seq, batch, alphabet = data_shape
    blank = 0 if a.blank_label == "first" else alphabet - 1
    pad = 0 if a.blank_label == "first" else -1
    lab = as_index(xp, label)
    if label_len is None:
        # a label ends at the first padding value
        label_len = xp.cumprod(lab != pad, axis=1).sum(axis=1)
    else:
        label_len = as_index(xp, label_len)
    t_len = xp.full((batch,), seq, dtype=xp.int64) if data_len is None else as_index(xp, data_len)
    return blank, pad, lab, label_len, t_len


def _ctc_lattice(xp, lab, blank, pad):
    """The labels with blanks around and between them, (N, 2 * width + 1), and
    where a path may skip the blank before a position."""
    batch = lab.shape[0]
    width = 2 * lab.shape[1] + 1
    ext = xp.full((batch, width), blank, dtype=xp.int64)
    ext[:, 1::2] = xp.where(lab == pad, blank, lab)
    # a skip from s-2 is allowed onto a non-blank that differs from s-2's label
    prev2 = xp.concatenate([xp.full((batch, 2), -1, dtype=xp.int64), ext[:, :-2]], axis=1)
    can_skip = (ext != blank) & (ext != prev2)
    return width, ext, can_skip


@quiet
def _ctc_kernel(ctx, a, data, label, *lengths):
    xp = ctx.xp
    _ctc_shape(a, data.shape, label.shape)
    seq, batch, alphabet = data.shape
    if batch == 0:
        return xp.zeros((0,), dtype=data.dtype)
    if alphabet < 2:
        raise OpError(f"CTCLoss: the alphabet needs the blank and at least one label; got "
                      f"{alphabet} class(es)")
    blank, pad, lab, label_len, t_len = _ctc_labels(xp, a, data.shape, label, lengths)
    if int(t_len.max()) > seq or int(t_len.min()) < 0:
        raise OpError(f"CTCLoss: data_lengths must lie in [0, {seq}]")
    if int(label_len.max()) > lab.shape[1]:
        raise OpError(f"CTCLoss: label_lengths exceed the label width {lab.shape[1]}")
    if lab.size and int(xp.where(lab == pad, blank if blank != pad else 0, lab).max()) >= alphabet:
        raise OpError(f"CTCLoss: a label value is outside the alphabet of {alphabet} classes")
    logp = _log_softmax(xp, data.astype(xp.float64), 2)
    width, ext, can_skip = _ctc_lattice(xp, lab, blank, pad)
    s_len = 2 * label_len + 1
    pos = xp.arange(width).reshape(1, -1)
    neg_inf = xp.full((batch, width), -xp.inf)
    rows = xp.arange(batch).reshape(-1, 1)
    emit = logp[:, rows, ext]                      # (T, N, S)
    alpha = xp.where(pos < 2, emit[0], -xp.inf)
    alpha = xp.where(pos < s_len.reshape(-1, 1), alpha, -xp.inf)
    for t in range(1, seq):
        shift1 = xp.concatenate([neg_inf[:, :1], alpha[:, :-1]], axis=1)
        shift2 = xp.concatenate([neg_inf[:, :2], alpha[:, :-2]], axis=1)
        shift2 = xp.where(can_skip, shift2, -xp.inf)
        step = _logsumexp(xp, alpha, shift1, shift2) + emit[t]
        live = (t < t_len).reshape(-1, 1)
        alpha = xp.where(live, step, alpha)
    last = xp.take_along_axis(alpha, (s_len - 1).reshape(-1, 1), axis=1)[:, 0]
    before = xp.take_along_axis(alpha, xp.maximum(s_len - 2, 0).reshape(-1, 1), axis=1)[:, 0]
    before = xp.where(s_len >= 2, before, -xp.inf)
    loss = -_logsumexp(xp, last, before)
    # an empty input sequence can only produce an empty label
    loss = xp.where(t_len == 0, xp.where(label_len == 0, 0.0, xp.inf), loss)
    return loss.astype(data.dtype)


def _ctc_grad(ctx, a, inputs, outputs, out_grads):
    """The forward-backward (Graves) gradient w.r.t. the unnormalised data:
    softmax(data)[t, k] minus the posterior probability that frame t emits
    k, summed over the lattice positions labelled k; frames past a sample's
    data length get none.  An impossible alignment (infinite loss) gets a
    zero gradient rather than nan.  Labels and lengths get no gradient."""
    xp = ctx.xp
    data, label = inputs[0], inputs[1]
    seq, batch, alphabet = data.shape
    none = (None,) * (len(inputs) - 1)
    if batch == 0 or seq == 0:
        return (xp.zeros_like(data),) + none
    g = first_out_grad(xp, out_grads, outputs)
    blank, pad, lab, label_len, t_len = _ctc_labels(xp, a, data.shape, label, inputs[2:])
    logp = _log_softmax(xp, data.astype(xp.float64), 2)
    width, ext, can_skip = _ctc_lattice(xp, lab, blank, pad)
    s_len = (2 * label_len + 1).reshape(-1, 1)
    pos = xp.arange(width).reshape(1, -1)
    inf_col = xp.full((batch, 2), -xp.inf)
    rows = xp.arange(batch).reshape(-1, 1)
    emit = logp[:, rows, ext]                                   # (T, N, S)
    in_lattice = pos < s_len
    alphas = []
    alpha = xp.where((pos < 2) & in_lattice, emit[0], -xp.inf)
    alphas.append(alpha)
    for t in range(1, seq):
        shift1 = xp.concatenate([inf_col[:, :1], alpha[:, :-1]], axis=1)
        shift2 = xp.where(can_skip, xp.concatenate([inf_col, alpha[:, :-2]], axis=1), -xp.inf)
        alpha = _logsumexp(xp, alpha, shift1, shift2) + emit[t]
        alpha = xp.where(in_lattice, alpha, -xp.inf)
        alphas.append(alpha)
    ends = ((pos == s_len - 1) | ((pos == s_len - 2) & (s_len >= 2))) & in_lattice
    last = t_len.reshape(-1, 1) - 1
    betas = [None] * seq
    beta = xp.full((batch, width), -xp.inf)
    for t in range(seq - 1, -1, -1):
        next1 = xp.concatenate([beta[:, 1:], inf_col[:, :1]], axis=1)
        next2 = xp.concatenate([xp.where(can_skip, beta, -xp.inf)[:, 2:], inf_col], axis=1)
        step = _logsumexp(xp, beta, next1, next2) + emit[t]
        start = xp.where(ends, emit[t], -xp.inf)
        beta = xp.where(t == last, start, xp.where(t < last, step, -xp.inf))
        beta = xp.where(in_lattice, beta, -xp.inf)
        betas[t] = beta
    alpha_t = xp.stack(alphas)                                  # (T, N, S)
    beta_t = xp.stack(betas)
    # log p(label) from the lattice at t = 0, where every path passes
    log_like = _logsumexp(xp, *(alpha_t[0] + beta_t[0] - emit[0]).T)      # (N,)
    feasible = xp.isfinite(log_like) & (t_len > 0)
    shift = xp.where(feasible, log_like, 0.0).reshape(1, -1, 1)
    occ = xp.exp(xp.where(xp.isfinite(beta_t), alpha_t + beta_t - emit - shift, -xp.inf))
    hit = (ext[:, :, None] == xp.arange(alphabet)).astype(xp.float64)       # (N, S, K)
    posterior = xp.transpose(xp.matmul(xp.transpose(occ, (1, 0, 2)), hit), (1, 0, 2))
    live = (xp.arange(seq).reshape(-1, 1) < t_len.reshape(1, -1)) & feasible.reshape(1, -1)
    grad = xp.where(live[..., None], xp.exp(logp) - posterior, 0.0)
    grad = grad * g.astype(xp.float64).reshape(1, -1, 1)
    return (grad.astype(data.dtype),) + none


register(Op(
    name="CTCLoss",
    mxnet_outputs=2,
    aliases=("ctc_loss",),
    # MXNet registers it also as _contrib_CTCLoss/_contrib_ctc_loss: nd.contrib.ctc_loss
    also_in=("contrib.CTCLoss", "contrib.ctc_loss"),
    inputs=("data", "label", "data_lengths", "label_lengths"),
    attrs=(
        Attr("use_data_lengths", Bool, False),
        Attr("use_label_lengths", Bool, False),
        Attr("blank_label", Str("first", "last"), "first"),
    ),
    kernel=_ctc_kernel,
    infer_shape=_ctc_shape,
    active_inputs=_ctc_inputs,
    grad=_ctc_grad,
))


# --------------------------------------------------------------------------
# softmax_cross_entropy: the batch's summed cross entropy, shape (1,)
# --------------------------------------------------------------------------

def _sce_shape(a, data, label):
    if len(data) != 2 or len(label) != 1 or (data[0] and label[0] and data[0] != label[0]):
        raise OpError(f"softmax_cross_entropy: needs data (batch, classes) and label (batch,), "
                      f"got {tuple(data)} and {tuple(label)}")
    return (1,)


@quiet
def _sce_kernel(ctx, a, data, label):
    xp = ctx.xp
    _sce_shape(a, data.shape, label.shape)
    work = xp.float32 if data.dtype == xp.float16 else data.dtype
    logp = _log_softmax(xp, data.astype(work, copy=False), 1)
    idx = xp.clip(as_index(xp, label), 0, data.shape[1] - 1).reshape(-1, 1)
    picked = xp.take_along_axis(logp, idx, axis=1)
    return (-picked.sum()).reshape(1).astype(data.dtype)


def _sce_grad(ctx, a, inputs, outputs, out_grads):
    """d(-sum log softmax[label]) = softmax - onehot(label), times the
    out-grad of the (1,)-shaped loss; the label gets no gradient."""
    xp = ctx.xp
    data, label = inputs
    g = first_out_grad(xp, out_grads, outputs)
    work = xp.float32 if data.dtype == xp.float16 else data.dtype
    p = xp.exp(_log_softmax(xp, data.astype(work, copy=False), 1))
    idx = xp.clip(as_index(xp, label), 0, data.shape[1] - 1).reshape(-1, 1)
    hit = idx == xp.arange(data.shape[1])
    d = (p - hit) * g.astype(work).reshape(())
    return d.astype(data.dtype), None

register(Op(
    name="softmax_cross_entropy",
    inputs=("data", "label"),
    kernel=_sce_kernel,
    infer_shape=_sce_shape,
    grad=_sce_grad,
))


# --------------------------------------------------------------------------
# _gluon_softmax_ce: what gluon.loss.SoftmaxCrossEntropyLoss computes for class-index
# labels without weights -- log_softmax(pred, axis), pick(.., label, axis,
# keepdims=True), * -1, mean(axis=batch_axis, exclude=True) -- as one eager op.
# Those four ops' own kernels and gradient rules, called in the order the tape would
# call them, so values and gradients are theirs bit for bit; what goes is three eager
# dispatches and tape nodes (argument binding, attribute parsing, shape checks,
# NDArray wrapping).  Its outputs 1-3 are the intermediates (log-probabilities, the
# picked and the negated values), so the backward's rules read them as the tape's
# would and nothing is computed twice; the loss block returns output 0 only.  Not in
# nd/sym: a traced (hybridized) loss keeps the four MXNet ops, so an exported graph
# loads in MXNet.
# --------------------------------------------------------------------------

_CHAINS: dict = {}


def _gluon_sce_chain(a):
    """[(op, parsed attrs)] of the four ops, per (axis, batch_axis)."""
    key = (a.axis, a.batch_axis)
    chain = _CHAINS.get(key)
    if chain is None:
        steps = (("log_softmax", {"axis": a.axis}), ("pick", {"axis": a.axis, "keepdims": True}),
                 ("_mul_scalar", {"scalar": -1.0}),
                 ("mean", {"axis": a.batch_axis, "exclude": True}))
        chain = [(get(name), get(name).parse_attrs(attrs)) for name, attrs in steps]
        _CHAINS[key] = chain
    return chain


def _gluon_sce_shape(a, pred, label):
    (o1, a1), (o2, a2), (o3, a3), (o4, a4) = _gluon_sce_chain(a)
    (s1,) = o1.out_shapes(a1, pred)
    (s2,) = o2.out_shapes(a2, s1, label)
    (s3,) = o3.out_shapes(a3, s2)
    return [o4.out_shapes(a4, s3)[0], s1, s2, s3]


# The common case -- numpy, a (batch, classes) float32/float64 prediction, the class axis
# last, the batch axis first -- runs the numpy calls those four kernels and rules make, in
# their order and dtypes, without the ops' dispatch: axis checks, nine errstate scopes, the
# scalar's conversion, a KernelContext per rule (~55 of the ~95 us the four kernels and rules
# took on a (32, 10) batch).  Everything else takes the ops themselves.
# tests/training/test_softmax_ce_op.py compares both bit for bit.
_NEG_ONE = {np.dtype(np.float32): np.float32(-1.0), np.dtype(np.float64): np.float64(-1.0)}


def _sce_fast(xp, a, pred, label) -> bool:
    return (xp is np and type(pred) is np.ndarray and pred.dtype in _NEG_ONE
            and pred.ndim == 2 and a.axis in (-1, 1) and a.batch_axis in (0, -2)
            and pred.shape[1] > 0 and label.size == pred.shape[0])


def _sce_index(label, classes):
    """pick's clipped index per row (``_pick_index`` in clip mode)."""
    # (both callers run inside errstate(all="ignore"): a NaN label casts silently)
    i = label.astype(np.int64, copy=label.dtype.kind != "i")
    # (np.clip of integers, without its python wrapper)
    return np.minimum(np.maximum(i.reshape(label.size), 0), classes - 1)


def _gluon_sce_kernel_fast(pred, label):
    """``_gluon_sce_kernel`` of the common case (see ``_sce_fast``)."""
    with np.errstate(all="ignore"):
        # log_softmax (_softmax_core with sign 1, log, no length, no temperature)
        z = pred * 1.0          # (x.astype(work) * sign: work is pred's dtype here)
        z = z - z.max(axis=1, keepdims=True)
        y1 = z - np.log(np.exp(z).sum(axis=1, keepdims=True))
        if pred.dtype == np.float32:
            y1 = onednn_nan_rows(np, pred, y1, 1, True)
        y1 = y1.astype(pred.dtype, copy=False)
        # pick(axis=-1, keepdims=True, mode='clip')
        i = _sce_index(label, pred.shape[1])
        # (take_along_axis's gather, as one fancy index)
        y2 = y1[np.arange(pred.shape[0]), i].reshape(pred.shape[0], 1)
        # _mul_scalar(-1.0): the scalar in the array's dtype
        y3 = (y2 * _NEG_ONE[pred.dtype]).astype(pred.dtype, copy=False)
        # mean(axis=batch_axis, exclude=True): over the class axis, here of size 1
        # (np.mean's own two steps for a float array: the sum, divided in place by the count)
        loss = np.add.reduce(y3, axis=1, keepdims=True)
        np.true_divide(loss, 1, out=loss)
    return loss.reshape(pred.shape[0]), y1, y2, y3


def _gluon_sce_grad_fast(pred, label, outputs, g):
    """The prediction's gradient from ``_gluon_sce_grad``'s four rules, common case."""
    _, y1, y2, y3 = outputs
    dt = pred.dtype
    with np.errstate(all="ignore"):
        # mean: the out-grad with the reduced axis kept, times ones, over the count (1)
        g3 = (g.reshape(y3.shape) * np.ones_like(y3) / 1).astype(dt, copy=False)
        # _mul_scalar: g * s
        g2 = (g3 * _NEG_ONE[dt]).astype(dt, copy=False)
        # pick: the out-grad through a one-hot mask of the clipped index
        i = _sce_index(label, pred.shape[1])
        hit = i[:, None] == np.arange(pred.shape[1])
        g1 = (g2.reshape(i.shape)[:, None] * hit).astype(dt, copy=False)
        # log_softmax: g - exp(y) * sum(g), times sign / temperature (1.0)
        d = g1 - np.exp(y1) * g1.sum(axis=1, keepdims=True)
        return np.asarray(d * 1.0).astype(dt)


def gluon_sce_numpy(a, pred, label):
    """The op's outputs for numpy arrays of the common case (``_sce_fast``), else None: the
    kernel's own fast path, for a caller that skips the op's dispatch (gluon's loss block)."""
    if not _sce_fast(np, a, pred, label):
        return None
    return _gluon_sce_kernel_fast(pred, label)


def gluon_sce_numpy_grad(pred, label, outputs, out_grads, need_pred):
    """``op_backward``'s in-grads of a ``gluon_sce_numpy`` call: the rule's fast branch with
    the loss's out-grad zero-filled as ``fill_missing`` would (the three intermediates'
    zero fills are never read by it, so they are not made)."""
    if not need_pred:
        return [None, None]
    g = out_grads[0]
    if g is None:
        g = np.zeros_like(outputs[0])
    return [_gluon_sce_grad_fast(pred, label, outputs, g), None]


def _gluon_sce_kernel(ctx, a, pred, label):
    """(loss, log-probabilities, picked, negated): the four kernels in order."""
    if _sce_fast(ctx.xp, a, pred, label):
        return _gluon_sce_kernel_fast(pred, label)
    return _gluon_sce_kernel_chain(ctx, a, pred, label)


def _gluon_sce_kernel_chain(ctx, a, pred, label):
    (o1, a1), (o2, a2), (o3, a3), (o4, a4) = _gluon_sce_chain(a)
    y1 = o1.kernel(ctx, a1, pred)
    y2 = o2.kernel(ctx, a2, y1, label)
    y3 = o3.kernel(ctx, a3, y2)
    return o4.kernel(ctx, a4, y3), y1, y2, y3


def _gluon_sce_grad(ctx, a, inputs, outputs, out_grads):
    """The four rules in reverse, each as the tape's op_backward calls it (the loss's
    out-grad filled when unused, ``need_grad`` as the tape would give each node).  The
    intermediate outputs carry no gradient back (as BatchNorm's mean and variance
    outputs): the loss block never hands them out, and adding the tape's zero fills for
    them would turn a -0.0 gradient into +0.0."""
    pred, label = inputs
    if _sce_fast(ctx.xp, a, pred, label) and all(
            type(y) is np.ndarray and y.dtype == pred.dtype for y in outputs[1:]):
        # (pick gives the label no gradient: None either way)
        if not wants(ctx, 0):
            return None, None
        return _gluon_sce_grad_fast(pred, label, outputs,
                                    first_out_grad(ctx.xp, out_grads, outputs)), None
    return _gluon_sce_grad_chain(ctx, a, inputs, outputs, out_grads)


def _gluon_sce_grad_chain(ctx, a, inputs, outputs, out_grads):
    xp = ctx.xp
    pred, label = inputs
    loss, y1, y2, y3 = outputs
    (o1, a1), (o2, a2), (o3, a3), (o4, a4) = _gluon_sce_chain(a)
    need_pred, need_label = wants(ctx, 0), wants(ctx, 1)

    def kc(need):
        return KernelContext(xp=xp, is_train=ctx.is_train, need_grad=need)

    g3 = o4.grad(kc((True,)), a4, (y3,), (loss,), (first_out_grad(xp, out_grads, outputs),))[0]
    g2 = o3.grad(kc((True,)), a3, (y2,), (y3,), (g3,))[0]
    g1, g_label = o2.grad(kc((need_pred, need_label)), a2, (y1, label), (y2,), (g2,))[:2]
    g_pred = o1.grad(kc((True,)), a1, (pred,), (y1,), (g1,))[0] if need_pred else None
    return g_pred, (g_label if need_label else None)


GLUON_SOFTMAX_CE = register(Op(
    name="_gluon_softmax_ce",
    inputs=("pred", "label"),
    attrs=(Attr("axis", Int, -1), Attr("batch_axis", Int, 0)),
    kernel=_gluon_sce_kernel,
    infer_shape=_gluon_sce_shape,
    num_outputs=4,
    grad=_gluon_sce_grad,
    in_nd=False, in_sym=False,
    doc="gluon.loss.SoftmaxCrossEntropyLoss (index labels, no weights) as one eager op: "
        "log_softmax, pick, negation and mean through their own kernels and rules; "
        "outputs: the loss, then the three intermediates its gradient reads (no "
        "gradient flows back from those)",
))
