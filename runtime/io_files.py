"""MXNet 1.9.1's C++ file iterators ``mx.io.CSVIter`` and ``mx.io.MNISTIter``, batch for batch.

``CSVIter`` is MXNet's BatchLoader over the CSV rows (checked against MXNet on generated files:
tests/fixtures/mxnet/io_iters, bench/mxnet_io_iter_fixtures.py):

* ``round_batch`` (default): a short last batch is filled from the start of the data and
  ``pad`` counts those rows; the pass ends there, and the next ``reset()`` does not rewind, so
  the next pass starts after the rows already used for filling;
* ``round_batch=False``: a short last batch keeps, in its unfilled rows, the rows (and
  indices) of the batch before (MXNet reuses one buffer), and ``pad`` counts them;
* ``index`` is each row's position in the file; without ``label_csv`` labels are 0; labels of
  shape ``(1,)`` come as ``(batch,)``; ``dtype`` applies to data and label.

``MNISTIter`` reads idx files (images scaled by 1/256, as MXNet), ``(batch, 1, rows, cols)`` or
``flat`` ``(batch, rows * cols)``, drops a last incomplete batch, takes part ``part_index`` of
``num_parts`` as MXNet cuts them, and reports index 0 for every example (MXNet leaves it unset).
Its ``shuffle`` (on by default) is a seeded permutation of the runtime's, not MXNet's order
(``std::shuffle`` of the C++ library).
"""
from __future__ import annotations

import os
import struct

import numpy as np

from ..boundedio import read_regular
from .io_base import DataBatch, DataDesc, DataIter
from .limits import MAX_ARRAY_BYTES
from .ndarray import NDArray

__all__ = ["CSVIter", "MNISTIter", "BatchLoader"]

_IDX_IMAGES, _IDX_LABELS = 2051, 2049


def _dtype(dtype, default="float32"):
    return np.dtype(default if dtype in (None, "None") else dtype)


_MAX_FRACTION_DIGITS = 19


def parse_float32(text: str) -> np.float32:
    """A number as MXNet's CSV reader (dmlc's fast ``strtof``) reads it, which is not always
    the nearest float: the integer part and the fraction (a double quotient rounded to float)
    are added in float32, then scaled by a float32 power of ten (measured: "-1.511" gives
    -1.5109999, one ulp below the nearest float)."""
    t = text.strip()
    sign = -1 if t.startswith("-") else 1
    t = t[1:] if t[:1] in "+-" else t
    if t.lower() in ("inf", "infinity"):
        return np.float32(sign * np.inf)
    if t.lower().startswith("nan"):
        return np.float32(np.nan)
    mantissa, _, exponent = t.lower().partition("e")
    whole, _, fraction = mantissa.partition(".")
    value = np.float32(int(whole or "0"))
    digits = fraction[:_MAX_FRACTION_DIGITS]
    if digits:
        value = np.float32(value + np.float32(int(digits) / 10 ** len(digits)))
    if exponent:
        power = int(exponent.lstrip("+-") or "0")
        scale = np.float32(1)
        while power >= 8:
            scale, power = np.float32(scale * np.float32(1e8)), power - 8
        while power > 0:
            scale, power = np.float32(scale * np.float32(10)), power - 1
        value = np.float32(value / scale if exponent.startswith("-") else value * scale)
    return np.float32(sign * value)


def _csv_rows(path, width, dtype):
    """Every row of the file (or of each file of a folder, by name) as ``width`` values."""
    files = sorted(os.path.join(path, f) for f in os.listdir(path)) if os.path.isdir(path) \
        else [path]
    rows = []
    for name in files:
        text = read_regular(name, MAX_ARRAY_BYTES).decode("utf-8")
        for k, line in enumerate(text.splitlines()):
            if not line.strip():
                continue
            values = line.split(",")
            if len(values) != width:
                raise ValueError(f"{name}:{k + 1}: {len(values)} values in a row, the shape "
                                 f"asks for {width}")
            rows.append([int(v) if dtype.kind in "iu" else parse_float32(v) for v in values])
    return np.asarray(rows, dtype=dtype).reshape(len(rows), width)


class _FileIter(DataIter):
    """A batch made by ``_next()`` (data, label, pad, index), handed out as MXNet's
    MXDataIter does."""
    data_name, label_name = "data", "softmax_label"

    def __init__(self, batch_size):
        super().__init__(batch_size)
        self._batch = None

    @property
    def _label_dtype(self):
        return self._out_dtype

    @property
    def provide_data(self):
        return [DataDesc(self.data_name, (self.batch_size,) + self._data_shape, self._out_dtype)]

    @property
    def provide_label(self):
        return [DataDesc(self.label_name, (self.batch_size,) + self._label_shape,
                         self._label_dtype)]

    def iter_next(self):
        self._batch = self._next()
        return self._batch is not None

    def next(self):
        if not self.iter_next():
            raise StopIteration
        data, label, pad, index = self._batch
        return DataBatch(data=[NDArray(data)], label=[NDArray(label)], pad=pad, index=index)

    def getdata(self):
        return [NDArray(self._batch[0])]

    def getlabel(self):
        return [NDArray(self._batch[1])]

    def getpad(self):
        return self._batch[2]

    def getindex(self):
        return self._batch[3]


class BatchLoader(_FileIter):
    """MXNet's BatchLoader over ``_count()`` examples, each ``_example(pos)`` = (data, label,
    index), into one buffer for every batch (unfilled rows keep old ones):

    * ``round_batch``: a short last batch is filled from the start and ``pad`` counts those
      rows; the pass ends there, and the next ``reset()`` does not rewind, so the next pass
      starts after the rows used for filling;
    * otherwise a short last batch keeps old rows in its unfilled slots; ``pad`` counts them
      where ``_pad_unfilled`` (CSVIter) and is 0 where not (ImageRecordIter reports 0)."""
    _pad_unfilled = True

    def _init_loader(self, round_batch, data_dtype, label_dtype):
        self.round_batch = bool(round_batch)
        self._pos = 0              # the next example the underlying reader gives
        self._overflow = 0         # examples of the start used to fill the last batch
        self._buf = (np.zeros((self.batch_size,) + self._data_shape, data_dtype),
                     np.zeros((self.batch_size,) + self._label_shape, label_dtype),
                     np.zeros(self.batch_size, np.uint64))

    def reset(self):
        if not self.round_batch or self._overflow == 0:
            self._pos = 0
        else:
            self._overflow = 0

    def _put(self, top):
        data, label, index = self._buf
        data[top], label[top], index[top] = self._example(self._pos)
        self._pos += 1

    def _next(self):
        if self._overflow:
            return None
        n, top = self._count(), 0
        while self._pos < n and top < self.batch_size:
            self._put(top)
            top += 1
        if top == 0:
            return None
        pad = 0
        if top < self.batch_size:
            if self.round_batch:
                self._pos = 0
                while top < self.batch_size:
                    if self._pos >= n:
                        raise ValueError(f"{type(self).__name__}: number of input must be "
                                         "bigger than batch size")
                    self._put(top)
                    top += 1
                    self._overflow += 1
                pad = self._overflow
            elif self._pad_unfilled:
                pad = self.batch_size - top
        return tuple(a.copy() for a in self._buf[:2]) + (pad, self._buf[2].copy())


class CSVIter(BatchLoader):
    def __init__(self, data_csv, data_shape, batch_size, label_csv="NULL", label_shape=(1,),
                 round_batch=True, prefetch_buffer=4, ctx="gpu", dtype=None, **kwargs):
        super().__init__(batch_size)
        if kwargs:
            raise TypeError(f"CSVIter got unknown argument(s) {sorted(kwargs)}")
        self._out_dtype = _dtype(dtype)
        self._data_shape = tuple(data_shape)
        self._label_shape = () if tuple(label_shape) == (1,) else tuple(label_shape)
        self._data = _csv_rows(data_csv, int(np.prod(data_shape)), self._out_dtype)
        n = len(self._data)
        if label_csv in (None, "NULL"):
            self._label = np.zeros((n, int(np.prod(label_shape))), self._out_dtype)
        else:
            self._label = _csv_rows(label_csv, int(np.prod(label_shape)), self._out_dtype)
        if len(self._label) < n:
            raise ValueError(f"{label_csv}: {len(self._label)} label rows for {n} data rows")
        self._init_loader(round_batch, self._out_dtype, self._out_dtype)

    def _count(self):
        return len(self._data)

    def _example(self, pos):
        return (self._data[pos].reshape(self._data_shape),
                self._label[pos].reshape(self._label_shape), pos)


def _idx(path, magic, what):
    raw = read_regular(path, MAX_ARRAY_BYTES)
    dims = 3 if magic == _IDX_IMAGES else 1
    if len(raw) < 4 * (dims + 1):
        raise ValueError(f"{path}: invalid mnist format (shorter than its header)")
    head = struct.unpack(f">{dims + 1}I", raw[:4 * (dims + 1)])
    if head[0] != magic:
        raise ValueError(f"{path}: not an MNIST {what} file (magic {head[0]}, expected {magic})")
    shape = head[1:]
    body = raw[4 * (dims + 1):]
    if len(body) < int(np.prod(shape)):
        raise ValueError(f"{path}: invalid mnist format ({len(body)} bytes of {what} for "
                         f"shape {shape})")
    return np.frombuffer(body, np.uint8, int(np.prod(shape))).reshape(shape)


def _part(count, num_parts, part_index):
    if not 0 <= part_index < num_parts:
        raise ValueError(f"part_index {part_index} is not in [0, num_parts={num_parts})")
    return (int(count / num_parts * part_index), int(count / num_parts * (part_index + 1)))


class MNISTIter(_FileIter):
    def __init__(self, image="./train-images-idx3-ubyte", label="./train-labels-idx1-ubyte",
                 batch_size=128, shuffle=True, flat=False, seed=0, silent=False, num_parts=1,
                 part_index=0, prefetch_buffer=4, ctx="gpu", dtype=None, **kwargs):
        super().__init__(batch_size)
        if kwargs:
            raise TypeError(f"MNISTIter got unknown argument(s) {sorted(kwargs)}")
        images = _idx(image, _IDX_IMAGES, "image")
        labels = _idx(label, _IDX_LABELS, "label")
        a, b = _part(len(images), num_parts, part_index)
        c, d = _part(len(labels), num_parts, part_index)
        self._images = images[a:b].astype(np.float32) * np.float32(1 / 256)
        self._labels = labels[c:d].astype(np.float32)
        if shuffle:
            order = np.random.RandomState(seed).permutation(len(self._images))
            self._images, self._labels = self._images[order], self._labels[order]
        rows, cols = images.shape[1:]
        self._data_shape = (rows * cols,) if flat else (1, rows, cols)
        self._label_shape = ()
        self._out_dtype = _dtype(dtype)
        self._loc = 0

    def reset(self):
        self._loc = 0

    def _next(self):
        end = self._loc + self.batch_size
        if end > len(self._images):
            return None
        shape = (self.batch_size,) + self._data_shape
        data = self._images[self._loc:end].reshape(shape).astype(self._out_dtype)
        label = self._labels[self._loc:end].astype(self._out_dtype)
        self._loc = end
        return data, label, 0, np.zeros(self.batch_size, np.uint64)
