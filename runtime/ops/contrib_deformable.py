"""Deformable convolutions of MXNet's ``contrib`` (DCN v1, and v2 with a modulation mask).

Every kernel tap samples the input at its regular position plus a learned offset (bilinear,
zero outside the image, as MXNet's ``deformable_im2col``); the samples form im2col columns that
one matrix product per group turns into the output.  Offsets are laid out per deformable group,
per tap (row-major), (dy, dx); the mask per group and tap.  DeformableConvolution is checked
against real MXNet 1.9.1 (forward and gradients, ``bench/mxnet_deformable_fixtures.py``); MXNet
runs the modulated version on GPUs only, so it is checked with a mask of ones and by finite
differences.
"""
from __future__ import annotations

from ..registry import Attr, Bool, Int, Op, OpError, Shape, Str, register
from .grad_util import first_out_grad, scatter_add, wants
from .nn_util import quiet

_ATTRS = (
    Attr("kernel", Shape), Attr("stride", Shape, ()), Attr("dilate", Shape, ()),
    Attr("pad", Shape, ()), Attr("num_filter", Int), Attr("num_group", Int, 1),
    Attr("num_deformable_group", Int, 1), Attr("workspace", Int, 1024),
    Attr("no_bias", Bool, False), Attr("layout", Str("NCHW", "NCW", "NCDHW"), None),
)


def _geometry(op, a, data):
    if len(a.kernel) != 2 or len(data) != 4:
        raise OpError(f"{op}: only 2-D (NCHW) deformable convolution is supported, got kernel "
                      f"{tuple(a.kernel)} and data {tuple(data)}")
    stride = tuple(a.stride) or (1, 1)
    dilate = tuple(a.dilate) or (1, 1)
    pad = tuple(a.pad) or (0, 0)
    n, c, h, w = data
    if c % a.num_group or c % a.num_deformable_group or a.num_filter % a.num_group:
        raise OpError(f"{op}: channels {c} and num_filter {a.num_filter} must divide by "
                      f"num_group={a.num_group} and num_deformable_group="
                      f"{a.num_deformable_group}")
    out = tuple((size + 2 * p - d * (k - 1) - 1) // s + 1
                for size, k, s, p, d in zip((h, w), a.kernel, stride, pad, dilate))
    return stride, dilate, pad, out


def _shape(op, modulated):
    def infer(a, data, offset=None, *rest):
        _, _, _, (oh, ow) = _geometry(op, a, data)
        taps = a.kernel[0] * a.kernel[1] * a.num_deformable_group
        if offset is not None and tuple(offset) != (data[0], 2 * taps, oh, ow):
            raise OpError(f"{op}: offset shape {tuple(offset)} should be "
                          f"{(data[0], 2 * taps, oh, ow)}")
        return (data[0], a.num_filter, oh, ow)
    return infer


def _input_shapes(modulated):
    def infer(a, in_shapes):
        shapes = list(in_shapes)
        data = shapes[0]
        if data is None or len(data) != 4:
            return shapes
        k = 3 if modulated else 2
        shapes[k] = (a.num_filter, data[1] // a.num_group) + tuple(a.kernel)
        if not a.no_bias and len(shapes) > k + 1:
            shapes[k + 1] = (a.num_filter,)
        return shapes
    return infer


class _Samples:
    """Where every tap of every output position reads: bilinear corners and weights.

    Two conventions: ``clamped`` (MXNet 1.9.1's CPU DeformableConvolution, forward and
    gradients, measured) samples only at 0 <= y < H, 0 <= x < W and repeats the last row or
    column past H-1 or W-1 (no offset gradient along a clamped axis); ``standard`` (DCNv2, the
    modulated op) samples for -1 < y < H, -1 < x < W with corners outside the image counting 0."""

    def __init__(self, xp, a, data_shape, offset, style):
        n, c, h, w = data_shape
        (sh, sw), (dh, dw), (ph, pw), (oh, ow) = _geometry("DeformableConvolution", a,
                                                           data_shape)
        kh, kw = a.kernel
        dg = a.num_deformable_group
        self.shape = (n, dg, kh * kw, oh * ow)
        off = offset.reshape(n, dg, kh * kw, 2, oh * ow)
        taps = xp.arange(kh * kw)
        base_y = (xp.arange(oh) * sh - ph)[:, None] + xp.zeros((1, ow))
        base_x = (xp.arange(ow) * sw - pw)[None, :] + xp.zeros((oh, 1))
        y = (taps // kw * dh)[:, None] + base_y.reshape(1, -1)
        x = (taps % kw * dw)[:, None] + base_x.reshape(1, -1)
        y = y[None, None] + off[:, :, :, 0]        # (n, dg, K, L)
        x = x[None, None] + off[:, :, :, 1]
        if style == "clamped":
            inside = (y >= 0) & (y < h) & (x >= 0) & (x < w)
            self.clamped_y, self.clamped_x = y >= h - 1, x >= w - 1
            y = xp.where(self.clamped_y, h - 1, y)
            x = xp.where(self.clamped_x, w - 1, x)
        else:
            inside = (y > -1) & (y < h) & (x > -1) & (x < w)
            self.clamped_y = self.clamped_x = None
        self.inside = inside
        y0, x0 = xp.floor(y), xp.floor(x)
        self.ly, self.lx = y - y0, x - x0
        y0, x0 = y0.astype(xp.int64), x0.astype(xp.int64)
        self.corners = []
        for cy, cx, wy, wx in ((y0, x0, 1 - self.ly, 1 - self.lx),
                               (y0, x0 + 1, 1 - self.ly, self.lx),
                               (y0 + 1, x0, self.ly, 1 - self.lx),
                               (y0 + 1, x0 + 1, self.ly, self.lx)):
            ok = inside & (cy >= 0) & (cy < h) & (cx >= 0) & (cx < w)
            flat = xp.clip(cy, 0, h - 1) * w + xp.clip(cx, 0, w - 1)
            self.corners.append((flat, wy * wx * ok, ok))

    def gather(self, xp, data, a):
        """(n, dg, C/dg, K, L): the bilinear sample of every channel at every tap."""
        n, c, h, w = data.shape
        dg = a.num_deformable_group
        src = data.reshape(n, dg, c // dg, h * w)
        out = 0
        for flat, weight, _ in self.corners:
            idx = flat.reshape(n, dg, 1, -1)
            idx = xp.broadcast_to(idx, (n, dg, c // dg, idx.shape[-1]))
            vals = xp.take_along_axis(src, idx, axis=3)
            out = out + vals.reshape(n, dg, c // dg, *self.shape[2:]) * weight[:, :, None]
        return out

    def corner_values(self, xp, data, a):
        """The four corners' values (0 where a corner lies outside), each (n, dg, C/dg, K, L)."""
        n, c, h, w = data.shape
        dg = a.num_deformable_group
        src = data.reshape(n, dg, c // dg, h * w)
        vals = []
        for flat, _, ok in self.corners:
            idx = xp.broadcast_to(flat.reshape(n, dg, 1, -1), (n, dg, c // dg, flat[0, 0].size))
            v = xp.take_along_axis(src, idx, axis=3).reshape(n, dg, c // dg, *self.shape[2:])
            vals.append(v * ok[:, :, None])
        return vals


def _forward(xp, a, data, offset, mask, weight, bias):
    n, c, h, w = data.shape
    samples = _Samples(xp, a, data.shape, offset, "standard" if mask is not None else "clamped")
    sampled = samples.gather(xp, data, a)                   # (n, dg, C/dg, K, L)
    if mask is not None:
        sampled = sampled * mask.reshape(n, a.num_deformable_group, 1, *samples.shape[2:])
    g = a.num_group
    cols = sampled.reshape(n, g, c // g * samples.shape[2], samples.shape[3])
    wmat = weight.reshape(g, a.num_filter // g, -1)
    out = xp.matmul(wmat[None], cols).reshape(n, a.num_filter, *_geometry(
        "DeformableConvolution", a, data.shape)[3])
    if bias is not None:
        out = out + bias.reshape(1, -1, 1, 1)
    return out, samples, cols


def _split_inputs(a, inputs, modulated):
    data, offset = inputs[0], inputs[1]
    mask = inputs[2] if modulated else None
    k = 3 if modulated else 2
    weight = inputs[k]
    bias = None if a.no_bias else inputs[k + 1]
    return data, offset, mask, weight, bias


def _kernel(modulated):
    @quiet
    def kernel(ctx, a, *inputs):
        data, offset, mask, weight, bias = _split_inputs(a, inputs, modulated)
        out, _, _ = _forward(ctx.xp, a, data, offset, mask, weight, bias)
        return out.astype(data.dtype, copy=False)
    return kernel


def _grad(modulated):
    def grad(ctx, a, inputs, outputs, out_grads):
        xp = ctx.xp
        data, offset, mask, weight, bias = _split_inputs(a, inputs, modulated)
        n, c, h, w = data.shape
        dg, grp = a.num_deformable_group, a.num_group
        gy = first_out_grad(xp, out_grads, outputs)
        _, samples, cols = _forward(xp, a, data, offset, mask, weight, bias)
        K, L = samples.shape[2:]
        g_out = gy.reshape(n, grp, a.num_filter // grp, L)
        wmat = weight.reshape(grp, a.num_filter // grp, -1)
        d_weight = xp.einsum("ngfl,ngcl->gfc", g_out, cols).reshape(weight.shape)
        d_cols = xp.matmul(xp.swapaxes(wmat, 1, 2)[None], g_out)     # (n, grp, C/grp*K, L)
        d_sampled = d_cols.reshape(n, dg, c // dg, K, L)
        m = None if mask is None else mask.reshape(n, dg, 1, K, L)
        d_mask = None
        if m is not None:
            if wants(ctx, 2):
                plain = samples.gather(xp, data, a)
                d_mask = (d_sampled * plain).sum(axis=2).reshape(mask.shape)
            d_sampled = d_sampled * m
        d_data = None
        if wants(ctx, 0):
            flat_grad = xp.zeros((n, dg, c // dg, h * w), dtype=d_sampled.dtype)
            for flat, weight_c, _ in samples.corners:
                contrib = (d_sampled * weight_c[:, :, None]).reshape(n, dg, c // dg, K * L)
                idx = xp.broadcast_to(flat.reshape(n, dg, 1, K * L), contrib.shape)
                # np.add.at over the last axis: repeated taps of one pixel accumulate
                _scatter_last(xp, flat_grad, idx, contrib)
            d_data = flat_grad.reshape(data.shape)
        d_offset = None
        if wants(ctx, 1):
            v00, v01, v10, v11 = samples.corner_values(xp, data, a)
            ly, lx = samples.ly[:, :, None], samples.lx[:, :, None]
            dy = (1 - lx) * (v10 - v00) + lx * (v11 - v01)
            dx = (1 - ly) * (v01 - v00) + ly * (v11 - v10)
            if samples.clamped_y is not None:   # a clamped coordinate does not move
                dy = dy * ~samples.clamped_y[:, :, None]
                dx = dx * ~samples.clamped_x[:, :, None]
            d_off = xp.stack([(d_sampled * dy).sum(axis=2), (d_sampled * dx).sum(axis=2)],
                             axis=3) * samples.inside[:, :, :, None]
            d_offset = d_off.reshape(offset.shape)
        d_bias = None if bias is None else gy.sum(axis=(0, 2, 3))
        grads = [d_data, d_offset]
        if modulated:
            grads.append(d_mask)
        grads.append(d_weight)
        if bias is not None:
            grads.append(d_bias)
        return tuple(None if gr is None else gr.astype(x.dtype, copy=False)
                     for gr, x in zip(grads, inputs))
    return grad


def _scatter_last(xp, target, index, values):
    """``target[..., index] += values`` along the last axis, repeated indices accumulating."""
    flat_t = target.reshape(-1, target.shape[-1])       # a view: target is contiguous
    idx = index.reshape(flat_t.shape[0], -1)
    rows = xp.broadcast_to(xp.arange(flat_t.shape[0]).reshape(-1, 1), idx.shape)
    scatter_add(xp, flat_t, (rows, idx), values.reshape(idx.shape))


def _inputs(modulated):
    names = ("data", "offset", "mask", "weight", "bias") if modulated else \
        ("data", "offset", "weight", "bias")
    return names, (lambda a: names[:-1] if a.no_bias else names)


for _modulated, _name in ((False, "DeformableConvolution"),
                          (True, "ModulatedDeformableConvolution")):
    _names, _active = _inputs(_modulated)
    register(Op(
        name=f"_contrib_{_name}", aliases=(_name,), namespace="contrib",
        inputs=_names, active_inputs=_active,
        attrs=_ATTRS + ((Attr("im2col_step", Int, 64),) if _modulated else ()),
        kernel=_kernel(_modulated),
        infer_shape=_shape(_name, _modulated),
        infer_input_shapes=_input_shapes(_modulated),
        grad=_grad(_modulated),
        doc=f"{_name}: taps sampled at learned offsets"
            + (" and scaled by a mask" if _modulated else "") + ", then convolved.",
    ))
