"""MXNet 1.9.1's C++ ``mx.io.ImageRecordIter`` (the iterator of GluonCV's ImageNet scripts with
``--use-rec``) over RecordIO files, batch for batch.

Checked against MXNet on generated record files of PNG images (tests/fixtures/mxnet/
image_record_iter, bench/mxnet_image_record_iter_fixtures.py).  Each image goes through
MXNet's default augmenter, in its order:

* decoded as RGB (``data_shape[0] == 3``) or grey (``1``; PNGs with libpng's weights, as
  OpenCV);
* ``resize``: the shorter edge to ``resize``, the other ``resize * long // short``;
* ``pad`` adds a ``fill_value`` border; an image still smaller than ``data_shape`` is then
  enlarged, keeping its ratio, until it covers it (MXNet does this silently);
* a centre crop of ``data_shape`` (``rand_crop``: a random one); ``mirror`` flips every image,
  ``rand_mirror`` half of them;
* ``(pixel - mean) * (scale / std)`` in float32 per channel; ``dtype='uint8'`` skips it and
  ``'int8'`` saturates.

Batches follow MXNet's BatchLoader (``io_files.BatchLoader``): with ``round_batch`` the last
batch is filled from the start and ``pad`` counts those; with ``round_batch=False`` MXNet
reports ``pad`` 0 and leaves stale rows in a short last batch (so does this one).  ``index`` is
0 for every example, as MXNet reports it.  ``num_parts``/``part_index`` cut the file by bytes as
dmlc's InputSplit does (the records starting in the part's byte range), with or without
``path_imgidx``.  The interpolation follows ``inter_method`` (OpenCV's: 0-4, 9 auto, 10 random).

Random choices (``shuffle``, ``rand_crop``, ``rand_mirror``, ``inter_method=10``) come from a
generator seeded by ``seed``: they repeat run to run but are not MXNet's order or draws.
Options of MXNet's other augmentations (rotation, shear, random scale/area/aspect, colour
jitter, PCA noise, mean images, image lists...) are not provided: setting one raises an error
that names it.  Options that only steer MXNet's threads or logging are accepted and ignored.
"""
from __future__ import annotations

import numpy as np

from . import nd
from .image import _decode
from .io_files import BatchLoader
from .recordio import MXIndexedRecordIO, MXRecordIO, unpack

__all__ = ["ImageRecordIter"]

# MXNet's options that only tune its threads, prefetching or logging
_IGNORED = {"preprocess_threads", "prefetch_buffer", "verbose", "ctx", "device_id",
            "num_decode_threads", "shuffle_chunk_size", "shuffle_chunk_seed", "seed_aug",
            "max_random_illumination", "max_random_contrast"}
# MXNet's options whose augmentations are not provided, with the value that turns them off
_NOT_PROVIDED = {"max_rotate_angle": 0, "rotate": -1, "rotate_list": None, "max_shear_ratio": 0,
                 "max_random_scale": 1, "min_random_scale": 1, "max_aspect_ratio": 0,
                 "min_aspect_ratio": None, "max_random_area": 1, "min_random_area": 1,
                 "random_resized_crop": False, "max_img_size": 1e10, "min_img_size": 0,
                 "max_crop_size": -1, "min_crop_size": -1, "brightness": 0, "contrast": 0,
                 "saturation": 0, "pca_noise": 0, "random_h": 0, "random_s": 0, "random_l": 0,
                 "mean_img": "", "path_imglist": "", "path_imgrec_list": None,
                 "aug_seq": "aug_default", "label_pad_width": 0, "label_pad_value": -1,
                 "crop_y_start": -1, "crop_x_start": -1, "mean_a": 0, "std_a": 1}
_INTERPS = (0, 1, 2, 3, 4, 9, 10)


def inter_method(method, old_hw, new_hw, draw):
    """OpenCV's interpolation for ``method`` as MXNet's GetInterMethod picks it; ``draw()``
    gives the random one (0-4) of ``method`` 10."""
    if method == 9:   # auto: cubic to enlarge, area to shrink, bilinear otherwise
        if new_hw[0] > old_hw[0] and new_hw[1] > old_hw[1]:
            return 2
        if new_hw[0] < old_hw[0] and new_hw[1] < old_hw[1]:
            return 3
        return 1
    return draw() if method == 10 else method


def resize_uint8(img, h, w, interp):
    """An (H, W, C) uint8 image resized as OpenCV's ``cv::resize`` with ``interp``."""
    return nd.image.resize(nd.array(img, dtype="uint8"), size=(w, h),
                           interp=interp).asnumpy().astype(np.uint8).reshape(h, w, -1)


def record_starts(path):
    """Every record's byte offset and the file's size."""
    reader = MXRecordIO(path, "r")
    starts = []
    while True:
        pos = reader.tell()
        if reader.read() is None:
            break
        starts.append(pos)
    end = reader.tell()
    reader.close()
    return starts, end


def part_records(starts, size, num_parts, part_index):
    """The records of part ``part_index``: those starting in its byte range, the size split
    in 4-byte aligned steps (dmlc's InputSplit)."""
    if not 0 <= part_index < num_parts:
        raise ValueError(f"part_index {part_index} is not in [0, num_parts={num_parts})")
    step = (size + num_parts - 1) // num_parts
    step = (step + 3) // 4 * 4
    lo, hi = min(step * part_index, size), min(step * (part_index + 1), size)
    return [k for k, s in enumerate(starts) if lo <= s < hi]


class ImageRecordIter(BatchLoader):
    _pad_unfilled = False

    def __init__(self, path_imgrec, data_shape, batch_size, path_imgidx="", label_width=1,
                 shuffle=False, seed=0, num_parts=1, part_index=0, round_batch=True,
                 resize=-1, rand_crop=False, rand_mirror=False, mirror=False,
                 mean_r=0.0, mean_g=0.0, mean_b=0.0, std_r=1.0, std_g=1.0, std_b=1.0,
                 scale=1.0, pad=0, fill_value=127, inter_method=1, dtype="float32",
                 data_name="data", label_name="softmax_label", **kwargs):
        super().__init__(int(batch_size))
        for key, value in kwargs.items():
            if key in _NOT_PROVIDED and value != _NOT_PROVIDED[key]:
                raise NotImplementedError(
                    f"ImageRecordIter: the option {key}={value!r} is not provided by the "
                    "hybridlint runtime (its deterministic options and rand_crop/rand_mirror "
                    "are; gluon.data.vision.transforms covers the other augmentations)")
            if key not in _NOT_PROVIDED and key not in _IGNORED:
                raise TypeError(f"ImageRecordIter got an unknown argument {key!r}")
        self._data_shape = tuple(int(d) for d in data_shape)
        if len(self._data_shape) != 3 or self._data_shape[0] not in (1, 3):
            raise ValueError(f"ImageRecordIter: data_shape {data_shape} must be (1 or 3, "
                             "height, width)")
        if int(inter_method) not in _INTERPS:
            raise ValueError(f"ImageRecordIter: inter_method={inter_method} is not one of "
                             f"{_INTERPS}")
        self._out_dtype = np.dtype(dtype)
        if self._out_dtype.name not in ("float32", "uint8", "int8"):
            raise ValueError(f"ImageRecordIter: dtype {dtype!r} is not float32, uint8 or int8")
        self.data_name, self.label_name = data_name, label_name
        self._label_width = int(label_width)
        self._label_shape = () if self._label_width == 1 else (self._label_width,)
        self._resize_to, self._pad, self._fill = int(resize), int(pad), int(fill_value)
        self._inter_method = int(inter_method)
        self._rand_crop, self._rand_mirror, self._mirror = rand_crop, rand_mirror, mirror
        channels = [(mean_r, std_r), (mean_g, std_g), (mean_b, std_b)][:self._data_shape[0]]
        self._mean = np.array([m for m, _ in channels], np.float32)[:, None, None]
        self._mult = np.array([np.float32(scale) / np.float32(s) for _, s in channels],
                              np.float32)[:, None, None]
        self._rng = np.random.RandomState(seed)
        self._records = self._read(path_imgrec, path_imgidx, int(num_parts), int(part_index))
        if shuffle:
            self._records = [self._records[k] for k in self._rng.permutation(len(self._records))]
        self._init_loader(round_batch, self._out_dtype, np.float32)

    @property
    def _label_dtype(self):
        return np.dtype(np.float32)

    def _read(self, path, path_idx, num_parts, part_index):
        starts, size = record_starts(path)
        keep = part_records(starts, size, num_parts, part_index)
        if path_idx:
            reader = MXIndexedRecordIO(path_idx, path, "r")
            offsets = set(starts[k] for k in keep)
            by_offset = sorted((off, key) for key, off in reader.idx.items() if off in offsets)
            records = [reader.read_idx(key) for _, key in by_offset]
        else:
            reader = MXRecordIO(path, "r")
            records = [reader.read() for _ in range(len(starts))]
            records = [records[k] for k in keep]
        reader.close()
        return records

    def _count(self):
        return len(self._records)

    def _label(self, header):
        label = np.atleast_1d(np.asarray(header.label, np.float32))
        if header.flag == 0 and self._label_width != 1:
            raise ValueError(f"ImageRecordIter: label_width must be 1 unless the rec file is "
                             f"packed with multi dimensional labels (got {self._label_width})")
        if header.flag > 0 and label.size != self._label_width:
            raise ValueError(f"ImageRecordIter: rec file provide {label.size}-dimensional "
                             f"label but label_width is set to {self._label_width}")
        return label.reshape(self._label_shape)

    def _augment(self, img):
        _, dh, dw = self._data_shape
        rng = self._rng

        def draw():
            return int(rng.randint(5))
        if self._resize_to > 0:
            h, w = img.shape[:2]
            r = self._resize_to
            size = (r * h // w, r) if h > w else (r, r * w // h)
            img = resize_uint8(img, *size, inter_method(self._inter_method, (h, w), size, draw))
        if self._pad > 0:
            p = self._pad
            img = np.pad(img, ((p, p), (p, p), (0, 0)), constant_values=self._fill)
        h, w = img.shape[:2]
        if h < dh or w < dw:
            s = max(dh / h, dw / w)
            size = (max(dh, int(h * s)), max(dw, int(w * s)))
            img = resize_uint8(img, *size, inter_method(self._inter_method, (h, w), size, draw))
        h, w = img.shape[:2]
        y, x = h - dh, w - dw
        y, x = (rng.randint(y + 1), rng.randint(x + 1)) if self._rand_crop else (y // 2, x // 2)
        img = img[y:y + dh, x:x + dw]
        if self._mirror or (self._rand_mirror and rng.randint(2)):
            img = img[:, ::-1]
        return img.transpose(2, 0, 1)

    def _example(self, pos):
        header, payload = unpack(self._records[pos])
        img = _decode(bytes(payload), 0 if self._data_shape[0] == 1 else 1, to_rgb=True)
        chw = self._augment(img)
        if self._out_dtype == np.uint8:
            data = chw
        else:
            data = (chw.astype(np.float32) - self._mean) * self._mult
            if self._out_dtype == np.int8:
                data = np.clip(np.rint(data), -128, 127)
        return data, self._label(header), 0
