"""Binding a python call ``f(*args, **kwargs)`` of an op to inputs and attributes.

Shared by ``nd`` (eager) and ``sym`` (tracing), following the signature MXNet
generates for every op: the inputs in order, then the attributes in order, so
``nd.reshape(x, (2, 3))`` passes ``shape`` and ``nd.clip(x, 0, 1)`` passes
``a_min``/``a_max``.  Which values count as tensors is the caller's business.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .registry import Op, OpError


def bind(op: Op, fname: str, args: tuple, kwargs: dict,
         is_tensor: Callable[[Any], bool]) -> tuple[list[tuple[str, Any]], dict]:
    """Split a call into ``[(input_name, value), ...]`` and raw attribute kwargs.

    Input values may be ``None`` (absent optional input); their type is
    checked by the caller.
    """
    attrs: dict[str, Any] = {}
    inputs: list[tuple[str, Any]] = []
    if op.variadic:
        for i, v in enumerate(args):
            if not is_tensor(v):
                raise OpError(f"{fname}: positional argument {i} must be a tensor, got "
                              f"{type(v).__name__} (attributes are passed by keyword)")
            inputs.append((f"arg{i}", v))
        for k, v in kwargs.items():
            if is_tensor(v):
                raise OpError(f"{fname}: takes its tensors positionally (*data), not as {k}=")
            attrs[k] = v
        if "num_args" in op._attr_index and "num_args" not in attrs:
            attrs["num_args"] = len(inputs)
        return inputs, attrs
    names = op.inputs
    order = [a.name for a in op.attrs]
    given: dict[str, Any] = {}
    for i, v in enumerate(args):
        if i < len(names):
            given[names[i]] = v
        else:
            j = i - len(names)
            if j >= len(order):
                raise OpError(f"{fname}: takes at most {len(names) + len(order)} positional "
                              f"arguments ({len(args)} given)")
            attrs[order[j]] = v
    for k, v in kwargs.items():
        if k in names:
            if k in given:
                raise OpError(f"{fname}: got multiple values for input {k!r}")
            given[k] = v
        else:
            if k in attrs:
                raise OpError(f"{fname}: got multiple values for attribute {k!r}")
            attrs[k] = v
    inputs = [(n, given[n]) for n in names if n in given]
    return inputs, attrs

