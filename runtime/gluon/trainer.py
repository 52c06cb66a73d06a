"""``gluon.Trainer``: applies an optimizer to a set of Parameters.

As MXNet 1.9.1's Trainer without a kvstore: ``step(batch_size)`` rescales
gradients by ``1/batch_size``, sums them across the contexts a parameter
lives on (``allreduce_grads``) and runs one optimizer update per context
(``update``).  A parameter whose gradient was not written by a backward since
the last step is an error unless ``ignore_stale_grad`` (then it is skipped).

``save_states``/``load_states`` keep the optimizer's states and counters in
MXNet's ``.params`` binary format (never pickle): the state arrays under
``"<param index>:<path>"`` and a JSON description of the optimizer as a
``uint8`` array named ``"__trainer__"``.  ``load_states`` also reads the pickled
file MXNet's ``save_states`` writes (through ``optimizer_states``' restricted
unpickler); ``Updater.get_states(dump_optimizer=True)`` writes one for MXNet.
"""
from __future__ import annotations

import json
import numbers

import numpy as np

from .. import params_io
from .. import optimizer as opt
from ..mempool import keep_freed_memory
from ..ndarray import NDArray
from .parameter import Parameter, ParameterDict

__all__ = ["Trainer"]


def _stale(param, data):
    return UserWarning(
        f"Gradient of Parameter `{param.name}` on context {data.context} "
        "has not been updated by backward since last `step`. This could "
        "mean a bug in your model that made it only use a subset of the "
        "Parameters (Blocks) for this iteration. If you are intentionally "
        "only using a subset, call step with ignore_stale_grad=True to "
        "suppress this warning and skip updating of Parameters with "
        "stale gradient")

_META_KEY = "__trainer__"
_FORMAT = "hybridlint-trainer-states"


class Trainer:
    def __init__(self, params, optimizer, optimizer_params=None, kvstore="device",
                 compression_params=None, update_on_kvstore=None):
        keep_freed_memory()     # a training loop: reuse each step's arrays (mempool.py)
        if isinstance(params, (dict, ParameterDict)):
            params = [params[key] for key in sorted(params.keys())]
        if not isinstance(params, (list, tuple)):
            raise ValueError(f"First argument must be a list or dict of Parameters, got "
                             f"{type(params)}.")
        self._params: list[Parameter] = []
        self._param2idx: dict[str, int] = {}
        for i, param in enumerate(params):
            if not isinstance(param, Parameter):
                raise ValueError(f"First argument must be a list or dict of Parameters, got "
                                 f"list of {type(param)}.")
            self._param2idx[param.name] = i
            self._params.append(param)
        if update_on_kvstore:
            raise NotImplementedError("update_on_kvstore=True: the hybridlint runtime has no "
                                      "kvstore; create the Trainer with update_on_kvstore=None")
        self._kvstore_params = {"kvstore": kvstore, "update_on_kvstore": update_on_kvstore}
        self._compression_params = compression_params
        self._contexts = self._check_contexts()
        self._init_optimizer(optimizer, optimizer_params or {})
        self._scale = self._optimizer.rescale_grad
        self._single_cache = None       # (_single_arrays)

    def _check_contexts(self):
        contexts = None
        for param in self._params:
            ctx = param.list_ctx()
            if contexts is not None and contexts != ctx:
                raise ValueError(f"All Parameters must be initialized on the same set of "
                                 f"contexts, but Parameter {param.name} is initialized on "
                                 f"{ctx} while previous Parameters are initialized on "
                                 f"{contexts}.")
            contexts = ctx
        return contexts or []

    def _init_optimizer(self, optimizer, optimizer_params):
        param_dict = dict(enumerate(self._params))
        if isinstance(optimizer, opt.Optimizer):
            if optimizer_params:
                raise ValueError("optimizer_params must be None if optimizer is an instance "
                                 "of Optimizer instead of str")
            self._optimizer = optimizer
            # not copied: changing a Parameter's lr_mult/wd_mult later takes effect
            self._optimizer.param_dict = param_dict
        else:
            self._optimizer = opt.create(optimizer, param_dict=param_dict, **optimizer_params)
        self._updaters = [opt.get_updater(self._optimizer) for _ in self._contexts]

    # ------------------------------------------------------------ learning rate
    @property
    def learning_rate(self):
        return self._optimizer.learning_rate

    @property
    def optimizer(self):
        return self._optimizer

    def set_learning_rate(self, lr):
        self._optimizer.set_learning_rate(lr)

    # ------------------------------------------------------------------- steps
    def step(self, batch_size, ignore_stale_grad=False):
        """One update: gradients scaled by ``1/batch_size`` (use 1 when the loss
        is already a mean).  Call after ``backward()``, outside ``record()``."""
        self._optimizer.rescale_grad = self._scale / batch_size
        self._allreduce_grads()
        self._update(ignore_stale_grad)

    def allreduce_grads(self):
        """Sum each parameter's gradients over its contexts (before ``update``)."""
        self._allreduce_grads()

    def update(self, batch_size, ignore_stale_grad=False):
        """The update half of ``step`` (after ``allreduce_grads``)."""
        self._optimizer.rescale_grad = self._scale / batch_size
        self._update(ignore_stale_grad)

    def _allreduce_grads(self):
        # MXNet 1.9.1 makes no kvstore for one context (``_create_kvstore``) and its
        # ``_allreduce_grads`` then returns at once; this loop cost ~0.05 ms a step over
        # the slim ResNet's 102 parameters
        if len(self._contexts) < 2:
            return
        for param in self._params:
            if param.grad_req == "null":
                continue
            grads = param.list_grad()
            if len(grads) < 2:
                continue
            total = sum(g.asnumpy().astype(np.float64) for g in grads)
            for g in grads:
                g[:] = total.astype(np.dtype(g.dtype))

    def _update(self, ignore_stale_grad=False):
        if len(self._updaters) == 1:
            self._update_single(ignore_stale_grad)
            return
        updates = [[] for _ in self._updaters]
        for i, param in enumerate(self._params):
            if param.grad_req == "null":
                continue
            datas = param.list_data()
            if not ignore_stale_grad:
                for data in datas:
                    if not data._fresh_grad:
                        raise _stale(param, data)
            grads = param.list_grad()
            for upd, arr, grad in zip(updates, datas, grads):
                if not ignore_stale_grad or arr._fresh_grad:
                    upd.append((i, grad, arr))
                    arr._fresh_grad = False
        for dev, (updater, upd) in enumerate(zip(self._updaters, updates)):
            if upd:
                self._optimizer._set_current_context(dev)
                idx, grads, weights = zip(*upd)
                updater(list(idx), list(grads), list(weights))
        self._optimizer._set_current_context(0)

    def _single_arrays(self):
        """(index, gradient, weight, parameter) of each parameter that takes a gradient, on
        one context; kept while ``Parameter._generation`` (which every rebinding of a
        parameter's data or gradient arrays moves) stands: re-reading them through
        ``list_data``/``list_grad`` each step was ~60-90 us of the slim ResNet's
        ``Trainer.step`` (62 parameters; bench/RESULTS.md, session 67, h476)."""
        cached = self._single_cache
        if cached is not None and cached[0] == Parameter._generation:
            return cached[1]
        entries = []
        for i, param in enumerate(self._params):
            if param.grad_req == "null":
                continue
            datas = param.list_data()        # (their errors: uninitialized, deferred)
            entries.append((i, param.list_grad()[0], datas[0], param))
        self._single_cache = (Parameter._generation, entries)
        return entries

    def _update_single(self, ignore_stale_grad):
        # the same order of checks and resets as the per-context loop above
        idx, grads, weights = [], [], []
        for i, grad, arr, param in self._single_arrays():
            if not arr._fresh_grad:
                if not ignore_stale_grad:
                    raise _stale(param, arr)
                continue
            idx.append(i)
            grads.append(grad)
            weights.append(arr)
            arr._fresh_grad = False
        if idx:
            self._optimizer._set_current_context(0)
            self._updaters[0](idx, grads, weights)
        self._optimizer._set_current_context(0)

    # ------------------------------------------------------------------ states
    def _load_mxnet_states(self, fname):
        with open(fname, "rb") as f:
            states = f.read()
        for updater in self._updaters:
            updater.set_states(states)
            updater.optimizer = self._updaters[0].optimizer
        self._optimizer = self._updaters[0].optimizer
        self._optimizer.param_dict = dict(enumerate(self._params))

    def save_states(self, fname):
        """Write the optimizer's states and counters to ``fname`` (.params format)."""
        o = self._optimizer
        arrays: dict = {}

        def encode(state, path):
            if state is None:
                return None
            if isinstance(state, (tuple, list)):
                return [encode(s, f"{path}.{k}") for k, s in enumerate(state)]
            if hasattr(state, "asnumpy"):
                arrays[path] = state.asnumpy()
                return {"array": path}
            raise TypeError(f"cannot save optimizer state of type {type(state).__name__}")

        states = {}
        for dev, updater in enumerate(self._updaters):
            for idx, st in updater.states.items():
                states.setdefault(str(dev), {})[str(idx)] = encode(st, f"{dev}:{idx}")
        meta = {
            "format": _FORMAT, "version": 1, "optimizer": type(o).__name__,
            "hyper": {k: (v.item() if isinstance(v, np.generic) else v)
                      for k, v in vars(o).items() if _plain(v)},
            "index_update_counts": {str(dev): {str(i): n for i, n in counts.items()}
                                    for dev, counts in o._all_index_update_counts.items()},
            "states": states,
        }
        arrays[_META_KEY] = np.frombuffer(json.dumps(meta).encode("utf-8"), dtype=np.uint8)
        params_io.save(fname, arrays)

    def load_states(self, fname):
        """Restore what ``save_states`` wrote (optimizer of the same type), or what MXNet
        1.9.1's ``Trainer.save_states`` wrote: its updater's pickled states and optimizer
        (``Updater.set_states``, a restricted unpickler; MXNet's optimizer replaces this
        Trainer's, as in MXNet)."""
        with open(fname, "rb") as f:
            is_pickle = f.read(1) == b"\x80"
        if is_pickle:
            self._load_mxnet_states(fname)
            return
        data = params_io.load(fname)
        if not isinstance(data, dict) or _META_KEY not in data:
            raise ValueError(f"{fname}: not a trainer states file written by save_states "
                             f"(no {_META_KEY!r} entry)")
        try:
            meta = json.loads(bytes(np.asarray(data[_META_KEY], dtype=np.uint8)).decode("utf-8"))
        except (UnicodeDecodeError, ValueError) as e:
            raise ValueError(f"{fname}: corrupt trainer states description: {e}") from None
        if not isinstance(meta, dict) or meta.get("format") != _FORMAT:
            raise ValueError(f"{fname}: not a trainer states file (format "
                             f"{meta.get('format') if isinstance(meta, dict) else None!r})")
        o = self._optimizer
        if meta.get("optimizer") != type(o).__name__:
            raise ValueError(f"{fname}: states of a {meta.get('optimizer')} optimizer cannot be "
                             f"loaded into a Trainer using {type(o).__name__}")
        for k, v in meta.get("hyper", {}).items():
            if hasattr(o, k) and _plain(v) and k != "param_dict":
                setattr(o, k, v)
        try:
            o._all_index_update_counts = {
                int(dev): {int(i): int(n) for i, n in counts.items()}
                for dev, counts in meta["index_update_counts"].items()}
            o._all_index_update_counts.setdefault(0, {})
            o._index_update_count = o._all_index_update_counts[0]
            states = meta["states"]
        except (KeyError, TypeError, ValueError, AttributeError) as e:
            raise ValueError(f"{fname}: corrupt trainer states description: {e}") from None

        def decode(obj, ctx, like):
            if obj is None:
                return None
            if isinstance(obj, list):
                likes = like if isinstance(like, (tuple, list)) else [None] * len(obj)
                return tuple(decode(s, ctx, lk) for s, lk in zip(obj, likes))
            if isinstance(obj, dict) and obj.get("array") in data:
                arr = np.asarray(data[obj["array"]])
                if like is not None and tuple(like.shape) != arr.shape:
                    raise ValueError(f"{fname}: state {obj['array']} has shape {arr.shape}, "
                                     f"the parameter's state {like.shape}")
                return NDArray(ctx.xp.asarray(arr), ctx)
            raise ValueError(f"{fname}: corrupt state entry {obj!r}")

        for dev, updater in enumerate(self._updaters):
            ctx = self._contexts[dev]
            updater.states = {}
            for idx_text, st in states.get(str(dev), {}).items():
                idx = int(idx_text)
                if not 0 <= idx < len(self._params):
                    raise ValueError(f"{fname}: state for parameter index {idx}, the Trainer "
                                     f"has {len(self._params)} parameters")
                like = o.create_state_multi_precision(idx, self._params[idx].data(ctx))
                updater.states[idx] = decode(st, ctx, like)
                updater.states_synced[idx] = True
        o.param_dict = dict(enumerate(self._params))


def _plain(v) -> bool:
    return v is None or isinstance(v, (bool, str)) or (
        isinstance(v, numbers.Real) and not isinstance(v, np.ndarray))
