"""``gluon.contrib.data``: MXNet 1.9.1's IntervalSampler (its ``text`` datasets,
which download corpora, are not provided)."""
from __future__ import annotations

from .data.sampler import Sampler

__all__ = ["IntervalSampler"]
# a package to the import system, so the alias can serve mxnet.gluon.contrib.data.sampler
__path__: list = []


class IntervalSampler(Sampler):
    """``0, interval, 2 * interval, ...`` of ``range(length)``; with ``rollover``
    the passes starting at 1, 2, ... follow until every index was visited.

    ``len()`` is ``length`` even without rollover, as in MXNet.
    """

    def __init__(self, length, interval, rollover=True):
        if interval > length:
            raise ValueError(f"Interval {interval} must be smaller than or equal to length "
                             f"{length}")
        self._length = length
        self._interval = interval
        self._rollover = rollover

    def __iter__(self):
        for start in range(self._interval if self._rollover else 1):
            yield from range(start, self._length, self._interval)

    def __len__(self):
        return self._length
