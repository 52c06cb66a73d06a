"""contrib.AdaptiveAvgPooling2D and contrib.BilinearResize2D against per-pixel loops."""
import json
import math
from pathlib import Path

import numpy as np
import pytest
from hybridlint.runtime.registry import OpError

from .harness import Case, check, resolve

R = np.random.default_rng(5)


def f32(*shape):
    return R.standard_normal(shape).astype("float32")


def ref_adaptive(x, oh, ow):
    n, c, h, w = x.shape
    out = np.zeros((n, c, oh, ow), x.dtype)
    for i in range(oh):
        for j in range(ow):
            h0, h1 = math.floor(i * h / oh), math.ceil((i + 1) * h / oh)
            w0, w1 = math.floor(j * w / ow), math.ceil((j + 1) * w / ow)
            out[:, :, i, j] = x[:, :, h0:h1, w0:w1].mean(axis=(2, 3))
    return out


def ref_bilinear(x, oh, ow, align=True):
    n, c, h, w = x.shape

    def src(i, size, out):
        if align:
            return i * (size - 1) / (out - 1) if out > 1 else 0.0
        return max((i + 0.5) * size / out - 0.5, 0.0)

    out = np.zeros((n, c, oh, ow), np.float64)
    for i in range(oh):
        sy = src(i, h, oh)
        y0 = min(int(sy), h - 1)
        y1, ly = min(y0 + 1, h - 1), sy - y0
        for j in range(ow):
            sx = src(j, w, ow)
            x0 = min(int(sx), w - 1)
            x1, lx = min(x0 + 1, w - 1), sx - x0
            out[:, :, i, j] = ((1 - ly) * ((1 - lx) * x[:, :, y0, x0] + lx * x[:, :, y0, x1])
                               + ly * ((1 - lx) * x[:, :, y1, x0] + lx * x[:, :, y1, x1]))
    return out.astype(x.dtype)


X = f32(2, 3, 7, 5)

CASES = [
    Case("contrib.AdaptiveAvgPooling2D", [X], reference=lambda x: x.mean(axis=(2, 3), keepdims=True),
         id="adaptive-default-1x1"),
    Case("contrib.AdaptiveAvgPooling2D", [X], {"output_size": 3},
         reference=lambda x: ref_adaptive(x, 3, 3), id="adaptive-int"),
    Case("contrib._contrib_AdaptiveAvgPooling2D", [X], {"output_size": "(4, 2)"},
         reference=lambda x: ref_adaptive(x, 4, 2), id="adaptive-overlapping-bins"),
    Case("contrib.BilinearResize2D", [X], {"height": 10, "width": 9},
         reference=lambda x: ref_bilinear(x, 10, 9), id="resize-align-corners", rtol=1e-5, atol=1e-5),
    Case("contrib._contrib_BilinearResize2D", [X], {"height": 4, "width": 11, "align_corners": False},
         reference=lambda x: ref_bilinear(x, 4, 11, align=False), id="resize-half-pixel",
         rtol=1e-5, atol=1e-5),
    Case("contrib.BilinearResize2D", [X], {"scale_height": 2.0, "scale_width": 0.5},
         reference=lambda x: ref_bilinear(x, 14, 2), id="resize-scale", rtol=1e-5, atol=1e-5),
    Case("contrib.BilinearResize2D", [X, f32(1, 1, 3, 8)], {"mode": "like"},
         reference=lambda x, like: ref_bilinear(x, 3, 8), id="resize-like", rtol=1e-5, atol=1e-5),
    Case("contrib.BilinearResize2D", [X], {"mode": "to_even_up"},
         reference=lambda x: ref_bilinear(x, 8, 6), id="resize-to-even-up", rtol=1e-5, atol=1e-5),
    Case("contrib.BilinearResize2D", [X], {"mode": "to_odd_down"},
         reference=lambda x: ref_bilinear(x, 7, 5), id="resize-to-odd-down", rtol=1e-5, atol=1e-5),
]


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.id)
def test_op(case):
    check(case)


def test_align_corners_keeps_the_corners():
    x = f32(1, 1, 3, 4)
    op = resolve("contrib.BilinearResize2D")
    from hybridlint.runtime.registry import KernelContext
    y = op.kernel(KernelContext(xp=np), op.parse_attrs({"height": 9, "width": 13}), x)
    np.testing.assert_allclose(y[..., [0, -1], :][..., [0, -1]], x[..., [0, -1], :][..., [0, -1]],
                               rtol=1e-6)


@pytest.mark.parametrize("name, attrs, shape, fragment", [
    ("contrib.AdaptiveAvgPooling2D", {"output_size": (1, 2, 3)}, (1, 1, 4, 4), "1 or 2 values"),
    ("contrib.AdaptiveAvgPooling2D", {}, (1, 4, 4), "4-D"),
    ("contrib.BilinearResize2D", {"mode": "like"}, (1, 1, 4, 4), "like"),
    ("contrib.BilinearResize2D", {"height": 0}, (1, 1, 4, 4), "positive"),
])
def test_bad_input_is_a_clear_op_error(name, attrs, shape, fragment):
    op = resolve(name)
    with pytest.raises(OpError) as info:
        op.out_shapes(op.parse_attrs(attrs), shape)
    assert fragment in str(info.value)


# MXNet 1.9.1's own outputs and gradients (bench/mxnet_resize_fixtures.py): its CPU kernel
# computes the source coordinates in float32 for every dtype, so even float64 results carry
# float32-rounded weights (1e-6 off an exact float64 resize at these sizes); ours match bit for bit
_FIX = np.load(Path(__file__).resolve().parents[1] / "fixtures" / "mxnet" / "bilinear_resize.npz")
_CALLS = json.loads(_FIX["__calls__"].tobytes())


@pytest.mark.parametrize("dtype", ["float32", "float64"])
@pytest.mark.parametrize("k", range(len(_CALLS)))
def test_bilinear_resize_equals_mxnet_bit_for_bit(k, dtype):
    from hybridlint.runtime import autograd, nd
    shape, oh, ow, align = _CALLS[k]
    x = nd.array(_FIX[f"{k}_x"], dtype=dtype)
    x.attach_grad()
    with autograd.record():
        y = nd.contrib.BilinearResize2D(x, height=oh, width=ow, align_corners=align)
    y.backward(nd.array(_FIX[f"{k}_{dtype}_head"], dtype=dtype))
    want = _FIX[f"{k}_{dtype}_out"]
    assert y.dtype == want.dtype
    np.testing.assert_array_equal(y.asnumpy(), want)
    # the gradient sums up to four products per input pixel: MXNet adds them in its loop's order
    tol = 1e-6 if dtype == "float32" else 1e-13
    np.testing.assert_allclose(x.grad.asnumpy(), _FIX[f"{k}_{dtype}_grad"], rtol=tol, atol=tol)
    # and it is an exact resize up to float32 rounding of the coordinates
    np.testing.assert_allclose(y.asnumpy(), ref_bilinear(_FIX[f"{k}_x"], oh, ow, align),
                               rtol=1e-5, atol=1e-5)
