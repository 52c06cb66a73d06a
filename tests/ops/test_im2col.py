"""im2col / col2im: values against a loop written with numpy and against real MXNet 1.9.1
(tests/fixtures/mxnet/im2col.npz from bench/mxnet_im2col_fixtures.py), gradients against MXNet's
(finite differences: the GradCases in test_grad_nn.py)."""
import json
from pathlib import Path

import numpy as np
import pytest
from hybridlint.runtime import autograd, nd, sym
from hybridlint.runtime.registry import OpError

from .grad_harness import rand
from .harness import Case, check

FIX = np.load(Path(__file__).resolve().parents[1] / "fixtures" / "mxnet" / "im2col.npz")
CALLS = [{k: tuple(v) for k, v in c.items()} for c in json.loads(FIX["__calls__"].tobytes())]
X = FIX["x"]


def _window(attrs):
    return (attrs["kernel"], attrs.get("stride", (1, 1)), attrs.get("dilate", (1, 1)),
            attrs.get("pad", (0, 0)))


def im2col_loops(x, attrs):
    """Element by element: row c * kh * kw + i * kw + j, column oh * OW + ow."""
    (kh, kw), (sh, sw), (dh, dw), (ph, pw) = _window(attrs)
    n, c, h, w = x.shape
    oh = (h + 2 * ph - dh * (kh - 1) - 1) // sh + 1
    ow = (w + 2 * pw - dw * (kw - 1) - 1) // sw + 1
    out = np.zeros((n, c * kh * kw, oh * ow), x.dtype)
    for ch in range(c):
        for i in range(kh):
            for j in range(kw):
                for r in range(oh):
                    for q in range(ow):
                        y, z = r * sh + i * dh - ph, q * sw + j * dw - pw
                        if 0 <= y < h and 0 <= z < w:
                            out[:, (ch * kh + i) * kw + j, r * ow + q] = x[:, ch, y, z]
    return out


def col2im_loops(cols, size, attrs):
    """The adjoint of im2col_loops: every column element added back where it was read."""
    (kh, kw), (sh, sw), (dh, dw), (ph, pw) = _window(attrs)
    n, rows, _ = cols.shape
    h, w = size
    oh = (h + 2 * ph - dh * (kh - 1) - 1) // sh + 1
    ow = (w + 2 * pw - dw * (kw - 1) - 1) // sw + 1
    out = np.zeros((n, rows // (kh * kw), h, w), cols.dtype)
    for ch in range(rows // (kh * kw)):
        for i in range(kh):
            for j in range(kw):
                for r in range(oh):
                    for q in range(ow):
                        y, z = r * sh + i * dh - ph, q * sw + j * dw - pw
                        if 0 <= y < h and 0 <= z < w:
                            out[:, ch, y, z] += cols[:, (ch * kh + i) * kw + j, r * ow + q]
    return out


CASES = (
    [Case("im2col", [X], attrs, reference=lambda x, a=attrs: im2col_loops(x, a), id=f"im2col-{k}")
     for k, attrs in enumerate(CALLS)]
    + [Case("col2im", [FIX[f"{k}_head"]], dict(attrs, output_size=X.shape[2:]),
            reference=lambda c, a=attrs: col2im_loops(c, X.shape[2:], a), id=f"col2im-{k}")
       for k, attrs in enumerate(CALLS)]
    + [Case("im2col", [rand((1, 2, 5, 4)).astype("float64")], {"kernel": (2, 3), "pad": (1, 1)},
            reference=lambda x: im2col_loops(x, {"kernel": (2, 3), "pad": (1, 1)}),
            id="im2col-float64")])

@pytest.mark.parametrize("case", CASES, ids=lambda c: c.id)
def test_values(case):
    check(case)


@pytest.mark.parametrize("k", range(len(CALLS)))
def test_matches_mxnet(k):
    attrs = CALLS[k]
    data = nd.array(X)
    data.attach_grad()
    with autograd.record():
        cols = nd.im2col(data, **attrs)
    cols.backward(nd.array(FIX[f"{k}_head"]))
    np.testing.assert_array_equal(cols.asnumpy(), FIX[f"{k}_cols"])
    np.testing.assert_allclose(data.grad.asnumpy(), FIX[f"{k}_grad"], rtol=1e-6, atol=1e-6)
    back = nd.array(FIX[f"{k}_head"])
    back.attach_grad()
    with autograd.record():
        img = nd.col2im(back, output_size=X.shape[2:], **attrs)
    img.backward(nd.array(FIX[f"{k}_img_head"]))
    np.testing.assert_allclose(img.asnumpy(), FIX[f"{k}_img"], rtol=1e-6, atol=1e-6)
    np.testing.assert_array_equal(back.grad.asnumpy(), FIX[f"{k}_img_grad"])


def test_symbol_shape_and_json_attributes():
    s = sym.im2col(sym.var("data"), kernel=(3, 3), pad=(1, 1))
    assert s.infer_shape(data=(2, 3, 7, 6))[1] == [(2, 27, 42)]
    node = json.loads(s.tojson())["nodes"][-1]
    assert node["op"] == "im2col" and node["attrs"] == {"kernel": "(3, 3)", "pad": "(1, 1)"}
    back = sym.col2im(sym.var("cols"), output_size=(7, 6), kernel=(3, 3), pad=(1, 1))
    assert back.infer_shape(cols=(2, 27, 42))[1] == [(2, 3, 7, 6)]


@pytest.mark.parametrize("call, text", [
    (lambda: nd.im2col(nd.zeros((1, 2, 9, 9)), kernel=(3,)), "2-D kernels only"),
    (lambda: nd.im2col(nd.zeros((1, 2, 4, 4)), kernel=(3, 3), stride=(1,)), "stride=(1,)"),
    (lambda: nd.im2col(nd.zeros((1, 2, 2, 2)), kernel=(3, 3)), "smaller than the dilated kernel"),
    (lambda: nd.col2im(nd.zeros((1, 9, 5)), output_size=(4, 4), kernel=(3, 3)),
     "5 columns, but output_size=(4, 4)"),
    (lambda: nd.col2im(nd.zeros((1, 10, 4)), output_size=(4, 4), kernel=(3, 3)),
     "no whole number of kernel=(3, 3) blocks"),
])
def test_errors_name_the_problem(call, text):
    with pytest.raises(OpError, match=None) as info:
        call()
    assert text in str(info.value)
