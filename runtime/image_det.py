"""MXNet 1.9.1's python ``mx.image.ImageDetIter`` and its augmenters: ``ImageIter`` over
detection labels, each ``[header_width, object_width, header..., (id, xmin, ymin, xmax, ymax,
...) per object]`` (normalised corners), batched as ``(batch, max objects, object_width)``
with -1 rows for the missing objects.

Checked batch for batch against MXNet on generated PNG inputs (tests/fixtures/mxnet/
image_iter, bench/mxnet_image_iter_fixtures.py).  As in MXNet: objects without area are
dropped and an image left with none is skipped; the label shape is the largest object count
over one read of the whole source (``reshape``/``sync_label_shape`` may only enlarge it);
``DetHorizontalFlipAug`` flips the boxes too and draws from python's ``random``.

``DetRandomCropAug``/``DetRandomPadAug`` draw from python's ``random`` in MXNet's order, so a
seeded run gives MXNet's crops and pads (tests/fixtures/mxnet/det_rand_aug.json).
Not provided: ``draw_next`` (OpenCV windows): it raises an error that names it.
"""
from __future__ import annotations

import json
import math
import random

import numpy as np

from . import nd
from .errors import MXNetError
from .image import (Augmenter, CastAug, ColorJitterAug, ColorNormalizeAug, ForceResizeAug,
                    HueJitterAug, LightingAug, RandomGrayAug, ResizeAug, copyMakeBorder,
                    fixed_crop)
from .image_iter import ImageIter
from .ndarray import NDArray

__all__ = ["DetAugmenter", "DetBorrowAug", "DetRandomSelectAug", "DetHorizontalFlipAug",
           "DetRandomCropAug", "DetRandomPadAug", "CreateMultiRandCropAugmenter",
           "CreateDetAugmenter", "ImageDetIter"]

# MXNet's PCA lighting basis for ImageNet (CreateAugmenter uses the same)
_EIGVAL = np.array([55.46, 4.794, 1.148])
_EIGVEC = np.array([[-0.5675, 0.7192, 0.4009], [-0.5808, -0.0045, -0.8140],
                    [-0.5836, -0.6948, 0.4203]])


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


def _pair(value):
    """A number stands for the fixed range (value, value), as MXNet allows."""
    return tuple(value) if isinstance(value, (tuple, list)) else (value, value)


def _check_ranges(name, area_range, area_ok, aspect_ratio_range):
    # MXNet 1.9.1 means to warn and disable the augmenter, but its warnings.warn call passes
    # the range as the warning category, which raises TypeError; we raise it too
    if not area_ok:
        raise TypeError(f"{name}: invalid area_range {area_range} (MXNet 1.9.1 raises "
                        "TypeError here: category must be a Warning subclass)")
    if aspect_ratio_range[0] <= 0 or aspect_ratio_range[0] > aspect_ratio_range[1]:
        raise TypeError(f"{name}: invalid aspect_ratio_range {aspect_ratio_range} (MXNet "
                        "1.9.1 raises TypeError here: category must be a Warning subclass)")


def _box_areas(boxes):
    """Areas of (xmin, ymin, xmax, ymax, ...) rows, 0 for the empty ones."""
    return np.maximum(0, boxes[:, 3] - boxes[:, 1]) * np.maximum(0, boxes[:, 2] - boxes[:, 0])


class DetRandomCropAug(DetAugmenter):
    """A random crop (python ``random``) that keeps more than ``min_object_covered`` of every
    box it touches, drops the boxes left with at most ``min_eject_coverage`` of their area and
    needs at least one box left; after ``max_attempts`` failed proposals the input is kept."""

    def __init__(self, min_object_covered=0.1, aspect_ratio_range=(0.75, 1.33),
                 area_range=(0.05, 1.0), min_eject_coverage=0.3, max_attempts=50):
        aspect_ratio_range, area_range = _pair(aspect_ratio_range), _pair(area_range)
        super().__init__(min_object_covered=min_object_covered,
                         aspect_ratio_range=aspect_ratio_range, area_range=area_range,
                         min_eject_coverage=min_eject_coverage, max_attempts=max_attempts)
        _check_ranges(type(self).__name__, area_range,
                      0 < area_range[1] and area_range[0] <= area_range[1], aspect_ratio_range)
        self.min_object_covered = min_object_covered
        self.min_eject_coverage = min_eject_coverage
        self.max_attempts = max_attempts
        self.aspect_ratio_range = aspect_ratio_range
        self.area_range = area_range
        self.enabled = True

    def __call__(self, src, label):
        crop = self._random_crop_proposal(label, src.shape[0], src.shape[1])
        if crop:
            x, y, w, h, label = crop
            src = fixed_crop(src, x, y, w, h, None)
        return src, label

    def _covers(self, label, x0, y0, x1, y1, width, height):
        """Whether the crop keeps more than min_object_covered of every box it overlaps (and
        overlaps one) among the boxes of more than 2 pixels."""
        if (x1 - x0) * (y1 - y0) < 2:
            return False
        boxes = label[:, 1:5]
        areas = _box_areas(boxes)
        boxes, areas = boxes[areas * width * height > 2], areas[areas * width * height > 2]
        if not len(boxes):
            return False
        left = np.maximum(boxes[:, 0], x0 / width)
        right = np.minimum(boxes[:, 2], x1 / width)
        top = np.maximum(boxes[:, 1], y0 / height)
        bot = np.minimum(boxes[:, 3], y1 / height)
        inter = np.where((left < right) & (top < bot), (bot - top) * (right - left), 0)
        coverages = inter / areas
        coverages = coverages[coverages > 0]
        return coverages.size > 0 and np.amin(coverages) > self.min_object_covered

    def _update_labels(self, label, crop_box, height, width):
        """The boxes in the crop's coordinates, clipped; None when none is left."""
        x0, y0 = crop_box[0] / width, crop_box[1] / height
        w, h = crop_box[2] / width, crop_box[3] / height
        out = label.copy()
        out[:, (1, 3)] = (out[:, (1, 3)] - x0) / w
        out[:, (2, 4)] = (out[:, (2, 4)] - y0) / h
        out[:, 1:5] = np.minimum(1, np.maximum(0, out[:, 1:5]))
        coverage = _box_areas(out[:, 1:]) * w * h / _box_areas(label[:, 1:])
        keep = (out[:, 3] > out[:, 1]) & (out[:, 4] > out[:, 2]) & \
            (coverage > self.min_eject_coverage)
        return out[keep] if keep.any() else None

    def _random_crop_proposal(self, label, height, width):
        """(x, y, w, h, new label) of the first proposal that passes, or ()."""
        if height <= 0 or width <= 0:
            return ()
        min_area = self.area_range[0] * height * width
        max_area = self.area_range[1] * height * width
        for _ in range(self.max_attempts):
            ratio = random.uniform(*self.aspect_ratio_range)
            if ratio <= 0:
                continue
            h = int(round(math.sqrt(min_area / ratio)))
            max_h = int(round(math.sqrt(max_area / ratio)))
            if round(max_h * ratio) > width:
                max_h = int((width + 0.4999999) / ratio)
            max_h = min(max_h, height)
            h = min(h, max_h)
            if h < max_h:
                h = random.randint(h, max_h)
            w = int(round(h * ratio))
            # nudge h by one when rounding left the area just outside the range
            if w * h < min_area:
                h += 1
                w = int(round(h * ratio))
            if w * h > max_area:
                h -= 1
                w = int(round(h * ratio))
            if not (min_area <= w * h <= max_area and 0 <= w <= width and 0 <= h <= height):
                continue
            y = random.randint(0, max(0, height - h))
            x = random.randint(0, max(0, width - w))
            if self._covers(label, x, y, x + w, y + h, width, height):
                new_label = self._update_labels(label, (x, y, w, h), height, width)
                if new_label is not None:
                    return (x, y, w, h, new_label)
        return ()


class DetRandomPadAug(DetAugmenter):
    """Place the image at a random spot (python ``random``) of a larger canvas filled with
    ``pad_val``, the boxes moved with it; after ``max_attempts`` proposals with less than 2
    pixels of padding on a side the input is kept."""

    def __init__(self, aspect_ratio_range=(0.75, 1.33), area_range=(1.0, 3.0),
                 max_attempts=50, pad_val=(128, 128, 128)):
        aspect_ratio_range, area_range = _pair(aspect_ratio_range), _pair(area_range)
        super().__init__(aspect_ratio_range=aspect_ratio_range, area_range=area_range,
                         max_attempts=max_attempts, pad_val=pad_val)
        _check_ranges(type(self).__name__, area_range,
                      1.0 < area_range[1] and area_range[0] <= area_range[1], aspect_ratio_range)
        self.pad_val = pad_val
        self.aspect_ratio_range = aspect_ratio_range
        self.area_range = area_range
        self.max_attempts = max_attempts
        self.enabled = True

    def __call__(self, src, label):
        height, width, _ = src.shape
        pad = self._random_pad_proposal(label, height, width)
        if pad:
            x, y, w, h, label = pad
            # MXNet passes a number as a one-value list: the first channel gets it, the rest 0
            values = tuple(self.pad_val) if isinstance(self.pad_val, (tuple, list)) else \
                (self.pad_val,) + (0,) * (src.shape[2] - 1)
            src = copyMakeBorder(src, y, h - y - height, x, w - x - width, 0, values=values)
        return src, label

    def _random_pad_proposal(self, label, height, width):
        """(x, y, w, h, new label) of the first canvas with >= 2 pixels padding, or ()."""
        if height <= 0 or width <= 0:
            return ()
        min_area = self.area_range[0] * height * width
        max_area = self.area_range[1] * height * width
        for _ in range(self.max_attempts):
            ratio = random.uniform(*self.aspect_ratio_range)
            if ratio <= 0:
                continue
            h = int(round(math.sqrt(min_area / ratio)))
            max_h = int(round(math.sqrt(max_area / ratio)))
            if round(h * ratio) < width:
                h = int((width + 0.499999) / ratio)
            h = min(max(h, height), max_h)
            if h < max_h:
                h = random.randint(h, max_h)
            w = int(round(h * ratio))
            if h - height < 2 or w - width < 2:
                continue
            y = random.randint(0, max(0, h - height))
            x = random.randint(0, max(0, w - width))
            out = label.copy()
            out[:, (1, 3)] = (out[:, (1, 3)] * width + x) / w
            out[:, (2, 4)] = (out[:, (2, 4)] * height + y) / h
            return (x, y, w, h, out)
        return ()


def CreateMultiRandCropAugmenter(min_object_covered=0.1, aspect_ratio_range=(0.75, 1.33),
                                 area_range=(0.05, 1.0), min_eject_coverage=0.3,
                                 max_attempts=50, skip_prob=0):
    """One DetRandomCropAug per setting, picked at random: each argument is a value or a list
    of them (only lists count as several; lists of other lengths than 1 must agree)."""
    params = [p if isinstance(p, list) else [p] for p in
              (min_object_covered, aspect_ratio_range, area_range, min_eject_coverage,
               max_attempts)]
    num = max(len(p) for p in params)
    if any(len(p) not in (1, num) for p in params):
        raise AssertionError("CreateMultiRandCropAugmenter: parameter lists of different "
                             "lengths")
    params = [p * num if len(p) == 1 else p for p in params]
    augs = [DetRandomCropAug(min_object_covered=moc, aspect_ratio_range=arr, area_range=ar,
                             min_eject_coverage=mec, max_attempts=ma)
            for moc, arr, ar, mec, ma in zip(*params)]
    return DetRandomSelectAug(augs, skip_prob=skip_prob)


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
        auglist.append(DetBorrowAug(LightingAug(pca_noise, _EIGVAL, _EIGVEC)))
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
