"""The ``sym`` namespace (MXNet's ``mx.sym``): one tracing function per op of
the table, plus ``var``/``Variable``, ``Group``, ``load``/``load_json`` and
the python-level helpers MXNet writes by hand (``zeros``, ``ones``, ``full``,
``arange``, ``maximum``, ``minimum``, ``power``).

MXNet's sym lacks the nd-only ``add/subtract/multiply/divide/modulo/equal/
greater/..., array, empty, concatenate, moveaxis, onehot_encode, waitall``;
so does this one.
"""
from __future__ import annotations

import sys
from numbers import Number

import numpy as np

from . import control_flow_trace as _control_flow_trace
from . import nd as _nd
from . import ops  # noqa: F401  (fills the op table)
from . import random_helpers as _random_helpers
from . import registry as _registry
from . import symbol as _symmod
from . import symbol  # noqa: F401  (MXNet's mx.sym.symbol: the module of Symbol)
from . import symbol_json as _symbol_json
from .errors import EagerOnlyNameError, missing_name
from .namespace import build as _build_namespace
from .symbol import Group, Symbol, Variable, var  # noqa: F401
from .symbol import compose as _compose


def _make(op, exposed):
    def fn(*args, **kwargs):
        return _compose(op, args, kwargs, exposed)
    fn.__name__ = exposed
    fn.__qualname__ = exposed
    fn.__doc__ = op.doc or f"MXNet operator ``{op.name}`` (symbolic)."
    return fn


def load_json(json_str: str) -> Symbol:
    return _symbol_json.loads(json_str)


def load(fname) -> Symbol:
    return _symbol_json.load_file(fname)


def _call(opname, hint, *args, **kwargs):
    op = _registry.find(opname) or _registry.get(opname)
    return _compose(op, args, kwargs, opname, hint=hint)


def zeros(shape, dtype=None, **kwargs):
    return _call("_zeros", "_zeros", shape=shape, dtype=np.dtype(dtype or np.float32).name,
                 **kwargs)


def ones(shape, dtype=None, **kwargs):
    return _call("_ones", "_ones", shape=shape, dtype=np.dtype(dtype or np.float32).name,
                 **kwargs)


def full(shape, val, dtype=None, **kwargs):
    return _call("_full", "_full", shape=shape, dtype=np.dtype(dtype or np.float32).name,
                 value=float(val), **kwargs)


def arange(start, stop=None, step=1.0, repeat=1, infer_range=None, name=None, dtype=None):
    return _call("_arange", "_arange", start=start, stop=stop, step=step, repeat=repeat,
                 name=name, dtype=np.dtype(dtype or np.float32).name)


def _binary(left, right, sym_op, sym_hint, scalar_op, scalar_hint, pyfn):
    if isinstance(left, Symbol) and isinstance(right, Symbol):
        return _call(sym_op, sym_hint, left, right)
    if isinstance(left, Symbol) and isinstance(right, Number):
        return _call(scalar_op, scalar_hint, left, scalar=float(right))
    if isinstance(left, Number) and isinstance(right, Number):
        return pyfn(left, right)
    raise TypeError(f"types ({type(left)}, {type(right)}) not supported")


def maximum(left, right):
    if isinstance(left, Number) and isinstance(right, Symbol):
        left, right = right, left
    return _binary(left, right, "_maximum", "_maximum", "_maximum_scalar", "_maximumscalar",
                   lambda x, y: x if x > y else y)


def minimum(left, right):
    if isinstance(left, Number) and isinstance(right, Symbol):
        left, right = right, left
    return _binary(left, right, "_minimum", "_minimum", "_minimum_scalar", "_minimumscalar",
                   lambda x, y: x if x < y else y)


def power(base, exp):
    if isinstance(base, Number) and isinstance(exp, Symbol):
        return _call("_rpower_scalar", "_rpowerscalar", exp, scalar=float(base))
    return _binary(base, exp, "_power", "_power", "_power_scalar", "_powerscalar",
                   lambda x, y: x ** y)


def split_v2(ary, indices_or_sections=None, axis=0, squeeze_axis=False, **kwargs):
    """MXNet's python ``split_v2``: an int is a number of equal sections, a tuple the split
    points (the op's ``indices`` then start with 0); the op's own ``indices``/``sections``
    keywords pass through."""
    if indices_or_sections is None:
        return _call("_split_v2", "split_v2", ary, axis=axis, squeeze_axis=squeeze_axis,
                     **kwargs)
    indices, sections = [], 0
    if isinstance(indices_or_sections, int):
        sections = indices_or_sections
    elif isinstance(indices_or_sections, tuple):
        indices = [0] + list(indices_or_sections)
    else:
        raise ValueError("indices_or_sections must either int or tuple of ints")
    return _call("_split_v2", "split_v2", ary, indices=tuple(indices), axis=axis,
                 squeeze_axis=squeeze_axis, sections=sections, **kwargs)


# python-level functions of mx.sym that are not ops of the table
HELPERS = ("var", "Variable", "Group", "load", "load_json", "zeros", "ones", "full", "arange",
           "maximum", "minimum", "power", "split_v2")


def _build():
    rand = _random_helpers.make("sym", lambda v: isinstance(v, Symbol),
                                lambda op, args, kwargs, exposed: _compose(op, args, kwargs, exposed))
    return _build_namespace(__spec__.name, "sym", _make, [globals()],
                            extras={"contrib": {"cond": _control_flow_trace.sym_cond,
                                                "foreach": _control_flow_trace.sym_foreach,
                                                "while_loop": _control_flow_trace.sym_while_loop},
                                    "random": rand})


_SUBS = _build()
# __spec__.name, not __name__: while the mxnet alias is installed, compat renames this module
# to MXNet's name, and a library that reaches mx.sym while this module's imports run (one
# loaded by the op table) renames it before these lines execute
_symmod.OP_NAMESPACE.serve(sys.modules[__spec__.name])


_EAGER_FIX = {
    "array": "create constants with F.zeros/F.ones/F.full/F.arange, or hold them in a "
             "Constant parameter of the block (self.params.get_constant)",
    "empty": "use F.zeros", "concatenate": "use F.concat(*arrays, dim=axis)",
    "moveaxis": "use F.transpose(x, axes=...)", "onehot_encode": "use F.one_hot",
    "waitall": "remove the call: synchronisation is not needed in hybrid code",
}
_EAGER_BINARY = {  # nd helper -> (python operator, broadcast op suffix)
    "add": ("+", "add"), "subtract": ("-", "sub"), "multiply": ("*", "mul"),
    "divide": ("/", "div"), "true_divide": ("/", "div"), "modulo": ("%", "mod"),
    "equal": ("==", "equal"), "not_equal": ("!=", "not_equal"), "greater": (">", "greater"),
    "greater_equal": (">=", "greater_equal"), "lesser": ("<", "lesser"),
    "lesser_equal": ("<=", "lesser_equal"), "logical_and": ("and", "logical_and"),
    "logical_or": ("or", "logical_or"), "logical_xor": ("xor", "logical_xor"),
}


def __getattr__(name):
    # names only nd has: a clear HYB007 error (still an AttributeError, so hasattr() is False)
    if name in _nd.HELPERS:
        if name in _EAGER_BINARY:
            op, suffix = _EAGER_BINARY[name]
            fix = (f"use F.broadcast_{suffix}(x, y), or the python operator (x {op} y) when "
                   "both are same-shape tensors or one is a python number")
        else:
            fix = _EAGER_FIX.get(name, "use an F.* operator that both namespaces have")
        raise EagerOnlyNameError(f"F.{name}", fix)
    if name.startswith("__"):
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    raise missing_name("sym", name)
