"""Gluon parameters: ``Parameter``, ``Constant``, ``ParameterDict`` (MXNet 1.9.1 semantics).

A Parameter holds one NDArray per context once initialized.  A shape with
unknown (0) dimensions defers initialization: ``initialize`` records the
request and the first forward pass fills the shape in (from
``Symbol.infer_shape``) and then initializes.  ``var()`` is the Symbol that
stands for the parameter while a HybridBlock is traced; it is created once
and keeps the shape known at that time, which is why MXNet's exported JSON
shows ``"__shape__": "(256, 0)"``.
"""
from __future__ import annotations

import re
import warnings
from collections import OrderedDict

import numpy as np

from .. import initializer, nd, params_io, sym
from ..context import Context, cpu, current_context
from ..errors import MXNetError
from ..ndarray import NDArray

__all__ = ["Parameter", "Constant", "ParameterDict", "DeferredInitializationError",
           "ParameterLoadError", "shape_is_known"]


class DeferredInitializationError(MXNetError):
    """The parameter's data is asked for before its deferred initialization ran."""


class ParameterLoadError(ValueError, AssertionError):
    """Loading saved parameters failed (MXNet raises AssertionError; we also are a ValueError)."""


def shape_is_known(shape) -> bool:
    if shape is None:
        return False
    return all(d > 0 for d in shape) if len(shape) else True


def _ctx_list(ctx):
    if ctx is None:
        return [current_context()]
    if isinstance(ctx, Context):
        return [ctx]
    ctx = list(ctx)
    if not ctx or not all(isinstance(c, Context) for c in ctx):
        raise TypeError(f"ctx must be a Context or a list of Contexts, got {ctx!r}")
    return ctx


def _to_nd(arr: np.ndarray, ctx, dtype=None):
    return nd.array(arr, ctx=ctx, dtype=dtype if dtype is not None else arr.dtype)


def _numpy(value) -> np.ndarray:
    if hasattr(value, "asnumpy"):
        return value.asnumpy()
    return np.asarray(value)


def _dtype_name(dtype) -> str:
    return np.dtype(dtype).name


class Parameter:
    """A weight of a Block, with its data (and gradient buffer) on one or more contexts."""

    def __init__(self, name, grad_req="write", shape=None, dtype=np.float32,
                 lr_mult=1.0, wd_mult=1.0, init=None, allow_deferred_init=False,
                 differentiable=True, stype="default", grad_stype="default"):
        self._deferred_init = ()
        if isinstance(shape, int):
            shape = (shape,)
        for kind, st in (("stype", stype), ("grad_stype", grad_stype)):
            if st not in ("default", "row_sparse", "csr"):
                raise ValueError(f"{kind} for Parameter {name!r} must be one of 'default', "
                                 f"'row_sparse' or 'csr', got {st!r}")
        if stype != "default":
            raise NotImplementedError(f"Parameter {name!r}: sparse storage ({stype}) is not "
                                      "supported by the hybridlint runtime")
        self.name = name
        self._shape = tuple(shape) if shape is not None else None
        self._dtype = dtype
        self.lr_mult = lr_mult
        self.wd_mult = wd_mult
        self.init = init
        self._allow_deferred_init = allow_deferred_init
        self._differentiable = differentiable
        self._stype = stype
        self._grad_stype = grad_stype
        self._var = None
        self._data = None
        self._grad = None
        self._ctx_list = None
        self._ctx_map = None
        self._trainer = None
        self._grad_req = None
        self.grad_req = grad_req

    def __repr__(self):
        return f"Parameter {self.name} (shape={self.shape}, dtype={self.dtype})"

    # -- attributes ---------------------------------------------------------
    # Every rebinding of a parameter's arrays (initialize, load, cast, reset_ctx,
    # grad_req changes) bumps ``Parameter._generation``: a hybridized block's fast
    # call path caches the arrays it feeds and re-gathers them when this moves, and so
    # does a Trainer's step (``Trainer._single_arrays``).
    _generation = 0

    @property
    def _data(self):
        return self._data_list

    @_data.setter
    def _data(self, value):
        self._data_list = value
        Parameter._generation += 1

    @property
    def grad_req(self):
        return self._grad_req

    @grad_req.setter
    def grad_req(self, req):
        if req not in ("write", "add", "null"):
            raise ValueError(f"grad_req must be one of 'write', 'add', or 'null', but got {req!r}")
        if not self._differentiable:
            req = "null"
        if self._grad_req == req:
            return
        self._grad_req = req
        if req == "null":
            if self._grad is not None:
                self._data = [d.detach() for d in self._data]
            self._grad = None
        elif self._data is not None:
            self._init_grad()

    @property
    def dtype(self):
        return self._dtype

    @dtype.setter
    def dtype(self, dtype):
        self.cast(dtype)

    @property
    def shape(self):
        return self._shape

    @shape.setter
    def shape(self, new_shape):
        if new_shape is not None:
            new_shape = tuple(int(d) for d in new_shape)
        if self._shape is None:
            self._shape = new_shape
            return
        if new_shape is None or len(self._shape) != len(new_shape) or not all(
                j in (-1, 0, i) for i, j in zip(new_shape, self._shape)):
            raise ValueError(f"Parameter {self.name!r}: expected shape {new_shape} is "
                             f"incompatible with given shape {self._shape}")
        self._shape = new_shape

    @property
    def stype(self):
        return self._stype

    # -- initialization -----------------------------------------------------
    def initialize(self, init=None, ctx=None, default_init=None, force_reinit=False):
        """Create the data on ``ctx`` (deferred while the shape has unknown dims)."""
        if default_init is None:
            default_init = initializer.Uniform()
        if self._data is not None and not force_reinit:
            warnings.warn(f"Parameter '{self.name}' is already initialized, ignoring. "
                          "Set force_reinit=True to re-initialize.", stacklevel=2)
            return
        ctx = _ctx_list(ctx)
        if init is None:
            init = default_init if self.init is None else self.init
        if not shape_is_known(self.shape):
            if self._allow_deferred_init:
                self._deferred_init = (init, ctx, default_init, None)
                return
            raise ValueError(f"Cannot initialize Parameter '{self.name}' because it has "
                             f"invalid shape: {self.shape}. Give the layer its input size "
                             "(in_units, in_channels, ...) or let it infer the shape at the "
                             "first forward pass.")
        self._deferred_init = (init, ctx, default_init, None)
        self._finish_deferred_init()

    def _finish_deferred_init(self):
        if not self._deferred_init:
            return
        if not shape_is_known(self.shape):
            raise ValueError(f"Cannot initialize Parameter '{self.name}' because it has "
                             f"invalid shape: {self.shape}. Please specify in_units, "
                             "in_channels, etc for `Block`s.")
        init, ctx, default_init, data = self._deferred_init
        self._deferred_init = ()
        if data is None:
            buf = np.zeros(self.shape, dtype=np.dtype(self.dtype))
            # initializers get an NDArray over the buffer, as in MXNet: user-written ones
            # (GluonCV's BilinearUpSample) call nd ops with out=arr and index it
            initializer.create(default_init)(
                initializer.InitDesc(self.name, {"__init__": init}), NDArray(buf, cpu()))
        else:
            buf = _numpy(data).astype(np.dtype(self.dtype), copy=False)
        self._init_impl(buf, ctx)

    def _init_impl(self, buf: np.ndarray, ctx_list):
        self._ctx_list = list(ctx_list)
        # MXNet's index of _ctx_list by [device type & 1][device id]; the runtime looks contexts
        # up in _ctx_list, but library code that wraps a Parameter copies this field too
        # (GluonNLP's WeightDropParameter)
        self._ctx_map = [[], []]
        for i, c in enumerate(self._ctx_list):
            devices = self._ctx_map[c.device_typeid & 1]
            devices.extend([None] * (c.device_id + 1 - len(devices)))
            devices[c.device_id] = i
        self._data = [_to_nd(buf, c, np.dtype(self.dtype)) for c in self._ctx_list]
        self._init_grad()

    def _init_grad(self):
        # (a rebinding of the gradient arrays: a Trainer's per-step arrays are re-read)
        Parameter._generation += 1
        if self.grad_req == "null":
            self._grad = None
            return
        # attach_grad marks the data arrays as autograd variables (MXNet's
        # mark_variables), so recorded ops will find this buffer.
        for d in self._data:
            d.attach_grad(self.grad_req)
        self._grad = [d.grad for d in self._data]

    def _load_init(self, data, ctx, cast_dtype=False, dtype_source="current"):
        """(Re)initialize from a loaded array, checking shape and dtype as MXNet does."""
        if dtype_source not in ("current", "saved"):
            raise ValueError("dtype_source must be 'current' or 'saved'")
        arr = _numpy(data)
        if self.shape:
            if len(self.shape) != arr.ndim or not all(
                    s in (0, -1, d) for s, d in zip(self.shape, arr.shape)):
                raise ParameterLoadError(
                    f"Failed loading Parameter '{self.name}' from saved params: shape "
                    f"incompatible expected {self.shape} vs saved {tuple(arr.shape)}")
            self.shape = tuple(s if s not in (0, -1) else d for s, d in zip(self.shape, arr.shape))
        elif self._shape is None:
            self._shape = tuple(arr.shape)
        if self.dtype is not None:
            if np.dtype(self.dtype) != arr.dtype:
                if not cast_dtype:
                    raise ParameterLoadError(
                        f"Failed loading Parameter '{self.name}' from saved params: dtype "
                        f"incompatible expected {_dtype_name(self.dtype)} vs saved {arr.dtype}. "
                        "Set cast_dtype=True to cast the dtype of saved params.")
                if dtype_source == "current":
                    arr = arr.astype(np.dtype(self.dtype))
                else:
                    self._dtype = arr.dtype.type
        if ctx is not None:
            ctx = _ctx_list(ctx)
        if self._data is None:
            if self._deferred_init:
                if ctx is not None and set(ctx) != set(self._deferred_init[1]):
                    raise ParameterLoadError(
                        f"Failed to load Parameter '{self.name}' on {ctx} because it was "
                        f"previously initialized on {self._deferred_init[1]}.")
                ctx = self._deferred_init[1]
            elif ctx is None:
                ctx = [cpu()]
            self._init_impl(arr, ctx)
        else:
            if ctx is not None and set(ctx) != set(self.list_ctx()):
                raise ParameterLoadError(
                    f"Failed to load Parameter '{self.name}' on {ctx} because it was "
                    f"previously initialized on {self.list_ctx()}.")
            self._data = [_to_nd(arr, c, arr.dtype) for c in self._ctx_list]
            self._init_grad()
        self._deferred_init = ()

    # -- access ---------------------------------------------------------------
    def _check_and_get(self, arr_list, ctx):
        if arr_list is not None:
            if ctx is list:
                return arr_list
            if ctx is None:
                if len(arr_list) == 1:
                    return arr_list[0]
                ctx = current_context()
            for c, arr in zip(self._ctx_list, arr_list):
                if c is ctx:
                    return arr
            for c, arr in zip(self._ctx_list, arr_list):
                if c == ctx:
                    return arr
            raise RuntimeError(f"Parameter '{self.name}' was not initialized on context "
                               f"{ctx}. It was only initialized on {self._ctx_list}.")
        if self._deferred_init:
            raise DeferredInitializationError(
                f"Parameter '{self.name}' has not been initialized yet because initialization "
                "was deferred. Actual initialization happens during the first forward pass. "
                "Please pass one batch of data through the network before accessing "
                "Parameters. You can also avoid deferred initialization by specifying "
                "in_units, num_features, etc., for network layers.")
        raise RuntimeError(
            f"Parameter '{self.name}' has not been initialized. Note that you should "
            "initialize parameters and create Trainer with Block.collect_params() instead "
            "of Block.params because the later does not include Parameters of nested child "
            "Blocks")

    def data(self, ctx=None):
        """The parameter's NDArray on ``ctx`` (the only one when it lives on one context)."""
        return self._check_and_get(self._data, ctx)

    def list_data(self):
        return self._check_and_get(self._data, list)

    def grad(self, ctx=None):
        if self._data is not None and self._grad is None:
            raise RuntimeError(f"Cannot get gradient array for Parameter '{self.name}' "
                               "because grad_req='null'")
        return self._check_and_get(self._grad, ctx)

    def list_grad(self):
        if self._data is not None and self._grad is None:
            raise RuntimeError(f"Cannot get gradient array for Parameter '{self.name}' "
                               "because grad_req='null'")
        return self._check_and_get(self._grad, list)

    def list_ctx(self):
        if self._data is None:
            if self._deferred_init:
                return self._deferred_init[1]
            raise RuntimeError(f"Parameter '{self.name}' has not been initialized")
        return self._ctx_list

    def zero_grad(self):
        if self._grad is None:
            return
        for g in self._grad:
            g[:] = 0

    def set_data(self, data):
        """Set the value on every context (recorded for later while deferred)."""
        if self._data is None:
            if not self._deferred_init:
                raise RuntimeError(f"Parameter '{self.name}' has not been initialized")
            self._deferred_init = self._deferred_init[:3] + (data,)
            return
        value = _numpy(data)
        for arr in self._data:
            if tuple(value.shape) != tuple(arr.shape) and value.size != 1:
                raise ValueError(f"Parameter '{self.name}': cannot set data of shape "
                                 f"{tuple(value.shape)} into shape {tuple(arr.shape)}")
            arr[:] = value.astype(np.dtype(arr.dtype), copy=False)

    def reset_ctx(self, ctx):
        ctx = _ctx_list(ctx)
        if self._data:
            self._init_impl(self._reduce_numpy(), ctx)
        elif self._deferred_init:
            init, _, default_init, data = self._deferred_init
            self._deferred_init = (init, ctx, default_init, data)
        else:
            raise ValueError(f"Cannot reset context for Parameter '{self.name}' because it "
                             "has not been initialized.")

    def _reduce_numpy(self) -> np.ndarray:
        """Mean over the copies, on the host (what MXNet saves)."""
        block = self.list_data()
        if len(block) == 1:
            return block[0].asnumpy()
        return (sum(b.asnumpy() for b in block) / len(block)).astype(block[0].asnumpy().dtype)

    def _reduce(self):
        return _to_nd(self._reduce_numpy(), cpu())

    def var(self):
        """The Symbol standing for this parameter in traced graphs (created once)."""
        if self._var is None:
            self._var = sym.var(self.name, shape=self.shape, dtype=self.dtype,
                                lr_mult=self.lr_mult, wd_mult=self.wd_mult,
                                init=self.init, stype=self._stype)
        return self._var

    def cast(self, dtype):
        """Change the dtype of the data (and gradient) to ``dtype``."""
        self._dtype = dtype
        if self._data is None:
            return
        self._data = [d.astype(dtype) for d in self._data]
        self._init_grad()


class Constant(Parameter):
    """A parameter that is never trained (``grad_req`` always ``'null'``)."""

    def __init__(self, name, value):
        arr = _numpy(value)
        if not hasattr(value, "asnumpy"):
            # MXNet wraps anything but an NDArray with nd.array, which makes float32 of every
            # list and numpy array (int64 anchors, float64 position tables): a file it saved
            # holds float32 there
            arr = arr.astype(np.float32)
        self.value = arr
        held = arr

        class _Init(initializer.Initializer):
            def _init_weight(self, _, out):
                out[...] = held

        # Registered under a unique name, as MXNet does, so the variable's
        # "__init__" attribute names an initializer that ``create`` can find.
        init_name = f"Constant_{name}_{id(self)}"
        initializer.alias(init_name)(_Init)
        super().__init__(name, grad_req="null", shape=arr.shape, dtype=arr.dtype.type,
                         init=init_name)

    def __repr__(self):
        return f"Constant {self.name} (shape={self.shape}, dtype={self.dtype})"

    @property
    def grad_req(self):
        return "null"

    @grad_req.setter
    def grad_req(self, req):
        if req != "null":
            warnings.warn(f'Constant parameter "{self.name}" does not support grad_req '
                          f'other than "null", and new value "{req}" is ignored.', stacklevel=2)
        self._grad_req = "null"


def _brief(names, limit=3):
    """``names`` for an error message: all of them, or the first and last ``limit``."""
    names = list(names)
    if len(names) <= 2 * limit:
        return ", ".join(map(repr, names))
    return ", ".join(map(repr, names[:limit])) + ", ..., " + ", ".join(map(repr, names[-limit:]))


class ParameterDict:
    """Ordered name → Parameter, creating names as ``prefix + name``; may share a parent dict."""

    def __init__(self, prefix="", shared=None):
        self._prefix = prefix
        self._params: "OrderedDict[str, Parameter]" = OrderedDict()
        self._shared = shared

    def __repr__(self):
        name = self._prefix + " " if self._prefix else ""
        body = "\n".join("  " + repr(v) for v in self.values())
        return f"{name}(\n{body}\n)"

    def __getitem__(self, key):
        return self._params[key]

    def __iter__(self):
        return iter(self._params)

    def __len__(self):
        return len(self._params)

    def __contains__(self, key):
        return key in self._params

    def items(self):
        return self._params.items()

    def keys(self):
        return self._params.keys()

    def values(self):
        return self._params.values()

    @property
    def prefix(self):
        return self._prefix

    def _get_impl(self, name):
        if name in self._params:
            return self._params[name]
        if self._shared is not None and name in self._shared._params:
            self._params[name] = self._shared._params[name]
            return self._params[name]
        return None

    def get(self, name, **kwargs) -> Parameter:
        """The Parameter ``prefix + name``: found (here or in the shared dict) or created."""
        name = self._prefix + name
        param = self._get_impl(name)
        if param is None:
            param = Parameter(name, **kwargs)
            self._params[name] = param
            return param
        for k, v in kwargs.items():
            existing = getattr(param, k, None)
            if existing is None:
                setattr(param, k, v)
                continue
            if k == "shape" and v is not None:
                v = (v,) if isinstance(v, int) else tuple(v)
                if len(v) == len(existing):
                    merged = []
                    for want, have in zip(v, existing):
                        if want != have and want > 0 and have > 0:
                            break
                        merged.append(have if want in (0, -1) else want)
                    else:
                        param._shape = tuple(merged)
                        continue
            elif k == "dtype" and v is not None and np.dtype(v) == np.dtype(existing):
                continue
            if v is not None and v != existing:
                raise ValueError(f"Cannot retrieve Parameter '{name}' because desired attribute "
                                 f"does not match with stored for attribute '{k}': desired "
                                 f"'{v}' vs stored '{existing}'.")
        return param

    def get_constant(self, name, value=None) -> Constant:
        name = self._prefix + name
        param = self._get_impl(name)
        if param is None:
            if value is None:
                raise KeyError(f"No constant named '{name}'. Please specify value if you "
                               "want to create a new constant.")
            param = Constant(name, value)
            self._params[name] = param
        elif value is not None:
            if not isinstance(param, Constant):
                raise ValueError(f"Parameter '{name}' already exists but it is not a constant.")
            v = _numpy(value)
            if param.shape != v.shape or not (param.value == v).all():
                raise ValueError(f"Constant '{name}' already exists but its value doesn't "
                                 "match the new value")
        return param

    def update(self, other):
        for k, v in other.items():
            if k in self._params and self._params[k] is not v:
                raise ValueError("Cannot update self with other because they have different "
                                 f"Parameters with the same name '{k}'")
        for k, v in other.items():
            self._params[k] = v

    def initialize(self, init=None, ctx=None, verbose=False, force_reinit=False):
        """Initialize every Parameter; ``init`` is the default for those without their own."""
        init = initializer.Uniform() if init is None else initializer.create(init)
        if verbose:
            init.set_verbosity(verbose=verbose)
        for v in self.values():
            v.initialize(None, ctx, init, force_reinit=force_reinit)

    def zero_grad(self):
        for p in self.values():
            p.zero_grad()

    def reset_ctx(self, ctx):
        for p in self.values():
            p.reset_ctx(ctx)

    def list_ctx(self):
        out = []
        for p in self.values():
            for c in p.list_ctx():
                if c not in out:
                    out.append(c)
        return out

    def setattr(self, name, value):
        for p in self.values():
            setattr(p, name, value)

    def select(self, pattern) -> "ParameterDict":
        """The sub-dict of names matching the regular expression (from the start)."""
        prog = re.compile(pattern)
        ret = ParameterDict(self._prefix)
        ret.update({k: v for k, v in self.items() if prog.match(k)})
        return ret

    def save(self, filename, strip_prefix=""):
        """Write the arrays in MXNet's format under their names minus ``strip_prefix``."""
        arg_dict = {}
        for param in self.values():
            if not param.name.startswith(strip_prefix):
                raise ValueError(f"Prefix '{strip_prefix}' is to be striped before saving, "
                                 f"but Parameter's name '{param.name}' does not start with it")
            arg_dict[param.name[len(strip_prefix):]] = param._reduce_numpy()
        params_io.save(filename, arg_dict)

    def load(self, filename, ctx=None, allow_missing=False, ignore_extra=False,
             restore_prefix="", cast_dtype=False, dtype_source="current"):
        if restore_prefix:
            for name in self.keys():
                if not name.startswith(restore_prefix):
                    raise ValueError(f"restore_prefix is '{restore_prefix}' but Parameter's "
                                     f"name '{name}' does not start with it")
        loaded = params_io.load(filename)
        if isinstance(loaded, list) and not loaded:
            # a file of no arrays has no names either (MXNet's export of a block without
            # parameters): MXNet loads it as no parameters
            loaded = {}
        if not isinstance(loaded, dict):
            raise ParameterLoadError(f"{filename}: holds an unnamed list of arrays, not "
                                     "named parameters")
        self.load_dict(loaded, ctx, allow_missing, ignore_extra, restore_prefix,
                       filename, cast_dtype, dtype_source)

    def load_dict(self, param_dict, ctx=None, allow_missing=False, ignore_extra=False,
                  restore_prefix="", filename=None, cast_dtype=False, dtype_source="current"):
        lprefix = len(restore_prefix)
        loaded = [(k[4:] if k.startswith(("arg:", "aux:")) else k, v) for k, v in param_dict.items()]
        arg_dict = {restore_prefix + k: v for k, v in loaded}
        where = f"file '{filename}'" if filename else "param_dict"
        if not allow_missing:
            for name in self.keys():
                if name not in arg_dict:
                    raise ParameterLoadError(
                        f"Parameter '{name[lprefix:]}' is missing in {where}, which contains "
                        f"parameters: {_brief(arg_dict.keys())}. Please make sure source and "
                        "target networks have the same prefix, or pass allow_missing=True.")
        for name, value in arg_dict.items():
            if name not in self._params:
                if not ignore_extra:
                    raise ParameterLoadError(
                        f"Parameter '{name[lprefix:]}' loaded from {where} is not present in "
                        f"ParameterDict, choices are: {_brief(self._params.keys())}. Set "
                        "ignore_extra=True to ignore.")
                continue
            self._params[name]._load_init(value, ctx, cast_dtype=cast_dtype,
                                          dtype_source=dtype_source)
