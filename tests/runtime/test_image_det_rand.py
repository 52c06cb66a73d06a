"""MXNet 1.9.1's random detection augmenters -- ``DetRandomCropAug``, ``DetRandomPadAug``,
``CreateMultiRandCropAugmenter`` and ``CreateDetAugmenter(rand_crop=..., rand_pad=...)`` --
against real MXNet: tests/fixtures/mxnet/det_rand_aug.json (bench/mxnet_det_rand_aug_fixtures.py)
holds, per setting, several outputs in a row after seeding python's ``random`` (the only
generator they draw from).  Images must match bit for bit (after the forced resize, to float
rounding), labels to float32 rounding."""
import json
import random
from pathlib import Path

import numpy as np
import pytest
from hybridlint.runtime import mx_image as image
from hybridlint.runtime import nd

from . import iter_cases

FIX = json.loads((Path(__file__).resolve().parents[1] / "fixtures" / "mxnet" /
                  "det_rand_aug.json").read_text())


@pytest.mark.parametrize("case", FIX["cases"], ids=[c["name"] for c in FIX["cases"]])
def test_matches_mxnet_draw_for_draw(case):
    kind, kwargs = case["aug"]
    src = np.random.RandomState(case["seed"]).randint(0, 256, FIX["shape"])
    img0 = nd.array(src, dtype="uint8")
    label0 = np.array(FIX["label"], dtype="float32")
    random.seed(case["seed"])
    augs = iter_cases.det_augmenters(image, kind, kwargs)
    for draw in case["draws"]:
        img, lab = img0, label0.copy()
        for aug in augs:
            img, lab = aug(img, lab)
        want = np.array(draw["image"])
        assert img.shape == want.shape and str(img.dtype.__name__ if hasattr(
            img.dtype, "__name__") else img.dtype) == draw["dtype"]
        np.testing.assert_allclose(img.asnumpy(), want, rtol=0, atol=1e-3)
        np.testing.assert_allclose(np.asarray(lab), np.array(draw["label"]), rtol=1e-6,
                                   atol=1e-6)


def test_invalid_ranges_raise_as_mxnet():
    # MXNet 1.9.1's warnings.warn(msg, range) raises TypeError instead of warning
    with pytest.raises(TypeError, match="area_range"):
        image.DetRandomCropAug(area_range=(0.5, 0.1))
    with pytest.raises(TypeError, match="area_range"):
        image.DetRandomPadAug(area_range=(0.5, 0.9))
    with pytest.raises(TypeError, match="aspect_ratio_range"):
        image.DetRandomCropAug(aspect_ratio_range=(2.0, 1.0))
    with pytest.raises(AssertionError):
        image.CreateMultiRandCropAugmenter(min_object_covered=[0.1, 0.2],
                                           max_attempts=[1, 2, 3])
