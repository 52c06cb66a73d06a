"""MXNet 1.9.1's python ``mx.image.ImageIter``: batches of decoded, augmented images from a
record file (``path_imgrec``, with ``path_imgidx`` for shuffling and parts), an image list
file (``path_imglist``: ``index\\tlabel...\\tpath`` lines) or a python ``imglist`` of
``[label(s)..., path]`` items, the files under ``path_root``.

Checked batch for batch against MXNet on generated PNG inputs (tests/fixtures/mxnet/
image_iter, bench/mxnet_image_iter_fixtures.py), three passes with ``reset()`` between.  As in
MXNet:

* each image is decoded as RGB, run through ``aug_list`` (default ``CreateAugmenter(data_shape,
  **kwargs)``), transposed to CHW and stored in a float32 batch; labels go into a float32 batch
  whatever ``dtype`` (which only types the image list's labels);
* ``last_batch_handle``: ``'pad'`` fills the last batch from the start and reports how many it
  added; ``'discard'`` drops it; ``'roll_over'`` keeps it for the next pass, whose first batch
  it completes (and whose ``pad`` still counts the rows taken from the new pass);
* ``shuffle`` and the random augmenters draw from python's ``random`` as MXNet's do, so the
  same ``random.seed`` gives MXNet's order and draws (measured on the fixtures);
* ``num_parts`` cuts the index's keys into equal parts (dropping the remainder).

``provide_data``/``provide_label`` are lists of ``(name, shape)`` tuples and ``index`` is None,
as MXNet gives them.  The methods MXNet's subclasses override (``next_sample``, ``imdecode``,
``read_image``, ``augmentation_transform``, ``postprocess_data``, ``check_data_shape``,
``check_valid_image``) keep MXNet's names and roles.
"""
from __future__ import annotations

import numbers
import os
import random

import numpy as np

from . import nd
from .errors import MXNetError
from .image import CreateAugmenter, imdecode
from .io_base import DataBatch, DataIter
from .ndarray import NDArray
from .recordio import MXIndexedRecordIO, MXRecordIO, unpack

__all__ = ["ImageIter"]

_LAST_BATCH = ("pad", "discard", "roll_over")
_LABEL_DTYPES = ("int32", "float32", "int64", "float64")


def _read_imglist_file(path, dtype):
    """``{index: (labels, path)}`` and the indices in file order, from a .lst file."""
    imglist, keys = {}, []
    with open(path) as fin:
        for line in fin:
            fields = line.strip().split("\t")
            key = int(fields[0])
            imglist[key] = (np.array(fields[1:-1], dtype=dtype), fields[-1])
            keys.append(key)
    return imglist, keys


def _imglist_items(items, dtype):
    """MXNet's keys ("1", "2", ...) for a python list of ``[label(s)..., path]`` items."""
    imglist, keys = {}, []
    for n, item in enumerate(items, 1):
        if len(item) > 2:
            label = item[:-1]
        elif isinstance(item[0], numbers.Number):
            label = [item[0]]
        else:
            label = item[0]
        imglist[str(n)] = (np.array(label, dtype=dtype), item[-1])
        keys.append(str(n))
    return imglist, keys


class ImageIter(DataIter):
    def __init__(self, batch_size, data_shape, label_width=1, path_imgrec=None,
                 path_imglist=None, path_root=None, path_imgidx=None, shuffle=False,
                 part_index=0, num_parts=1, aug_list=None, imglist=None, data_name="data",
                 label_name="softmax_label", dtype="float32", last_batch_handle="pad",
                 **kwargs):
        super().__init__(batch_size)
        if not (path_imgrec or path_imglist or isinstance(imglist, list)):
            raise ValueError("ImageIter needs path_imgrec, path_imglist or an imglist list")
        if dtype not in _LABEL_DTYPES:
            raise ValueError(f"ImageIter: {dtype} label not supported")
        if last_batch_handle not in _LAST_BATCH:
            raise ValueError(f"ImageIter: last_batch_handle must be one of {_LAST_BATCH}")
        self.imgrec, self.imgidx = None, None
        if path_imgrec and path_imgidx:
            self.imgrec = MXIndexedRecordIO(path_imgidx, path_imgrec, "r")
            self.imgidx = list(self.imgrec.keys)
        elif path_imgrec:
            self.imgrec = MXRecordIO(path_imgrec, "r")
        keys = None
        if path_imglist:
            self.imglist, keys = _read_imglist_file(path_imglist, dtype)
        elif isinstance(imglist, list):
            self.imglist, keys = _imglist_items(imglist, dtype)
        else:
            self.imglist = None
        self.path_root = path_root
        data_shape = tuple(data_shape)
        self.check_data_shape(data_shape)
        self.provide_data = [(data_name, (batch_size,) + data_shape)]
        label_shape = (batch_size, label_width) if label_width > 1 else (batch_size,)
        self.provide_label = [(label_name, label_shape)]
        self.data_shape, self.label_width, self.shuffle = data_shape, label_width, shuffle
        if self.imgrec is None:
            self.seq = keys
        elif shuffle or num_parts > 1 or path_imgidx:
            if self.imgidx is None:
                raise ValueError("ImageIter: shuffle and num_parts need path_imgidx")
            self.seq = self.imgidx
        else:
            self.seq = None     # a plain record file is read in order
        if num_parts > 1:
            if not 0 <= part_index < num_parts:
                raise ValueError(f"ImageIter: part_index {part_index} is not below "
                                 f"num_parts {num_parts}")
            size = len(self.seq) // num_parts
            self.seq = self.seq[part_index * size:(part_index + 1) * size]
        self.auglist = CreateAugmenter(data_shape, **kwargs) if aug_list is None else aug_list
        self.cur = 0
        self._allow_read = True
        self.last_batch_handle = last_batch_handle
        self.num_image = len(self.seq) if self.seq is not None else None
        self._cache = None      # roll_over: (data, label, rows filled) of the unfinished batch
        self.reset()

    def _restart(self):
        if self.seq is not None and self.shuffle:
            random.shuffle(self.seq)
        if self.imgrec is not None:
            self.imgrec.reset()
        self.cur = 0
        self._allow_read = True

    def reset(self):
        """Back to the start; with ``roll_over`` a kept unfinished batch is finished first (the
        order is reshuffled either way)."""
        if self.last_batch_handle == "roll_over" and self._cache is not None:
            if self.seq is not None and self.shuffle:
                random.shuffle(self.seq)
            return
        self._restart()

    def hard_reset(self):
        """Back to the start, dropping a kept unfinished batch."""
        self._restart()
        self._cache = None

    def next_sample(self):
        """The next ``(label, encoded image)``; StopIteration at the end (rewinding unless the
        last batch is discarded, so that ``pad`` and ``roll_over`` fill from the start)."""
        if not self._allow_read:
            raise StopIteration
        if self.seq is None:
            record = self.imgrec.read()
            if record is None:
                if self.last_batch_handle != "discard":
                    self.imgrec.reset()
                raise StopIteration
            header, img = unpack(record)
            return header.label, img
        if self.cur >= self.num_image:
            if self.last_batch_handle != "discard":
                self.cur = 0
            raise StopIteration
        idx = self.seq[self.cur]
        self.cur += 1
        if self.imgrec is None:
            label, fname = self.imglist[idx]
            return label, self.read_image(fname)
        header, img = unpack(self.imgrec.read_idx(idx))
        return (header.label if self.imglist is None else self.imglist[idx][0]), img

    def _batchify(self, data, label, start=0):
        """Fill rows ``start``... of ``data``/``label``; the number of rows filled."""
        i = start
        try:
            while i < self.batch_size:
                lab, raw = self.next_sample()
                out = self._transform(self.imdecode(raw), lab)
                if out is None:
                    continue
                img = self.postprocess_data(out[0])
                data[i] = img.asnumpy() if isinstance(img, NDArray) else img
                self._put_label(label, i, out[1])
                i += 1
        except StopIteration:
            if not i:
                raise
        return i

    def _transform(self, img, lab):
        """The augmented ``(image, label)``, or None to skip an invalid image."""
        try:
            self.check_valid_image(img)
        except RuntimeError:
            return None
        return self.augmentation_transform(img), lab

    def _put_label(self, label, i, lab):
        lab = lab.asnumpy() if isinstance(lab, NDArray) else lab
        label[i] = np.asarray(lab, np.float32).reshape(label.shape[1:])

    def _new_batch(self):
        return (np.zeros((self.batch_size,) + self.data_shape, np.float32),
                np.zeros(self.provide_label[0][1], np.float32))

    def next(self):
        if self._cache is not None:
            data, label, filled = self._cache
        else:
            data, label = self._new_batch()
            filled = self._batchify(data, label)
        pad = self.batch_size - filled
        if pad:
            if self.last_batch_handle == "discard":
                raise StopIteration
            if self.last_batch_handle == "roll_over" and self._cache is None:
                self._cache = (data, label, filled)
                raise StopIteration
            self._batchify(data, label, filled)
            if self.last_batch_handle == "pad":
                self._allow_read = False
            else:
                self._cache = None
        return DataBatch([nd.array(data)], [nd.array(label)], pad=pad)

    def check_data_shape(self, data_shape):
        """MXNet's check: (3, height, width)."""
        if len(data_shape) != 3:
            raise ValueError("data_shape should have length 3, with dimensions CxHxW")
        if data_shape[0] != 3:
            raise ValueError("This iterator expects inputs to have 3 channels.")

    def check_valid_image(self, data):
        """An image whose first row has no shape is skipped (RuntimeError)."""
        if len(data[0].shape) == 0:
            raise RuntimeError("Data shape is wrong")

    def imdecode(self, s):
        """Decode ``s``; a broken image raises a RuntimeError naming its file or index."""
        try:
            return imdecode(s)
        except (MXNetError, ImportError) as e:   # ImportError: not PNG and no Pillow
            idx = (self.cur - 1) if self.seq is None else self.seq[self.cur - 1]
            where = (f"filename: {self.imglist[idx][1]}" if self.imglist is not None
                     else f"index: {idx}")
            raise RuntimeError(f"Broken image {where}, {e}") from None

    def read_image(self, fname):
        """The bytes of ``fname`` under ``path_root``."""
        with open(os.path.join(self.path_root, fname), "rb") as fin:
            return fin.read()

    def augmentation_transform(self, data):
        """Run ``data`` through every augmenter of ``auglist`` in order."""
        for aug in self.auglist:
            data = aug(data)
        return data

    def postprocess_data(self, datum):
        """HWC to CHW, before the image goes into the batch."""
        return nd.transpose(datum, axes=(2, 0, 1))

