"""Deconvolution (transposed convolution), 1-D/2-D/3-D channels-first.

The forward pass is the input-gradient of Convolution: every input pixel
spreads ``weight`` over a strided output window.  One matmul computes all
contributions; a loop over the (few) kernel offsets adds them into place.
"""
from __future__ import annotations

from ..registry import Attr, Bool, Int, Op, OpError, OptShape, Shape, register
from .grad_util import first_out_grad
from .nn_conv import (
    CONVOLUTION,
    check_groups,
    conv_weight_grad,
    filter_input_shapes,
    filter_output_shape,
    window_params,
)
from .nn_util import OptStr, prod, quiet, spatial, weight_bias_inputs


def _deconv_geometry(a, data_shape):
    k, n, stride, dilate, pad = window_params(a, data_shape, "Deconvolution")
    adj = spatial(a.adj, n, 0, "adj", "Deconvolution")
    if min(k) < 1 or min(stride) < 1 or min(dilate) < 1 or min(pad) < 0 or min(adj) < 0:
        raise OpError(f"Deconvolution: kernel/stride/dilate must be >= 1 and pad/adj >= 0, got "
                      f"kernel={k} stride={stride} dilate={dilate} pad={pad} adj={adj}")
    check_groups(a, data_shape, "Deconvolution")
    extent = tuple(d * (kk - 1) + 1 for kk, d in zip(k, dilate))
    target = tuple(a.target_shape or ())
    use_target = any(target)
    if use_target and len(target) != n:
        raise OpError(f"Deconvolution: target_shape={target} needs {n} values")
    pads, adjs, out = [], [], []
    for i, size in enumerate(data_shape[2:]):
        p, j = pad[i], adj[i]
        if use_target and size:
            # MXNet derives pad and adj from the wanted output size
            full = stride[i] * (size - 1) + extent[i]
            if full < target[i]:
                raise OpError(f"Deconvolution: target_shape {target} is too big for input "
                              f"{tuple(data_shape)}")
            p, j = (full - target[i] + 1) // 2, (full - target[i]) % 2
        if j >= stride[i]:
            why = f"target_shape={target} needs adj={j}" if use_target else f"adj={adj}"
            raise OpError(f"Deconvolution: {why} on axis {i}, but adj must be smaller than "
                          f"stride={stride}")
        pads.append(p)
        adjs.append(j)
        if not size:
            out.append(0)
            continue
        o = stride[i] * (size - 1) + extent[i] - 2 * p + j
        if o < 1:
            raise OpError(f"Deconvolution: pad={pad} leaves no output for input {tuple(data_shape)}")
        out.append(o)
    return k, stride, dilate, tuple(pads), tuple(out)


def _deconv_weight_shape(a, data_shape):
    check_groups(a, data_shape, "Deconvolution")    # (num_group=0 in a model file)
    return (data_shape[1], a.num_filter // a.num_group) + tuple(a.kernel)


_deconv_shape = filter_output_shape(_deconv_geometry)
_deconv_input_shapes = filter_input_shapes(_deconv_weight_shape)


@quiet
def _deconv_kernel(ctx, a, x, w, b=None):
    xp = ctx.xp
    k, stride, dilate, pad, out_sp = _deconv_geometry(a, x.shape)
    n = len(k)
    want_w = _deconv_weight_shape(a, x.shape)
    if tuple(w.shape) != want_w:
        raise OpError(f"Deconvolution: weight shape {tuple(w.shape)} should be "
                      f"(channels, num_filter/num_group, *kernel) = {want_w} for data {tuple(x.shape)}")
    batch, chans = x.shape[:2]
    in_sp = x.shape[2:]
    groups, filters = a.num_group, a.num_filter
    cg, fg = chans // groups, filters // groups
    kk = prod(k)
    # (G, N*P, Cg) @ (G, Cg, Fg*K) -> every input pixel's contribution
    xm = x.reshape((batch, groups, cg, prod(in_sp)))
    xm = xp.transpose(xm, (1, 0, 3, 2)).reshape(groups, batch * prod(in_sp), cg)
    wm = w.reshape(groups, cg, fg * kk)
    acc = xp.float32 if x.dtype == xp.float16 else x.dtype
    contrib = xp.matmul(xm.astype(acc, copy=False), wm.astype(acc, copy=False))
    contrib = contrib.reshape((groups, batch) + in_sp + (fg,) + k)
    # -> (N, G, Fg, *in, *k)
    order = (1, 0, 2 + n) + tuple(range(2, 2 + n)) + tuple(range(3 + n, 3 + 2 * n))
    contrib = xp.transpose(contrib, order).reshape((batch, filters) + in_sp + k)
    full = tuple(s * (i - 1) + d * (kd - 1) + 1 for s, i, d, kd in zip(stride, in_sp, dilate, k))
    # room for adj beyond the last window (those positions only get the bias)
    size = tuple(max(f, p + o) for f, p, o in zip(full, pad, out_sp))
    buf = xp.zeros((batch, filters) + size, dtype=acc)
    for off in _offsets(k):
        dst = (slice(None), slice(None)) + tuple(
            slice(o * d, o * d + (i - 1) * s + 1, s) for o, d, i, s in zip(off, dilate, in_sp, stride))
        buf[dst] += contrib[(Ellipsis,) + off]
    crop = (slice(None), slice(None)) + tuple(slice(p, p + o) for p, o in zip(pad, out_sp))
    out = buf[crop]
    if b is not None:
        if tuple(b.shape) != (filters,):
            raise OpError(f"Deconvolution: bias shape {tuple(b.shape)} should be ({filters},)")
        out = out + b.reshape((1, filters) + (1,) * n)
    return xp.ascontiguousarray(out).astype(x.dtype, copy=False)


def _offsets(k):
    if not k:
        yield ()
        return
    for i in range(k[0]):
        for rest in _offsets(k[1:]):
            yield (i,) + rest


def _deconv_grad(ctx, a, inputs, outputs, out_grads):
    """Deconvolution is the data-gradient of Convolution, so its own
    data-gradient is a Convolution of the out-grad with the same weight, and
    its weight-gradient the correlation of the out-grad's windows with data."""
    xp = ctx.xp
    x, w = inputs[0], inputs[1]
    b = inputs[2] if len(inputs) > 2 else None
    g = first_out_grad(xp, out_grads, outputs)
    k, stride, dilate, pad, _ = _deconv_geometry(a, x.shape)
    acc = xp.float32 if x.dtype == xp.float16 else x.dtype
    ga = g.astype(acc)
    conv = CONVOLUTION.parse_attrs({
        "kernel": k, "stride": stride, "dilate": dilate, "pad": pad,
        "num_filter": x.shape[1], "num_group": a.num_group, "no_bias": True})
    gx = CONVOLUTION.kernel(ctx, conv, ga, w.astype(acc, copy=False))
    gw = conv_weight_grad(xp, ga, x.astype(acc, copy=False), k, stride, dilate, pad,
                          a.num_group, acc)
    grads = (gx.astype(x.dtype), gw.astype(w.dtype))
    if b is None:
        return grads
    return grads + (ga.sum(axis=(0,) + tuple(range(2, g.ndim))).astype(b.dtype),)


DECONVOLUTION = register(Op(
    name="Deconvolution",
    inputs=("data", "weight", "bias"),
    attrs=(
        Attr("kernel", Shape),
        Attr("stride", Shape, ()),
        Attr("dilate", Shape, ()),
        Attr("pad", Shape, ()),
        Attr("adj", Shape, ()),
        # MXNet reads "None" (what its frontend writes for a python None, e.g. a positional
        # None) as an unknown shape, which leaves target_shape unused (measured); the other
        # shapes of the op refuse it (pad=None: "padding is None")
        Attr("target_shape", OptShape, ()),
        Attr("num_filter", Int),
        Attr("num_group", Int, 1),
        Attr("workspace", Int, 512, doc="accepted for compatibility; unused"),
        Attr("no_bias", Bool, True, doc="MXNet's operator default (Gluon passes False)"),
        Attr("cudnn_tune", OptStr("fastest", "limited_workspace", "off"), None),
        Attr("cudnn_off", Bool, False),
        Attr("layout", OptStr("NCDHW", "NCHW", "NCW", "NDHWC", "NHWC", "NWC"), None),
    ),
    kernel=_deconv_kernel,
    infer_shape=_deconv_shape,
    infer_input_shapes=_deconv_input_shapes,
    active_inputs=weight_bias_inputs,
    grad=_deconv_grad,
))
