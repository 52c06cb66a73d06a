"""The ONNX graph under construction: unique value names, constants, nodes.

Lowerings (``lowering.py``) see only this and a :class:`NodeView`; they never touch protobuf.
Every name that reaches the ONNX file is data in a protobuf string field, never code.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import numpy as np
from onnx import TensorProto, helper, numpy_helper


class ExportError(ValueError):
    """The graph cannot be written as ONNX (an unsupported op or attribute value)."""


@dataclass
class NodeView:
    """What a lowering knows about one MXNet node: its attributes and, from the exporter's
    shape and type inference over the whole graph, its inputs' and outputs' shapes and dtypes."""

    name: str
    op: str
    attrs: Any
    in_shapes: list
    out_shapes: list
    in_dtypes: list
    out_dtypes: list
    # for each input: the parameter's value when it is an initializer (else None)
    in_values: list = field(default_factory=list)

    def refuse(self, what: str) -> ExportError:
        return ExportError(f"operator {self.name} ({self.op}): {what} cannot be exported to ONNX")


class GraphBuilder:
    def __init__(self):
        self.nodes: list = []
        self.initializers: list = []
        self._used: set[str] = set()

    def fresh(self, hint: str) -> str:
        # ONNX reads an empty name as "no value", and a model file may name a node ""
        hint = hint or "unnamed"
        name = hint
        k = 1
        while name in self._used:
            name = f"{hint}_{k}"
            k += 1
        self._used.add(name)
        return name

    def const(self, value, hint: str, dtype=None) -> str:
        """An initializer holding ``value`` (numpy array or python scalar/list)."""
        arr = np.asarray(value, dtype=dtype)
        name = self.fresh(hint)
        self.initializers.append(numpy_helper.from_array(np.ascontiguousarray(arr), name))
        return name

    def ints(self, values, hint: str) -> str:
        """An int64 1-D initializer: opset 13 takes shapes, axes and slice bounds as inputs."""
        return self.const(np.asarray(list(values), dtype=np.int64), hint)

    def add(self, op_type: str, inputs: list, hint: str, n_out: int = 1, **attrs) -> Any:
        """One ONNX node; returns its output name (a list of names when ``n_out`` > 1).
        An empty string in ``inputs`` is ONNX's "optional input left out"."""
        outs = [self.fresh(hint if n_out == 1 else f"{hint}_out{k}") for k in range(n_out)]
        self.nodes.append(helper.make_node(op_type, list(inputs), outs,
                                           name=self.fresh(f"{hint}_node"), **attrs))
        return outs[0] if n_out == 1 else outs


def tensor_type(dtype) -> int:
    try:
        return helper.np_dtype_to_tensor_dtype(np.dtype(dtype))
    except (KeyError, TypeError):
        raise ExportError(f"dtype {dtype} has no ONNX tensor type") from None


FLOAT = TensorProto.FLOAT
