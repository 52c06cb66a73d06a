"""MXNet ops deprecated but still found in exported models: ``Crop`` (FCN-era graphs).

``Crop`` cuts the two spatial axes of NCHW data to ``h_w`` -- or to the spatial size of a second
input -- at ``offset``, or centred; checked against real MXNet 1.9.1 (tests/ops/test_legacy.py).
"""
from __future__ import annotations

from ..registry import VARIADIC, Attr, Bool, Op, OpError, OptInt, Shape, register
from .grad_util import first_out_grad


def _crop_box(a, data, like=None):
    if len(data) != 4:
        raise OpError(f"Crop: data must be 4-D (N, C, H, W), got {tuple(data)}")
    if a.num_args not in (None, 1 + (like is not None)):
        raise OpError(f"Crop: num_args={a.num_args} but {1 + (like is not None)} inputs given")
    h, w = (like[2], like[3]) if like is not None else tuple(a.h_w or (0, 0))
    if like is None and not (h and w):
        raise OpError("Crop: with one input, h_w gives the crop's (height, width)")
    if a.center_crop:
        top, left = (data[2] - h) // 2, (data[3] - w) // 2
    else:
        top, left = tuple(a.offset or (0, 0))
    if top < 0 or left < 0 or top + h > data[2] or left + w > data[3]:
        raise OpError(f"Crop: a ({h}, {w}) crop at ({top}, {left}) does not fit data "
                      f"{tuple(data)}")
    return top, left, h, w


def _crop_shape(a, data, like=None):
    _, _, h, w = _crop_box(a, data, like)
    return (data[0], data[1], h, w)


def _crop_kernel(ctx, a, data, like=None):
    top, left, h, w = _crop_box(a, data.shape, None if like is None else like.shape)
    return data[:, :, top:top + h, left:left + w].copy()


def _crop_grad(ctx, a, inputs, outputs, out_grads):
    """The out-grad back in the cropped window; the reference input gets none."""
    xp = ctx.xp
    data = inputs[0]
    like = inputs[1] if len(inputs) > 1 else None
    top, left, h, w = _crop_box(a, data.shape, None if like is None else like.shape)
    g = xp.zeros(data.shape, dtype=data.dtype)
    g[:, :, top:top + h, left:left + w] = first_out_grad(xp, out_grads, outputs)
    return (g,) if like is None else (g, None)


register(Op(
    name="Crop", inputs=VARIADIC,
    attrs=(Attr("num_args", OptInt, None), Attr("offset", Shape, (0, 0)),
           Attr("h_w", Shape, (0, 0)), Attr("center_crop", Bool, False)),
    kernel=_crop_kernel, infer_shape=_crop_shape, grad=_crop_grad,
    doc="Deprecated spatial crop (use slice): to h_w or a reference's size, at offset or "
        "centred.",
))
