"""Record real MXNet 1.9.1's random detection augmenters (``DetRandomCropAug``,
``DetRandomPadAug``, ``CreateMultiRandCropAugmenter`` and ``CreateDetAugmenter`` with
``rand_crop``/``rand_pad``) on tiny seeded images with boxes, for
tests/runtime/test_image_det_rand.py:

    /path/to/mxnet-venv/bin/python bench/mxnet_det_rand_aug_fixtures.py \
        tests/fixtures/mxnet/det_rand_aug.json

Each case seeds python's ``random`` (all these augmenters draw from it; numpy's random is not
used) and applies the augmenters to the same image and label several times in a row, keeping
each output image and label.
"""
import json
import random
import sys

import mxnet as mx
import numpy as np

from from_tests import load

cases = load("runtime/iter_cases.py")

# (id, xmin, ymin, xmax, ymax, extra) rows, normalised; the last box is tiny
LABEL = [[0, 0.1, 0.2, 0.5, 0.6, 7], [1, 0.4, 0.05, 0.95, 0.5, 8], [2, 0.6, 0.7, 0.9, 0.95, 9],
         [1, 0.3, 0.8, 0.32, 0.82, 5]]
SHAPE = (9, 12, 3)

# (name, [augmenter, kwargs], seed); "CreateDetAugmenter" gives a list applied in order
CASES = [
    ("crop_default", ["DetRandomCropAug", {}], 1),
    ("crop_cover_high", ["DetRandomCropAug", dict(min_object_covered=0.7)], 2),
    ("crop_aspect_area", ["DetRandomCropAug", dict(aspect_ratio_range=(0.5, 2.0),
                                                   area_range=(0.3, 0.6))], 3),
    ("crop_fixed", ["DetRandomCropAug", dict(aspect_ratio_range=1.2, area_range=0.5, min_object_covered=0.0)], 4),
    ("crop_eject", ["DetRandomCropAug", dict(min_object_covered=0.0, min_eject_coverage=0.8,
                                             area_range=(0.1, 0.5))], 5),
    ("crop_few_attempts", ["DetRandomCropAug", dict(min_object_covered=0.95,
                                                    area_range=(0.1, 0.3), max_attempts=2)], 6),
    ("crop_area_over_1", ["DetRandomCropAug", dict(area_range=(0.5, 3.0))], 7),
    ("pad_default", ["DetRandomPadAug", {}], 8),
    ("pad_val_scalar", ["DetRandomPadAug", dict(pad_val=33, area_range=(1.5, 2.5))], 9),
    ("pad_aspect", ["DetRandomPadAug", dict(aspect_ratio_range=(1.5, 2.0), pad_val=(1, 2, 3))],
     10),
    ("pad_few_attempts", ["DetRandomPadAug", dict(area_range=(1.0, 1.2), max_attempts=3)], 11),
    ("multi_crop", ["CreateMultiRandCropAugmenter",
                    dict(min_object_covered=[0.1, 0.5, 0.9], area_range=[(0.2, 1.0),
                         (0.3, 0.9), (0.5, 1.0)], skip_prob=0.2)], 12),
    ("det_crop_pad", ["CreateDetAugmenter", dict(data_shape=(3, 8, 8), rand_crop=0.7,
                                                 rand_pad=0.6, rand_mirror=True)], 13),
    ("det_crop_pad_lists", ["CreateDetAugmenter", dict(
        data_shape=(3, 6, 7), rand_crop=1, rand_pad=1, min_object_covered=[0.3, 0.9],
        area_range=(0.3, 2.0), pad_val=(5, 6, 7), max_attempts=20, inter_method=1)], 14),
]
DRAWS = 4


def run(name, aug, seed):
    aug = cases.as_stored(aug)
    kind, kwargs = aug
    image = mx.nd.array(np.random.RandomState(seed).randint(0, 256, SHAPE), dtype="uint8")
    label = np.array(LABEL, dtype="float32")
    random.seed(seed)
    augs = cases.det_augmenters(mx.image, kind, kwargs)
    draws = []
    for _ in range(DRAWS):
        img, lab = image, label.copy()
        for one in augs:
            img, lab = one(img, lab)
        draws.append({"image": img.asnumpy().tolist(), "dtype": str(img.dtype.__name__
                      if hasattr(img.dtype, "__name__") else img.dtype),
                      "label": np.asarray(lab).tolist()})
    return {"name": name, "aug": aug, "seed": seed, "draws": draws}


def main(out):
    cases = [run(*case) for case in CASES]
    with open(out, "w") as f:
        json.dump({"mxnet": mx.__version__, "shape": SHAPE, "label": LABEL, "cases": cases}, f)


if __name__ == "__main__":
    main(sys.argv[1])
