"""MXNet's interleaved multi-head attention products (``contrib.interleaved_matmul_*``), the
fast path of GluonNLP's BERT and transformer layers.

Projections arrive interleaved per head: self-attention ``(T, B, heads * 3 * D)`` holds each
head's query, key and value side by side; encoder-decoder ``(T, B, heads * 2 * D)`` its key and
value.  Products are per (batch, head), ``(B * heads, ...)``, queries scaled by 1/sqrt(D); the
value products come back as ``(T, B, heads * D)``.  Checked against real MXNet 1.9.1
(``bench/mxnet_transformer_fixtures.py``).
"""
from __future__ import annotations

import math

from ..registry import Attr, Int, Op, OpError, register
from .grad_util import first_out_grad
from .nn_util import quiet


def _split(xp, x, heads, parts, which):
    """(T, B, heads*parts*D) -> part ``which`` of every head as (B*heads, T, D)."""
    t, b, width = x.shape
    d = width // (heads * parts)
    v = x.reshape(t, b, heads, parts, d)[:, :, :, which, :]
    return xp.ascontiguousarray(v.transpose(1, 2, 0, 3)).reshape(b * heads, t, d)


def _unsplit(xp, g, heads, parts, which, shape, dtype):
    """The gradient of ``_split``: ``g`` (B*heads, T, D) placed back into a zero (T, B, width)."""
    t, b, width = shape
    d = width // (heads * parts)
    out = xp.zeros((t, b, heads, parts, d), dtype=dtype)
    out[:, :, :, which, :] = g.reshape(b, heads, t, d).transpose(2, 0, 1, 3)
    return out.reshape(shape)


def _merge(xp, y, heads):
    """(B*heads, T, D) -> (T, B, heads*D)."""
    bh, t, d = y.shape
    return xp.ascontiguousarray(y.reshape(bh // heads, heads, t, d).transpose(2, 0, 1, 3)) \
        .reshape(t, bh // heads, heads * d)


def _unmerge(xp, g, heads):
    """The gradient of ``_merge``: (T, B, heads*D) -> (B*heads, T, D)."""
    t, b, width = g.shape
    d = width // heads
    return xp.ascontiguousarray(g.reshape(t, b, heads, d).transpose(1, 2, 0, 3)) \
        .reshape(b * heads, t, d)


def _swap(x):
    return x.transpose(0, 2, 1)


def _check(op, shape, heads, parts):
    if len(shape) != 3 or shape[2] % (heads * parts):
        raise OpError(f"{op}: projections must be (seq_len, batch, heads*{parts}*head_dim) with "
                      f"heads={heads}, got {tuple(shape)}")
    return shape[2] // (heads * parts)


# ---------------------------------------------------------------- query-key products
def _qk(xp, heads, q, q_parts, k, k_parts):
    """Scaled products of the query part 0 of ``q`` with the key part 0 (encoder-decoder) or 1
    (self-attention: ``q is k``) of ``k``; also returns the pieces the gradient needs."""
    d = q.shape[2] // (heads * q_parts)
    scale = q.dtype.type(1 / math.sqrt(d))
    qh = _split(xp, q, heads, q_parts, 0)
    kh = _split(xp, k, heads, k_parts, 1 if q is k else 0)
    return xp.matmul(qh * scale, _swap(kh)).astype(q.dtype, copy=False), qh, kh, scale


def _qk_grads(ctx, a, q, q_parts, k, k_parts, outputs, out_grads):
    """(d q, d k): for self-attention both land in the one interleaved input, so add them."""
    xp = ctx.xp
    g = first_out_grad(xp, out_grads, outputs)
    _, qh, kh, scale = _qk(xp, a.heads, q, q_parts, k, k_parts)
    dq = _unsplit(xp, xp.matmul(g, kh) * scale, a.heads, q_parts, 0, q.shape, q.dtype)
    dk = _unsplit(xp, xp.matmul(_swap(g), qh) * scale, a.heads, k_parts, 1 if q is k else 0,
                  k.shape, k.dtype)
    return (dq + dk,) if q is k else (dq, dk)


def _selfatt_qk_shape(a, qkv):
    _check("interleaved_matmul_selfatt_qk", qkv, a.heads, 3)
    return (qkv[1] * a.heads, qkv[0], qkv[0])


@quiet
def _selfatt_qk(ctx, a, qkv):
    _check("interleaved_matmul_selfatt_qk", qkv.shape, a.heads, 3)
    return _qk(ctx.xp, a.heads, qkv, 3, qkv, 3)[0]


register(Op(
    name="_contrib_interleaved_matmul_selfatt_qk", aliases=("interleaved_matmul_selfatt_qk",),
    namespace="contrib", inputs=("queries_keys_values",), attrs=(Attr("heads", Int),),
    kernel=_selfatt_qk, infer_shape=_selfatt_qk_shape,
    grad=lambda ctx, a, inputs, outputs, out_grads: _qk_grads(
        ctx, a, inputs[0], 3, inputs[0], 3, outputs, out_grads),
    doc="Scaled query-key products of interleaved self-attention projections.",
))


def _valatt_shape(op, parts):
    def shape(a, kv, att):
        _check(op, kv, a.heads, parts)
        return (att[1], kv[1], kv[2] // parts)
    return shape


def _valatt(op, parts, which):
    @quiet
    def kernel(ctx, a, kv, att):
        xp = ctx.xp
        _check(op, kv.shape, a.heads, parts)
        v = _split(xp, kv, a.heads, parts, which)
        return _merge(xp, xp.matmul(att, v), a.heads).astype(kv.dtype, copy=False)

    def grad(ctx, a, inputs, outputs, out_grads):
        xp = ctx.xp
        kv, att = inputs
        g = _unmerge(xp, first_out_grad(xp, out_grads, outputs), a.heads)
        v = _split(xp, kv, a.heads, parts, which)
        return (_unsplit(xp, xp.matmul(_swap(att), g), a.heads, parts, which, kv.shape,
                         kv.dtype),
                xp.matmul(g, _swap(v)).astype(att.dtype, copy=False))
    return kernel, grad


_kernel, _grad = _valatt("interleaved_matmul_selfatt_valatt", 3, 2)
register(Op(
    name="_contrib_interleaved_matmul_selfatt_valatt",
    aliases=("interleaved_matmul_selfatt_valatt",), namespace="contrib",
    inputs=("queries_keys_values", "attention"), attrs=(Attr("heads", Int),),
    kernel=_kernel, infer_shape=_valatt_shape("interleaved_matmul_selfatt_valatt", 3),
    grad=_grad,
    doc="Attention-weighted values of interleaved self-attention projections, (T, B, H*D).",
))


# ---------------------------------------------------------------- encoder-decoder
def _encdec_qk_shape(a, q, kv):
    _check("interleaved_matmul_encdec_qk", q, a.heads, 1)
    _check("interleaved_matmul_encdec_qk", kv, a.heads, 2)
    return (q[1] * a.heads, q[0], kv[0])


@quiet
def _encdec_qk(ctx, a, q, kv):
    _check("interleaved_matmul_encdec_qk", q.shape, a.heads, 1)
    return _qk(ctx.xp, a.heads, q, 1, kv, 2)[0]


register(Op(
    name="_contrib_interleaved_matmul_encdec_qk", aliases=("interleaved_matmul_encdec_qk",),
    namespace="contrib", inputs=("queries", "keys_values"), attrs=(Attr("heads", Int),),
    kernel=_encdec_qk, infer_shape=_encdec_qk_shape,
    grad=lambda ctx, a, inputs, outputs, out_grads: _qk_grads(
        ctx, a, inputs[0], 1, inputs[1], 2, outputs, out_grads),
    doc="Scaled query-key products of encoder-decoder attention.",
))

_kernel, _grad = _valatt("interleaved_matmul_encdec_valatt", 2, 1)
register(Op(
    name="_contrib_interleaved_matmul_encdec_valatt",
    aliases=("interleaved_matmul_encdec_valatt",), namespace="contrib",
    inputs=("keys_values", "attention"), attrs=(Attr("heads", Int),),
    kernel=_kernel, infer_shape=_valatt_shape("interleaved_matmul_encdec_valatt", 2),
    grad=_grad,
    doc="Attention-weighted values of encoder-decoder attention, (T, B, H*D).",
))
