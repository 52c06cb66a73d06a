"""Spatial transformer ops: GridGenerator, BilinearSampler, and SpatialTransformer (the two
in one node, as MXNet registers it).

Grids hold normalised coordinates in [-1, 1] -- channel 0 is x (width),
channel 1 is y (height) -- where -1 and 1 are the centres of the first and
last pixel.
"""
from __future__ import annotations

from ..registry import Attr, Op, OpError, OptBool, Shape, Str, register
from .grad_util import first_out_grad, scatter_add
from .nn_util import compute_dtype, quiet

# --------------------------------------------------------------------------
# GridGenerator
# --------------------------------------------------------------------------

def _grid_shape(a, data):
    if a.transform_type == "affine":
        if len(data) != 2 or (data[1] and data[1] != 6):
            raise OpError(f"GridGenerator: transform_type='affine' needs data (batch, 6), got "
                          f"{tuple(data)}")
        target = tuple(a.target_shape)
        if len(target) != 2 or min(target) < 1:
            raise OpError(f"GridGenerator: target_shape={target} must be a positive (height, width)")
        return (data[0], 2) + target
    if len(data) != 4 or (data[1] and data[1] != 2):
        raise OpError(f"GridGenerator: transform_type='warp' needs a flow field (batch, 2, H, W), "
                      f"got {tuple(data)}")
    return tuple(data)


@quiet
def _grid_kernel(ctx, a, data):
    xp = ctx.xp
    n, _, h, w = _grid_shape(a, data.shape)
    work = compute_dtype(xp, data.dtype)
    if a.transform_type == "affine":
        ys, xs = xp.meshgrid(xp.linspace(-1, 1, h), xp.linspace(-1, 1, w), indexing="ij")
        dst = xp.stack([xs.reshape(-1), ys.reshape(-1), xp.ones(h * w)]).astype(work)   # (3, H*W)
        theta = data.astype(work, copy=False).reshape(n, 2, 3)
        return xp.matmul(theta, dst).reshape(n, 2, h, w).astype(data.dtype, copy=False)
    # warp: a per-pixel offset (in pixels) from each pixel's own position
    ys, xs = xp.meshgrid(xp.arange(h), xp.arange(w), indexing="ij")
    flow = data.astype(work, copy=False)
    gx = (flow[:, 0] + xs) / ((w - 1) / 2.0) - 1 if w > 1 else xp.zeros_like(flow[:, 0]) - 1
    gy = (flow[:, 1] + ys) / ((h - 1) / 2.0) - 1 if h > 1 else xp.zeros_like(flow[:, 1]) - 1
    return xp.stack([gx, gy], axis=1).astype(data.dtype, copy=False)


def _grid_grad(ctx, a, inputs, outputs, out_grads):
    xp = ctx.xp
    data = inputs[0]
    g = first_out_grad(xp, out_grads, outputs)
    n, _, h, w = g.shape
    work = compute_dtype(xp, data.dtype)
    gw = g.astype(work)
    if a.transform_type == "affine":
        ys, xs = xp.meshgrid(xp.linspace(-1, 1, h), xp.linspace(-1, 1, w), indexing="ij")
        dst = xp.stack([xs.reshape(-1), ys.reshape(-1), xp.ones(h * w)]).astype(work)
        gtheta = xp.matmul(gw.reshape(n, 2, h * w), dst.T)
        return (gtheta.reshape(n, 6).astype(data.dtype),)
    sx = 2.0 / (w - 1) if w > 1 else 0.0
    sy = 2.0 / (h - 1) if h > 1 else 0.0
    return (xp.stack([gw[:, 0] * sx, gw[:, 1] * sy], axis=1).astype(data.dtype),)

register(Op(
    name="GridGenerator",
    mxnet_outputs=2,
    attrs=(
        Attr("transform_type", Str("affine", "warp")),
        Attr("target_shape", Shape, (0, 0)),
    ),
    kernel=_grid_kernel,
    infer_shape=_grid_shape,
    grad=_grid_grad,
))


# --------------------------------------------------------------------------
# BilinearSampler: samples outside the image read zeros
# --------------------------------------------------------------------------

def _sampler_shape(a, data, grid):
    if len(data) != 4 or len(grid) != 4 or grid[1] != 2 or data[0] != grid[0]:
        raise OpError(f"BilinearSampler: needs data (N, C, H, W) and grid (N, 2, H', W'), got "
                      f"{tuple(data)} and {tuple(grid)}")
    return (data[0], data[1], grid[2], grid[3])


@quiet
def _sampler_kernel(ctx, a, data, grid):
    xp = ctx.xp
    _sampler_shape(a, data.shape, grid.shape)
    n, _, h, w = data.shape
    work = compute_dtype(xp, data.dtype)
    g = grid.astype(work, copy=False)
    x = (g[:, 0] + 1) * (w - 1) / 2          # (N, H', W') in pixels
    y = (g[:, 1] + 1) * (h - 1) / 2
    x0 = xp.floor(x)
    y0 = xp.floor(y)
    wx = x - x0                              # weight of the right neighbour
    wy = y - y0                              # weight of the lower neighbour
    x0 = x0.astype(xp.int64)
    y0 = y0.astype(xp.int64)
    src = data.astype(work, copy=False)
    batch = xp.arange(n).reshape(n, 1, 1)
    out = 0
    for dy, fy in ((0, 1 - wy), (1, wy)):
        for dx, fx in ((0, 1 - wx), (1, wx)):
            yy, xx = y0 + dy, x0 + dx
            inside = (yy >= 0) & (yy < h) & (xx >= 0) & (xx < w)
            vals = src[batch, :, xp.clip(yy, 0, h - 1), xp.clip(xx, 0, w - 1)]   # (N, H', W', C)
            out = out + xp.where(inside[..., None], vals, 0) * (fy * fx)[..., None]
    return xp.moveaxis(out, -1, 1).astype(data.dtype, copy=False)


def _sampler_grad(ctx, a, inputs, outputs, out_grads):
    """data: every output's out-grad is added into its four neighbours with
    the bilinear weights; grid: the weights' slopes (+-1 per unit step in x or
    y) against the neighbours' values, scaled back to normalised units.
    Neighbours outside the image read zero and receive nothing."""
    xp = ctx.xp
    data, grid = inputs
    g = first_out_grad(xp, out_grads, outputs)
    n, c, h, w = data.shape
    work = compute_dtype(xp, data.dtype)
    gr = grid.astype(work, copy=False)
    x = (gr[:, 0] + 1) * (w - 1) / 2
    y = (gr[:, 1] + 1) * (h - 1) / 2
    x0f, y0f = xp.floor(x), xp.floor(y)
    wx, wy = x - x0f, y - y0f
    x0, y0 = x0f.astype(xp.int64), y0f.astype(xp.int64)
    src = data.astype(work, copy=False)
    gm = xp.moveaxis(g.astype(work), 1, -1)                       # (N, H', W', C)
    gdata = xp.zeros((n, h, w, c), dtype=work)
    batch = xp.arange(n).reshape(n, 1, 1)
    dx = xp.zeros(x.shape, dtype=work)
    dy = xp.zeros(y.shape, dtype=work)
    for oy, fy, sy in ((0, 1 - wy, -1.0), (1, wy, 1.0)):
        for ox, fx, sx in ((0, 1 - wx, -1.0), (1, wx, 1.0)):
            yy, xx = y0 + oy, x0 + ox
            inside = (yy >= 0) & (yy < h) & (xx >= 0) & (xx < w)
            yc, xc = xp.clip(yy, 0, h - 1), xp.clip(xx, 0, w - 1)
            weight = xp.where(inside, fy * fx, 0)
            scatter_add(xp, gdata, (xp.broadcast_to(batch, yc.shape), yc, xc),
                        gm * weight[..., None])
            vals = xp.where(inside[..., None], src[batch, :, yc, xc], 0)   # (N, H', W', C)
            dot = (vals * gm).sum(axis=-1)
            dx = dx + dot * fy * sx
            dy = dy + dot * fx * sy
    ggrid = xp.stack([dx * ((w - 1) / 2), dy * ((h - 1) / 2)], axis=1)
    return (xp.moveaxis(gdata, -1, 1).astype(data.dtype),
            xp.ascontiguousarray(ggrid).astype(grid.dtype))

register(Op(
    name="BilinearSampler",
    mxnet_outputs=2,
    inputs=("data", "grid"),
    attrs=(Attr("cudnn_off", OptBool, None),),
    kernel=_sampler_kernel,
    infer_shape=_sampler_shape,
    grad=_sampler_grad,
))


# --------------------------------------------------------------------------
# SpatialTransformer: an affine GridGenerator then a BilinearSampler in one node; MXNet 1.9.1
# samples the same way (zeros outside the image), so its kernels are the two above
# --------------------------------------------------------------------------

def _st_shape(a, data, loc):
    if len(data) != 4:
        raise OpError(f"SpatialTransformer: needs data (N, C, H, W), got {tuple(data)}")
    grid = _grid_shape(a, loc)
    if data[0] != grid[0]:
        raise OpError(f"SpatialTransformer: data has batch {data[0]} but loc has {grid[0]}")
    return (data[0], data[1]) + grid[2:]


def _st_kernel(ctx, a, data, loc):
    _st_shape(a, data.shape, loc.shape)
    return _sampler_kernel(ctx, a, data, _grid_kernel(ctx, a, loc))


def _st_grad(ctx, a, inputs, outputs, out_grads):
    data, loc = inputs
    grid = _grid_kernel(ctx, a, loc)
    gdata, ggrid = _sampler_grad(ctx, a, (data, grid), outputs, out_grads)
    (gloc,) = _grid_grad(ctx, a, (loc,), (grid,), (ggrid,))
    return gdata, gloc

register(Op(
    name="SpatialTransformer",
    mxnet_outputs=3,     # the output, and the target and source grids it keeps for backward
    inputs=("data", "loc"),
    attrs=(
        Attr("target_shape", Shape, (0, 0)),
        Attr("transform_type", Str("affine")),
        Attr("sampler_type", Str("bilinear")),
        Attr("cudnn_off", OptBool, None),
    ),
    kernel=_st_kernel,
    infer_shape=_st_shape,
    grad=_st_grad,
))
