"""The flat buffers SGD and NAG update all of a Trainer step's parameters in (``_FlatGroup``),
as MXNet's ``multi_sgd_mom_update`` runs one kernel over them."""
from __future__ import annotations

from operator import attrgetter, is_

import numpy as np

from .ndarray import BUFFERS_REBOUND


_DATA = attrgetter("_data")

# a flat-buffer group whose arrays are rebound (by set_data's replacement, cast, load_states...)
# this many times is given up: its parameters keep the per-parameter update
_FLAT_REBUILDS = 3
# flat slots start on 64-byte boundaries (16 float32s), as a fresh array would
_FLAT_ALIGN = 64
# the flat update runs over this many elements at a time: its temporaries (the rescaled
# gradient, lr * g, ...) stay that small (256 KiB of float32) instead of the size of all
# parameters, which raised the MLP step's peak from 1.01 to 1.26 MiB (now 0.89; 2^15 is
# no better, 2^17 gives 1.01 back)
_FLAT_CHUNK = 1 << 16


class _FlatGroup:
    """The weights, gradients and momentum buffers of one Trainer step's parameters as
    views into three flat arrays, so SGD/NAG update them all with the same few array
    operations instead of ~7 numpy calls per parameter (MXNet's ``multi_sgd_mom_update``
    is likewise one kernel).  Made by copying each array into its slot and rebinding the
    NDArray to the view (``set_data`` writes in place, the autograd tape writes
    gradients in place, hybridized calls read parameters at call time, so every holder
    of the NDArray follows); :meth:`holds` says whether a step's arrays are still those
    views (anything that rebinds an NDArray makes the group stale).  The gaps between
    slots are zeros in all three arrays, which the update keeps zero.  Making a group
    bumps ``ndarray.BUFFERS_REBOUND``, which a hybridized block's fast call (the one
    holder of raw parameter buffers) checks; a view of a parameter taken before the
    first update (``w[0:2]``, ``w.reshape(...)``) keeps the old buffer."""

    __slots__ = ("ids", "arrays", "views", "flat")

    @classmethod
    def make(cls, weights, grads, states):
        """A group over these arrays, or None where one does not apply: numpy arrays of
        one floating dtype, momentum buffers present, no array twice."""
        if len(weights) < 2 or any(s is None for s in states):
            return None
        arrays = (list(weights), list(grads), list(states))
        flat_in = [a for group in arrays for a in group]
        dtype = weights[0]._data.dtype
        if dtype.kind != "f" or len({id(a) for a in flat_in}) != len(flat_in):
            return None
        for w, g, m in zip(*arrays):
            shape = w._data.shape
            if any(type(a._data) is not np.ndarray or a._data.dtype != dtype
                   or a._data.shape != shape for a in (w, g, m)):
                return None
        step = max(1, _FLAT_ALIGN // dtype.itemsize)
        offsets, total = [], 0
        for w in weights:
            offsets.append(total)
            total += -(-w._data.size // step) * step
        self = cls()
        self.ids = tuple(map(id, flat_in))
        self.arrays = flat_in
        self.flat = tuple(np.zeros(total, dtype=dtype) for _ in arrays)
        self.views = []
        for flat, group in zip(self.flat, arrays):
            for off, a in zip(offsets, group):
                view = flat[off:off + a._data.size].reshape(a._data.shape)
                view[...] = a._data
                a._data = view
                self.views.append(view)
        BUFFERS_REBOUND[0] += 1       # (a block's fast call holds the old buffers: re-gather)
        return self

    def holds(self, weights, grads, states) -> bool:
        arrays = [*weights, *grads, *states]
        return tuple(map(id, arrays)) == self.ids and all(
            map(is_, map(_DATA, arrays), self.views))
