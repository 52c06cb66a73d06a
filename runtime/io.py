"""``mx.io``: MXNet 1.9.1's data iterators: in memory (``NDArrayIter``), around others
(``ResizeIter``, ``PrefetchingIter``), over files (``CSVIter``, ``MNISTIter``: ``io_files``;
``ImageRecordIter``: ``io_image``; ``ImageDetRecordIter``: ``io_image_det``), and their records
(``DataDesc``, ``DataBatch``, ``DataIter``: ``io_base``).

The other C++ file iterators (``LibSVMIter``, ``ImageRecordInt8Iter``...) are not provided:
using one raises an error that says so and points at ``gluon.data``.
"""
from __future__ import annotations

from collections import OrderedDict

import numpy

from . import nd
from .io_base import DataBatch, DataDesc, DataIter
from .io_files import CSVIter, MNISTIter
from .io_image import ImageRecordIter
from .io_image_det import ImageDetRecordIter
from .ndarray import NDArray

__all__ = ["DataDesc", "DataBatch", "DataIter", "ResizeIter", "PrefetchingIter", "NDArrayIter",
           "CSVIter", "MNISTIter", "ImageRecordIter", "ImageDetRecordIter"]


class _FromCurrentBatch(DataIter):
    """An iterator whose ``next`` fills ``current_batch``: the getters read its fields."""

    def getdata(self):
        return self.current_batch.data

    def getlabel(self):
        return self.current_batch.label

    def getindex(self):
        return self.current_batch.index

    def getpad(self):
        return self.current_batch.pad


class ResizeIter(_FromCurrentBatch):
    """``size`` batches per epoch from ``data_iter``, restarting it when it runs out."""

    def __init__(self, data_iter, size, reset_internal=True):
        super().__init__()
        self.data_iter = data_iter
        self.size = size
        self.reset_internal = reset_internal
        self.cur = 0
        self.current_batch = None
        self.provide_data = data_iter.provide_data
        self.provide_label = data_iter.provide_label
        self.batch_size = data_iter.batch_size
        if hasattr(data_iter, "default_bucket_key"):
            self.default_bucket_key = data_iter.default_bucket_key

    def reset(self):
        self.cur = 0
        if self.reset_internal:
            self.data_iter.reset()

    def iter_next(self):
        if self.cur == self.size:
            return False
        try:
            self.current_batch = self.data_iter.next()
        except StopIteration:
            self.data_iter.reset()
            self.current_batch = self.data_iter.next()
        self.cur += 1
        return True


class PrefetchingIter(_FromCurrentBatch):
    """Batches of several iterators side by side (their data lists, then their label lists
    joined; ``pad``/``index`` of the first), names changed by ``rename_data``/
    ``rename_label``.  MXNet reads each iterator's next batch ahead on a thread; here the
    batch is read when asked for, which gives the same batches (reading ahead shows only in
    an iterator reset in the middle of a pass)."""

    def __init__(self, iters, rename_data=None, rename_label=None):
        super().__init__()
        if not isinstance(iters, list):
            iters = [iters]
        self.n_iter = len(iters)
        assert self.n_iter > 0
        self.iters = iters
        self.rename_data = rename_data
        self.rename_label = rename_label
        self.batch_size = self.provide_data[0][1][0]
        self.current_batch = None

    @staticmethod
    def _renamed(descs_per_iter, renames):
        if renames is None:
            return sum(descs_per_iter, [])
        return sum([[DataDesc(r[x.name], x.shape, x.dtype) if isinstance(x, DataDesc)
                     else DataDesc(*x) for x in descs]
                    for r, descs in zip(renames, descs_per_iter)], [])

    @property
    def provide_data(self):
        return self._renamed([i.provide_data for i in self.iters], self.rename_data)

    @property
    def provide_label(self):
        return self._renamed([i.provide_label for i in self.iters], self.rename_label)

    def reset(self):
        for i in self.iters:
            i.reset()

    def iter_next(self):
        batches = []
        for it in self.iters:
            try:
                batches.append(it.next())
            except StopIteration:
                batches.append(None)
        if batches[0] is None:
            assert all(b is None for b in batches), "Number of entry mismatches between iterators"
            return False
        for batch in batches:
            assert batch is not None and batch.pad == batches[0].pad, \
                "Number of entry mismatches between iterators"
        self.current_batch = DataBatch(sum([b.data for b in batches], []),
                                       sum([b.label for b in batches], []), batches[0].pad,
                                       batches[0].index, provide_data=self.provide_data,
                                       provide_label=self.provide_label)
        return True

    def next(self):
        if self.iter_next():
            return self.current_batch
        raise StopIteration


def _named_arrays(data, allow_empty, default_name):
    """(name, host array) pairs sorted by name, as MXNet names them: one array -> default_name,
    several -> ``_<i>_<default_name>``, a dict -> its keys."""
    if data is None:
        if not allow_empty:
            raise ValueError("NDArrayIter needs data")
        data = []
    if isinstance(data, (numpy.ndarray, NDArray)):
        data = [data]
    if isinstance(data, list):
        if not data and not allow_empty:
            raise ValueError("NDArrayIter needs data")
        data = OrderedDict([(default_name, data[0])] if len(data) == 1 else
                           [(f"_{i}_{default_name}", d) for i, d in enumerate(data)])
    if not isinstance(data, dict):
        raise TypeError("Input must be NDArray, numpy.ndarray, a list of them or dict with them "
                        "as values")
    out = []
    for k, v in data.items():
        try:
            arr = v if isinstance(v, NDArray) else nd.array(v)
        except (TypeError, ValueError):
            raise TypeError(f"Invalid type '{type(v)}' for {k}, should be NDArray or "
                            "numpy.ndarray") from None
        out.append((k, arr.asnumpy()))
    return sorted(out, key=lambda kv: kv[0])


class NDArrayIter(DataIter):
    """Batches of in-memory arrays along the layout's N axis.  The last, partial batch is
    padded from the start ('pad', ``pad`` says how many), dropped ('discard'), or completed
    from the next epoch's first samples ('roll_over')."""

    def __init__(self, data, label=None, batch_size=1, shuffle=False, last_batch_handle="pad",
                 data_name="data", label_name="softmax_label", layout="NCHW"):
        super().__init__(batch_size)
        if last_batch_handle not in ("pad", "discard", "roll_over"):
            raise ValueError(f"last_batch_handle must be 'pad', 'discard' or 'roll_over', got "
                             f"{last_batch_handle!r}")
        self.data = _named_arrays(data, False, data_name)
        self.label = _named_arrays(label, True, label_name)
        self.layout = layout
        self.idx = numpy.arange(self.data[0][1].shape[self._axis])
        self.shuffle = shuffle
        self.last_batch_handle = last_batch_handle
        self.batch_size = batch_size
        self.cursor = -batch_size
        self.num_data = self.idx.shape[0]
        self._cache_data = None
        self._cache_label = None
        self.reset()
        self.data_list = [v for _, v in self.data] + [v for _, v in self.label]
        self.num_source = len(self.data_list)

    @property
    def _axis(self):
        return self.layout.find("N")

    def _descs(self, arrays):
        axis = self._axis
        return [DataDesc(k, v.shape[:axis] + (self.batch_size,) + v.shape[axis + 1:],
                         v.dtype, layout=self.layout) for k, v in arrays]

    @property
    def provide_data(self):
        return self._descs(self.data)

    @property
    def provide_label(self):
        return self._descs(self.label)

    def hard_reset(self):
        if self.shuffle:
            self._shuffle_data()
        self.cursor = -self.batch_size
        self._cache_data = None
        self._cache_label = None

    def reset(self):
        if self.shuffle:
            self._shuffle_data()
        if self.last_batch_handle == "roll_over" and \
                self.num_data - self.batch_size < self.cursor < self.num_data:
            # the cached tail of the last epoch starts the next one
            self.cursor = self.cursor - self.num_data - self.batch_size
        else:
            self.cursor = -self.batch_size

    def iter_next(self):
        self.cursor += self.batch_size
        return self.cursor < self.num_data

    def next(self):
        if not self.iter_next():
            raise StopIteration
        data, label = self.getdata(), self.getlabel()
        if data[0].shape[self._axis] != self.batch_size:
            # a partial batch ('discard', 'roll_over') ends the epoch; roll_over keeps it
            self._cache_data, self._cache_label = data, label
            raise StopIteration
        return DataBatch(data=data, label=label, pad=self.getpad(), index=None)

    def _take(self, arrays, start=0, end=None):
        axis = self._axis
        out = []
        for _, v in arrays:
            stop = v.shape[axis] if end is None else end
            out.append(numpy.take(v, numpy.arange(start, stop), axis=axis))
        return out

    def _join(self, first, second):
        if not first or not second:
            return first or second
        return [numpy.concatenate([a, b], axis=self._axis) for a, b in zip(first, second)]

    def _batchify(self, arrays):
        if self.cursor >= self.num_data:
            raise RuntimeError("DataIter needs reset.")
        if self.last_batch_handle == "roll_over" and -self.batch_size < self.cursor < 0:
            cached = self._cache_data if self._cache_data is not None else self._cache_label
            if cached is None:
                raise RuntimeError("next epoch should have cached data")
            if self._cache_data is not None:
                self._cache_data = None
            else:
                self._cache_label = None
            batch = self._join([c.asnumpy() for c in cached],
                               self._take(arrays, end=self.cursor + self.batch_size))
        elif self.last_batch_handle == "pad" and self.cursor + self.batch_size > self.num_data:
            pad = self.batch_size - self.num_data + self.cursor
            head = self._take(arrays, start=self.cursor)
            whole, rest = divmod(pad, self.num_data)
            fill = self._take(arrays, end=self.num_data) if whole else []
            fill = [numpy.concatenate([f] * whole, axis=self._axis) for f in fill]
            if rest:
                fill = self._join(fill, self._take(arrays, end=rest))
            batch = self._join(head, fill)
        else:
            batch = self._take(arrays, self.cursor, min(self.cursor + self.batch_size,
                                                        self.num_data))
        return [nd.array(b, dtype=b.dtype) for b in batch]

    def getdata(self):
        return self._batchify(self.data)

    def getlabel(self):
        return self._batchify(self.label)

    def getpad(self):
        if self.last_batch_handle == "pad" and self.cursor + self.batch_size > self.num_data:
            return self.cursor + self.batch_size - self.num_data
        if self.last_batch_handle == "roll_over" and -self.batch_size < self.cursor < 0:
            return -self.cursor
        return 0

    def _shuffle_data(self):
        # numpy's global generator, as MXNet uses: numpy.random.seed makes epochs repeatable
        numpy.random.shuffle(self.idx)
        self.data = [(k, numpy.take(v, self.idx, axis=0)) for k, v in self.data]
        self.label = [(k, numpy.take(v, self.idx, axis=0)) for k, v in self.label]


def __getattr__(name):
    if name.endswith("Iter") and name not in __all__:
        raise AttributeError(
            f"mx.io.{name} (a C++ file iterator of MXNet) is not provided by the hybridlint "
            "runtime; read the data with mx.gluon.data (datasets and DataLoader) or load it "
            "into arrays and use mx.io.NDArrayIter")
    raise AttributeError(f"module 'mxnet.io' has no attribute {name!r}")
