"""MXNet 1.9.1's python detection augmenters that need no geometry of their own: the base
``DetAugmenter`` (``(image, label) -> (image, label)``, label rows ``(id, xmin, ymin, xmax, ymax,
...)`` in normalised corners), ``DetBorrowAug`` around a classification augmenter,
``DetRandomSelectAug`` and ``DetHorizontalFlipAug``; the random ones draw from python's
``random`` as MXNet's do.  The random crops and pads are in image_det_crop, the iterator and
``CreateDetAugmenter`` in image_det."""
from __future__ import annotations

import json
import random

import numpy as np

from . import nd
from .image import Augmenter
from .ndarray import NDArray

__all__ = ["DetAugmenter", "DetBorrowAug", "DetRandomSelectAug", "DetHorizontalFlipAug"]


class DetAugmenter:
    """Base of the detection augmenters: ``(image, label) -> (image, label)``."""

    def __init__(self, **kwargs):
        self._kwargs = {k: (v.asnumpy() if isinstance(v, NDArray) else v)
                        for k, v in kwargs.items()}
        self._kwargs = {k: (v.tolist() if isinstance(v, np.ndarray) else v)
                        for k, v in self._kwargs.items()}

    def dumps(self):
        return json.dumps([self.__class__.__name__.lower(), self._kwargs])

    def __call__(self, src, label):
        raise NotImplementedError("Must override implementation.")


class DetBorrowAug(DetAugmenter):
    """A classification augmenter that leaves the boxes as they are."""

    def __init__(self, augmenter):
        if not isinstance(augmenter, Augmenter):
            raise TypeError("Borrowing from invalid Augmenter")
        super().__init__(augmenter=augmenter.dumps())
        self.augmenter = augmenter

    def dumps(self):
        return [self.__class__.__name__.lower(), self.augmenter.dumps()]

    def __call__(self, src, label):
        return self.augmenter(src), label


class DetRandomSelectAug(DetAugmenter):
    """One of ``aug_list`` at random, or none with probability ``skip_prob``."""

    def __init__(self, aug_list, skip_prob=0):
        super().__init__(skip_prob=skip_prob)
        if not isinstance(aug_list, (list, tuple)):
            aug_list = [aug_list]
        if not all(isinstance(aug, DetAugmenter) for aug in aug_list):
            raise ValueError("Allow DetAugmenter in list only")
        self.aug_list = aug_list
        self.skip_prob = skip_prob if aug_list else 1

    def dumps(self):
        return [self.__class__.__name__.lower(), [x.dumps() for x in self.aug_list]]

    def __call__(self, src, label):
        if random.random() < self.skip_prob:
            return src, label
        random.shuffle(self.aug_list)
        return self.aug_list[0](src, label)


class DetHorizontalFlipAug(DetAugmenter):
    """Flip the image and its boxes (in place) with probability ``p``."""

    def __init__(self, p):
        super().__init__(p=p)
        self.p = p

    def __call__(self, src, label):
        if random.random() < self.p:
            src = nd.flip(src, axis=1)
            left = 1.0 - label[:, 1]
            label[:, 1] = 1.0 - label[:, 3]
            label[:, 3] = left
        return src, label
