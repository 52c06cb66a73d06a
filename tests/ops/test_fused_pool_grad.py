"""The compiled max-pool gradient of the ``fast`` extra (runtime/ops/fused.py, numba) for
2-D float32 pools with overlapping or overhanging windows: the numpy rule's bits (the tap
loop's sums), ties, signed zeros, padding and hits in the padding included.  Skips without
numba (the numpy path is test_maxpool_first_hits_grad.py's)."""
import numpy as np
import pytest
from hybridlint.runtime import autograd, nd
from hybridlint.runtime.ops import fused, nn_conv

needs_numba = pytest.mark.skipif(not fused.ENABLED, reason="needs numba (the fast extra), enabled")

# (input shape, kernel, stride, pad): ResNet's stem pool, overhanging windows, windows
# overlapping by all but one row, a kernel wider than tall with padding, a 3x3/1 pad 2 pool
# (windows made of padding but for a corner)
GEOMETRIES = [((32, 8, 16, 16), (3, 3), (2, 2), (1, 1)), ((2, 3, 7, 7), (3, 3), (2, 2), (0, 0)),
              ((2, 2, 6, 5), (2, 2), (1, 1), (0, 0)), ((3, 2, 5, 9), (2, 3), (1, 2), (1, 1)),
              ((2, 2, 4, 4), (3, 3), (1, 1), (2, 2))]


def _data(shape, data, rng):
    x = rng.normal(size=shape).astype(np.float32)
    if data == "relu":
        x = np.maximum(x, 0)
    elif data == "signed_zeros":
        x = np.where(rng.random(shape) < 0.5, np.float32(0), np.float32(-0.0)).astype(np.float32)
    elif data == "lowest":
        # the padding's fill value inside the data: windows tie with their padding
        x = np.where(rng.random(shape) < 0.7, np.finfo(np.float32).min, x).astype(np.float32)
    return x


def _grad(x, head, k, stride, pad, layout=None):
    xa = nd.array(x, dtype=x.dtype)
    xa.attach_grad()
    kw = {"layout": layout} if layout else {}
    with autograd.record():
        y = nd.Pooling(xa, kernel=k, stride=stride, pad=pad, pool_type="max", **kw)
    y.backward(nd.array(head, dtype=head.dtype))
    return y.asnumpy(), xa.grad.asnumpy()


@needs_numba
@pytest.mark.parametrize("shape,k,stride,pad", GEOMETRIES)
@pytest.mark.parametrize("data", ["normal", "relu", "signed_zeros", "lowest"])
def test_compiled_pool_grad_is_the_numpy_rule_bitwise(shape, k, stride, pad, data, monkeypatch):
    rng = np.random.default_rng(7)
    x = _data(shape, data, rng)
    out_shape = nd.Pooling(nd.array(x), kernel=k, stride=stride, pad=pad, pool_type="max").shape
    head = rng.normal(size=out_shape).astype(np.float32)
    head[..., 0] = -0.0                                # a signed zero out-grad in every row
    calls = []
    # (a recorded forward keeps its first maxima and the rule scatters, else -- where that
    # kernel refuses, at ties with the padding -- the rule's compiled scan)
    for fn in ("max_pool_grad_2d", "max_pool_scatter"):
        real = getattr(fused, fn)
        monkeypatch.setattr(fused, fn, lambda *a, _r=real: calls.append(1) or _r(*a))
    y, got = _grad(x, head, k, stride, pad)
    assert calls, "the compiled gradient was not taken"
    monkeypatch.setattr(fused, "ENABLED", False)
    y_ref, ref = _grad(x, head, k, stride, pad)
    assert got.dtype == ref.dtype and got.tobytes() == ref.tobytes()
    assert y.tobytes() == y_ref.tobytes()


@needs_numba
def test_channels_last_and_left_to_numpy(monkeypatch):
    """NHWC gives NCHW's gradient moved; exact tilings, float64 and non-finite out-grads
    keep the numpy passes."""
    rng = np.random.default_rng(5)
    x = rng.normal(size=(2, 9, 9, 3)).astype(np.float32)
    head = rng.normal(size=(2, 4, 4, 3)).astype(np.float32)
    _, cl = _grad(x, head, (3, 3), (2, 2), (0, 0), layout="NHWC")
    _, cf = _grad(x.transpose(0, 3, 1, 2).copy(), head.transpose(0, 3, 1, 2).copy(),
                  (3, 3), (2, 2), (0, 0))
    assert cl.tobytes() == np.ascontiguousarray(cf.transpose(0, 2, 3, 1)).tobytes()
    calls = []
    monkeypatch.setattr(fused, "max_pool_grad_2d", lambda *a: calls.append(1))
    _grad(rng.normal(size=(2, 3, 8, 8)).astype(np.float32),
          rng.normal(size=(2, 3, 4, 4)).astype(np.float32), (2, 2), (2, 2), (0, 0))
    _grad(rng.normal(size=(2, 3, 7, 7)), rng.normal(size=(2, 3, 3, 3)), (3, 3), (2, 2), (0, 0))
    inf = np.full((2, 3, 3, 3), np.inf, np.float32)
    _grad(rng.normal(size=(2, 3, 7, 7)).astype(np.float32), inf, (3, 3), (2, 2), (0, 0))
    assert not calls
