"""An operator call's argument by name, given by keyword or by position.

MXNet's generated op functions take the inputs, then the attributes, in the op's declared
order, and the fluent methods hand their arguments on after the receiver: ``F.max(x, 1, True)``
and ``x.max(1, True)`` both mean ``axis=1, keepdims=True``.  The order is data: the op
catalogue's ``argument_order`` (an op missing there is read by keyword only).
"""
from __future__ import annotations

import libcst as cst

from .catalogue import load_catalogue
from .walk import kwarg


def op_argument(call: cst.Call, op: str, name: str, rest) -> cst.BaseExpression | None:
    """``name`` of ``call``, a call of ``op`` whose arguments after the data (the first input,
    or a method's receiver) are ``rest``; None when not given or not readable (a ``*args``)."""
    given = kwarg(call, name)
    if given is not None:
        return given
    order = load_catalogue().argument_order.get(op)
    if not order or name not in order[1:] or any(a.star for a in call.args):
        return None
    positional = [a.value for a in rest if a.keyword is None]
    i = order.index(name, 1) - 1
    return positional[i] if i < len(positional) else None
