"""MXNet 1.9.1's C++ ``mx.io.ImageDetRecordIter`` (the iterator of MXNet's and GluonCV's SSD
scripts) over detection RecordIO files, batch for batch.

Checked against MXNet on generated record files of PNG images with boxes
(tests/fixtures/mxnet/image_det_record_iter, bench/mxnet_image_det_record_iter_fixtures.py).
Each record's image is decoded (RGB for ``data_shape[0] == 3``, grey for 1) and goes through
``det_aug_default`` (io_det_aug) with its label: the record's, or the ``path_imglist`` line
of its id.  The example's label is ``[channels, rows, cols, n, label..., label_pad_value...]``
of width ``label_pad_width + 4`` (``rows``/``cols`` the image's size after augmenting, which
``resize_mode`` 'shrink'/'fit' leave below ``data_shape``: the image sits in the top-left
corner, the rest is 0 here and stale memory in MXNet; ``n`` the label's length after the
augmenter dropped objects).  ``label_pad_width`` 0 or -1 takes the longest label of the part
(or of the list); a smaller positive one is an error, as in MXNet.  The data are
``((pixel - mean) / std) * scale`` in float32, the mean subtracted only when one is positive
and each std applied only when positive.  Batches follow MXNet's BatchLoader
(``io_files.BatchLoader``, as CSVIter's: with ``round_batch=False`` a short last batch keeps
the batch before's rows in its free slots and ``pad`` counts them), ``index`` is each record's
id.  Options MXNet does not know are ignored, as MXNet ignores them.

Random draws are MXNet's (cpp_random): each decoding thread has its ``std::mt19937`` seeded
``233 * (thread + 1)``, kept from pass to pass, and takes its share of the part's records as
dmlc's RecordIOChunkReader splits them by bytes; ``shuffle`` permutes each pass with
``std::shuffle`` seeded ``233 + seed``.  Like MXNet, the number of threads is
``min(preprocess_threads, CPUs - 1)`` (at least 1).  MXNet reads a part in chunks of 8 MiB,
splitting and shuffling each chunk on its own; chunk bounds are not reproduced, so over a part
of 8 MiB or more ``shuffle``, and random augmentation with more than one thread, raise
NotImplementedError, as do ``mean_img``, ``shuffle_chunk_size``, 4 channels, an ``aug_seq``
other than ``det_aug_default``, an output ``dtype`` other than float32 and the colour options.
"""
from __future__ import annotations

import os
import struct

import numpy as np

from .cpp_random import Mt19937, shuffle as cpp_shuffle
from .image import _decode
from .io_det_aug import DET_AUG_DEFAULTS, DetAugDefault
from .io_files import BatchLoader
from .io_image import part_records, record_starts
from .recordio import MXRecordIO, unpack

__all__ = ["ImageDetRecordIter"]

_CHUNK = 8 << 20          # dmlc's InputSplit reading chunk (HintChunkSize(8 << 20))
_RAND_MAGIC = 233
_PNG = b"\x89PNG\r\n\x1a\n"


def _threads(requested):
    """MXNet's decoding threads: at most one less than the CPUs it may run on."""
    cpus = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    return min(max((cpus or 1) - 1, 1), max(int(requested), 1))


def _size(buf, flag):
    """(rows, cols) of an encoded image: a PNG's header, otherwise decoded."""
    if buf[:8] == _PNG and len(buf) >= 24:
        cols, rows = struct.unpack(">II", buf[16:24])
        return rows, cols
    return _decode(buf, flag, to_rgb=True).shape[:2]


def _image_list(path, label_width):
    """{image id: label} of an image list: ``id <tab> labels... <tab> path`` lines, the
    labels ``label_width`` wide, or all but the last field for -1."""
    labels = {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            fields = line.split()
            if not fields:
                continue
            values = fields[1:1 + label_width] if label_width > 0 else fields[1:-1]
            if not values or (label_width > 0 and len(values) != label_width):
                raise ValueError(f"ImageDetRecordIter: bad image list line {line.strip()!r}")
            labels[int(float(fields[0]))] = np.array([float(v) for v in values], np.float32)
    return labels


def _record_label(header):
    return np.atleast_1d(np.asarray(header.label, np.float32)).ravel()


class ImageDetRecordIter(BatchLoader):
    data_name, label_name = "data", "softmax_label"

    def __init__(self, path_imgrec="./data/imgrec.rec", data_shape=None, batch_size=None,
                 path_imglist="", label_width=-1, preprocess_threads=4, num_parts=1,
                 part_index=0, shuffle_chunk_size=0, shuffle_chunk_seed=0, label_pad_width=0,
                 label_pad_value=-1.0, shuffle=False, seed=0, round_batch=True, dtype=None,
                 aug_seq="det_aug_default", mean_img="", mean_r=0.0, mean_g=0.0, mean_b=0.0,
                 mean_a=0.0, std_r=0.0, std_g=0.0, std_b=0.0, std_a=0.0, scale=1.0,
                 data_name="data", label_name="softmax_label", **kwargs):
        if data_shape is None or batch_size is None:
            raise TypeError("ImageDetRecordIter needs data_shape and batch_size")
        super().__init__(int(batch_size))
        self._refuse(aug_seq=aug_seq, mean_img=mean_img, shuffle_chunk_size=shuffle_chunk_size,
                     dtype=dtype, data_shape=data_shape)
        self._data_shape = tuple(int(d) for d in data_shape)
        self.data_name, self.label_name = data_name, label_name
        self._aug = DetAugDefault(self._data_shape, **{k: v for k, v in kwargs.items()
                                                       if k in DET_AUG_DEFAULTS})
        channels = self._data_shape[0]
        self._mean = np.array([mean_r, mean_g, mean_b][:channels], np.float32)[:, None, None]
        self._subtract = max(mean_r, mean_g, mean_b, mean_a) > 0
        self._std = np.array([std_r, std_g, std_b][:channels], np.float32)
        self._scale = np.float32(scale)
        self._out_dtype = np.dtype(np.float32)
        self._list = _image_list(path_imglist, int(label_width)) if path_imglist else None
        self._records, self._threads, part_bytes = self._read(
            path_imgrec, int(num_parts), int(part_index), _threads(preprocess_threads))
        self._label_shape = (self._pad_width(int(label_width), int(label_pad_width)) + 4,)
        self._pad_value = np.float32(label_pad_value)
        self._gens = [Mt19937((t + 1) * _RAND_MAGIC) for t in range(len(self._threads))]
        self._order_gen = Mt19937(_RAND_MAGIC + int(seed))
        self._shuffle = bool(shuffle)
        if part_bytes >= _CHUNK:
            self._refuse_chunked(preprocess_threads)
        self._parse = None
        self._init_loader(round_batch, np.float32, np.float32)

    @staticmethod
    def _refuse(aug_seq, mean_img, shuffle_chunk_size, dtype, data_shape):
        for name, value, refused in (
                ("aug_seq", aug_seq, aug_seq != "det_aug_default"),
                ("mean_img", mean_img, bool(mean_img)),
                ("shuffle_chunk_size", shuffle_chunk_size, int(shuffle_chunk_size) > 0),
                ("dtype", dtype, dtype not in (None, "None", "float32", np.float32)),
                ("data_shape", data_shape, len(data_shape) == 3 and int(data_shape[0]) == 4)):
            if refused:
                raise NotImplementedError(
                    f"ImageDetRecordIter: {name}={value!r} is not provided by the hybridlint "
                    "runtime (det_aug_default, channel means, float32 RGB or grey output are)")
        if len(data_shape) != 3 or int(data_shape[0]) not in (1, 3):
            raise ValueError(f"ImageDetRecordIter: data_shape {data_shape} must be (1 or 3, "
                             "height, width)")

    def _pad_width(self, label_width, label_pad_width):
        """MXNet's label padding width: the longest label of the part (or of the image list),
        or ``label_pad_width`` where that is larger."""
        widths = [len(v) for v in self._list.values()] if self._list is not None else \
            [self._checked_width(r, label_width) for r in self._records]
        longest = max(widths, default=0)
        if longest > label_pad_width > 0:
            raise ValueError(f"ImageDetRecordIOParser: label_pad_width: {label_pad_width} "
                             f"smaller than estimated width: {longest}")
        return max(longest, label_pad_width)

    def _refuse_chunked(self, preprocess_threads):
        """MXNet reads a part of 8 MiB or more in chunks, shuffling each and splitting it
        among its threads on its own; the chunk bounds are not reproduced."""
        if self._shuffle:
            raise NotImplementedError(
                "ImageDetRecordIter: shuffle over a part of 8 MiB or more is not provided by the "
                "hybridlint runtime (MXNet shuffles within its 8 MiB reading chunks, whose "
                "bounds are not reproduced)")
        if len(self._threads) > 1 and self._aug.draws:
            raise NotImplementedError(
                f"ImageDetRecordIter: random augmentation with preprocess_threads="
                f"{preprocess_threads} ({len(self._threads)} threads here) over a part of 8 MiB "
                "or more is not provided by the hybridlint runtime (MXNet splits each 8 MiB "
                "reading chunk among its threads, whose draws then differ); "
                "preprocess_threads=1 is")

    def _read(self, path, num_parts, part_index, threads):
        """The part's records, the records each decoding thread takes, the part's bytes."""
        starts, size = record_starts(path)
        keep = part_records(starts, size, num_parts, part_index)
        reader = MXRecordIO(path, "r")
        records = [reader.read() for _ in range(len(starts))]
        reader.close()
        if not keep:
            return [], [[]], 0
        first = starts[keep[0]]
        end = starts[keep[-1] + 1] if keep[-1] + 1 < len(starts) else size
        relative = [starts[k] - first for k in keep]
        shares = [part_records(relative, end - first, threads, t) for t in range(threads)]
        return [records[k] for k in keep], shares, end - first

    def _checked_width(self, record, label_width):
        header, _ = unpack(record)
        width = _record_label(header).size
        if label_width > 0 and width != label_width:
            raise ValueError(f"ImageDetRecordIter: rec file provide {width}-dimensional label "
                             f"but label_width is set to {label_width}")
        return width

    def _count(self):
        return len(self._records)

    def _source(self, k):
        header, payload = unpack(self._records[k])
        if self._list is not None:
            if int(header.id) not in self._list:
                raise ValueError(f"ImageDetRecordIter: fail to find imagelabel for id "
                                 f"{int(header.id)}")
            return header, bytes(payload), self._list[int(header.id)]
        return header, bytes(payload), _record_label(header)

    def _plan(self, k, gen):
        _, payload, label = self._source(k)
        flag = 0 if self._data_shape[0] == 1 else 1
        return self._aug.plan(*_size(payload, flag), label, gen)

    def _new_parse(self):
        """A read of the part: its order, and where draws matter every record's plan, made
        as MXNet's threads make them (each its share, in file order)."""
        order = list(range(len(self._records)))
        if self._shuffle:
            cpp_shuffle(order, self._order_gen)
        plans = {}
        if self._aug.draws:
            for share, gen in zip(self._threads, self._gens):
                for k in share:
                    plans[k] = self._plan(k, gen)
        self._parse = (order, plans)

    def _example(self, pos):
        if pos == 0:
            self._new_parse()
        order, plans = self._parse
        k = order[pos]
        header, payload, _ = self._source(k)
        ops, label = plans[k] if k in plans else self._plan(k, self._gens[0])
        img = _decode(payload, 0 if self._data_shape[0] == 1 else 1, to_rgb=True)
        img = self._aug.apply(img, ops)
        rows, cols, channels = img.shape
        data = np.zeros(self._data_shape, np.float32)
        data[:channels, :rows, :cols] = img.transpose(2, 0, 1)
        if self._subtract:
            data -= self._mean
        for c, std in enumerate(self._std):
            if std > 0:
                data[c] /= std
        data *= self._scale
        out = np.full(self._label_shape, self._pad_value, np.float32)
        out[:4] = (channels, rows, cols, label.size)
        out[4:4 + label.size] = label
        return data, out, int(header.id)
