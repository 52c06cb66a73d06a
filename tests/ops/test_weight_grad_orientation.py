"""The convolution weight gradients whose product ``a @ b^T`` may run as ``(b @ a^T)^T``
(``nn_util.product_nt_swapped``: float32 numpy arrays, ``a`` with fewer rows): each path
(generic columns, wide rows, row shifts) with the swap taken and refused gives the same
gradient, and both match a float64 reference; float64 and other array modules keep the
plain product.  The column phases' product has one orientation (the shifted out-grad
laid out (N*OH*U, M*F) on the right), whatever the helper says."""
import numpy as np
import pytest

from hybridlint.runtime.ops import nn_conv, nn_util


def _reference(x, g, k, stride, pad):
    """d(loss)/d(weight) in float64, one tap at a time."""
    x64, g64 = x.astype(np.float64), g.astype(np.float64)
    xp_ = np.pad(x64, ((0, 0), (0, 0), (pad[0], pad[0]), (pad[1], pad[1])))
    oh, ow = g.shape[2:]
    gw = np.zeros((g.shape[1], x.shape[1]) + tuple(k))
    for i in range(k[0]):
        for j in range(k[1]):
            win = xp_[:, :, i:i + (oh - 1) * stride[0] + 1:stride[0],
                      j:j + (ow - 1) * stride[1] + 1:stride[1]]
            gw[:, :, i, j] = np.einsum("nfyx,ncyx->fc", g64, win)
    return gw


def _both(monkeypatch, fn):
    """``fn()`` with the swap as the helper decides, then with it refused."""
    chosen = fn()
    monkeypatch.setattr(nn_conv, "product_nt_swapped", lambda xp, a, b: False)
    plain = fn()
    return chosen, plain


def _data(x_shape, g_shape, seed):
    rng = np.random.default_rng(seed)
    return (rng.standard_normal(x_shape).astype(np.float32),
            rng.standard_normal(g_shape).astype(np.float32))


def _close(chosen, plain, ref):
    assert chosen.shape == plain.shape == ref.shape and chosen.dtype == np.float32
    scale = np.abs(ref).max()
    np.testing.assert_allclose(chosen, plain, rtol=0, atol=2e-6 * scale)
    np.testing.assert_allclose(chosen, ref, rtol=0, atol=2e-5 * scale)


@pytest.mark.parametrize("x_shape,filters,k,stride,pad", [
    ((4, 3, 32, 32), 8, (7, 7), (2, 2), (3, 3)),      # a ResNet stem
    ((3, 2, 15, 17), 3, (5, 5), (2, 3), (2, 1)),
    ((2, 1, 9, 9), 16, (3, 5), (1, 2), (1, 2)),
])
def test_column_phases(monkeypatch, x_shape, filters, k, stride, pad):
    oh = (x_shape[2] + 2 * pad[0] - k[0]) // stride[0] + 1
    ow = (x_shape[3] + 2 * pad[1] - k[1]) // stride[1] + 1
    x, g = _data(x_shape, (x_shape[0], filters, oh, ow), 1)
    chosen, plain = _both(monkeypatch, lambda: nn_conv._phase_weight_grad_2d(
        np, x, g, k, stride, (1, 1), pad, np.float32))
    assert chosen.tobytes() == plain.tobytes()
    _close(chosen, plain, _reference(x, g, k, stride, pad))


@pytest.mark.parametrize("x_shape,filters,k,pad", [
    ((4, 8, 6, 6), 4, (3, 3), (1, 1)),                 # narrow output: the generic columns
    ((2, 8, 10, 10), 4, (3, 3), (1, 1)),               # wide rows (OW >= 8)
    ((2, 2, 10, 12), 40, (3, 3), (0, 1)),              # more filters than taps: plain
])
def test_columns_and_wide_rows(monkeypatch, x_shape, filters, k, pad):
    oh, ow = x_shape[2] + 2 * pad[0] - k[0] + 1, x_shape[3] + 2 * pad[1] - k[1] + 1
    x, g = _data(x_shape, (x_shape[0], filters, oh, ow), 2)
    chosen, plain = _both(monkeypatch, lambda: nn_conv.conv_weight_grad(
        np, x, g, k, (1, 1), (1, 1), pad, 1, np.float32))
    _close(chosen, plain, _reference(x, g, k, (1, 1), pad))


@pytest.mark.parametrize("x_shape,filters,k,pad", [
    ((3, 8, 7, 9), 2, (3, 3), (1, 1)),                 # Fg*kw = 6 < Cg*kh = 24: swapped
    ((2, 6, 12, 12), 16, (5, 5), (0, 0)),              # LeNet's second layer: plain
])
def test_row_shifts(monkeypatch, x_shape, filters, k, pad):
    oh, ow = x_shape[2] + 2 * pad[0] - k[0] + 1, x_shape[3] + 2 * pad[1] - k[1] + 1
    x, g = _data(x_shape, (x_shape[0], filters, oh, ow), 3)
    w = np.zeros((filters, x_shape[1]) + k, np.float32)
    chosen, plain = _both(monkeypatch, lambda: nn_conv._row_shift_grads_2d(
        np, x, x.shape, w, g, k, (1, 1), pad, 1, np.float32, False, True)[1]())
    _close(chosen, plain, _reference(x, g, k, (1, 1), pad))


def test_the_decision():
    a32, b32 = np.zeros((3, 5), np.float32), np.zeros((4, 5), np.float32)
    assert nn_util.product_nt_swapped(np, a32, b32)
    assert not nn_util.product_nt_swapped(np, b32, a32)
    assert not nn_util.product_nt_swapped(np, a32.astype(np.float64), b32.astype(np.float64))
    assert not nn_util.product_nt_swapped(np, a32, b32.astype(np.float64))

    class OtherModule:          # (cupy: cuBLAS keeps the plain product)
        __name__ = "cupy"
        float32 = np.float32
    assert not nn_util.product_nt_swapped(OtherModule(), a32, b32)
