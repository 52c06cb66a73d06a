"""MXNet op name -> its ONNX lowering, filled by ``lowering_nn`` and ``lowering_tensor``.

A lowering is ``fn(b: GraphBuilder, n: NodeView, ins: list[str]) -> list[str]``: it emits ONNX
nodes for one MXNet node whose inputs are the ONNX values ``ins`` and returns one ONNX value per
MXNet output.  It raises ``n.refuse(...)`` for attribute values it cannot express.
"""
from __future__ import annotations

from typing import Callable

import numpy as np

from .builder import GraphBuilder, NodeView

OPSET = 13   # the newest opset MXNet 1.9.1's own exporter registers; onnxruntime runs it everywhere

LOWERINGS: dict[str, Callable] = {}


def lowers(*names: str):
    def deco(fn):
        for name in names:
            if name in LOWERINGS:
                raise ValueError(f"ONNX lowering for {name} registered twice")
            LOWERINGS[name] = fn
        return fn
    return deco


def scalar(b: GraphBuilder, n: NodeView, value, hint: str, k: int = 0) -> str:
    """A 0-d constant in the dtype of input ``k`` (ONNX does not promote types)."""
    return b.const(np.asarray(value, dtype=n.in_dtypes[k]), hint)


def norm_axis(axis: int, rank: int) -> int:
    return axis + rank if axis < 0 else axis


def reduce_axes(n: NodeView, axis, exclude: bool = False) -> list[int]:
    """MXNet's axis attribute (None, int or tuple; ``exclude`` complements) as sorted axes.
    None and () reduce every axis, with or without ``exclude``."""
    rank = len(n.in_shapes[0])
    if axis is None or axis == ():
        return list(range(rank))
    axes = [norm_axis(int(a), rank) for a in ((axis,) if isinstance(axis, int) else axis)]
    if exclude:
        axes = [a for a in range(rank) if a not in axes]
    return sorted(axes)
