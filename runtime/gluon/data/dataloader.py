"""DataLoader (MXNet 1.9.1's ``gluon.data.dataloader``): mini-batches of a
dataset, made in this process or by a pool of worker processes or threads.

Workers are forked where the platform can (as MXNet's default
``multiprocessing.Pool`` does on Linux), so the dataset and its transforms
need not pickle; batches come back pickled.  ``pin_memory`` moves batches to
the ``cpu_pinned`` context, which the runtime keeps in ordinary memory.
"""
from __future__ import annotations

import multiprocessing
import multiprocessing.pool
import pickle
import signal
from multiprocessing.pool import ThreadPool
# MXNet exposes the pickler its workers use; GluonNLP's and GluonCV's loaders import it from here
from multiprocessing.reduction import ForkingPickler  # noqa: F401

import numpy as np

from ... import context, nd
from . import sampler as _sampler

__all__ = ["DataLoader", "default_batchify_fn", "default_mp_batchify_fn"]


def default_batchify_fn(data):
    """Stack samples into a batch: NDArrays with ``nd.stack``, tuples field by
    field (a list of batches), anything else through ``numpy.asarray`` into an
    NDArray of the same dtype (int labels stay int64, as in MXNet)."""
    if isinstance(data[0], nd.NDArray):
        return nd.stack(*data)
    if isinstance(data[0], tuple):
        return [default_batchify_fn(list(field)) for field in zip(*data)]
    data = np.asarray(data)
    return nd.array(data, dtype=data.dtype)


# MXNet stacks into shared memory for its workers; batches here travel pickled,
# so the worker-side batchify is the same function.
default_mp_batchify_fn = default_batchify_fn


def _as_in_context(data, ctx):
    if isinstance(data, nd.NDArray):
        return data.as_in_context(ctx)
    if isinstance(data, (list, tuple)):
        return [_as_in_context(d, ctx) for d in data]
    return data


_worker_dataset = None


def _worker_initializer(dataset):
    global _worker_dataset
    _worker_dataset = dataset


def _worker_fn(samples, batchify_fn, dataset=None):
    batch = batchify_fn([_worker_dataset[i] for i in samples])
    return pickle.dumps(batch, pickle.HIGHEST_PROTOCOL)


def _thread_worker_fn(samples, batchify_fn, dataset):
    return batchify_fn([dataset[i] for i in samples])


def _process_context():
    # fork keeps MXNet's semantics: the dataset reaches the workers unpickled
    if "fork" in multiprocessing.get_all_start_methods():
        return multiprocessing.get_context("fork")
    return multiprocessing.get_context()


class _MultiWorkerIter:
    """Keeps ``prefetch`` batches in flight and returns them in sampler order."""

    def __init__(self, worker_pool, batchify_fn, batch_sampler, pin_memory=False,
                 pin_device_id=0, worker_fn=_worker_fn, prefetch=0, dataset=None,
                 data_loader=None, timeout=120):
        self._worker_pool = worker_pool
        self._batchify_fn = batchify_fn
        self._batch_sampler = batch_sampler
        self._data_buffer = {}
        self._rcvd_idx = 0
        self._sent_idx = 0
        self._iter = iter(self._batch_sampler)
        self._worker_fn = worker_fn
        self._pin_memory = pin_memory
        self._pin_device_id = pin_device_id
        self._dataset = dataset
        self._data_loader = data_loader    # keeps the pool's owner alive while iterating
        self._timeout = timeout
        for _ in range(prefetch):
            self._push_next()

    def __len__(self):
        return len(self._batch_sampler)

    def _push_next(self):
        r = next(self._iter, None)
        if r is None:
            return
        self._data_buffer[self._sent_idx] = self._worker_pool.apply_async(
            self._worker_fn, (r, self._batchify_fn, self._dataset))
        self._sent_idx += 1

    def __next__(self):
        self._push_next()
        if self._rcvd_idx == self._sent_idx:
            raise StopIteration
        ret = self._data_buffer.pop(self._rcvd_idx)
        try:
            batch = ret.get(self._timeout)
        except multiprocessing.TimeoutError:
            raise multiprocessing.TimeoutError(
                f"DataLoader worker timed out after {self._timeout} seconds: the transform is "
                "slow or a worker died; raise DataLoader(timeout=...) or lower num_workers"
            ) from None
        except Exception:
            self._worker_pool.terminate()
            raise
        if self._dataset is None:
            batch = pickle.loads(batch)
        if self._pin_memory:
            batch = _as_in_context(batch, context.cpu_pinned(self._pin_device_id))
        self._rcvd_idx += 1
        return batch

    def next(self):
        return self.__next__()

    def __iter__(self):
        return self


class DataLoader:
    """Loads mini-batches from ``dataset``.

    Either ``batch_size`` (with ``shuffle`` or a ``sampler``, and
    ``last_batch`` 'keep'/'discard'/'rollover') or a ``batch_sampler``.
    ``batchify_fn`` merges a list of samples (default: :func:`default_batchify_fn`).
    ``num_workers > 0`` makes batches in a process pool (``thread_pool=True``:
    threads), ``prefetch`` of them ahead (default ``2 * num_workers``), each
    awaited at most ``timeout`` seconds; a process pool receives ``batchify_fn``
    pickled with each task, so it must be a module-level function (as in MXNet).
    ``auto_reload`` starts prefetching the next pass as soon as one ends.
    """

    def __init__(self, dataset, batch_size=None, shuffle=False, sampler=None,
                 last_batch=None, batch_sampler=None, batchify_fn=None,
                 num_workers=0, pin_memory=False, pin_device_id=0,
                 prefetch=None, thread_pool=False, timeout=120, auto_reload=False):
        self._dataset = dataset
        self._pin_memory = pin_memory
        self._pin_device_id = pin_device_id
        self._thread_pool = thread_pool
        self._timeout = timeout
        if not timeout > 0:
            raise ValueError(f"timeout must be positive, given {timeout}")
        if batch_sampler is None:
            if batch_size is None:
                raise ValueError("batch_size must be specified unless batch_sampler is specified")
            if sampler is None:
                if shuffle:
                    sampler = _sampler.RandomSampler(len(dataset))
                else:
                    sampler = _sampler.SequentialSampler(len(dataset))
            elif shuffle:
                raise ValueError("shuffle must not be specified if sampler is specified")
            batch_sampler = _sampler.BatchSampler(
                sampler, batch_size, last_batch if last_batch else "keep")
        elif batch_size is not None or shuffle or sampler is not None or last_batch is not None:
            raise ValueError("batch_size, shuffle, sampler and last_batch must not be specified "
                             "if batch_sampler is specified.")
        self._batch_sampler = batch_sampler
        self._num_workers = num_workers if num_workers >= 0 else 0
        self._worker_pool = None
        self._prefetch = max(0, int(prefetch) if prefetch is not None else 2 * self._num_workers)
        if self._num_workers > 0:
            if self._thread_pool:
                self._worker_pool = ThreadPool(self._num_workers)
            else:
                # workers ignore Ctrl-C; the parent handles it and terminates them
                original = signal.signal(signal.SIGINT, signal.SIG_IGN)
                try:
                    self._worker_pool = _process_context().Pool(
                        self._num_workers, initializer=_worker_initializer,
                        initargs=(self._dataset,))
                finally:
                    signal.signal(signal.SIGINT, original)
        if batchify_fn is None:
            self._batchify_fn = default_mp_batchify_fn if num_workers > 0 else default_batchify_fn
        else:
            self._batchify_fn = batchify_fn
        self.auto_reload = auto_reload
        if self.auto_reload:
            self.refresh()
        else:
            self.clean()

    def __iter__(self):
        if self._iter is None:
            self.refresh()
        t = self._iter
        self._iter = None   # one prefetched iterator serves one pass
        yield from t
        if self._iter is None and self.auto_reload:
            self.refresh()

    def _prefetch_iter(self):
        if self._num_workers == 0:
            def same_process_iter():
                for batch in self._batch_sampler:
                    ret = self._batchify_fn([self._dataset[idx] for idx in batch])
                    if self._pin_memory:
                        ret = _as_in_context(ret, context.cpu_pinned(self._pin_device_id))
                    yield ret
            return same_process_iter()
        return _MultiWorkerIter(self._worker_pool, self._batchify_fn, self._batch_sampler,
                                pin_memory=self._pin_memory, pin_device_id=self._pin_device_id,
                                worker_fn=_thread_worker_fn if self._thread_pool else _worker_fn,
                                prefetch=self._prefetch,
                                dataset=self._dataset if self._thread_pool else None,
                                data_loader=self, timeout=self._timeout)

    def __len__(self):
        return len(self._batch_sampler)

    def __del__(self):
        pool = getattr(self, "_worker_pool", None)
        if pool is not None:
            pool.terminate()

    def refresh(self):
        """Start a new pass now (prefetching its first batches)."""
        self._iter = self._prefetch_iter()

    def clean(self):
        """Drop the prefetched pass; the next ``iter()`` starts one."""
        self._iter = None
