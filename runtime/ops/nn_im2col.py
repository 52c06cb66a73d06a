"""im2col and col2im: a 2-D image's sliding blocks as columns, and the sum of columns back.

MXNet 1.9.1 lays the columns out channel-major, (N, C * kh * kw, OH * OW), with the kernel
offset (c, i, j) in row c * kh * kw + i * kw + j and the output position (oh, ow) in column
oh * OW + ow; col2im adds every column back where it came from (overlaps sum), so each is the
other's gradient. MXNet 1.9.1 infers shapes for 1-D and 3-D kernels too but its kernels fail
on them ("index = 3 must be in range [0, 3)" / "new and old shape do not match"), so the
runtime raises for them up front.
"""
from __future__ import annotations

from ..registry import REQUIRED, Attr, Op, OpError, Shape, register


def _geometry(name, a, spatial):
    k = tuple(a.kernel)
    if len(k) != 2:
        raise OpError(f"{name}: MXNet 1.9.1 computes 2-D kernels only (its 1-D and 3-D kernels "
                      f"fail), got kernel={k}; reshape the data to 4-D (N, C, H, W) and use a "
                      f"(kh, kw) kernel")
    s = tuple(a.stride) or (1, 1)
    d = tuple(a.dilate) or (1, 1)
    p = tuple(a.pad) or (0, 0)
    for attr, v in (("stride", s), ("dilate", d), ("pad", p)):
        if len(v) != 2:
            raise OpError(f"{name}: {attr}={v} must have 2 entries like kernel={k}")
    if min(s) < 1 or min(d) < 1 or min(k) < 1 or min(p) < 0:
        raise OpError(f"{name}: kernel, stride and dilate must be >= 1 and pad >= 0, got "
                      f"kernel={k} stride={s} dilate={d} pad={p}")
    out = []
    for ax in range(2):
        span = d[ax] * (k[ax] - 1) + 1
        size = spatial[ax] + 2 * p[ax]
        if size < span:
            raise OpError(f"{name}: the padded input size {size} on spatial axis {ax} is "
                          f"smaller than the dilated kernel span {span}")
        out.append((size - span) // s[ax] + 1)
    return k, s, d, p, tuple(out)


def _im2col_shape(a, s):
    if len(s) != 4:
        raise OpError(f"im2col: needs 4-D (N, C, H, W) data, got shape {tuple(s)}")
    k, _, _, _, (oh, ow) = _geometry("im2col", a, s[2:])
    return (s[0], s[1] * k[0] * k[1], oh * ow)


def _windows(k, s, d, out):
    """The strided slices of the padded image that kernel offset (i, j) reads."""
    for i in range(k[0]):
        for j in range(k[1]):
            rows = slice(i * d[0], i * d[0] + s[0] * (out[0] - 1) + 1, s[0])
            cols = slice(j * d[1], j * d[1] + s[1] * (out[1] - 1) + 1, s[1])
            yield i, j, rows, cols


def _im2col(ctx, a, x):
    xp = ctx.xp
    n, c = x.shape[:2]
    k, s, d, p, out = _geometry("im2col", a, x.shape[2:])
    padded = xp.pad(x, ((0, 0), (0, 0), (p[0], p[0]), (p[1], p[1])))
    cols = xp.empty((n, c, k[0], k[1]) + out, dtype=x.dtype)
    for i, j, rows, cs in _windows(k, s, d, out):
        cols[:, :, i, j] = padded[:, :, rows, cs]
    return cols.reshape(n, c * k[0] * k[1], out[0] * out[1])


def _col2im_shape(a, s):
    size = tuple(a.output_size)
    if len(s) != 3:
        raise OpError(f"col2im: needs 3-D (N, C * kh * kw, L) columns, got shape {tuple(s)}")
    if len(size) != 2:
        raise OpError(f"col2im: output_size={size} must be (H, W)")
    k, _, _, _, (oh, ow) = _geometry("col2im", a, size)
    if s[1] % (k[0] * k[1]):
        raise OpError(f"col2im: {s[1]} rows are no whole number of kernel={k} blocks")
    if s[2] != oh * ow:
        raise OpError(f"col2im: {s[2]} columns, but output_size={size} with these kernel, "
                      f"stride, dilate and pad gives {oh} x {ow} = {oh * ow} positions")
    return (s[0], s[1] // (k[0] * k[1])) + size


def _sum_back(xp, a, cols, size):
    """Columns (N, C * kh * kw, L) added back into (N, C) + size images; ``a`` gives the window
    (col2im's own attributes, or im2col's for its gradient)."""
    n = cols.shape[0]
    k, s, d, p, out = _geometry("col2im", a, size)
    c = cols.shape[1] // (k[0] * k[1])
    blocks = cols.reshape((n, c, k[0], k[1]) + out)
    padded = xp.zeros((n, c, size[0] + 2 * p[0], size[1] + 2 * p[1]), dtype=cols.dtype)
    for i, j, rows, cs in _windows(k, s, d, out):
        padded[:, :, rows, cs] += blocks[:, :, i, j]
    return padded[:, :, p[0]:p[0] + size[0], p[1]:p[1] + size[1]].copy()


def _col2im(ctx, a, cols):
    _col2im_shape(a, cols.shape)
    return _sum_back(ctx.xp, a, cols, tuple(a.output_size))


_WINDOW = (Attr("kernel", Shape, REQUIRED), Attr("stride", Shape, ()), Attr("dilate", Shape, ()),
           Attr("pad", Shape, ()))


register(Op(name="im2col", attrs=_WINDOW, kernel=_im2col, infer_shape=_im2col_shape,
            rank={"rank": 3},
            grad=lambda ctx, a, inputs, outputs, out_grads: (
                _sum_back(ctx.xp, a, out_grads[0], inputs[0].shape[2:])
                .astype(inputs[0].dtype, copy=False),)))
register(Op(name="col2im", attrs=(Attr("output_size", Shape, REQUIRED),) + _WINDOW,
            kernel=_col2im, infer_shape=_col2im_shape, rank={"rank": 4},
            grad=lambda ctx, a, inputs, outputs, out_grads: (
                _im2col(ctx, a, out_grads[0]).astype(inputs[0].dtype, copy=False),)))
