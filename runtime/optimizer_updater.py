"""``mx.optimizer.Updater``/``get_updater``: the per-index states an optimizer updates, and
their MXNet-compatible bytes (``optimizer_states``).  Pickled optimizers resolve in
``Optimizer.opt_registry``, which ``optimizer`` (the package surface, importing every family)
fills."""
from __future__ import annotations

import numpy as np

from . import optimizer_states
from .ndarray import NDArray
from .optimizer_base import Optimizer

__all__ = ["Updater", "get_updater"]


class Updater:
    """Applies an optimizer to (index, grad, weight) triples, keeping states."""

    def __init__(self, optimizer):
        self.optimizer = optimizer
        self.states: dict = {}
        self.states_synced: dict = {}

    def __call__(self, index, grad, weight):
        indices = index if isinstance(index, (list, tuple)) else [index]
        grads = grad if isinstance(grad, (list, tuple)) else [grad]
        weights = weight if isinstance(weight, (list, tuple)) else [weight]
        o = self.optimizer
        for i, w in zip(indices, weights):
            if i not in self.states:
                self.states[i] = o.create_state_multi_precision(i, w)
                self.states_synced[i] = True
            elif not self.states_synced.get(i, True):
                self.states[i] = _on_context(self.states[i], w.context)
                self.states_synced[i] = True
        if getattr(o, "_aggregated_updates", False):
            self._aggregated(indices, weights, grads)
            return
        # float16 weights with multi_precision update a float32 master copy: one at a time
        many = getattr(o, "update_many", None)
        if many is not None and len(indices) > 1 and not (o.multi_precision and any(
                w._data.dtype == np.float16 for w in weights)):
            if many(indices, weights, grads, [self.states[i] for i in indices]):
                return
        for i, g, w in zip(indices, grads, weights):
            o.update_multi_precision(i, w, g, self.states[i])


    def get_states(self, dump_optimizer=False):
        """The states (and the optimizer) as MXNet's pickled bytes (``optimizer_states``)."""
        return optimizer_states.dumps((self.states, self.optimizer) if dump_optimizer
                                      else self.states)

    def set_states(self, states):
        """Load what ``get_states`` wrote, here or in MXNet 1.9.1 (a restricted unpickler)."""
        states = optimizer_states.loads(states, Optimizer.opt_registry)
        if isinstance(states, tuple) and len(states) == 2:
            self.states, self.optimizer = states
        else:
            self.states = states
        self.states_synced = dict.fromkeys(self.states.keys(), False)

    def _aggregated(self, indices, weights, grads):
        """MXNet's aggregated updates (LARS): by dtype, ``aggregate_num`` weights per call."""
        by_dtype: dict = {}
        for i, w, g in zip(indices, weights, grads):
            by_dtype.setdefault(w._data.dtype, []).append((i, w, g))
        n = self.optimizer.aggregate_num
        for triples in by_dtype.values():
            for a in range(0, len(triples), n):
                idx, ws, gs = (list(x) for x in zip(*triples[a:a + n]))
                self.optimizer.update_multi_precision(idx, ws, gs,
                                                      [self.states[i] for i in idx])


def _on_context(state, ctx):
    if isinstance(state, NDArray):
        return state if state.context == ctx else state.as_in_context(ctx)
    if isinstance(state, (tuple, list)):
        return type(state)(_on_context(s, ctx) for s in state)
    return state


def get_updater(optimizer):
    return Updater(optimizer)
