"""``gluon.loss``: MXNet 1.9.1's losses, as HybridBlocks (they hybridize too).

Formulas follow ``mxnet/gluon/loss.py`` of MXNet 1.9.1 exactly, op for op,
so gradients match as well as values: each loss ends with a mean over every
axis but ``batch_axis`` (shape ``(batch_size,)``), ``weight`` scales it and
``sample_weight`` multiplies it with broadcasting (``broadcast_mul``).
"""
from __future__ import annotations

import math
from numbers import Number

from .. import nd, tape
from ..ndarray import NDArray, invoke, run_op
from ..ops.nn_loss import GLUON_SOFTMAX_CE, gluon_sce_numpy, gluon_sce_numpy_grad
from .block import HybridBlock

__all__ = [
    "HingeLoss",
    "HuberLoss",
    "KLDivLoss",
    "L1Loss",
    "L2Loss",
    "SDMLLoss",
    "LogisticLoss",
    "Loss",
    "SigmoidBCELoss",
    "SigmoidBinaryCrossEntropyLoss",
    "SoftmaxCELoss",
    "SoftmaxCrossEntropyLoss",
    "SquaredHingeLoss",
]


def _is_nd(F) -> bool:
    return F is nd


def _apply_weighting(F, loss, weight=None, sample_weight=None):
    if sample_weight is not None:
        loss = F.broadcast_mul(loss, sample_weight)
    if weight is not None:
        if not isinstance(weight, Number) or isinstance(weight, bool):
            raise TypeError(f"weight must be a number, got {type(weight).__name__}")
        loss = loss * weight
    return loss


def _reshape_like(F, x, y):
    """``x`` reshaped to ``y``'s shape (labels given as (N,) for (N, 1) preds)."""
    if _is_nd(F):
        return x.reshape(y.shape)
    return F.reshape_like(x, y)


class Loss(HybridBlock):
    """Base class of the losses: ``weight`` (global scale) and ``batch_axis``."""

    def __init__(self, weight, batch_axis, **kwargs):
        super().__init__(**kwargs)
        self._weight = weight
        self._batch_axis = batch_axis

    def __repr__(self):
        return f"{type(self).__name__}(batch_axis={self._batch_axis}, w={self._weight})"

    def hybrid_forward(self, F, x, *args, **kwargs):
        raise NotImplementedError(f"{type(self).__name__} must implement hybrid_forward()")

    def _batch_mean(self, F, loss):
        return F.mean(loss, axis=self._batch_axis, exclude=True)


class L2Loss(Loss):
    """``0.5 * weight * (label - pred)^2``, averaged per sample."""

    def __init__(self, weight=1., batch_axis=0, **kwargs):
        super().__init__(weight, batch_axis, **kwargs)

    def hybrid_forward(self, F, pred, label, sample_weight=None):
        label = _reshape_like(F, label, pred)
        loss = F.square(label - pred)
        loss = _apply_weighting(F, loss, self._weight / 2, sample_weight)
        return self._batch_mean(F, loss)


class L1Loss(Loss):
    """``|label - pred|``, averaged per sample."""

    def __init__(self, weight=None, batch_axis=0, **kwargs):
        super().__init__(weight, batch_axis, **kwargs)

    def hybrid_forward(self, F, pred, label, sample_weight=None):
        label = _reshape_like(F, label, pred)
        loss = F.abs(label - pred)
        loss = _apply_weighting(F, loss, self._weight, sample_weight)
        return self._batch_mean(F, loss)


class SigmoidBinaryCrossEntropyLoss(Loss):
    """Binary cross entropy of ``sigmoid(pred)`` (or of ``pred`` itself when
    ``from_sigmoid``) against 0/1 labels; ``pos_weight`` weighs positives."""

    def __init__(self, from_sigmoid=False, weight=None, batch_axis=0, **kwargs):
        super().__init__(weight, batch_axis, **kwargs)
        self._from_sigmoid = from_sigmoid

    def hybrid_forward(self, F, pred, label, sample_weight=None, pos_weight=None):
        label = _reshape_like(F, label, pred)
        if not self._from_sigmoid:
            if pos_weight is None:
                # the stable form: max(x, 0) - x * z + log(1 + exp(-|x|))
                loss = F.relu(pred) - pred * label + \
                    F.Activation(-F.abs(pred), act_type="softrelu")
            else:
                # x - x * z + (1 + z * pos_weight - z) * (log(1 + exp(-|x|)) + max(-x, 0))
                log_weight = 1 + F.broadcast_mul(pos_weight - 1, label)
                loss = pred - pred * label + log_weight * \
                    (F.Activation(-F.abs(pred), act_type="softrelu") + F.relu(-pred))
        else:
            eps = 1e-12
            if pos_weight is None:
                loss = -(F.log(pred + eps) * label + F.log(1. - pred + eps) * (1. - label))
            else:
                loss = -(F.broadcast_mul(F.log(pred + eps) * label, pos_weight)
                         + F.log(1. - pred + eps) * (1. - label))
        loss = _apply_weighting(F, loss, self._weight, sample_weight)
        return self._batch_mean(F, loss)


SigmoidBCELoss = SigmoidBinaryCrossEntropyLoss


class SoftmaxCrossEntropyLoss(Loss):
    """Cross entropy of ``log_softmax(pred, axis)`` (``pred`` itself when
    ``from_logits``) with class-index labels (``sparse_label``, picked in
    MXNet's default ``clip`` mode: out-of-range labels clip to the last class)
    or with label distributions."""

    def __init__(self, axis=-1, sparse_label=True, from_logits=False, weight=None,
                 batch_axis=0, **kwargs):
        super().__init__(weight, batch_axis, **kwargs)
        self._axis = axis
        self._sparse_label = sparse_label
        self._from_logits = from_logits

    def __call__(self, *args):
        # The common eager call -- (pred, label) NDArrays, no hooks, not hybridized, the
        # class's own forward -- runs what run_op would run (the same shape check, kernel,
        # wrapping and tape record) without the block and op dispatch: Block.__call__,
        # forward's type/context scan and context scope, KernelContext, the chained shape
        # inference after the first call of a shape.  The first loss call after a
        # hybridized forward finds this code out of the caches (the generated forward
        # touches MBs of data and no Python), so less code is less cold-miss time too.
        if (len(args) == 2 and not self._active and self._sparse_label
                and not self._from_logits and self._weight is None
                and not self._forward_pre_hooks and not self._forward_hooks
                and type(self).forward is HybridBlock.forward
                and type(self).hybrid_forward is SoftmaxCrossEntropyLoss.hybrid_forward
                and not self._reg_params):
            out = _sce_eager(self._axis, self._batch_axis, *args)
            if out is not None:
                return out
        return super().__call__(*args)

    def hybrid_forward(self, F, pred, label, sample_weight=None):
        if (_is_nd(F) and self._sparse_label and not self._from_logits and self._weight is None
                and sample_weight is None):
            # eager: the four ops below as one op and one tape node (ops/nn_loss.py: their
            # own kernels and rules, so the same bits); traced, the four MXNet ops
            if type(pred) is NDArray and type(label) is NDArray:
                # two NDArrays: what invoke would bind, with the attributes parsed once
                return run_op(GLUON_SOFTMAX_CE, _sce_attrs(self._axis, self._batch_axis),
                              [pred, label], pred.context)[0]
            return invoke(GLUON_SOFTMAX_CE, (pred, label),
                          {"axis": self._axis, "batch_axis": self._batch_axis})[0]
        if not self._from_logits:
            pred = F.log_softmax(pred, self._axis)
        if self._sparse_label:
            loss = -F.pick(pred, label, axis=self._axis, keepdims=True)
        else:
            label = _reshape_like(F, label, pred)
            loss = -F.sum(pred * label, axis=self._axis, keepdims=True)
        loss = _apply_weighting(F, loss, self._weight, sample_weight)
        return self._batch_mean(F, loss)


SoftmaxCELoss = SoftmaxCrossEntropyLoss

_SCE_ATTRS: dict = {}


_SCE_CHECKED: set = set()


def _sce_eager(axis, batch_axis, pred, label):
    """``run_op(GLUON_SOFTMAX_CE, ...)`` for two NDArrays of one numpy context in the
    kernel's common case, else None (the caller takes the block's path)."""
    if type(pred) is not NDArray or type(label) is not NDArray:
        return None
    ctx = pred._ctx
    if ctx.device_type == "gpu" or (label._ctx is not ctx and label._ctx != ctx):
        return None
    p, lab = pred._data, label._data
    a = _sce_attrs(axis, batch_axis)
    key = (axis, batch_axis, p.shape, lab.shape)
    if key not in _SCE_CHECKED:
        # the op's shape check raises here as run_op's would; shapes alone decide it
        GLUON_SOFTMAX_CE.out_shapes(a, tuple(int(s) for s in p.shape),
                                    tuple(int(s) for s in lab.shape))
    res = gluon_sce_numpy(a, p, lab)
    if res is None:
        return None
    _SCE_CHECKED.add(key)
    outs = [NDArray(r, ctx) for r in res]
    ins = [pred, label]
    if tape.is_recording() and tape.in_graph(ins):
        # tape.record_op's node, whose backward goes straight to the rule's numpy branch
        # (op_backward's KernelContext, zero fills and the rule's own checks skipped)
        parents = tape.graph_parents(ins)
        need_pred = parents[0] is not None

        def backward_fn(out_grads):
            return gluon_sce_numpy_grad(p, lab, res, out_grads, need_pred)
        tape.attach(outs, GLUON_SOFTMAX_CE.name, ins, backward_fn, parents)
    return outs[0]


def _sce_attrs(axis, batch_axis):
    """``_gluon_softmax_ce``'s parsed attributes, per (axis, batch_axis)."""
    key = (axis, batch_axis)
    a = _SCE_ATTRS.get(key)
    if a is None:
        a = _SCE_ATTRS[key] = GLUON_SOFTMAX_CE.parse_attrs({"axis": axis, "batch_axis": batch_axis})
    return a


class KLDivLoss(Loss):
    """``label * (log(label) - pred)`` summed per sample, with ``pred``
    log-probabilities (``log_softmax(pred)`` first unless ``from_logits``)."""

    def __init__(self, from_logits=True, axis=-1, weight=None, batch_axis=0, **kwargs):
        super().__init__(weight, batch_axis, **kwargs)
        self._from_logits = from_logits
        self._axis = axis

    def hybrid_forward(self, F, pred, label, sample_weight=None):
        if not self._from_logits:
            pred = F.log_softmax(pred, self._axis)
        loss = label * (F.log(label + 1e-12) - pred)
        loss = _apply_weighting(F, loss, self._weight, sample_weight)
        return F.sum(loss, axis=self._batch_axis, exclude=True)  # a sum here, as in MXNet


class SDMLLoss(Loss):
    """Smoothed deep metric learning loss: row i of ``x1`` should be nearest to row i of
    ``x2``; the KL divergence (a ``KLDivLoss`` child) between the softmax of negative squared
    distances and the identity smoothed by ``smoothing_parameter``.  It reads the batch size
    from ``x1.shape``, as MXNet 1.9.1's does, so like it the loss runs eagerly only."""

    def __init__(self, smoothing_parameter=0.3, weight=1., batch_axis=0, **kwargs):
        super().__init__(weight, batch_axis, **kwargs)
        self.kl_loss = KLDivLoss(from_logits=True)
        self.smoothing_parameter = smoothing_parameter

    def hybrid_forward(self, F, x1, x2):
        assert x1.shape == x2.shape, (x1.shape, x2.shape)
        batch_size = x1.shape[0]
        distances = F.sum(F.square(F.broadcast_sub(F.expand_dims(x1, 1), F.expand_dims(x2, 0))),
                          axis=2)
        gold = F.eye(batch_size)
        s = self.smoothing_parameter
        labels = gold * (1 - s) + (1 - gold) * s / (batch_size - 1)
        return self.kl_loss(F.log_softmax(-distances, axis=1),
                            labels.as_in_context(distances.context))


class HuberLoss(Loss):
    """``|d| - rho/2`` where ``|d| > rho``, else ``d^2 / (2 rho)``."""

    def __init__(self, rho=1, weight=None, batch_axis=0, **kwargs):
        super().__init__(weight, batch_axis, **kwargs)
        self._rho = rho

    def hybrid_forward(self, F, pred, label, sample_weight=None):
        label = _reshape_like(F, label, pred)
        loss = F.abs(label - pred)
        loss = F.where(loss > self._rho, loss - 0.5 * self._rho,
                       (0.5 / self._rho) * F.square(loss))
        loss = _apply_weighting(F, loss, self._weight, sample_weight)
        return self._batch_mean(F, loss)


class HingeLoss(Loss):
    """``max(0, margin - pred * label)`` with labels -1/1."""

    def __init__(self, margin=1, weight=None, batch_axis=0, **kwargs):
        super().__init__(weight, batch_axis, **kwargs)
        self._margin = margin

    def hybrid_forward(self, F, pred, label, sample_weight=None):
        label = _reshape_like(F, label, pred)
        loss = F.relu(self._margin - pred * label)
        loss = _apply_weighting(F, loss, self._weight, sample_weight)
        return self._batch_mean(F, loss)


class SquaredHingeLoss(Loss):
    """``max(0, margin - pred * label)^2`` with labels -1/1."""

    def __init__(self, margin=1, weight=None, batch_axis=0, **kwargs):
        super().__init__(weight, batch_axis, **kwargs)
        self._margin = margin

    def hybrid_forward(self, F, pred, label, sample_weight=None):
        label = _reshape_like(F, label, pred)
        loss = F.square(F.relu(self._margin - pred * label))
        loss = _apply_weighting(F, loss, self._weight, sample_weight)
        return self._batch_mean(F, loss)


class LogisticLoss(Loss):
    """``log(1 + exp(-pred * label))``; labels -1/1 (``signed``) or 0/1 (``binary``)."""

    def __init__(self, weight=None, batch_axis=0, label_format="signed", **kwargs):
        super().__init__(weight, batch_axis, **kwargs)
        if label_format not in ("signed", "binary"):
            raise ValueError(f"label_format can only be signed or binary, recieved "
                             f"{label_format}.")
        self._label_format = label_format

    def hybrid_forward(self, F, pred, label, sample_weight=None):
        label = _reshape_like(F, label, pred)
        if self._label_format == "signed":
            label = (label + 1.0) / 2.0
        loss = F.relu(pred) - pred * label + F.Activation(-F.abs(pred), act_type="softrelu")
        loss = _apply_weighting(F, loss, self._weight, sample_weight)
        return self._batch_mean(F, loss)


class CTCLoss(Loss):
    """Connectionist temporal classification (the ``CTCLoss`` op, blank = last class);
    ``layout`` of pred ``NTC``/``TNC``, of labels ``NT``/``TN``."""

    def __init__(self, layout="NTC", label_layout="NT", weight=None, **kwargs):
        if layout not in ("NTC", "TNC"):
            raise ValueError(f"Only 'NTC' and 'TNC' layouts for pred are supported. Got: {layout}")
        if label_layout not in ("NT", "TN"):
            raise ValueError(f"Only 'NT' and 'TN' layouts for label are supported. Got: "
                             f"{label_layout}")
        self._layout = layout
        self._label_layout = label_layout
        super().__init__(weight, label_layout.find("N"), **kwargs)

    def hybrid_forward(self, F, pred, label, pred_lengths=None, label_lengths=None,
                       sample_weight=None):
        if self._layout == "NTC":
            pred = F.swapaxes(pred, 0, 1)
        if self._batch_axis == 1:
            label = F.swapaxes(label, 0, 1)
        loss = F.CTCLoss(pred, label, pred_lengths, label_lengths,
                         use_data_lengths=pred_lengths is not None,
                         use_label_lengths=label_lengths is not None, blank_label="last")
        return _apply_weighting(F, loss, self._weight, sample_weight)


class TripletLoss(Loss):
    """``max(0, |pos - pred|^2 - |neg - pred|^2 + margin)`` summed per sample."""

    def __init__(self, margin=1, weight=None, batch_axis=0, **kwargs):
        super().__init__(weight, batch_axis, **kwargs)
        self._margin = margin

    def hybrid_forward(self, F, pred, positive, negative):
        positive = _reshape_like(F, positive, pred)
        negative = _reshape_like(F, negative, pred)
        loss = F.sum(F.square(positive - pred) - F.square(negative - pred),
                     axis=self._batch_axis, exclude=True)
        loss = F.relu(loss + self._margin)
        return _apply_weighting(F, loss, self._weight, None)


class PoissonNLLLoss(Loss):
    """Negative log likelihood of a Poisson target: ``exp(pred) - target * pred``
    (``from_logits``) or ``pred - target * log(pred + eps)``; ``compute_full`` adds
    Stirling's term for targets above 1.  A mean over everything (a scalar)."""

    def __init__(self, weight=None, from_logits=True, batch_axis=0, compute_full=False,
                 **kwargs):
        super().__init__(weight, batch_axis, **kwargs)
        self._from_logits = from_logits
        self._compute_full = compute_full

    def hybrid_forward(self, F, pred, target, sample_weight=None, epsilon=1e-08):
        target = _reshape_like(F, target, pred)
        if self._from_logits:
            loss = F.exp(pred) - target * pred
        else:
            loss = pred - target * F.log(pred + epsilon)
        if self._compute_full:
            stirling = target * F.log(target) - target + 0.5 * F.log(2 * target * math.pi)
            loss = loss + stirling * (target > 1)
        loss = _apply_weighting(F, loss, self._weight, sample_weight)
        return F.mean(loss)


class CosineEmbeddingLoss(Loss):
    """``1 - cos(x1, x2)`` for label 1, ``max(0, cos(x1, x2) - margin)`` for label -1."""

    def __init__(self, weight=None, batch_axis=0, margin=0, **kwargs):
        super().__init__(weight, batch_axis, **kwargs)
        self._margin = margin

    def hybrid_forward(self, F, input1, input2, label, sample_weight=None):
        input1 = _reshape_like(F, input1, input2)
        label = label.reshape((-1, 1))
        cos_sim = self._cosine_similarity(F, input1, input2)
        cos_sim_a = (1 - cos_sim) * (label == 1)
        zero = F.array([0]) if _is_nd(F) else F.zeros((1, 1))
        cos_sim_b = F.broadcast_maximum(zero, (label == -1) * (cos_sim - self._margin))
        loss = cos_sim_a + cos_sim_b
        return _apply_weighting(F, loss, self._weight, sample_weight)

    @staticmethod
    def _cosine_similarity(F, x, y, axis=-1):
        x_norm = F.norm(x, axis=axis).reshape((-1, 1))
        y_norm = F.norm(y, axis=axis).reshape((-1, 1))
        x_dot_y = F.sum(x * y, axis=axis).reshape((-1, 1))
        eps = F.array([1e-12]) if _is_nd(F) else F.full((1, 1), 1e-12)
        return x_dot_y / F.broadcast_maximum(x_norm * y_norm, eps)
