"""``mx.optimizer``'s base: the ``Optimizer`` class (learning rate and schedule, weight decay,
rescaling and clipping, per-parameter multipliers, update counts, multi-precision master copies),
its registry (``register``/``create``) and the small helpers the optimizer families share.
``optimizer`` (the package surface) describes what the families compute."""
from __future__ import annotations

import warnings

import numpy as np

from .ndarray import NDArray

__all__ = ["Optimizer", "create", "register"]


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
        counts, begin, top = self._index_update_count, self.begin_num_update, self.num_update
        for idx in index if isinstance(index, (list, tuple)) else [index]:
            n = counts[idx] = counts.get(idx, begin) + 1
            top = max(n, top)
        self.num_update = top

    def _scaled(self, base, indices, mult_name):
        """``base`` times each index's multiplier, looked up (as MXNet does) in
        the Parameter's ``lr_mult``/``wd_mult``, then the optimizer's table by
        index, then by parameter name."""
        mults, params, names = getattr(self, mult_name), self.param_dict, self.idx2name
        values = []
        for index in indices:
            if index in params:
                values.append(base * getattr(params[index], mult_name))
            elif index in mults:
                values.append(base * mults[index])
            elif index in names:
                values.append(base * mults.get(names[index], 1.0))
            else:
                values.append(base)
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


def _clip_if_set(xp, g, clip_gradient):
    if clip_gradient is not None:
        return xp.clip(g, -clip_gradient, clip_gradient)
    return g
