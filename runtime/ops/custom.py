"""``Custom``: MXNet's python-defined operator (``nd.Custom(*data, op_type=...)``).

The op table only knows a protocol here: an *implementation* per ``op_type`` (an object with
``arguments(kw)``, ``outputs(kw)``, ``infer_shape(kw, in_shapes)``, ``infer_type(kw, in_dtypes)``,
``forward(ctx, kw, arrays)`` and ``backward(ctx, kw, inputs, outputs, out_grads)`` over xp
arrays).  ``mxnet.operator.register`` (``runtime/operator.py``, the frontend layer, where
NDArrays exist) installs one for each user ``CustomOpProp``; this module never sees NDArrays,
so the layers keep importing downward.  Every keyword but ``op_type`` is kept as the string
MXNet would hand to the prop's constructor (``Op.open_attrs``).
"""
from __future__ import annotations

from typing import Any

from ..registry import VARIADIC, Attr, Op, OpError, Str, register

__all__ = ["install_impl", "get_impl", "registered_types"]

_IMPLS: dict[str, Any] = {}


def install_impl(op_type: str, impl: Any) -> None:
    """Make ``Custom(op_type=op_type)`` run ``impl`` (a later registration replaces an
    earlier one, as MXNet's ``operator.register`` does)."""
    _IMPLS[op_type] = impl


def registered_types() -> list[str]:
    return sorted(_IMPLS)


def get_impl(op_type: str):
    impl = _IMPLS.get(op_type)
    if impl is None:
        raise OpError(f"Custom: no operator registered as op_type={op_type!r} "
                      "(decorate its CustomOpProp with @mx.operator.register(name) first)")
    return impl


def _kwargs(a) -> dict[str, str]:
    return {k: v for k, v in a.items() if k != "op_type"}


def _num_outputs(a) -> int:
    return len(get_impl(a.op_type).outputs(_kwargs(a)))


def _argument_names(a) -> tuple[str, ...]:
    return tuple(get_impl(a.op_type).arguments(_kwargs(a)))


def _output_names(a) -> list[str]:
    return list(get_impl(a.op_type).outputs(_kwargs(a)))


def _infer_shape(a, *shapes):
    out = get_impl(a.op_type).infer_shape(_kwargs(a), list(shapes))
    return [tuple(s) for s in out]


def _infer_type(a, *dtypes):
    return list(get_impl(a.op_type).infer_type(_kwargs(a), list(dtypes)))


def _kernel(ctx, a, *arrays):
    outs = get_impl(a.op_type).forward(ctx, _kwargs(a), list(arrays))
    return outs[0] if len(outs) == 1 else tuple(outs)


def _grad(ctx, a, inputs, outputs, out_grads):
    return tuple(get_impl(a.op_type).backward(ctx, _kwargs(a), list(inputs), list(outputs),
                                              list(out_grads)))


register(Op(
    name="Custom", inputs=VARIADIC, attrs=(Attr("op_type", Str(), doc="the registered name"),),
    open_attrs=True, kernel=_kernel, infer_shape=_infer_shape, infer_type=_infer_type,
    num_outputs=_num_outputs, output_names=_output_names, declared_inputs=_argument_names,
    grad=_grad,
    doc="Runs a python operator registered with mxnet.operator.register (CustomOpProp).",
))
