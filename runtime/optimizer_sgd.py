"""The SGD family of ``mx.optimizer``: sgd, nag, signum, ccsgd, test, dcasgd and sgld (whose
noise is the runtime's random stream, not MXNet's), over MXNet's fused update operators."""
from __future__ import annotations

import math

import numpy as np

from .nd_updates import nag_mom_step, sgd_mom_step, sgd_step, signsgd_update, signum_update
from .ndarray import NDArray
from .ops import fused
from .optimizer_base import Optimizer, _check, _clip_if_set, _zeros_like, register
from .optimizer_flat import _FLAT_CHUNK, _FLAT_REBUILDS, _FlatGroup
from .random import normal

__all__ = ["DCASGD", "NAG", "SGD", "SGLD", "Signum", "Test", "ccSGD"]


class _MomentumOptimizer(Optimizer):
    """SGD and NAG: one momentum buffer (none when ``momentum`` is 0); without
    it both do ``w = (1 - lr * wd) * w - lr * clip(rescale_grad * g)``.
    Subclasses say in ``_momentum_step`` how the buffer moves ``w``."""

    _master_first = False

    def __init__(self, momentum=0.0, **kwargs):
        super().__init__(**kwargs)
        self.momentum = momentum
        self._flat = None
        self._flat_rebuilds = 0

    def _flat_update(self, weights, grads, states, lrs, wds, held) -> bool:
        """The momentum update of all parameters at once on a :class:`_FlatGroup`, where
        they share one lr and wd (the same elementwise operations per element as one
        ``_momentum_step`` per parameter: the same bits).  False where it does not apply.
        ``held``: the current group holds these arrays (``_FlatGroup.holds``)."""
        if self.momentum <= 0 or len(set(lrs)) != 1 or len(set(wds)) != 1:
            return False
        group = getattr(self, "_flat", None)
        if not held:
            rebuilds = getattr(self, "_flat_rebuilds", 0)
            if rebuilds >= _FLAT_REBUILDS:
                return False
            group = _FlatGroup.make(weights, grads, states)
            self._flat, self._flat_rebuilds = group, rebuilds + 1
            if group is None:
                return False
        w, g, mom = group.flat
        lr, wd, step, chunk = lrs[0], wds[0], self._momentum_step, _FLAT_CHUNK
        if self._flat_compiled(w, g, mom, lr, wd):
            return True
        for a in range(0, w.size, chunk):
            b = a + chunk
            step(np, mom[a:b], w[a:b], g[a:b], lr, wd)
        return True

    def create_state(self, index, weight):
        return _zeros_like(weight) if self.momentum != 0.0 else None

    def update(self, index, weight, grad, state):
        lr, wd = self._scalars(index, weight, grad)
        self._step(weight, grad, state, lr, wd)

    def _step(self, weight, grad, state, lr, wd):
        w, xp = weight._data, weight.context.xp
        if state is not None and self.momentum > 0:
            self._momentum_step(xp, state._data, w, grad._data, lr, wd)
        else:
            # MXNet's SGD runs the multi-tensor kernel even for one dense parameter
            sgd_step(xp, w, grad._data, lr, wd, self.rescale_grad, self._kernel_clip(), w,
                     multi=True)

    def _momentum_step(self, xp, mom, w, grad, lr, wd):
        """The momentum update of ``w`` (in place) from the raw gradient ``grad``."""
        raise NotImplementedError

    def _flat_compiled(self, w, g, mom, lr, wd) -> bool:
        """The flat group's update as one compiled pass (the ``fast`` extra), or False
        where there is none: then ``_momentum_step`` runs over chunks."""
        return False

    def update_many(self, indices, weights, grads, states) -> bool:
        """``update`` of many parameters at once, as MXNet's aggregated
        ``multi_sgd_mom_update`` path does: every update counted first, then the
        multipliers looked up in one pass, then each parameter's update with the
        same operations as ``update`` (bit for bit).  Returns False, doing nothing,
        where the per-parameter order can matter (an ``lr_scheduler`` reads the
        count as it grows) or a subclass changed ``update``; call ``update`` then."""
        if self.lr_scheduler is not None or type(self).update is not _MomentumOptimizer.update:
            return False
        group = getattr(self, "_flat", None)     # (absent on an optimizer unpickled from MXNet)
        held = group is not None and group.holds(weights, grads, states)
        if not held:
            # (a group holding these arrays was made from checked ones: NDArrays of equal
            # shapes, which its views keep)
            for weight, grad in zip(weights, grads):
                _check(weight, grad)
        self._update_count(indices)
        lrs, wds = self._get_lrs(indices), self._get_wds(indices)
        if self._flat_update(weights, grads, states, lrs, wds, held):
            return True
        for weight, grad, state, lr, wd in zip(weights, grads, states, lrs, wds):
            self._step(weight, grad, state, lr, wd)
        return True


@register
class SGD(_MomentumOptimizer):
    """``mom = momentum * mom - lr * wd * w - lr * clip(rescale_grad * g)``;
    ``w += mom`` (without momentum: ``w = (1 - lr * wd) * w - lr * clip(...)``)."""

    _MX_DEFAULTS = {"aggregate_num": 4, "allow_np_array": False}

    def __init__(self, momentum=0.0, lazy_update=True, **kwargs):
        super().__init__(momentum=momentum, **kwargs)
        self.lazy_update = lazy_update

    def _momentum_step(self, xp, mom, w, grad, lr, wd):
        sgd_mom_step(xp, w, grad, mom, lr, self.momentum, wd, self.rescale_grad,
                     self._kernel_clip(), w)

    def _flat_compiled(self, w, g, mom, lr, wd) -> bool:
        # sgd_mom_step's float32 scalars, unclipped: its six numpy passes in one (~100 us
        # -> ~25 on the MLP's 164k values; the same bits, tests/training/test_flat_sgd_kernel.py)
        # (a subclass with its own momentum step keeps it)
        if not fused.ENABLED or w.dtype != np.float32 or self._kernel_clip() >= 0 or \
                type(self)._momentum_step is not SGD._momentum_step:
            return False
        T = np.float32
        lr_ = T(lr)
        fused.sgd_mom_update(w, g, mom, lr_ * T(self.rescale_grad), T(self.momentum),
                             lr_ * T(wd))
        return True


@register
class NAG(_MomentumOptimizer):
    """Nesterov momentum as MXNet's ``nag_mom_update`` with ``out=weight`` (see
    ``nd_updates.nag_mom_step``: the new momentum reads the new weight)."""

    def _momentum_step(self, xp, mom, w, grad, lr, wd):
        nag_mom_step(xp, w, grad, mom, lr, self.momentum, wd, self.rescale_grad,
                     self._kernel_clip(), w)


@register
class Signum(Optimizer):
    """signSGD / Signum (Bernstein et al., 2018): ``signum_update`` with a momentum buffer,
    ``signsgd_update`` without one; ``wd_lh`` is the decoupled weight decay."""

    def __init__(self, learning_rate=0.01, momentum=0.9, wd_lh=0.0, **kwargs):
        super().__init__(learning_rate=learning_rate, **kwargs)
        self.momentum = momentum
        self.wd_lh = wd_lh

    def create_state(self, index, weight):
        return _zeros_like(weight) if self.momentum != 0.0 else None

    def update(self, index, weight, grad, state):
        lr, wd = self._scalars(index, weight, grad)
        if state is not None:
            signum_update(weight, grad, state, lr=lr, wd=wd, rescale_grad=self.rescale_grad,
                          momentum=max(self.momentum, 0.0), clip_gradient=self._kernel_clip(),
                          wd_lh=self.wd_lh or 0.0, out=weight)
        else:
            signsgd_update(weight, grad, lr=lr, wd=wd, rescale_grad=self.rescale_grad,
                           clip_gradient=self._kernel_clip(), out=weight)


@register
class ccSGD(SGD):      # noqa: N801  (MXNet's name)
    """[DEPRECATED] Same as ``SGD``, kept registered as MXNet 1.9.1 keeps it."""


@register
class Test(Optimizer):
    """MXNet's test optimizer: ``w += rescale_grad * grad``; the state holds a copy of the
    weight."""

    def create_state(self, index, weight):
        return NDArray(weight.context.xp.zeros(weight.shape, np.float32), weight.context)

    def update(self, index, weight, grad, state):
        weight._data += grad._data * weight._data.dtype.type(self.rescale_grad)
        state._data[...] = weight._data


@register
class DCASGD(Optimizer):
    """Delay-compensated asynchronous SGD (Zheng et al., 2016): ``mom = momentum * mom - lr *
    (g + wd * w + lamda * g * g * (w - previous w))``; ``w += mom``.  As in MXNet 1.9.1 the
    momentum buffer is tested for truth (``if mom:``), so with ``momentum`` set an update
    raises (an array of more than one element has no truth value) or, for a one-element
    weight, fails its ``momentum == 0`` assertion while the buffer is zero."""

    def __init__(self, momentum=0.0, lamda=0.04, **kwargs):
        super().__init__(**kwargs)
        self.momentum = momentum
        self.weight_previous: dict = {}
        self.lamda = lamda

    def create_state(self, index, weight):
        mom = _zeros_like(weight) if self.momentum != 0.0 else None
        return (mom, weight.copy())

    def update(self, index, weight, grad, state):
        lr, wd = self._scalars(index, weight, grad)
        xp, w = weight.context.xp, weight._data
        g = _clip_if_set(xp, grad._data * self.rescale_grad, self.clip_gradient)
        mom, previous = state
        step = g + wd * w + self.lamda * g * g * (w - previous._data)
        if mom:
            mom._data *= self.momentum
            mom._data += -lr * step
            delta = mom._data
        else:
            assert self.momentum == 0.0
            delta = -lr * step
        previous._data[...] = w
        w += delta


@register
class SGLD(Optimizer):
    """Stochastic gradient Langevin dynamics: ``w += -lr / 2 * (g + wd * w)``, then ``w +=
    normal(0, sqrt(lr))``.  The noise comes from the runtime's generator (``mx.random.seed``
    makes it repeat), not MXNet's stream: only the deterministic half can equal MXNet's."""

    def create_state(self, index, weight):
        return None

    def update(self, index, weight, grad, state):
        lr, wd = self._scalars(index, weight, grad)
        xp, w = weight.context.xp, weight._data
        g = _clip_if_set(xp, grad._data * self.rescale_grad, self.clip_gradient)
        w += -lr / 2 * (g + wd * w)
        w += normal(0, math.sqrt(lr), shape=weight.shape, dtype=weight.dtype,
                    ctx=weight.context)._data
