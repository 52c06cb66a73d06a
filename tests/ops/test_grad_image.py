"""Gradient rules of image.normalize and image.crop against finite differences (MXNet 1.9.1
has _backward_image_normalize and _backward_image_crop; its other image ops have no
derivative); tests/autograd runs the same cases through the tape."""
import numpy as np
import pytest
from hybridlint.runtime import autograd, nd

from .grad_harness import GradCase, check_grad

R = np.random.default_rng(4)

GRAD_CASES = [
    GradCase("image.normalize", [R.random((3, 4, 5))],
             {"mean": (0.1, 0.2, 0.3), "std": (0.5, 0.25, 2.0)}, id="normalize"),
    GradCase("image._image_normalize", [R.random((2, 1, 3, 4))], {"mean": 0.5, "std": 0.2},
             id="normalize batch, one std"),
    GradCase("image.crop", [R.random((5, 6, 3))], {"x": 1, "y": 2, "width": 4, "height": 2},
             id="crop"),
    GradCase("image._image_crop", [R.random((2, 4, 4, 1))],
             {"x": 0, "y": 1, "width": 3, "height": 3}, id="crop batch"),
]


@pytest.mark.parametrize("case", GRAD_CASES, ids=lambda c: c.id)
def test_gradient(case):
    check_grad(case)


def test_normalize_and_crop_gradients_match_mxnet():
    # measured with real MXNet 1.9.1: out-grad 1.0, 1.1, ... through normalize(std=0.5 on
    # channel 0) gives 2.0, 2.2, ...; crop's gradient is zero outside the box
    x = nd.array(R.random((3, 3, 4)))
    x.attach_grad()
    with autograd.record():
        y = nd.image.normalize(x, (0.1, 0.2, 0.3), (0.5, 0.25, 2.0))
    y.backward(nd.array(np.arange(36).reshape(3, 3, 4) * 0.1 + 1))
    np.testing.assert_allclose(x.grad.asnumpy().ravel()[:4], [2.0, 2.2, 2.4, 2.6], rtol=1e-6)
    img = nd.array(R.random((3, 4, 3)))
    img.attach_grad()
    with autograd.record():
        c = nd.image.crop(img, 1, 1, 2, 2)
    c.backward(nd.ones_like(c))
    want = np.zeros((3, 4, 3))
    want[1:3, 1:3] = 1
    np.testing.assert_array_equal(img.grad.asnumpy(), want)
