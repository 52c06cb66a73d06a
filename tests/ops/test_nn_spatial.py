"""GridGenerator, BilinearSampler and SpatialTransformer against per-pixel loops and MXNet."""
import math
from pathlib import Path

import numpy as np
import pytest
from hybridlint.runtime.registry import OpError

from .harness import Case, check, resolve

R = np.random.default_rng(6)


def ref_affine_grid(theta, h, w):
    out = np.zeros((theta.shape[0], 2, h, w), np.float64)
    for b in range(theta.shape[0]):
        t = theta[b].reshape(2, 3)
        for i in range(h):
            for j in range(w):
                xt = -1 + 2 * j / (w - 1)
                yt = -1 + 2 * i / (h - 1)
                out[b, :, i, j] = t @ np.array([xt, yt, 1.0])
    return out.astype(theta.dtype)


def ref_warp_grid(flow):
    _, _, h, w = flow.shape
    out = np.zeros_like(flow, dtype=np.float64)
    for i in range(h):
        for j in range(w):
            out[:, 0, i, j] = (flow[:, 0, i, j] + j) / ((w - 1) / 2) - 1
            out[:, 1, i, j] = (flow[:, 1, i, j] + i) / ((h - 1) / 2) - 1
    return out.astype(flow.dtype)


def ref_sample(data, grid):
    n, c, h, w = data.shape
    out = np.zeros((n, c) + grid.shape[2:], np.float64)
    for b in range(n):
        for i in range(grid.shape[2]):
            for j in range(grid.shape[3]):
                x = (grid[b, 0, i, j] + 1) * (w - 1) / 2
                y = (grid[b, 1, i, j] + 1) * (h - 1) / 2
                x0, y0 = math.floor(x), math.floor(y)
                for yy, fy in ((y0, 1 - (y - y0)), (y0 + 1, y - y0)):
                    for xx, fx in ((x0, 1 - (x - x0)), (x0 + 1, x - x0)):
                        if 0 <= yy < h and 0 <= xx < w:
                            out[b, :, i, j] += data[b, :, yy, xx] * fy * fx
    return out.astype(data.dtype)


THETA = np.array([[1, 0, 0, 0, 1, 0], [0.8, -0.3, 0.1, 0.2, 1.1, -0.2]], "float32")
IMG = R.standard_normal((2, 3, 5, 6)).astype("float32")
GRID = (R.random((2, 2, 4, 7)) * 2.6 - 1.3).astype("float32")   # some samples fall outside

CASES = [
    Case("GridGenerator", [THETA], {"transform_type": "affine", "target_shape": (4, 5)},
         reference=lambda t: ref_affine_grid(t, 4, 5), id="grid-affine", atol=1e-6),
    Case("GridGenerator", [R.standard_normal((1, 2, 3, 4)).astype("float32")],
         {"transform_type": "warp"}, reference=ref_warp_grid, id="grid-warp", atol=1e-6),
    Case("BilinearSampler", [IMG, GRID], reference=ref_sample, id="sampler", rtol=1e-5, atol=1e-6),
    Case("SpatialTransformer", [IMG, THETA * np.array([1.3, 1, 1.1, 1, 1.2, 1], "float32")],
         {"target_shape": (4, 7), "transform_type": "affine", "sampler_type": "bilinear"},
         reference=lambda img, t: ref_sample(img, ref_affine_grid(t, 4, 7)), id="spatial-transformer",
         rtol=1e-5, atol=1e-6),
]


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.id)
def test_op(case):
    check(case)


def test_identity_transform_reproduces_the_image():
    from hybridlint.runtime.registry import KernelContext

    ctx = KernelContext(xp=np)
    gen, sam = resolve("GridGenerator"), resolve("BilinearSampler")
    grid = gen.kernel(ctx, gen.parse_attrs({"transform_type": "affine", "target_shape": (5, 6)}),
                      THETA[:1].repeat(2, 0))
    out = sam.kernel(ctx, sam.parse_attrs({}), IMG, grid)
    np.testing.assert_allclose(out, IMG, rtol=1e-5, atol=1e-6)


_ST = np.load(Path(__file__).resolve().parents[1] / "fixtures" / "mxnet" / "spatial_transformer.npz")


@pytest.mark.parametrize("k", [0, 1])
def test_spatial_transformer_equals_mxnet(k):
    from hybridlint.runtime import autograd, nd
    data, loc = nd.array(_ST[f"{k}_data"]), nd.array(_ST[f"{k}_loc"])
    data.attach_grad()
    loc.attach_grad()
    with autograd.record():
        y = nd.SpatialTransformer(data, loc, target_shape=tuple(int(v) for v in _ST[f"{k}_target"]),
                                  transform_type="affine", sampler_type="bilinear")
    y.backward(nd.array(_ST[f"{k}_head"]))
    np.testing.assert_allclose(y.asnumpy(), _ST[f"{k}_out"], rtol=1e-5, atol=1e-6)
    np.testing.assert_allclose(data.grad.asnumpy(), _ST[f"{k}_data_grad"], rtol=1e-5, atol=1e-6)
    # loc's gradient sums over every target pixel: float32 rounding in a different order
    np.testing.assert_allclose(loc.grad.asnumpy(), _ST[f"{k}_loc_grad"], rtol=1e-4, atol=1e-5)


@pytest.mark.parametrize("name, attrs, shapes, fragment", [
    ("GridGenerator", {"transform_type": "affine", "target_shape": (4, 5)}, [(2, 5)], "(batch, 6)"),
    ("GridGenerator", {"transform_type": "affine"}, [(2, 6)], "target_shape"),
    ("GridGenerator", {"transform_type": "warp"}, [(2, 3, 4, 4)], "flow field"),
    ("BilinearSampler", {}, [(2, 3, 4, 4), (2, 3, 4, 4)], "grid (N, 2"),
    ("SpatialTransformer", {"transform_type": "affine", "sampler_type": "bilinear"},
     [(2, 3, 4, 4), (2, 6)], "target_shape"),
    ("SpatialTransformer", {"transform_type": "affine", "sampler_type": "bilinear",
                            "target_shape": (3, 3)}, [(2, 3, 4, 4), (1, 6)], "batch 2"),
    ("SpatialTransformer", {"transform_type": "affine", "sampler_type": "bilinear",
                            "target_shape": (3, 3)}, [(2, 3, 4), (2, 6)], "(N, C, H, W)"),
])
def test_bad_input_is_a_clear_op_error(name, attrs, shapes, fragment):
    op = resolve(name)
    with pytest.raises(OpError) as info:
        op.out_shapes(op.parse_attrs(attrs), *shapes)
    assert fragment in str(info.value)
