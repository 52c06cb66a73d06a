"""Weight initializers (``mx.init``): MXNet 1.9.1's names, defaults and dispatch rules.

An initializer is called as ``init(InitDesc(name, attrs), arr)`` and fills
``arr`` (a numpy array, or anything supporting ``arr[:] = value``) in place.
When ``attrs`` holds ``__init__`` (a registered name such as ``"zeros"`` or
an ``init.dumps()`` string, as Gluon passes a Parameter's own ``init`` and as
``-symbol.json`` records it) that initializer fills the array; otherwise the
name's suffix decides, as in MXNet: ``weight`` → the initializer's own rule,
``bias``/``beta``/``min`` → 0, ``gamma``/``max`` → 1, plus the
``moving_mean``/``running_mean`` → 0 and ``moving_var``/``running_var`` → 1
rules MXNet keeps for legacy names.  Anything else is an error telling the
user to give the parameter an explicit ``init``.

Random draws come from the runtime's seeded generator
(``mx.random.seed``), so initialization repeats for a given seed; the streams
are not MXNet's.
"""
from __future__ import annotations

import json
import math
from typing import Any, Dict, Type

import numpy as np

from .context import cpu
from .rng import generator

__all__ = [
    "InitDesc", "Initializer", "register", "create", "alias",
    "Zero", "One", "Constant", "Uniform", "Normal", "Xavier", "MSRAPrelu",
    "Orthogonal", "Bilinear", "LSTMBias", "Mixed", "Load",
]

_REGISTRY: Dict[str, Type["Initializer"]] = {}


def register(klass):
    """Register an initializer class under its lowercased class name."""
    _REGISTRY[klass.__name__.lower()] = klass
    return klass


def alias(*names):
    """Also register the decorated class under ``names`` (``"zeros"`` for Zero)."""
    def deco(klass):
        for n in names:
            _REGISTRY[n.lower()] = klass
        return klass
    return deco


def _generator():
    return generator(cpu())


def _assign(arr, value) -> None:
    value = np.asarray(value)
    if isinstance(arr, np.ndarray):
        arr[...] = value.astype(arr.dtype, copy=False)
    else:
        arr[:] = value.astype(np.dtype(arr.dtype), copy=False)


class InitDesc(str):
    """A parameter's name with its variable attributes (``__init__`` ...) and the global init."""

    def __new__(cls, name, attrs=None, global_init=None):
        ret = super().__new__(cls, name)
        ret.attrs = dict(attrs or {})
        ret.global_init = global_init
        return ret


class Initializer:
    """Base class: subclasses implement ``_init_weight(name, arr)``."""

    def __init__(self, **kwargs):
        self._kwargs = kwargs
        self._verbose = False
        self._print_func = None

    def set_verbosity(self, verbose=False, print_func=None):
        self._verbose = verbose
        self._print_func = print_func or (
            lambda a: str(float(np.linalg.norm(np.asarray(a))) / math.sqrt(max(np.asarray(a).size, 1))))
        return self

    def _verbose_print(self, desc, init, arr):
        if self._verbose and self._print_func:
            import logging
            logging.info("Initialized %s as %s: %s", desc, init, self._print_func(arr))

    def dumps(self) -> str:
        """``'["normal", {"sigma": 0.5}]'``: what ``create`` and ``__init__`` attrs accept."""
        return json.dumps([self.__class__.__name__.lower(), self._kwargs])

    def __repr__(self):
        args = ", ".join(f"{k}={v!r}" for k, v in self._kwargs.items())
        return f"{self.__class__.__name__}({args})"

    def __eq__(self, other):
        return type(self) is type(other) and self._kwargs == other._kwargs

    def __hash__(self):
        return hash((type(self).__name__, json.dumps(self._kwargs, sort_keys=True, default=str)))

    def __call__(self, desc, arr):
        if not isinstance(desc, InitDesc):
            if not isinstance(desc, str):
                raise TypeError(f"initializer needs a parameter name, got {type(desc).__name__}")
            desc = InitDesc(desc)
        if desc.global_init is None:
            desc.global_init = self
        init = desc.attrs.get("__init__", "")
        if init:
            create(init)._init_weight(desc, arr)
            self._verbose_print(desc, init, arr)
            return
        for suffix, method in (
                ("weight", self._init_weight), ("bias", self._init_bias),
                ("gamma", self._init_gamma), ("beta", self._init_beta),
                ("moving_mean", self._init_zero), ("running_mean", self._init_zero),
                ("moving_var", self._init_one), ("running_var", self._init_one),
                ("moving_inv_var", self._init_zero), ("moving_avg", self._init_zero),
                ("min", self._init_zero), ("max", self._init_one)):
            if desc.endswith(suffix):
                method(desc, arr)
                self._verbose_print(desc, suffix, arr)
                return
        self._init_default(desc, arr)

    # The per-role rules; subclasses override _init_weight.
    def _init_zero(self, _, arr):
        _assign(arr, 0.0)

    def _init_one(self, _, arr):
        _assign(arr, 1.0)

    _init_bias = _init_zero
    _init_beta = _init_zero
    _init_gamma = _init_one

    def _init_weight(self, name, arr):
        raise NotImplementedError(f"{type(self).__name__} must implement _init_weight")

    def _init_default(self, name, _):
        raise ValueError(
            f"Unknown initialization pattern for {name!r}. Default initialization is "
            'limited to names ending in "weight", "bias", "gamma" (1.0), "beta" (0.0), '
            '"moving_mean"/"running_mean" (0.0) and "moving_var"/"running_var" (1.0). '
            "Give the parameter an explicit init, e.g. self.params.get(name, "
            "shape=..., init=mx.init.Zero()).")


def create(init: Any) -> Initializer:
    """An Initializer from an instance, a registered name or an ``init.dumps()`` string."""
    if isinstance(init, Initializer):
        return init
    if isinstance(init, type) and issubclass(init, Initializer):
        return init()
    if not isinstance(init, str):
        raise TypeError(f"cannot make an initializer from {type(init).__name__} {init!r}")
    text = init.strip()
    if text.startswith("["):
        try:
            name, kwargs = json.loads(text)
        except (ValueError, TypeError):
            raise ValueError(f"malformed initializer description {init!r}: expected "
                             '\'["name", {kwargs}]\'') from None
        if not isinstance(name, str) or not isinstance(kwargs, dict):
            raise ValueError(f"malformed initializer description {init!r}")
    else:
        name, kwargs = text, {}
    klass = _REGISTRY.get(name.lower())
    if klass is None:
        raise ValueError(f"unknown initializer {name!r}; known: {', '.join(sorted(_REGISTRY))}")
    try:
        return klass(**kwargs)
    except TypeError as e:
        raise ValueError(f"bad arguments for initializer {name!r}: {e}") from None


@register
@alias("zeros")
class Zero(Initializer):
    """Fills with 0."""

    def _init_weight(self, _, arr):
        _assign(arr, 0.0)


@register
@alias("ones")
class One(Initializer):
    """Fills with 1."""

    def _init_weight(self, _, arr):
        _assign(arr, 1.0)


@register
class Constant(Initializer):
    """Fills with ``value`` (a scalar or an array broadcastable to the parameter)."""

    def __init__(self, value):
        v = value.tolist() if hasattr(value, "tolist") else value
        super().__init__(value=v)
        self.value = value

    def _init_weight(self, _, arr):
        value = self.value.asnumpy() if hasattr(self.value, "asnumpy") else self.value
        _assign(arr, np.broadcast_to(np.asarray(value), tuple(arr.shape)))

    def dumps(self) -> str:
        # MXNet 1.9.1 serializes a non-scalar value with numpy's or NDArray's .tolist()/.asnumpy():
        # a python list or tuple has no .asnumpy(), so declaring the parameter's graph variable
        # (hybridize(), export) fails while eager initialization works
        if isinstance(self.value, (list, tuple)):
            raise AttributeError(f"'{type(self.value).__name__}' object has no attribute 'asnumpy'")
        return super().dumps()


@register
class Uniform(Initializer):
    """Uniform on [-scale, scale) (MXNet's default initializer, scale 0.07)."""

    def __init__(self, scale=0.07):
        super().__init__(scale=scale)
        self.scale = float(scale)

    def _init_weight(self, _, arr):
        _assign(arr, _generator().uniform(-self.scale, self.scale, size=tuple(arr.shape)))


@register
class Normal(Initializer):
    """Normal with mean 0 and standard deviation ``sigma`` (default 0.01)."""

    def __init__(self, sigma=0.01):
        super().__init__(sigma=sigma)
        self.sigma = float(sigma)

    def _init_weight(self, _, arr):
        _assign(arr, _generator().normal(0.0, self.sigma, size=tuple(arr.shape)))


def _fans(name, shape):
    if len(shape) < 2:
        raise ValueError(f"Xavier-style initializer cannot be applied to {name!r} of shape "
                         f"{tuple(shape)}: it needs at least 2 dimensions. Give it another "
                         "init (e.g. mx.init.Zero()).")
    hw = float(np.prod(shape[2:])) if len(shape) > 2 else 1.0
    return shape[1] * hw, shape[0] * hw


@register
class Xavier(Initializer):
    """Glorot init: scale sqrt(magnitude / factor), factor from fan in/out/avg."""

    def __init__(self, rnd_type="uniform", factor_type="avg", magnitude=3):
        super().__init__(rnd_type=rnd_type, factor_type=factor_type, magnitude=magnitude)
        if rnd_type not in ("uniform", "gaussian"):
            raise ValueError(f"Unknown random type {rnd_type!r} (use 'uniform' or 'gaussian')")
        if factor_type not in ("avg", "in", "out"):
            raise ValueError(f"Incorrect factor type {factor_type!r} (use 'avg', 'in' or 'out')")
        self.rnd_type = rnd_type
        self.factor_type = factor_type
        self.magnitude = float(magnitude)

    def _init_weight(self, name, arr):
        fan_in, fan_out = _fans(name, tuple(arr.shape))
        factor = {"avg": (fan_in + fan_out) / 2.0, "in": fan_in, "out": fan_out}[self.factor_type]
        scale = math.sqrt(self.magnitude / factor)
        g = _generator()
        if self.rnd_type == "uniform":
            _assign(arr, g.uniform(-scale, scale, size=tuple(arr.shape)))
        else:
            _assign(arr, g.normal(0.0, scale, size=tuple(arr.shape)))


@register
class MSRAPrelu(Xavier):
    """He init for PReLU nets: gaussian Xavier with magnitude 2 / (1 + slope**2)."""

    def __init__(self, factor_type="avg", slope=0.25):
        magnitude = 2.0 / (1 + slope ** 2)
        super().__init__("gaussian", factor_type, magnitude)
        self._kwargs = {"factor_type": factor_type, "slope": slope}


@register
class Orthogonal(Initializer):
    """Orthogonal matrix (SVD of a random one) times ``scale``."""

    def __init__(self, scale=1.414, rand_type="uniform"):
        super().__init__(scale=scale, rand_type=rand_type)
        self.scale = float(scale)
        self.rand_type = rand_type

    def _init_weight(self, name, arr):
        shape = tuple(arr.shape)
        if len(shape) < 2:
            raise ValueError(f"Orthogonal initializer needs at least 2 dimensions, {name!r} has {shape}")
        nout, nin = shape[0], int(np.prod(shape[1:]))
        g = _generator()
        tmp = g.uniform(-1.0, 1.0, (nout, nin)) if self.rand_type == "uniform" else g.normal(0, 1, (nout, nin))
        u, _, v = np.linalg.svd(tmp, full_matrices=False)
        q = u if u.shape == tmp.shape else v
        _assign(arr, (self.scale * q).reshape(shape))


@register
class Bilinear(Initializer):
    """Bilinear upsampling kernel (for Deconvolution weights)."""

    def _init_weight(self, _, arr):
        shape = tuple(arr.shape)
        if len(shape) != 4:
            raise ValueError(f"Bilinear initializer needs a 4-d weight, got shape {shape}")
        f = math.ceil(shape[3] / 2.0)
        c = (2 * f - 1 - f % 2) / (2.0 * f)
        x = np.arange(shape[3])
        y = np.arange(shape[2])
        kern = np.outer(1 - np.abs(y / f - c), 1 - np.abs(x / f - c))
        _assign(arr, np.broadcast_to(kern, shape))


@register
class LSTMBias(Initializer):
    """An LSTM cell's bias: 0 except the forget gate (the second of the four gates), set to
    ``forget_bias`` (Jozefowicz et al. 2015 recommend 1.0)."""

    def __init__(self, forget_bias=1.0):
        super().__init__(forget_bias=forget_bias)
        self.forget_bias = forget_bias

    def _init_weight(self, _, arr):
        bias = np.zeros(tuple(arr.shape))
        num_hidden = int(arr.shape[0] / 4)
        bias[num_hidden:2 * num_hidden] = self.forget_bias
        _assign(arr, bias)


class Mixed:
    """Picks an initializer by the first regular expression matching the name."""

    def __init__(self, patterns, initializers):
        import re
        if len(patterns) != len(initializers):
            raise ValueError("Mixed needs as many patterns as initializers")
        self.map = [(re.compile(p), create(i)) for p, i in zip(patterns, initializers)]

    def __call__(self, name, arr):
        for prog, init in self.map:
            if prog.match(name):
                init(name, arr)
                return
        raise ValueError(f"Parameter name {name!r} did not match any pattern; add a '.*' "
                         "pattern to Mixed for a default")


class Load:
    """Initializes by name from a dict of arrays or a ``.params`` file, else ``default_init``."""

    def __init__(self, param, default_init=None, verbose=False):
        if isinstance(param, str):
            from . import params_io
            param = params_io.load(param)
            if not isinstance(param, dict):
                raise ValueError("Load needs a file of named arrays")
        self.param = {}
        for name, arr in param.items():
            if name.startswith(("arg:", "aux:")):
                name = name[4:]
            self.param[name] = arr.asnumpy() if hasattr(arr, "asnumpy") else np.asarray(arr)
        self.default_init = default_init
        self.verbose = verbose

    def __call__(self, name, arr):
        if name in self.param:
            src = self.param[name]
            if tuple(src.shape) != tuple(arr.shape):
                raise ValueError(f"Parameter {name!r} cannot be initialized from loading: "
                                 f"shape {tuple(arr.shape)} vs saved {tuple(src.shape)}")
            _assign(arr, src)
        elif self.default_init is None:
            raise ValueError(f"Cannot initialize {name!r}: not found in the loaded params and "
                             "no default initializer was given")
        else:
            create(self.default_init)(name, arr)
