"""MXNet 1.9.1's C++ ``det_aug_default``: the augmenter ``mx.io.ImageDetRecordIter`` runs on
each decoded image and its detection label (``[header_width, object_width, header...,
(id, xmin, ymin, xmax, ymax, extra...) per object]``, corners normalised), in its order:

* objects without area are dropped when the label is read;
* ``resize``: the shorter edge to ``resize``, the other ``resize * long // short``;
* ``rand_mirror_prob``: a horizontal flip of image and boxes;
* ``rand_pad_prob`` with ``max_pad_scale`` > 1: a square canvas ``scale`` times the image
  (scale drawn in [1, max_pad_scale), no pad under 1.05) filled with ``fill_value``;
* ``rand_crop_prob``: the ``num_crop_sampler`` samplers in a random order, each trying
  ``max_crop_trials`` boxes of random scale and aspect ratio until one passes the
  IOU/coverage limits (checked only when all six are set strictly inside (0, 1)); objects
  whose centre is outside the crop (``crop_emit_mode='center'``) or that keep no more than
  ``emit_overlap_thresh`` of their area (``'overlap'``) are dropped, the others clipped;
* ``resize_mode``: ``force`` to ``data_shape``, ``shrink`` (only larger images, keeping the
  ratio) or ``fit`` (keeping the ratio), the image then in the top-left corner.

Draws come from ``cpp_random`` (the thread's ``std::mt19937``), in MXNet's order and float32
arithmetic, so a seeded image gets MXNet's mirror, pad and crop.  The colour options
(``random_hue_prob``, ``random_saturation_prob``, ``random_illumination_prob``,
``random_contrast_prob``: MXNet's HLS conversion is not reproduced) raise NotImplementedError.
"""
from __future__ import annotations

import numpy as np

from .cpp_random import shuffle, uniform_float, uniform_int
from .io_image import inter_method, resize_uint8

__all__ = ["DetAugDefault", "DET_AUG_DEFAULTS"]

F32 = np.float32
_CROP_LIMITS = ("min_crop_scales", "max_crop_scales", "min_crop_aspect_ratios",
                "max_crop_aspect_ratios", "min_crop_overlaps", "max_crop_overlaps",
                "min_crop_sample_coverages", "max_crop_sample_coverages",
                "min_crop_object_coverages", "max_crop_object_coverages", "max_crop_trials")
DET_AUG_DEFAULTS = {
    "resize": -1, "rand_crop_prob": 0.0, "min_crop_scales": (0.0,), "max_crop_scales": (1.0,),
    "min_crop_aspect_ratios": (1.0,), "max_crop_aspect_ratios": (1.0,),
    "min_crop_overlaps": (0.0,), "max_crop_overlaps": (1.0,),
    "min_crop_sample_coverages": (0.0,), "max_crop_sample_coverages": (1.0,),
    "min_crop_object_coverages": (0.0,), "max_crop_object_coverages": (1.0,),
    "num_crop_sampler": 1, "crop_emit_mode": "center", "emit_overlap_thresh": 0.3,
    "max_crop_trials": (25,), "rand_pad_prob": 0.0, "max_pad_scale": 1.0,
    "rand_mirror_prob": 0.0, "fill_value": 127, "inter_method": 1, "resize_mode": "force",
    "max_random_hue": 0, "random_hue_prob": 0.0, "max_random_saturation": 0,
    "random_saturation_prob": 0.0, "max_random_illumination": 0,
    "random_illumination_prob": 0.0, "max_random_contrast": 0.0, "random_contrast_prob": 0.0}
_COLOUR = ("random_hue_prob", "random_saturation_prob", "random_illumination_prob",
           "random_contrast_prob")


def _limits(name, value, samplers):
    """A crop parameter as one value per sampler (a single value serves them all)."""
    values = tuple(value) if isinstance(value, (tuple, list)) else (value,)
    cast = int if name == "max_crop_trials" else F32
    values = tuple(cast(v) for v in values)
    if samplers == 1 and len(values) != 1:
        raise ValueError(f"ImageDetRecordIter: {name} has {len(values)} values for 1 crop "
                         "sampler")
    if samplers > 1 and len(values) == 1:
        values = values * samplers
    elif samplers > 1 and len(values) != samplers:
        raise ValueError(f"ImageDetRecordIter: # of parameters/crop_samplers mismatch "
                         f"({name}: {len(values)} for {samplers})")
    return values


class _Rect:
    """OpenCV's ``Rect_<float>``: (x, y, width, height) in float32."""

    def __init__(self, x, y, width, height):
        self.x, self.y, self.width, self.height = F32(x), F32(y), F32(width), F32(height)

    def area(self):
        return F32(self.width * self.height)

    def __and__(self, other):
        x, y = max(self.x, other.x), max(self.y, other.y)
        width = F32(min(F32(self.x + self.width), F32(other.x + other.width)) - x)
        height = F32(min(F32(self.y + self.height), F32(other.y + other.height)) - y)
        if width <= 0 or height <= 0:
            return _Rect(0, 0, 0, 0)
        return _Rect(x, y, width, height)

    def contains(self, px, py):
        return (self.x <= px < F32(self.x + self.width)
                and self.y <= py < F32(self.y + self.height))


def _box(obj):
    return _Rect(obj[1], obj[2], F32(obj[3] - obj[1]), F32(obj[4] - obj[2]))


def _project(obj, box):
    out = obj.copy()
    out[1] = max(F32(0), F32(F32(obj[1] - box.x) / box.width))
    out[2] = max(F32(0), F32(F32(obj[2] - box.y) / box.height))
    out[3] = min(F32(1), F32(F32(obj[3] - box.x) / box.width))
    out[4] = min(F32(1), F32(F32(obj[4] - box.y) / box.height))
    return out


def _iou(a, b):
    inter = (a & b).area()
    if inter <= 0:
        return F32(0)
    return F32(inter / F32(F32(a.area() + b.area()) - inter))


def parse_label(raw):
    """(header, objects with area) of a raw detection label, as MXNet's ImageDetLabel."""
    raw = np.asarray(raw, F32).ravel()
    if raw.size < 7:
        raise ValueError(f"ImageDetRecordIter: a detection label needs at least 7 values "
                         f"(2 header + 5 for one object), got {raw.size}")
    header_width, object_width = int(raw[0]), int(raw[1])
    if header_width < 2 or object_width < 5 or (raw.size - header_width) % object_width:
        raise ValueError(f"ImageDetRecordIter: label of {raw.size} values with header width "
                         f"{header_width} and object width {object_width}")
    objects = raw[header_width:].reshape(-1, object_width)
    return raw[:header_width], objects[(objects[:, 3] > objects[:, 1])
                                       & (objects[:, 4] > objects[:, 2])]


class DetAugDefault:
    """``det_aug_default`` with MXNet's parameters (``DET_AUG_DEFAULTS`` are its defaults)."""

    def __init__(self, data_shape, **params):
        p = dict(DET_AUG_DEFAULTS, **params)
        for name in _COLOUR:
            if float(p[name]) > 0:
                raise NotImplementedError(
                    f"ImageDetRecordIter: {name}={p[name]!r} is not provided by the hybridlint "
                    "runtime (MXNet's HLS colour jitter is not reproduced)")
        self.data_shape = tuple(int(d) for d in data_shape)
        self.inter = int(p["inter_method"])
        if not (1 <= self.inter <= 4 or self.inter in (9, 10)):
            raise ValueError(f"ImageDetRecordIter: invalid inter_method {self.inter}: valid "
                             "value 1, 2, 3, 4, 9, 10")
        if p["resize_mode"] not in ("force", "shrink", "fit"):
            raise ValueError(f"ImageDetRecordIter: resize_mode {p['resize_mode']!r} is not "
                             "force, shrink or fit")
        if p["crop_emit_mode"] not in ("center", "overlap"):
            raise ValueError(f"ImageDetRecordIter: crop_emit_mode {p['crop_emit_mode']!r} is "
                             "not center or overlap")
        self.resize, self.resize_mode = int(p["resize"]), p["resize_mode"]
        self.samplers = int(p["num_crop_sampler"])
        self.crop = {name: _limits(name, p[name], max(self.samplers, 1))
                     for name in _CROP_LIMITS}
        for i in range(self.samplers):
            c = {name: v[i] for name, v in self.crop.items()}
            if not (c["min_crop_scales"] >= 0 and c["max_crop_scales"] <= 1
                    and c["max_crop_scales"] > c["min_crop_scales"]
                    and c["min_crop_aspect_ratios"] >= 0
                    and c["max_crop_aspect_ratios"] >= c["min_crop_aspect_ratios"]
                    and c["max_crop_overlaps"] >= c["min_crop_overlaps"]
                    and c["max_crop_sample_coverages"] >= c["min_crop_sample_coverages"]
                    and c["max_crop_object_coverages"] >= c["min_crop_object_coverages"]):
                raise ValueError(f"ImageDetRecordIter: crop sampler {i} has invalid limits "
                                 f"{c}")
        self.emit_center = p["crop_emit_mode"] == "center"
        self.emit_thresh = F32(p["emit_overlap_thresh"])
        if self.emit_thresh < 0:
            raise ValueError("ImageDetRecordIter: emit_overlap_thresh must be >= 0")
        self.crop_prob, self.pad_prob = F32(p["rand_crop_prob"]), F32(p["rand_pad_prob"])
        self.mirror_prob, self.max_pad = F32(p["rand_mirror_prob"]), F32(p["max_pad_scale"])
        self.fill = int(p["fill_value"])

    @property
    def draws(self):
        """Whether images draw from the thread's generator."""
        return bool(self.mirror_prob > 0 or (self.pad_prob > 0 and self.max_pad > 1)
                    or (self.crop_prob > 0 and self.samplers > 0) or self.inter == 10)

    def _resize_op(self, rows, cols, h, w, gen):
        method = inter_method(self.inter, (rows, cols), (h, w), lambda: uniform_int(gen, 0, 4))
        return ("resize", h, w, method)

    def plan(self, rows, cols, raw_label, gen):
        """What the augmenter does to a ``rows`` x ``cols`` image with ``raw_label``, drawing
        as MXNet does: (ops for :meth:`apply`, the label afterwards: header + objects, flat).
        Only sizes and labels steer the draws, so a pass can be planned in MXNet's order
        without decoding its images."""
        ops = []
        if self.resize != -1:
            r = self.resize
            size = (r * rows // cols, r) if rows > cols else (r, r * cols // rows)
            ops.append(self._resize_op(rows, cols, *size, gen))
            rows, cols = size
        header, objects = parse_label(raw_label)
        if self.mirror_prob > 0 and uniform_float(gen, 0, 1) < self.mirror_prob:
            left = F32(1) - objects[:, 3]
            objects[:, 3] = F32(1) - objects[:, 1]
            objects[:, 1] = left
            ops.append(("flip",))
        if self.pad_prob > 0 and self.max_pad > 1 and uniform_float(gen, 0, 1) < self.pad_prob:
            objects, op = self._pad(rows, cols, objects, gen)
            if op is not None:
                ops.append(op)
                rows, cols = rows + op[1] + op[2], cols + op[3] + op[4]
        if self.crop_prob > 0 and self.samplers > 0 and \
                uniform_float(gen, 0, 1) < self.crop_prob:
            objects, op = self._crop(rows, cols, objects, gen)
            if op is not None:
                ops.append(op)
                rows, cols = op[3], op[4]
        fit = self._fit(rows, cols, gen)
        if fit is not None:
            ops.append(fit)
        return ops, np.concatenate([header, objects.ravel()])

    def apply(self, img, ops):
        """The (H, W, C) uint8 image after :meth:`plan`'s ops."""
        for op in ops:
            if op[0] == "resize":
                img = resize_uint8(img, *op[1:])
            elif op[0] == "flip":
                img = img[:, ::-1]
            elif op[0] == "pad":
                _, top, bot, left, right = op
                img = np.pad(img, ((top, bot), (left, right), (0, 0)),
                             constant_values=self.fill)
            else:
                _, top, left, height, width = op
                img = img[top:top + height, left:left + width]
        return np.ascontiguousarray(img)

    def _pad(self, rows, cols, objects, gen):
        """(objects, the pad op or None where the drawn scale is too small)."""
        scale = uniform_float(gen, 1, self.max_pad)
        if scale < F32(1.05):
            return objects, None
        x0 = uniform_float(gen, 0, scale - F32(1))
        y0 = uniform_float(gen, 0, scale - F32(1))
        box = _Rect(-x0, -y0, scale, scale)
        left, top = int(F32(-box.x * F32(cols))), int(F32(-box.y * F32(rows)))
        right = int(F32(F32(F32(box.width + box.x) - F32(1)) * F32(cols)))
        bot = int(F32(F32(F32(box.height + box.y) - F32(1)) * F32(rows)))
        return (np.array([_project(o, box) for o in objects], F32).reshape(objects.shape),
                ("pad", top, bot, left, right))

    def _crop_box(self, i, gen, aspect):
        c = {name: v[i] for name, v in self.crop.items()}
        scale = F32(uniform_float(gen, c["min_crop_scales"], c["max_crop_scales"])
                    + F32(1e-12))
        min_ratio = max(F32(c["min_crop_aspect_ratios"] / aspect), F32(scale * scale))
        # 1. / (scale * scale) is a double rounded to float, as in MXNet
        max_ratio = min(F32(c["max_crop_aspect_ratios"] / aspect),
                        F32(1.0 / float(F32(scale * scale))))
        ratio = F32(np.sqrt(uniform_float(gen, min_ratio, max_ratio)))
        width = min(F32(1), F32(scale * ratio))
        height = min(F32(1), F32(scale / ratio))
        x0 = uniform_float(gen, 0, F32(1) - width)
        y0 = uniform_float(gen, 0, F32(1) - height)
        return _Rect(x0, y0, width, height)

    def _try_crop(self, i, box, objects):
        """The objects the crop keeps (projected), or None where it fails."""
        if len(objects) == 0:
            return objects
        c = {name: v[i] for name, v in self.crop.items()}
        limited = (c["min_crop_overlaps"] > 0 and c["max_crop_overlaps"] < 1
                   and c["min_crop_sample_coverages"] > 0 and c["max_crop_sample_coverages"] < 1
                   and c["min_crop_object_coverages"] > 0 and c["max_crop_object_coverages"] < 1)
        if limited and not any(self._meets(c, box, _box(o)) for o in objects):
            return None
        kept = []
        for obj in objects:
            if self.emit_center:
                cx, cy = F32(F32(obj[1] + obj[3]) * F32(0.5)), F32(F32(obj[2] + obj[4]) * F32(0.5))
                if box.contains(cx, cy):
                    kept.append(_project(obj, box))
            else:
                gt = _box(obj)
                if F32((box & gt).area() / gt.area()) > self.emit_thresh:
                    kept.append(_project(obj, box))
        if not kept:
            return None
        return np.array(kept, F32)

    @staticmethod
    def _meets(c, box, gt):
        overlap = _iou(box, gt)
        if overlap < c["min_crop_overlaps"] or overlap > c["max_crop_overlaps"]:
            return False
        sample = F32((box & gt).area() / box.area())
        if sample < c["min_crop_sample_coverages"] or sample > c["max_crop_sample_coverages"]:
            return False
        cover = F32((box & gt).area() / gt.area())
        return c["min_crop_object_coverages"] <= cover <= c["max_crop_object_coverages"]

    def _crop(self, rows, cols, objects, gen):
        """(objects, the crop op or None where every sampler's trials failed)."""
        order = list(range(self.samplers))
        shuffle(order, gen)
        for i in order:
            for _ in range(self.crop["max_crop_trials"][i]):
                box = self._crop_box(i, gen, F32(F32(cols) / F32(rows)))
                kept = self._try_crop(i, box, objects)
                if kept is not None:
                    return kept, ("crop", int(F32(box.y * F32(rows))),
                                  int(F32(box.x * F32(cols))), int(F32(box.height * F32(rows))),
                                  int(F32(box.width * F32(cols))))
        return objects, None

    def _fit(self, rows, cols, gen):
        _, h, w = self.data_shape
        if self.resize_mode == "force":
            return self._resize_op(rows, cols, h, w, gen)
        if self.resize_mode == "shrink" and rows <= h and cols <= w:
            return None
        ratio = min(F32(F32(h) / F32(rows)), F32(F32(w) / F32(cols)))
        return self._resize_op(rows, cols, int(F32(ratio * F32(rows))),
                               int(F32(ratio * F32(cols))), gen)
