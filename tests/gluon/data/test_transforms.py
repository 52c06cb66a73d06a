"""vision.transforms against real MXNet 1.9.1's outputs
(tests/fixtures/mxnet/image/transforms.npz, bench/make_image_fixtures.py)."""
import pathlib
import random

import numpy as np
import pytest
from hybridlint.runtime import nd
from hybridlint.runtime.gluon import nn
from hybridlint.runtime.gluon.data.vision import transforms as T

FIX = np.load(pathlib.Path(__file__).parents[2] / "fixtures" / "mxnet" / "image" / "transforms.npz")
IMG = nd.array(FIX["img"], dtype="uint8")


def _close(got, key, atol=0):
    want = FIX[key]
    got = got.asnumpy()
    assert got.shape == want.shape and got.dtype == want.dtype, key
    np.testing.assert_allclose(got.astype("float64"), want.astype("float64"), rtol=1e-6,
                               atol=atol, err_msg=key)


@pytest.mark.parametrize("block, key", [
    (lambda: T.CenterCrop(8), "center_crop/8"),
    (lambda: T.CenterCrop((10, 6)), "center_crop/10x6"),
    (lambda: T.CenterCrop((20, 30)), "center_crop/20x30"),
    (lambda: T.Resize((8, 5)), "resize/8x5"),
    (lambda: T.Resize(7, keep_ratio=True), "resize/keep7"),
    (lambda: T.Cast("float16"), "cast"),
    (lambda: T.CenterCrop((10, 6), interpolation=3), "center_crop/area"),
    (lambda: T.Resize((20, 15), interpolation=2), "resize/cubic"),
])
def test_transform_matches_mxnet(block, key):
    _close(block()(IMG), key)


def test_random_resized_crop_draws_mxnets_boxes_from_pythons_random():
    random.seed(123)
    for i in range(4):
        _close(T.RandomResizedCrop(6)(IMG), f"random_resized_crop/{i}")


def test_random_resized_crop_auto_interpolation_matches_mxnet():
    random.seed(7)
    for i in range(3):
        _close(T.RandomResizedCrop((9, 5), interpolation=9)(IMG), f"random_resized_crop_auto/{i}")


def test_compose_pipeline_matches_mxnet():
    pipe = T.Compose([T.Resize(10), T.CenterCrop(8), T.ToTensor(),
                      T.Normalize((0.485, 0.456, 0.406), (0.229, 0.224, 0.225))])
    _close(pipe(IMG), "compose", atol=1e-6)


def test_compose_joins_hybrid_runs_into_one_hybridized_sequential():
    pipe = T.Compose([T.Resize(10), T.CenterCrop(8), T.ToTensor(), T.Normalize(0.5, 0.2)])
    kinds = [type(b).__name__ for b in pipe._children.values()]
    assert kinds == ["Resize", "CenterCrop", "HybridSequential"]


def test_to_tensor_and_normalize_hybridized_equal_eager():
    x = nd.array(np.random.RandomState(0).randint(0, 256, (2, 5, 6, 3)), dtype="uint8")
    eager = nn.HybridSequential()
    eager.add(T.ToTensor(), T.Normalize((0.1, 0.2, 0.3), (0.5, 0.5, 0.5)))
    want = eager(x).asnumpy()
    eager.hybridize()
    got = eager(x)
    assert got.dtype == np.float32 and got.shape == (2, 3, 5, 6)
    np.testing.assert_allclose(got.asnumpy(), want, rtol=1e-6)


def test_random_transforms_keep_shape_and_dtype():
    for t in (T.RandomFlipLeftRight(), T.RandomFlipTopBottom(), T.RandomBrightness(0.3),
              T.RandomContrast(0.3), T.RandomSaturation(0.3), T.RandomHue(0.1),
              T.RandomColorJitter(0.2, 0.2, 0.2, 0.05), T.RandomLighting(0.1),
              T.RandomApply(T.RandomBrightness(0.5), p=1.0)):
        y = t(IMG)
        assert y.shape == IMG.shape and y.dtype == np.uint8, type(t).__name__


def test_random_flip_flips_or_copies():
    seen = set()
    for _ in range(20):
        y = T.RandomFlipLeftRight()(IMG).asnumpy()
        assert (y == FIX["img"]).all() or (y == FIX["img"][:, ::-1]).all()
        seen.add(bool((y == FIX["img"]).all()))
    assert seen == {True, False}


def test_crop_resize():
    out = T.CropResize(2, 1, 6, 4)(IMG)
    np.testing.assert_array_equal(out.asnumpy(), FIX["img"][1:5, 2:8])
    assert T.CropResize(2, 1, 6, 4, size=(3, 2))(IMG).shape == (2, 3, 3)


def test_rotations_match_mxnet():
    chw = nd.array(FIX["chw"])
    _close(T.Rotate(30)(chw), "rotate/30", atol=1e-6)
    _close(T.Rotate(-45, zoom_in=True)(chw), "rotate/-45/zoom_in", atol=1e-6)
    _close(T.Rotate(100, zoom_out=True)(chw), "rotate/100/zoom_out", atol=1e-6)
    np.random.seed(5)
    _close(T.RandomRotation((-20, 40))(nd.array(FIX["batch"])), "random_rotation/batch",
           atol=1e-6)


def test_rotation_wants_float32_and_ordered_limits():
    with pytest.raises(TypeError, match="after ToTensor"):
        T.Rotate(10)(IMG)
    with pytest.raises(ValueError, match="ordered"):
        T.RandomRotation((10, 5))
