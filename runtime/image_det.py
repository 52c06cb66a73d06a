"""MXNet 1.9.1's python ``mx.image.ImageDetIter`` and ``CreateDetAugmenter`` (the augmenter list
it builds by default); the augmenters themselves are in image_det_aug and, the random crops and
pads, image_det_crop, whose names this module passes on.  ``ImageDetIter`` is ``ImageIter`` over
detection labels, each ``[header_width, object_width, header..., (id, xmin, ymin, xmax, ymax,
...) per object]`` (normalised corners), batched as ``(batch, max objects, object_width)``
with -1 rows for the missing objects.

Checked batch for batch against MXNet on generated PNG inputs (tests/fixtures/mxnet/
image_iter, bench/mxnet_image_iter_fixtures.py).  As in MXNet: objects without area are
dropped and an image left with none is skipped; the label shape is the largest object count
over one read of the whole source (``reshape``/``sync_label_shape`` may only enlarge it);
``DetHorizontalFlipAug`` flips the boxes too and draws from python's ``random``.
Not provided: ``draw_next`` (OpenCV windows): it raises an error that names it.
"""
from __future__ import annotations

import numpy as np

from .errors import MXNetError
from .image import (IMAGENET_EIGVAL, IMAGENET_EIGVEC, CastAug, ColorJitterAug,
                    ColorNormalizeAug, ForceResizeAug, HueJitterAug, LightingAug, RandomGrayAug,
                    ResizeAug)
from .image_det_aug import *  # noqa: F401,F403 - mx.image's detection names live here too
from .image_det_aug import __all__ as _aug_all
from .image_det_aug import DetBorrowAug, DetHorizontalFlipAug, DetRandomSelectAug
from .image_det_crop import *  # noqa: F401,F403
from .image_det_crop import __all__ as _crop_all
from .image_det_crop import CreateMultiRandCropAugmenter, DetRandomPadAug
from .image_iter import ImageIter
from .ndarray import NDArray

__all__ = list(_aug_all) + list(_crop_all) + ["CreateDetAugmenter", "ImageDetIter"]


def CreateDetAugmenter(data_shape, resize=0, rand_crop=0, rand_pad=0, rand_gray=0,
                       rand_mirror=False, mean=None, std=None, brightness=0, contrast=0,
                       saturation=0, pca_noise=0, hue=0, inter_method=2, min_object_covered=0.1,
                       aspect_ratio_range=(0.75, 1.33), area_range=(0.05, 3.0),
                       min_eject_coverage=0.3, max_attempts=50, pad_val=(127, 127, 127)):
    """MXNet's detection augmenter list, in its order: resize, random crop, mirror, random
    pad, forced resize to ``data_shape``, cast, colour jitter, hue, PCA noise, grey,
    normalisation."""
    auglist = []
    if resize > 0:
        auglist.append(DetBorrowAug(ResizeAug(resize, inter_method)))
    if rand_crop > 0:
        auglist.append(CreateMultiRandCropAugmenter(
            min_object_covered, aspect_ratio_range, area_range, min_eject_coverage,
            max_attempts, skip_prob=1 - rand_crop))
    if rand_mirror > 0:
        auglist.append(DetHorizontalFlipAug(0.5))
    if rand_pad > 0:
        pad_aug = DetRandomPadAug(aspect_ratio_range, (1.0, area_range[1]), max_attempts,
                                  pad_val)
        auglist.append(DetRandomSelectAug([pad_aug], 1 - rand_pad))
    auglist.append(DetBorrowAug(ForceResizeAug((data_shape[2], data_shape[1]), inter_method)))
    auglist.append(DetBorrowAug(CastAug()))
    if brightness or contrast or saturation:
        auglist.append(DetBorrowAug(ColorJitterAug(brightness, contrast, saturation)))
    if hue:
        auglist.append(DetBorrowAug(HueJitterAug(hue)))
    if pca_noise > 0:
        auglist.append(DetBorrowAug(LightingAug(pca_noise, IMAGENET_EIGVAL, IMAGENET_EIGVEC)))
    if rand_gray > 0:
        auglist.append(DetBorrowAug(RandomGrayAug(rand_gray)))
    if mean is True:
        mean = np.array([123.68, 116.28, 103.53])
    elif mean is not None and not (isinstance(mean, np.ndarray) and mean.shape[0] in (1, 3)):
        raise ValueError("CreateDetAugmenter: mean must be True or a numpy array of 1 or 3")
    if std is True:
        std = np.array([58.395, 57.12, 57.375])
    elif std is not None and not (isinstance(std, np.ndarray) and std.shape[0] in (1, 3)):
        raise ValueError("CreateDetAugmenter: std must be True or a numpy array of 1 or 3")
    if mean is not None or std is not None:
        auglist.append(DetBorrowAug(ColorNormalizeAug(mean, std)))
    return auglist


def _parse_label(label):
    """The valid objects (rows with area) of a raw detection label."""
    raw = np.asarray(label.asnumpy() if isinstance(label, NDArray) else label).ravel()
    if raw.size < 7:
        raise RuntimeError("Label shape is invalid: " + str(raw.shape))
    header_width, obj_width = int(raw[0]), int(raw[1])
    if (raw.size - header_width) % obj_width != 0:
        raise RuntimeError(f"Label shape {raw.shape} inconsistent with annotation width "
                           f"{obj_width}.")
    out = raw[header_width:].reshape(-1, obj_width)
    valid = (out[:, 3] > out[:, 1]) & (out[:, 4] > out[:, 2])
    if not valid.any():
        raise RuntimeError("Encounter sample with no valid label.")
    return out[valid]


class ImageDetIter(ImageIter):
    def __init__(self, batch_size, data_shape, path_imgrec=None, path_imglist=None,
                 path_root=None, path_imgidx=None, shuffle=False, part_index=0, num_parts=1,
                 aug_list=None, imglist=None, data_name="data", label_name="label",
                 last_batch_handle="pad", **kwargs):
        super().__init__(batch_size=batch_size, data_shape=data_shape,
                         path_imgrec=path_imgrec, path_imglist=path_imglist,
                         path_root=path_root, path_imgidx=path_imgidx, shuffle=shuffle,
                         part_index=part_index, num_parts=num_parts, aug_list=[],
                         imglist=imglist, data_name=data_name, label_name=label_name,
                         last_batch_handle=last_batch_handle)
        self.auglist = CreateDetAugmenter(data_shape, **kwargs) if aug_list is None else aug_list
        self.label_shape = self._estimate_label_shape()
        self.provide_label = [(label_name, (self.batch_size,) + self.label_shape)]

    def _parse_label(self, label):
        return _parse_label(label)

    def _check_valid_label(self, label):
        if len(label.shape) != 2 or label.shape[1] < 5:
            raise RuntimeError(f"Label with shape (1+, 5+) required, {label} received.")
        if not ((label[:, 0] >= 0) & (label[:, 3] > label[:, 1])
                & (label[:, 4] > label[:, 2])).any():
            raise RuntimeError("Invalid label occurs.")

    def _estimate_label_shape(self):
        """(most objects in one image, object width), over one read of every label."""
        count = 0
        self.reset()
        try:
            while True:
                label = self._parse_label(self.next_sample()[0])
                count = max(count, label.shape[0])
        except StopIteration:
            pass
        self.reset()
        return (count, label.shape[1])

    def reshape(self, data_shape=None, label_shape=None):
        """Change the data shape and/or enlarge the label shape."""
        if data_shape is not None:
            data_shape = tuple(data_shape)
            self.check_data_shape(data_shape)
            self.provide_data = [(self.provide_data[0][0], (self.batch_size,) + data_shape)]
            self.data_shape = data_shape
        if label_shape is not None:
            label_shape = tuple(label_shape)
            self.check_label_shape(label_shape)
            self.provide_label = [(self.provide_label[0][0], (self.batch_size,) + label_shape)]
            self.label_shape = label_shape

    def check_label_shape(self, label_shape):
        """MXNet's checks: (count, width), never fewer objects nor another width."""
        if len(label_shape) != 2:
            raise ValueError("label_shape should have length 2")
        if label_shape[0] < self.label_shape[0]:
            raise ValueError(f"Attempts to reduce label count from {self.label_shape[0]} to "
                             f"{label_shape[0]}, not allowed.")
        if label_shape[1] != self.provide_label[0][1][2]:
            raise ValueError(f"label_shape object width inconsistent: "
                             f"{self.provide_label[0][1][2]} vs {label_shape[1]}.")

    def sync_label_shape(self, it, verbose=False):
        """Give this iterator and ``it`` the larger of their object counts; returns ``it``."""
        if not isinstance(it, ImageDetIter):
            raise TypeError("Synchronize with invalid iterator.")
        if self.label_shape[1] != it.label_shape[1]:
            raise ValueError("object width mismatch.")
        count = max(self.label_shape[0], it.label_shape[0])
        for one in (self, it):
            if count > one.label_shape[0]:
                one.reshape(None, (count, one.label_shape[1]))
        return it

    def _new_batch(self):
        data, label = super()._new_batch()
        label[:] = -1
        return data, label

    def _transform(self, img, lab):
        """The augmented image and its valid objects, or None to skip it (an invalid image or
        label, or no object left after the augmenters)."""
        try:
            self.check_valid_image([img])
            img, objects = self.augmentation_transform(img, self._parse_label(lab))
            self._check_valid_label(objects)
        except RuntimeError:
            return None
        return img, objects

    def _put_label(self, label, i, objects):
        label[i, :objects.shape[0]] = objects
        label[i, objects.shape[0]:] = -1

    def augmentation_transform(self, data, label):  # pylint: disable=arguments-differ
        for aug in self.auglist:
            data, label = aug(data, label)
        return data, label

    def draw_next(self, *args, **kwargs):
        raise MXNetError("ImageDetIter.draw_next is not provided by the hybridlint runtime "
                         "(it shows OpenCV windows)")
