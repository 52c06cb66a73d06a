"""The Convolution rule decides its route (dense map, col2im, same-convolution, channels-last,
row shifts, generic) once per Attrs object, shapes, wanted gradients and ``fast`` switch
(nn_conv._conv_grad_route): one Attrs asked again with other shapes, other gradients wanted
or the extra switched must answer as a fresh Attrs does, bit for bit."""
import numpy as np
import pytest
from hybridlint.runtime.ops import fused
from hybridlint.runtime.registry import Attrs, KernelContext, get

CONV = get("Convolution")

GEOMETRIES = [  # (data shape, filters, kernel, stride, pad)
    ((2, 8, 8, 8), 8, (3, 3), (1, 1), (1, 1)),      # same convolution, 8x8 (col2im with the extra)
    ((2, 16, 4, 4), 16, (3, 3), (1, 1), (1, 1)),    # rows shorter than the channels
    ((2, 8, 8, 8), 16, (1, 1), (2, 2), (0, 0)),     # the 1x1/2 downsample
    ((2, 32, 2, 2), 32, (3, 3), (1, 1), (1, 1)),    # the dense map
    ((2, 6, 12, 12), 16, (5, 5), (1, 1), (0, 0)),   # the row shifts
    ((2, 3, 11, 11), 4, (3, 3), (2, 2), (1, 1)),    # generic forms
]


def _grads(a, x, w, b, g, need):
    return CONV.grad(KernelContext(np, True, None, need), a, [x, w, b], [None], [g])


def _fresh(a):
    return Attrs(dict(a._values), dict(a.given))


@pytest.mark.parametrize("shape,filters,k,stride,pad", GEOMETRIES)
def test_one_attrs_answers_as_fresh_ones(shape, filters, k, stride, pad, monkeypatch):
    rng = np.random.default_rng(11)
    a = CONV.parse_attrs(dict(kernel=k, num_filter=filters, stride=stride, pad=pad))
    x = rng.normal(size=shape).astype(np.float32)
    w = rng.normal(size=(filters, shape[1]) + k).astype(np.float32)
    b = rng.normal(size=filters).astype(np.float32)
    g = rng.normal(size=CONV.kernel(KernelContext(np), a, x, w, b).shape).astype(np.float32)
    # a second batch size through the same Attrs: another key, not the first's route
    x2, g2 = np.concatenate([x, x[:1]]), np.concatenate([g, g[:1]])
    switches = (True, False) if fused.ENABLED else (False,)
    for enabled in switches:
        monkeypatch.setattr(fused, "ENABLED", enabled)
        for need in ((True, True, True), (True, False, False), (False, True, True),
                     (False, False, True)):
            for xs, gs in ((x, g), (x2, g2), (x, g)):
                got = _grads(a, xs, w, b, gs, need)
                want = _grads(_fresh(a), xs, w, b, gs, need)
                for p, q in zip(got, want):
                    assert (p is None) == (q is None)
                    if p is not None:
                        assert p.tobytes() == q.tobytes()
