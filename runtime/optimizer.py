"""``mx.optimizer``: MXNet 1.9.1's optimizers (sgd, nag, adam, rmsprop, adagrad, signum, ftml,
ftrl, adadelta, adamax, nadam, lamb, lars, lbsgd, dcasgd, sgld, ccsgd, test; SGLD's noise is the
runtime's random stream, not MXNet's).

The update rules are MXNet's fused update operators (``multi_sgd_update``/
``multi_sgd_mom_update``, ``nag_mom_update``, ``adam_update``, ``rmsprop_update``,
``rmspropalex_update``: the steps of ``nd_updates``, which ``nd.sgd_mom_update`` ...
run too) and AdaGrad's python update, element for element and in the weight's
dtype, over the xp (numpy/cupy) buffers and updating weight and states in place:

* gradients are rescaled by ``rescale_grad`` (the Trainer sets
  ``1/batch_size``) and clipped to ``[-clip_gradient, clip_gradient]`` when
  ``clip_gradient`` is set (for adam/rmsprop after adding ``wd * weight``, for
  sgd/nag before, as in MXNet);
* ``lr``/``wd`` of a parameter are multiplied by its ``lr_mult``/``wd_mult``
  (``param_dict``, which the Trainer fills) or by ``set_lr_mult``/``set_wd_mult``;
* ``multi_precision`` keeps a float32 master copy of float16 weights: the state is
  ``(master, states)`` as MXNet's base class makes it, ``(states, master)`` for SGD, NAG and
  LARS, which override it in MXNet too (so MXNet's pickled states fit).
"""
from __future__ import annotations

import logging
import math
import os
import warnings

import numpy as np

from . import optimizer_states
from .nd_contrib_updates import multi_lamb_update, multi_mp_lamb_update
from .nd_updates import adam_step, ftml_update, ftrl_update, multi_lars, multi_sum_sq, \
    nag_mom_step, preloaded_multi_mp_sgd_mom_update, preloaded_multi_mp_sgd_update, \
    preloaded_multi_sgd_mom_update, preloaded_multi_sgd_update, rmsprop_step, rmspropalex_step, \
    sgd_mom_step, sgd_step, sgd_update, signsgd_update, signum_update
from .ndarray import BUFFERS_REBOUND, NDArray
from .random import normal

__all__ = [
    "FTML",
    "LAMB",
    "NAG",
    "SGD",
    "AdaDelta",
    "AdaGrad",
    "Adam",
    "Adamax",
    "DCASGD",
    "Ftrl",
    "LARS",
    "LBSGD",
    "Nadam",
    "Optimizer",
    "RMSProp",
    "SGLD",
    "Signum",
    "Test",
    "Updater",
    "ccSGD",
    "create",
    "get_updater",
    "register",
]


class Optimizer:
    """Base class: learning rate (or ``lr_scheduler``), weight decay, gradient
    rescaling and clipping, per-parameter multipliers and update counts."""

    opt_registry: dict[str, type] = {}

    def __init__(self, rescale_grad=1., param_idx2name=None, wd=0., clip_gradient=None,
                 learning_rate=None, lr_scheduler=None, sym=None, begin_num_update=0,
                 multi_precision=False, param_dict=None):
        self.rescale_grad = rescale_grad
        self.lr_scheduler = lr_scheduler
        if lr_scheduler is None and learning_rate is None:
            learning_rate = 0.01
        self.lr = learning_rate
        if lr_scheduler is not None and learning_rate is not None and \
                getattr(lr_scheduler, "base_lr", learning_rate) != learning_rate:
            warnings.warn("learning rate from ``lr_scheduler`` has been overwritten by "
                          "``learning_rate`` in optimizer.")
            lr_scheduler.base_lr = learning_rate
        self.wd = wd
        self.lr_mult: dict = {}
        self.wd_mult: dict = {}
        self.begin_num_update = begin_num_update
        self.num_update = begin_num_update
        self._all_index_update_counts: dict = {0: {}}
        self._index_update_count = self._all_index_update_counts[0]
        self.clip_gradient = clip_gradient
        self.multi_precision = multi_precision
        if param_idx2name is None:
            param_idx2name = {}
        if not isinstance(param_idx2name, dict):
            raise TypeError("param_idx2name should be a dict of param indexes to names.")
        self.idx2name = dict(param_idx2name)
        self.sym_info = (sym.attr_dict(), sym.list_arguments()) if sym is not None else ()
        self.param_dict = param_dict if param_dict else {}
        self.set_lr_mult({})
        self.set_wd_mult({})

    # MXNet attributes the runtime's classes do not keep, written into pickled optimizers so
    # that MXNet can run one it unpickles (its Updater reads aggregate_num)
    _MX_DEFAULTS = {"aggregate_num": 0, "allow_np_array": False}

    def __getstate__(self):
        """As MXNet's: without ``param_dict`` (the Trainer sets it again); nor the flat
        update's buffers, which hold the parameters' arrays."""
        state = {k: v for k, v in self.__dict__.items()
                 if k not in ("param_dict", "_flat", "_flat_rebuilds")}
        for k, v in self._MX_DEFAULTS.items():
            state.setdefault(k, v)
        return state

    def __setstate__(self, state):
        self.__dict__.update(state)
        self.param_dict = {}

    # ---------------------------------------------------------- registry
    @staticmethod
    def register(klass):
        name = klass.__name__.lower()
        if name in Optimizer.opt_registry:
            warnings.warn(f"WARNING: New optimizer {klass.__module__}.{klass.__name__} is "
                          f"overriding existing optimizer {name}")
        Optimizer.opt_registry[name] = klass
        return klass

    @staticmethod
    def create_optimizer(name, **kwargs):
        key = name.lower()
        if key not in Optimizer.opt_registry:
            known = ", ".join(sorted(Optimizer.opt_registry))
            raise ValueError(f"Cannot find optimizer {name!r} (the hybridlint runtime has: "
                             f"{known})")
        return Optimizer.opt_registry[key](**kwargs)

    # ------------------------------------------------------ learning rate
    @property
    def learning_rate(self):
        if self.lr_scheduler is not None:
            return self.lr_scheduler(self.num_update)
        return self.lr

    def set_learning_rate(self, lr):
        if self.lr_scheduler is not None:
            raise UserWarning("LRScheduler of the optimizer has already been defined. Note that "
                              "set_learning_rate can mutate the value of the learning rate of "
                              "the optimizer only when the LRScheduler of the optimizer is "
                              "undefined.")
        self.lr = lr

    def _mults_from_symbol(self, key):
        """The ``key`` (``__lr_mult__``/``__wd_mult__``) attributes of the symbol's
        arguments, by argument name."""
        found = {}
        if self.sym_info:
            attr, arg_names = self.sym_info
            for name in arg_names:
                if name in attr and key in attr[name]:
                    found[name] = float(attr[name][key])
        return found

    def set_lr_mult(self, args_lr_mult):
        self.lr_mult = self._mults_from_symbol("__lr_mult__")
        self.lr_mult.update(args_lr_mult)

    def set_wd_mult(self, args_wd_mult):
        """Without explicit multipliers, parameters named in ``param_idx2name``
        that are not ``*_weight``/``*_gamma`` get no weight decay (MXNet)."""
        self.wd_mult = {}
        for n in self.idx2name.values():
            if not n.endswith(("_weight", "_gamma")):
                self.wd_mult[n] = 0.0
        self.wd_mult.update(self._mults_from_symbol("__wd_mult__"))
        self.wd_mult.update(args_wd_mult)

    def _set_current_context(self, device_id):
        self._index_update_count = self._all_index_update_counts.setdefault(device_id, {})

    def _update_count(self, index):
        for idx in index if isinstance(index, (list, tuple)) else [index]:
            if idx not in self._index_update_count:
                self._index_update_count[idx] = self.begin_num_update
            self._index_update_count[idx] += 1
            self.num_update = max(self._index_update_count[idx], self.num_update)

    def _scaled(self, base, indices, mult_name):
        """``base`` times each index's multiplier, looked up (as MXNet does) in
        the Parameter's ``lr_mult``/``wd_mult``, then the optimizer's table by
        index, then by parameter name."""
        mults = getattr(self, mult_name)
        values = [base for _ in indices]
        for i, index in enumerate(indices):
            if index in self.param_dict:
                values[i] *= getattr(self.param_dict[index], mult_name)
            elif index in mults:
                values[i] *= mults[index]
            elif index in self.idx2name:
                values[i] *= mults.get(self.idx2name[index], 1.0)
        return values

    def _get_lrs(self, indices):
        lr = self.lr_scheduler(self.num_update) if self.lr_scheduler is not None else self.lr
        return self._scaled(lr, indices, "lr_mult")

    def _get_lr(self, index):
        return self._get_lrs([index])[0]

    def _get_wds(self, indices):
        return self._scaled(self.wd, indices, "wd_mult")

    def _get_wd(self, index):
        return self._get_wds([index])[0]

    # ------------------------------------------------------------ states
    def create_state(self, index, weight):
        """Optimizer state for one weight (``None``, an NDArray or a tuple)."""
        return

    # where the float32 master copy of a float16 weight sits in its state: first (MXNet's base
    # class), or last after the optimizer's own states (SGD, NAG, LARS override it so)
    _master_first = True

    def create_state_multi_precision(self, index, weight):
        if self.multi_precision and weight.dtype == np.float16:
            master = weight.astype(np.float32)
            inner = self.create_state(index, master)
            return (master, inner) if self._master_first else (inner, master)
        if weight.dtype == np.float16 and not self.multi_precision:
            warnings.warn("Accumulating with float16 in optimizer can lead to poor accuracy or "
                          "slow convergence. Consider using multi_precision=True option of the "
                          f"{type(self).__name__} optimizer")
        return self.create_state(index, weight)

    def _split_master(self, state):
        """``(master, inner)`` of a multi-precision state."""
        return tuple(state) if self._master_first else (state[1], state[0])

    def update(self, index, weight, grad, state):
        raise NotImplementedError

    def update_multi_precision(self, index, weight, grad, state):
        """Update a float32 master copy of a float16 weight, then copy it back."""
        if self.multi_precision and weight.dtype == np.float16:
            master, inner = self._split_master(state)
            self.update(index, master, grad.astype(np.float32), inner)
            weight._data[...] = master._data.astype(weight._data.dtype)
        else:
            self.update(index, weight, grad, state)

    def _scalars(self, index, weight, grad):
        """Check the arrays, count the update; this parameter's (lr, wd)."""
        _check(weight, grad)
        self._update_count(index)
        return self._get_lr(index), self._get_wd(index)

    def _kernel_clip(self) -> float:
        # MXNet passes clip_gradient to its kernels only when it is truthy; they clip when >= 0
        return float(self.clip_gradient) if self.clip_gradient else -1.0

    def _clip(self, xp, g):
        # (AdaGrad's python update clips whenever clip_gradient is truthy)
        if self.clip_gradient:
            c = abs(float(self.clip_gradient))
            return xp.clip(g, -c, c)
        return g

    def __repr__(self):
        return f"{type(self).__name__}(lr={self.learning_rate}, wd={self.wd})"


register = Optimizer.register


def create(name, **kwargs):
    """``mx.optimizer.create('sgd', learning_rate=0.1, ...)``."""
    if isinstance(name, Optimizer):
        return name
    return Optimizer.create_optimizer(name, **kwargs)


def _zeros_like(weight, dtype=None):
    xp = weight.context.xp
    return NDArray(xp.zeros(weight.shape, dtype=dtype or weight._data.dtype), weight.context)


def _zeros_states(weight, n):
    return tuple(_zeros_like(weight) for _ in range(n))


def _check(weight, grad):
    if not isinstance(weight, NDArray) or not isinstance(grad, NDArray):
        raise TypeError("optimizer update takes NDArrays for weight and grad")
    if weight._data.shape != grad._data.shape:     # (the buffers': no NDArray.shape tuples)
        raise ValueError(f"weight shape {weight.shape} != gradient shape {grad.shape}")


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
            a._data is v for a, v in zip(arrays, self.views))


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

    def _flat_update(self, weights, grads, states, lrs, wds) -> bool:
        """The momentum update of all parameters at once on a :class:`_FlatGroup`, where
        they share one lr and wd (the same elementwise operations per element as one
        ``_momentum_step`` per parameter: the same bits).  False where it does not apply."""
        if self.momentum <= 0 or len(set(lrs)) != 1 or len(set(wds)) != 1:
            return False
        group = getattr(self, "_flat", None)
        if group is None or not group.holds(weights, grads, states):
            rebuilds = getattr(self, "_flat_rebuilds", 0)
            if rebuilds >= _FLAT_REBUILDS:
                return False
            group = _FlatGroup.make(weights, grads, states)
            self._flat, self._flat_rebuilds = group, rebuilds + 1
            if group is None:
                return False
        w, g, mom = group.flat
        lr, wd, step, chunk = lrs[0], wds[0], self._momentum_step, _FLAT_CHUNK
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

    def update_many(self, indices, weights, grads, states) -> bool:
        """``update`` of many parameters at once, as MXNet's aggregated
        ``multi_sgd_mom_update`` path does: every update counted first, then the
        multipliers looked up in one pass, then each parameter's update with the
        same operations as ``update`` (bit for bit).  Returns False, doing nothing,
        where the per-parameter order can matter (an ``lr_scheduler`` reads the
        count as it grows) or a subclass changed ``update``; call ``update`` then."""
        if self.lr_scheduler is not None or type(self).update is not _MomentumOptimizer.update:
            return False
        for weight, grad in zip(weights, grads):
            _check(weight, grad)
        self._update_count(indices)
        lrs, wds = self._get_lrs(indices), self._get_wds(indices)
        if self._flat_update(weights, grads, states, lrs, wds):
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


@register
class NAG(_MomentumOptimizer):
    """Nesterov momentum as MXNet's ``nag_mom_update`` with ``out=weight`` (see
    ``nd_updates.nag_mom_step``: the new momentum reads the new weight)."""

    def _momentum_step(self, xp, mom, w, grad, lr, wd):
        nag_mom_step(xp, w, grad, mom, lr, self.momentum, wd, self.rescale_grad,
                     self._kernel_clip(), w)


@register
class Adam(Optimizer):
    """``g = clip(rescale_grad * grad + wd * w)``; ``m = b1 m + (1 - b1) g``;
    ``v = b2 v + (1 - b2) g^2``; ``w -= lr_t m / (sqrt(v) + eps)`` with
    ``lr_t = lr sqrt(1 - b2^t) / (1 - b1^t)``."""

    def __init__(self, learning_rate=0.001, beta1=0.9, beta2=0.999, epsilon=1e-8,
                 lazy_update=True, **kwargs):
        super().__init__(learning_rate=learning_rate, **kwargs)
        self.beta1 = beta1
        self.beta2 = beta2
        self.epsilon = epsilon
        self.lazy_update = lazy_update

    def create_state(self, index, weight):
        return _zeros_states(weight, 2)

    def update(self, index, weight, grad, state):
        lr, wd = self._scalars(index, weight, grad)
        t = self._index_update_count[index]
        lr *= math.sqrt(1. - self.beta2 ** t) / (1. - self.beta1 ** t)
        w = weight._data
        adam_step(weight.context.xp, w, grad._data, state[0]._data, state[1]._data, lr,
                  self.beta1, self.beta2, self.epsilon, wd, self.rescale_grad,
                  self._kernel_clip(), w)


@register
class RMSProp(Optimizer):
    """Tieleman & Hinton's RMSProp (``rmsprop_update``) or, with ``centered``,
    Graves' version (``rmspropalex_update``); ``clip_weights`` clips the result."""

    def __init__(self, learning_rate=0.001, gamma1=0.9, gamma2=0.9, epsilon=1e-8,
                 centered=False, clip_weights=None, **kwargs):
        super().__init__(learning_rate=learning_rate, **kwargs)
        self.gamma1 = gamma1
        self.gamma2 = gamma2
        self.centered = centered
        self.epsilon = epsilon
        self.clip_weights = clip_weights

    def create_state(self, index, weight):
        if self.centered:
            return _zeros_states(weight, 3)
        return (_zeros_like(weight),)

    def update(self, index, weight, grad, state):
        lr, wd = self._scalars(index, weight, grad)
        w, xp = weight._data, weight.context.xp
        clip_weights = float(self.clip_weights) if self.clip_weights else -1.0
        args = (self.epsilon, wd, self.rescale_grad, self._kernel_clip(), clip_weights, w)
        if not self.centered:
            rmsprop_step(xp, w, grad._data, state[0]._data, lr, self.gamma1, *args)
        else:
            rmspropalex_step(xp, w, grad._data, state[0]._data, state[1]._data,
                             state[2]._data, lr, self.gamma1, self.gamma2, *args)


@register
class AdaGrad(Optimizer):
    """``h += g^2``; ``w += -lr * (g / sqrt(h + eps) + wd * w)`` with
    ``g = clip(rescale_grad * grad)`` (MXNet's python update for dense grads)."""

    def __init__(self, eps=1e-7, **kwargs):
        super().__init__(**kwargs)
        self.float_stable_eps = eps

    def create_state(self, index, weight):
        return _zeros_like(weight)

    def update(self, index, weight, grad, state):
        lr, wd = self._scalars(index, weight, grad)
        w, xp = weight._data, weight.context.xp
        g = self._clip(xp, grad._data.astype(w.dtype, copy=False) * self.rescale_grad)
        history = state._data
        history += g * g
        div = g / xp.sqrt(history + self.float_stable_eps)
        w += (div + w * wd) * -lr


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
class FTML(Optimizer):
    """FTML (Zheng & Kwok, 2017): ``ftml_update`` at the parameter's update count."""

    def __init__(self, beta1=0.6, beta2=0.999, epsilon=1e-8, **kwargs):
        super().__init__(**kwargs)
        self.beta1 = beta1
        self.beta2 = beta2
        self.epsilon = epsilon

    def create_state(self, index, weight):
        return _zeros_states(weight, 3)

    def update(self, index, weight, grad, state):
        lr, wd = self._scalars(index, weight, grad)
        d, v, z = state
        ftml_update(weight, grad, d, v, z, lr=lr, t=self._index_update_count[index],
                    beta1=self.beta1, beta2=self.beta2, epsilon=self.epsilon, wd=wd,
                    rescale_grad=self.rescale_grad, clip_grad=self._kernel_clip(), out=weight)


@register
class Ftrl(Optimizer):
    """FTRL-proximal (McMahan et al., 2013): ``ftrl_update`` on the accumulators z, n."""

    def __init__(self, lamda1=0.01, learning_rate=0.1, beta=1, **kwargs):
        super().__init__(learning_rate=learning_rate, **kwargs)
        self.lamda1 = lamda1
        self.beta = beta

    def create_state(self, index, weight):
        return _zeros_states(weight, 2)

    def update(self, index, weight, grad, state):
        lr, wd = self._scalars(index, weight, grad)
        z, n = state
        ftrl_update(weight, grad, z, n, lr=lr, lamda1=self.lamda1, beta=self.beta, wd=wd,
                    rescale_grad=self.rescale_grad, clip_gradient=self._kernel_clip(),
                    out=weight)


@register
class LAMB(Optimizer):
    """LAMB (You et al., 2019): ``lamb_update_phase1`` gives the direction, phase 2 scales the
    step by the trust ratio ``||w|| / ||g||`` (``lower_bound``/``upper_bound`` clamp
    ``||w||``), as MXNet's Updater runs it: ``multi_lamb_update`` (the same bits as the two
    phases, measured), and for float16 weights with ``multi_precision``
    ``multi_mp_lamb_update`` on their float32 master copies."""

    _MX_DEFAULTS = {"aggregate_num": 45, "allow_np_array": False}

    def __init__(self, learning_rate=0.001, beta1=0.9, beta2=0.999, epsilon=1e-6,
                 lower_bound=None, upper_bound=None, bias_correction=True, **kwargs):
        super().__init__(learning_rate=learning_rate, **kwargs)
        self.beta1 = beta1
        self.beta2 = beta2
        self.epsilon = epsilon
        self.lower_bound = lower_bound
        self.upper_bound = upper_bound
        self.bias_correction = bias_correction

    def create_state(self, index, weight):
        return _zeros_states(weight, 2)

    def _lamb_step(self, index, weight, grad, mean, var, weight32=None):
        lr, wd = self._scalars(index, weight, grad)
        kwargs = dict(step_count=[self._index_update_count[index]], lrs=[lr], wds=[wd],
                      out=[weight], beta1=self.beta1, beta2=self.beta2, epsilon=self.epsilon,
                      bias_correction=self.bias_correction, rescale_grad=self.rescale_grad,
                      clip_gradient=self._kernel_clip(), lower_bound=self.lower_bound or -1.0,
                      upper_bound=self.upper_bound or -1.0)
        if weight32 is None:
            multi_lamb_update([weight], [grad], [mean], [var], **kwargs)
        else:
            multi_mp_lamb_update([weight], [grad], [mean], [var], [weight32], **kwargs)

    def update(self, index, weight, grad, state):
        self._lamb_step(index, weight, grad, *state)

    def update_multi_precision(self, index, weight, grad, state):
        if self.multi_precision and weight.dtype == np.float16:
            master, (mean, var) = state
            self._lamb_step(index, weight, grad, mean, var, master)
        else:
            self.update(index, weight, grad, state)


# AdaDelta, Adamax and Nadam are python updates in MXNet 1.9.1: the same array operations in
# the same order (python numbers combine in double and meet the arrays in their dtype, as
# MXNet's scalar operators take them); they clip whenever ``clip_gradient is not None``.

def _clip_if_set(xp, g, clip_gradient):
    if clip_gradient is not None:
        return xp.clip(g, -clip_gradient, clip_gradient)
    return g


@register
class AdaDelta(Optimizer):
    """AdaDelta (Zeiler, 2012); the learning rate is not used.  Like MXNet's, the update
    rescales ``grad`` in place (the caller's gradient buffer is left rescaled)."""

    def __init__(self, rho=0.90, epsilon=1e-5, **kwargs):
        super().__init__(**kwargs)
        self.rho = rho
        self.epsilon = epsilon

    def create_state(self, index, weight):
        return _zeros_states(weight, 2)

    def update(self, index, weight, grad, state):
        _check(weight, grad)
        wd = self._get_wd(index)
        self._update_count(index)
        xp, w = weight.context.xp, weight._data
        grad._data *= self.rescale_grad
        g = _clip_if_set(xp, grad._data, self.clip_gradient)
        acc_g, acc_delta = state[0]._data, state[1]._data
        acc_g *= self.rho
        acc_g += (1. - self.rho) * g * g
        delta = xp.sqrt(acc_delta + self.epsilon) / xp.sqrt(acc_g + self.epsilon) * g
        acc_delta *= self.rho
        acc_delta += (1. - self.rho) * delta * delta
        w -= delta + wd * w


@register
class Adamax(Optimizer):
    """AdaMax (Kingma & Ba, section 7): ``u = max(beta2 u, |g|)``,
    ``w -= lr / (1 - beta1^t) * m / u``."""

    def __init__(self, learning_rate=0.002, beta1=0.9, beta2=0.999, **kwargs):
        super().__init__(learning_rate=learning_rate, **kwargs)
        self.beta1 = beta1
        self.beta2 = beta2

    def create_state(self, index, weight):
        return _zeros_states(weight, 2)

    def update(self, index, weight, grad, state):
        lr, wd = self._scalars(index, weight, grad)
        lr /= (1. - self.beta1 ** self._index_update_count[index])
        xp, w = weight.context.xp, weight._data
        g = _clip_if_set(xp, grad._data * self.rescale_grad + wd * w, self.clip_gradient)
        m, u = state[0]._data, state[1]._data
        m *= self.beta1
        m += (1. - self.beta1) * g
        u[...] = xp.maximum(self.beta2 * u, xp.abs(g))
        w -= lr * m / u


@register
class Nadam(Optimizer):
    """Nesterov Adam (Dozat, 2016) with MXNet's warming momentum schedule; the schedule's
    running product is one per optimizer, as in MXNet."""

    def __init__(self, learning_rate=0.001, beta1=0.9, beta2=0.999, epsilon=1e-8,
                 schedule_decay=0.004, **kwargs):
        super().__init__(learning_rate=learning_rate, **kwargs)
        self.beta1 = beta1
        self.beta2 = beta2
        self.epsilon = epsilon
        self.schedule_decay = schedule_decay
        self.m_schedule = 1.

    def create_state(self, index, weight):
        return _zeros_states(weight, 2)

    def update(self, index, weight, grad, state):
        lr, wd = self._scalars(index, weight, grad)
        t = self._index_update_count[index]
        xp, w = weight.context.xp, weight._data
        g = _clip_if_set(xp, grad._data * self.rescale_grad + wd * w, self.clip_gradient)
        momentum_t = self.beta1 * (1. - 0.5 * (pow(0.96, t * self.schedule_decay)))
        momentum_t_1 = self.beta1 * (1. - 0.5 * (pow(0.96, (t + 1) * self.schedule_decay)))
        self.m_schedule = self.m_schedule * momentum_t
        m_schedule_next = self.m_schedule * momentum_t_1
        m, v = state[0]._data, state[1]._data
        m *= self.beta1
        m += (1. - self.beta1) * g
        v *= self.beta2
        v += (1. - self.beta2) * g * g
        g_prime = g / (1. - self.m_schedule)
        m_prime = m / (1. - m_schedule_next)
        v_prime = v / (1. - pow(self.beta2, t))
        m_bar = (1. - momentum_t) * g_prime + momentum_t_1 * m_prime
        w -= lr * m_bar / (xp.sqrt(v_prime) + self.epsilon)


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


def _aggregation_size(default):
    return int(os.getenv("MXNET_OPTIMIZER_AGGREGATION_SIZE", str(default)))


def _no_lars(name):
    # MXNet leaves these out of LARS' scaling; it reads names ending so, with or without "_"
    return name.endswith(("gamma", "beta", "bias"))


@register
class LARS(Optimizer):
    """LARS (You et al., 2017): SGD with momentum whose learning rate per weight is scaled by
    ``eta * ||w|| / (||g|| + wd * ||w|| + eps)`` (``multi_sum_sq`` + ``multi_lars``, then the
    ``preloaded_multi_`` SGD forms, as MXNet's aggregated path runs them; parameters named
    ``*gamma``/``*beta``/``*bias`` keep the plain rate).  ``momentum_correction`` scales the
    momentum by ``lr / previous lr`` (the rate as last read, one read per update call)."""

    _master_first = False
    _aggregated_updates = True      # the Updater hands it MXNet's groups of parameters

    def __init__(self, momentum=0.0, lazy_update=True, eta=0.001, eps=0,
                 momentum_correction=True, **kwargs):
        super().__init__(**kwargs)
        self.momentum = momentum
        self.momentum_correction = momentum_correction
        self.lazy_update = lazy_update
        self.aggregate_num = _aggregation_size(4)
        self.eta = eta
        self.eps = eps
        self.skip = 0
        self.last_lr = None
        self.cur_lr = None

    def _get_lrs(self, indices):
        if self.cur_lr is not None:
            self.last_lr = self.cur_lr
        lr = self.lr_scheduler(self.num_update) if self.lr_scheduler is not None else self.lr
        if self.cur_lr is None:
            self.last_lr = lr
        self.cur_lr = lr
        return self._scaled(lr, indices, "lr_mult")

    def set_wd_mult(self, args_wd_mult):
        """Only ``*_weight`` parameters get weight decay by default (not ``*_gamma``)."""
        self.wd_mult = {n: 0.0 for n in self.idx2name.values() if not n.endswith("_weight")}
        self.wd_mult.update(self._mults_from_symbol("__wd_mult__"))
        self.wd_mult.update(args_wd_mult)

    def create_state(self, index, weight):
        return _zeros_like(weight) if self.momentum != 0.0 else None

    def update(self, index, weight, grad, state):
        self._update_impl(index, weight, grad, state, False)

    def update_multi_precision(self, index, weight, grad, state):
        first = weight[0] if isinstance(index, (tuple, list)) else weight
        self._update_impl(index, weight, grad, state,
                          self.multi_precision and first.dtype == np.float16)

    def _update_impl(self, indices, weights, grads, states, multi_precision):
        if not isinstance(indices, (tuple, list)):
            indices, weights, grads, states = [indices], [weights], [grads], [states]
        for weight, grad in zip(weights, grads):
            _check(weight, grad)
        self._update_count(indices)
        lrs, wds = self._get_lrs(indices), self._get_wds(indices)
        kwargs = {"rescale_grad": self.rescale_grad}
        if self.momentum > 0:
            kwargs["momentum"] = (self.momentum * (self.cur_lr / self.last_lr)
                                  if self.momentum_correction and self.last_lr != 0
                                  else self.momentum)
        if self.clip_gradient:
            kwargs["clip_gradient"] = self.clip_gradient
        names = [self.idx2name.get(i, str(i)) for i in indices]
        order = ([k for k, n in enumerate(names) if not _no_lars(n)]
                 + [k for k, n in enumerate(names) if _no_lars(n)])
        n_lars = sum(not _no_lars(n) for n in names)
        ctx = weights[0].context
        new_lrs = NDArray(ctx.xp.asarray([lrs[k] for k in order], dtype=np.float32), ctx)
        new_wds = NDArray(ctx.xp.asarray([wds[k] for k in order], dtype=np.float32), ctx)
        weights, grads, states = ([seq[k] for k in order] for seq in (weights, grads, states))
        if n_lars:
            multi_lars(new_lrs[:n_lars], multi_sum_sq(*weights[:n_lars], num_arrays=n_lars),
                       multi_sum_sq(*grads[:n_lars], num_arrays=n_lars), new_wds[:n_lars],
                       eta=self.eta, eps=self.eps, rescale_grad=self.rescale_grad,
                       out=new_lrs[:n_lars])
        for a in range(0, len(indices), self.aggregate_num):
            b = a + self.aggregate_num
            ws, gs, sts = weights[a:b], grads[a:b], states[a:b]
            if not multi_precision:
                per = [ws, gs, sts] if self.momentum > 0 else [ws, gs]
            else:
                inner, masters = ([s[0] for s in sts], [s[1] for s in sts])
                per = [ws, gs, inner, masters] if self.momentum > 0 else [ws, gs, masters]
            update = ({(False, True): preloaded_multi_sgd_mom_update,
                       (False, False): preloaded_multi_sgd_update,
                       (True, True): preloaded_multi_mp_sgd_mom_update,
                       (True, False): preloaded_multi_mp_sgd_update}
                      [(multi_precision, self.momentum > 0)])
            arrays = [x for group in zip(*per) for x in group]
            update(*arrays, new_lrs[a:b], new_wds[a:b], out=ws, num_weights=len(ws), **kwargs)


@register
class LBSGD(Optimizer):
    """Large-batch SGD: gradients are summed over ``batch_scale`` calls and the weight moves
    on every ``batch_scale``-th (``sgd_update``/``sgd_mom_update`` on their mean, the rate
    times a warm-up multiplier: ``linear``, ``power2``, ``sqrt`` over ``warmup_epochs *
    updates_per_epoch`` calls, or ``lars``: ``sqrt(|w|^2 / (|g|^2 + wd |w|^2 + 1e-18))``
    held to [0.01, 100]); the calls between run ``sgd_update`` with rate 0 (the weight is
    kept)."""

    def __init__(self, momentum=0.0, multi_precision=False, warmup_strategy="linear",
                 warmup_epochs=5, batch_scale=1, updates_per_epoch=32, begin_epoch=0,
                 num_epochs=60, **kwargs):
        super().__init__(**kwargs)
        logging.info("Running Large-Batch SGD Algorithm")
        logging.info("(Batch_scale=%f, warmup_epochs=%d, warmup_strategy=%s, "
                     "updates_per_epoch=%d)", batch_scale, warmup_epochs, warmup_strategy,
                     updates_per_epoch)
        self.momentum = momentum
        self.multi_precision = multi_precision
        self.warmup_strategy = warmup_strategy
        self.warmup_epochs = warmup_epochs
        self.batch_scale = batch_scale
        self.updates_per_epoch = updates_per_epoch
        self.init_updates = begin_epoch * updates_per_epoch
        self.num_epochs = num_epochs
        self.lbmult = 1
        self.cumgrads: dict = {}
        self.adaptive = False
        self.admult = 1

    def create_state(self, index, weight):
        # MXNet's base class wraps a float16 weight's state (master first) before this runs
        return _zeros_like(weight) if self.momentum != 0.0 else None

    def _get_lbmult(self, nup):
        nwup = self.warmup_epochs * self.updates_per_epoch
        maxmult = float(self.batch_scale)
        if nup >= nwup:
            return maxmult
        if nwup <= 1:
            return 1.0
        if self.warmup_strategy == "linear":
            return 1.0 + (maxmult - 1) * nup / nwup
        if self.warmup_strategy == "power2":
            return 1.0 + (maxmult - 1) * (nup * nup) / (nwup * nwup)
        if self.warmup_strategy == "sqrt":
            return 1.0 + (maxmult - 1) * math.sqrt(float(nup) / nwup)
        return 1.0

    @staticmethod
    def _sum_sq(v):
        # a float32 numpy sum, as MXNet's ``multiply(v, v).asnumpy().sum()``; then in double
        return float((v._data * v._data).sum())

    def _get_lars(self, weight, g, wd):
        w2, g2 = self._sum_sq(weight), self._sum_sq(g)
        return min(max(math.sqrt(w2 / (g2 + wd * w2 + 1e-18)), 0.01), 100)

    def _cumulate_gradient(self, grad, index):
        cgrad = self.cumgrads.get(index)
        if cgrad and cgrad["num_cums"] > 0:
            cgrad = {"cum_grad": cgrad["cum_grad"] + grad, "num_cums": cgrad["num_cums"] + 1}
        else:
            cgrad = {"cum_grad": grad, "num_cums": self.init_updates + 1}
        self.cumgrads[index] = cgrad
        return cgrad

    def update(self, index, weight, grad, state):
        _check(weight, grad)
        lr, wd = self._get_lr(index), self._get_wd(index)
        self._update_count(index)
        cgrad = self._cumulate_gradient(grad, index)
        if cgrad["num_cums"] % self.batch_scale != 0:
            sgd_update(weight, grad, out=weight, lr=0.0, wd=wd)
            return
        grad = cgrad["cum_grad"] / self.batch_scale
        lr *= (self._get_lars(weight, grad, wd) if self.warmup_strategy == "lars"
               else self._get_lbmult(cgrad["num_cums"]))
        xp, w = weight.context.xp, weight._data
        if state is not None and self.momentum > 0:
            sgd_mom_step(xp, w, grad._data, state._data, lr, self.momentum, wd,
                         self.rescale_grad, self._kernel_clip(), w)
        else:
            sgd_step(xp, w, grad._data, lr, wd, self.rescale_grad, self._kernel_clip(), w)
        self.cumgrads[index]["cum_grad"] = 0


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
        _check(weight, grad)
        self._update_count(index)
        lr, wd = self._get_lr(index), self._get_wd(index)
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
        _check(weight, grad)
        self._update_count(index)
        lr, wd = self._get_lr(index), self._get_wd(index)
        xp, w = weight.context.xp, weight._data
        g = _clip_if_set(xp, grad._data * self.rescale_grad, self.clip_gradient)
        w += -lr / 2 * (g + wd * w)
        w += normal(0, math.sqrt(lr), shape=weight.shape, dtype=weight.dtype,
                    ctx=weight.context)._data


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
