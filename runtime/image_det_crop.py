"""MXNet 1.9.1's random detection crops and pads: ``DetRandomCropAug``, ``DetRandomPadAug`` and
``CreateMultiRandCropAugmenter``.  MXNet writes them in python and draws only from python's
``random`` (``uniform`` for the ratio, ``randint`` for the height and the offsets), so a seeded
run here gives MXNet's crops and pads (tests/fixtures/mxnet/det_rand_aug.json)."""
from __future__ import annotations

import math
import random

import numpy as np

from .image import copyMakeBorder, fixed_crop
from .image_det_aug import DetAugmenter, DetRandomSelectAug

__all__ = ["DetRandomCropAug", "DetRandomPadAug", "CreateMultiRandCropAugmenter"]


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
