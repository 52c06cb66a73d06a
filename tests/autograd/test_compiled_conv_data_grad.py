"""The compiled backward's data gradient of a convolution whose weight gradient comes
from kept channels-last columns and whose rule would make the data gradient with the row
shifts (LeNet's second layer): with the ``fast`` extra, one batched product and a
compiled col2im (compiler/grad.py ``_compiled_data_grad``, ``fused.conv_col2im_2d``);
without it, the rule's own row-shift call without its dispatch
(``nn_conv.row_shift_data_grad``: the rule's bits).
Equal to the rule's to float32 rounding (a float64 reference), padding cropped, the bias
gradient the rule's bits; elsewhere (no numba, float64, other forms) the rule decides.
The rule itself takes the same col2im, strided too, where its numpy form runs along the
channels of an input with rows at least as long (``nn_conv.data_grad_along_channels``:
the slim ResNet's stage-1 convolutions)."""
import numpy as np
import pytest
from hybridlint.runtime import autograd, nd, random
from hybridlint.runtime import name as _name
from hybridlint.runtime.compiler import grad as cgrad
from hybridlint.runtime.gluon import HybridBlock, nn
from hybridlint.runtime.ops import fused, nn_conv
from hybridlint.runtime.registry import KernelContext, get

needs_numba = pytest.mark.skipif(not fused.ENABLED, reason="needs numba (the fast extra), enabled")

CONV = get("Convolution")

# (data shape, filters, kernel, pad): LeNet's second layer, a padded 3x3 on a 16x16 image,
# a rectangular kernel with rectangular padding, a padding as wide as the kernel allows
GEOMETRIES = [((32, 6, 12, 12), 16, (5, 5), (0, 0)), ((3, 4, 16, 16), 6, (3, 3), (1, 1)),
              ((2, 5, 14, 11), 7, (3, 5), (1, 2)), ((2, 4, 12, 12), 4, (3, 3), (2, 2))]


def _attrs(filters, k, pad):
    return CONV.parse_attrs(dict(kernel=k, num_filter=filters, pad=pad))


def _rule(a, x, w, b, g, dtype):
    ctx = KernelContext(np, True, None, (True, False, True))
    args = [v.astype(dtype) for v in (x, w, b)]
    return CONV.grad(ctx, a, args, [None], [g.astype(dtype)])


@needs_numba
@pytest.mark.parametrize("shape,filters,k,pad", GEOMETRIES)
def test_equals_the_rule_to_float32_rounding(shape, filters, k, pad):
    rng = np.random.default_rng(2)
    a = _attrs(filters, k, pad)
    x = rng.normal(size=shape).astype(np.float32)
    w = rng.normal(size=(filters, shape[1]) + k).astype(np.float32)
    b = rng.normal(size=filters).astype(np.float32)
    out = CONV.kernel(KernelContext(np), a, x, w, b)
    g = rng.normal(size=out.shape).astype(np.float32)
    assert nn_conv.data_grad_by_row_shifts(a, x.shape, g.shape) == (k, pad)
    got = cgrad._compiled_data_grad(a, np, x, w, g)
    assert got.shape == x.shape and got.dtype == np.float32 and got.flags.c_contiguous
    ref = _rule(a, x, w, b, g, np.float64)[0]
    assert np.abs(got - ref).max() <= 1e-6 * np.abs(ref).max()
    # the compiled backward's whole result: the rule's bias gradient bits
    box = [np.ascontiguousarray(np.zeros((shape[0],) + out.shape[2:] + k + (shape[1],),
                                         np.float32))]
    grads = cgrad._conv_backward_kept_cl(CONV, a, np, True, [x, w, b], [out], [g],
                                         (True, True, True), box)
    rule = _rule(a, x, w, b, g, np.float32)
    assert grads[0].tobytes() == got.tobytes()
    assert grads[2].tobytes() == rule[2].tobytes()


def test_the_rule_decides_elsewhere(monkeypatch):
    """float64, no numba, and forms other than the row shifts (8+ filters on a small
    image: the same-convolution form; stride 2) keep the rule."""
    rng = np.random.default_rng(4)
    a = _attrs(16, (5, 5), (0, 0))
    x, w = rng.normal(size=(2, 6, 12, 12)), rng.normal(size=(16, 6, 5, 5))
    g = rng.normal(size=(2, 16, 8, 8))
    assert cgrad._compiled_data_grad(a, np, x, w, g) is None
    monkeypatch.setattr(fused, "ENABLED", False)
    x, w, g = (v.astype(np.float32) for v in (x, w, g))
    assert cgrad._compiled_data_grad(a, np, x, w, g) is None
    assert nn_conv.data_grad_by_row_shifts(_attrs(8, (3, 3), (1, 1)), (2, 8, 8, 8),
                                           (2, 8, 8, 8)) is None
    strided = CONV.parse_attrs(dict(kernel=(3, 3), num_filter=4, stride=(2, 2)))
    assert nn_conv.data_grad_by_row_shifts(strided, (2, 4, 13, 13), (2, 4, 6, 6)) is None


# (data shape, filters, kernel, stride, pad): the same-convolution form (8x8 with 8 and 16
# filters, a 4x16 image, a 5x5 kernel), the channels-last form (3x3/2 and 1x1/2 onto 4x4)
ALONG_CHANNELS = [((4, 8, 8, 8), 8, (3, 3), (1, 1), (1, 1)),
                  ((3, 8, 8, 8), 16, (3, 3), (1, 1), (1, 1)),
                  ((2, 8, 4, 16), 8, (3, 3), (1, 1), (1, 1)),
                  ((2, 8, 8, 8), 8, (5, 5), (1, 1), (2, 2)),
                  ((3, 8, 8, 8), 16, (3, 3), (2, 2), (1, 1)),
                  ((3, 8, 8, 8), 16, (1, 1), (2, 2), (0, 0)),
                  ((2, 4, 7, 7), 8, (3, 3), (2, 2), (1, 1))]


@needs_numba
@pytest.mark.parametrize("shape,filters,k,stride,pad", ALONG_CHANNELS)
def test_the_rule_adds_along_rows_where_its_form_runs_along_channels(shape, filters, k, stride,
                                                                    pad, monkeypatch):
    rng = np.random.default_rng(5)
    a = CONV.parse_attrs(dict(kernel=k, num_filter=filters, stride=stride, pad=pad))
    x = rng.normal(size=shape).astype(np.float32)
    w = rng.normal(size=(filters, shape[1]) + k).astype(np.float32)
    b = rng.normal(size=filters).astype(np.float32)
    out = CONV.kernel(KernelContext(np), a, x, w, b)
    g = rng.normal(size=out.shape).astype(np.float32)
    assert nn_conv.data_grad_along_channels(a, x.shape, g.shape) == (k, stride, pad)
    calls = []
    real = fused.conv_col2im_2d
    monkeypatch.setattr(fused, "conv_col2im_2d", lambda *v: calls.append(v[2:]) or real(*v))
    got = _rule(a, x, w, b, g, np.float32)
    assert calls == [stride]
    ref = _rule(a, x, w, b, g, np.float64)
    assert got[0].shape == x.shape and got[0].dtype == np.float32 and got[0].flags.c_contiguous
    assert np.abs(got[0] - ref[0]).max() <= 1e-6 * np.abs(ref[0]).max()
    # asked for every gradient, the weight's and the bias's keep their forms: the numpy
    # path's bits
    def every(enabled):
        monkeypatch.setattr(fused, "ENABLED", enabled)
        return CONV.grad(KernelContext(np, True, None, (True, True, True)), a, [x, w, b], [None],
                         [g])
    fast, numpy_path = every(True), every(False)
    assert fast[0].tobytes() == got[0].tobytes()
    assert fast[1].tobytes() == numpy_path[1].tobytes()
    assert fast[2].tobytes() == numpy_path[2].tobytes()


def test_along_channels_only_on_rows_as_long_as_the_channels():
    """Rows shorter than the channels (the slim ResNet's later stages), the dense map,
    dilation, groups and the other forms keep the rule's numpy forms."""
    def along(shape, filters, k=(3, 3), stride=(1, 1), pad=(1, 1), **kw):
        a = CONV.parse_attrs(dict(kernel=k, num_filter=filters, stride=stride, pad=pad, **kw))
        out = CONV.kernel(KernelContext(np), a, np.zeros(shape, np.float32),
                          np.zeros((filters, shape[1] // a.num_group) + k, np.float32))
        return nn_conv.data_grad_along_channels(a, shape, out.shape)
    assert along((2, 8, 8, 8), 8) == ((3, 3), (1, 1), (1, 1))
    assert along((2, 16, 8, 8), 16) is None          # 8 < 16 channels
    assert along((2, 16, 4, 4), 16) is None
    assert along((2, 8, 6, 6), 8) is None
    assert along((2, 8, 2, 2), 8) is None            # the dense map
    assert along((2, 8, 8, 8), 8, dilate=(2, 2), pad=(2, 2)) is None
    assert along((2, 8, 8, 8), 8, num_group=2) is None
    assert along((2, 6, 12, 12), 16, k=(5, 5), pad=(0, 0)) is None   # the row shifts


@needs_numba
def test_the_strided_col2im_equals_numpys_adds():
    """fused.conv_col2im_2d with strides: each element's shares in (i, j) order from +0.0,
    as numpy's adds of strided views in that order make them (the same bits)."""
    rng = np.random.default_rng(6)
    for (sh, sw), (kh, kw), (oh, ow) in (((2, 2), (3, 3), (4, 4)), ((1, 2), (3, 1), (5, 3)),
                                         ((3, 2), (2, 5), (3, 4)), ((1, 1), (3, 3), (4, 6))):
        gc = rng.normal(size=(2, 3, kh, kw, oh, ow)).astype(np.float32)
        gc[0, 0, 0, 0, 0, 0] = -0.0
        hp, wp = (oh - 1) * sh + kh, (ow - 1) * sw + kw
        want = np.zeros((2, 3, hp, wp), np.float32)
        for i in range(kh):
            for j in range(kw):
                want[:, :, i:i + (oh - 1) * sh + 1:sh, j:j + (ow - 1) * sw + 1:sw] += gc[:, :, i, j]
        got = fused.conv_col2im_2d(gc, np.zeros((2, 3, hp, wp), np.float32), sh, sw)
        assert got.tobytes() == want.tobytes()


class LeNet(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv1 = nn.Conv2D(6, 5)
            self.conv2 = nn.Conv2D(16, 5)
            self.out = nn.Dense(10)

    def hybrid_forward(self, F, x):
        x = F.Pooling(F.relu(self.conv1(x)), kernel=(2, 2), stride=(2, 2), pool_type="max")
        x = F.Pooling(F.relu(self.conv2(x)), kernel=(2, 2), stride=(2, 2), pool_type="max")
        return self.out(x)


def _grads(hybrid, steps=3):
    random.seed(3)
    with _name.NameManager():
        net = LeNet()
    net.initialize()
    x = nd.array(np.random.default_rng(0).normal(size=(8, 1, 28, 28)).astype(np.float32))
    if hybrid:
        net.hybridize(static_alloc=True)
    for _ in range(steps):
        with autograd.record():
            loss = (net(x) ** 2).sum()
        loss.backward()
        for p in net.collect_params().values():
            p.set_data(p.data() - 0.01 * p.grad())
    return {p.name: (p.grad().asnumpy(), p.data().asnumpy())
            for p in net.collect_params().values()}


@needs_numba
def test_a_float32_lenet_trains_as_eager(monkeypatch):
    monkeypatch.setenv("HYBRIDLINT_EXECUTOR", "compiled")
    calls = []
    real = fused.conv_col2im_2d
    monkeypatch.setattr(fused, "conv_col2im_2d", lambda *a: calls.append(1) or real(*a))
    hyb = _grads(True)
    assert calls, "the compiled data gradient was not taken"
    eager = _grads(False)
    for k, (gh, ph) in hyb.items():
        ge, pe = eager[k]
        np.testing.assert_allclose(gh, ge, rtol=1e-4, atol=1e-5 * np.abs(ge).max(), err_msg=k)
        np.testing.assert_allclose(ph, pe, rtol=1e-4, atol=1e-5 * np.abs(pe).max(), err_msg=k)


@pytest.mark.parametrize("dtype", [np.float32, np.float64])
@pytest.mark.parametrize("shape,filters,k,pad", GEOMETRIES)
def test_without_the_extra_the_row_shifts_give_the_rules_bits(shape, filters, k, pad, dtype,
                                                               monkeypatch):
    monkeypatch.setattr(fused, "ENABLED", False)
    calls = []
    real = cgrad.row_shift_data_grad
    monkeypatch.setattr(cgrad, "row_shift_data_grad", lambda *a: calls.append(1) or real(*a))
    rng = np.random.default_rng(6)
    a = _attrs(filters, k, pad)
    x = rng.normal(size=shape).astype(dtype)
    w = rng.normal(size=(filters, shape[1]) + k).astype(dtype)
    b = rng.normal(size=filters).astype(dtype)
    out = CONV.kernel(KernelContext(np), a, x, w, b)
    g = rng.normal(size=out.shape).astype(dtype)
    g[0, 0, 0, :] = -0.0
    box = [np.zeros((shape[0],) + out.shape[2:] + k + (shape[1],), dtype)]
    grads = cgrad._conv_backward_kept_cl(CONV, a, np, True, [x, w, b], [out], [g],
                                         (True, True, True), box)
    rule = _rule(a, x, w, b, g, dtype)
    assert calls == [1]
    assert grads[0].dtype == dtype and grads[0].shape == x.shape
    assert grads[0].tobytes() == rule[0].tobytes()
    assert grads[2].tobytes() == rule[2].tobytes()
