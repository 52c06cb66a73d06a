"""Spatial transformer ops: GridGenerator and BilinearSampler.

Grids hold normalised coordinates in [-1, 1] -- channel 0 is x (width),
channel 1 is y (height) -- where -1 and 1 are the centres of the first and
last pixel.
"""
from __future__ import annotations

from ..registry import Attr, Op, OpError, OptBool, Shape, Str, register
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


register(Op(
    name="GridGenerator",
    attrs=(
        Attr("transform_type", Str("affine", "warp")),
        Attr("target_shape", Shape, (0, 0)),
    ),
    kernel=_grid_kernel,
    infer_shape=_grid_shape,
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


register(Op(
    name="BilinearSampler",
    inputs=("data", "grid"),
    attrs=(Attr("cudnn_off", OptBool, None),),
    kernel=_sampler_kernel,
    infer_shape=_sampler_shape,
))
