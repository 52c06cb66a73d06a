"""``nd.random.normal`` & co.: MXNet's python-level dispatch over two ops.

With number parameters they run ``_random_<dist>`` (``shape`` is the output
shape); with tensor parameters ``_sample_<dist>`` (one draw block of ``shape``
per parameter element).  Mixing numbers and tensors is an error, as in MXNet.
"""
from __future__ import annotations

from numbers import Number

from . import registry

# distribution -> (its parameters with MXNet's defaults)
DISTRIBUTIONS = {
    "normal": (("loc", 0.0), ("scale", 1.0)),
    "uniform": (("low", 0.0), ("high", 1.0)),
    "exponential": (("scale", 1.0),),   # passed to the ops as lam = 1/scale
    "gamma": (("alpha", 1.0), ("beta", 1.0)),
    "poisson": (("lam", 1.0),),
}


def make(kind: str, is_tensor, call) -> dict:
    """One function per distribution whose two ops are in the table.

    ``call(op, args, kwargs, exposed)`` runs an op for this namespace (``nd``
    invokes, ``sym`` composes); ``is_tensor`` tells tensors from numbers.
    """
    fns = {}
    for dist, params in DISTRIBUTIONS.items():
        try:  # by MXNet op name, whatever namespace exposes them
            rnd = registry.get(f"_random_{dist}")
            smp = registry.get(f"_sample_{dist}")
        except registry.OpError:
            continue
        fns[dist] = _dispatcher(kind, dist, params, rnd, smp, is_tensor, call)
    try:
        multinomial = registry.get("_sample_multinomial")
    except registry.OpError:
        return fns

    def multinomial_fn(data, shape=None, get_prob=False, out=None, dtype="int32", **kwargs):
        """``random.multinomial``: MXNet's python signature over ``_sample_multinomial``."""
        kwargs.update(get_prob=get_prob, dtype=dtype)
        if shape is not None:
            kwargs["shape"] = shape
        if out is not None:
            kwargs["out"] = out
        return call(multinomial, (data,), kwargs, "multinomial")

    fns["multinomial"] = multinomial_fn
    return fns


# what MXNet's signatures take positionally after the distribution parameters
# (nd.random.normal(loc, scale, shape, dtype, ctx, out); sym has no ctx/out)
_TRAILING = {"nd": ("shape", "dtype", "ctx", "out"), "sym": ("shape", "dtype")}


def _dispatcher(kind, dist, params, rnd, smp, is_tensor, call):
    names = [p for p, _ in params]
    trailing = _TRAILING.get(kind, ("shape", "dtype"))

    def fn(*args, **kwargs):
        if len(args) > len(names) + len(trailing):
            raise TypeError(f"random.{dist} takes at most {len(names) + len(trailing)} "
                            f"positional arguments ({', '.join(names + list(trailing))}), got "
                            f"{len(args)}")
        for key, value in zip(trailing, args[len(names):]):
            if key in kwargs:
                raise TypeError(f"random.{dist} got multiple values for argument {key!r}")
            kwargs[key] = value
        args = args[:len(names)]
        shape, dtype = kwargs.pop("shape", None), kwargs.pop("dtype", None)
        ctx, out = kwargs.pop("ctx", None), kwargs.pop("out", None)
        values = dict(params)
        values.update(zip(names, args))
        for n in names:
            if n in kwargs:
                values[n] = kwargs.pop(n)
        vals = [values[n] for n in names]
        if dist == "exponential":
            # MXNet's exponential takes the scale; both ops take the rate lam = 1/scale
            vals = [1.0 / vals[0]]
        extra = dict(kwargs)
        if shape is None and out is not None and all(isinstance(v, Number) for v in vals):
            # MXNet infers the draw's shape from ``out`` (GluonCV's initializers:
            # ``random.uniform(0, s, out=arr)``)
            shape = tuple(out.shape)
        if shape is None and out is None and kind == "nd" and \
                all(isinstance(v, Number) for v in vals):
            shape = 1  # nd.random.normal() is one draw, as in MXNet
        if shape is not None:
            extra["shape"] = shape
        if dtype is not None:
            extra["dtype"] = dtype
        if out is not None:
            extra["out"] = out
        if all(is_tensor(v) for v in vals):
            return call(smp, tuple(vals), extra, f"sample_{dist}")
        if all(isinstance(v, Number) for v in vals):
            op_names = ["lam"] if dist == "exponential" else names
            attrs = dict(zip(op_names, vals))
            if ctx is not None:
                extra["ctx"] = ctx
            return call(rnd, (), dict(attrs, **extra), dist)
        raise TypeError(f"random.{dist}: distribution parameters must all be numbers or all "
                        f"{'NDArrays' if kind == 'nd' else 'Symbols'}, got "
                        f"{', '.join(type(v).__name__ for v in vals)}")
    fn.__name__ = dist
    fn.__qualname__ = dist
    fn.__doc__ = (f"Draw from the {dist} distribution: ``_random_{dist}`` for number "
                  f"parameters, ``_sample_{dist}`` for tensor parameters ({', '.join(names)}).")
    return fn

