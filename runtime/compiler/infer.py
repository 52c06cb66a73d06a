"""Shape and dtype inference over a :class:`CGraph` (the first pass; later ones rely on it).

Every input is known at compile time (the feed), so inference runs forward
only: variables take the feed's shapes and dtypes, constants their value's,
ops ask the registry (``Op.out_shapes``/``Op.out_types``), fused nodes replay
their steps.  A failure names the traced node, as the reference executor does.
"""
from __future__ import annotations

import numpy as np

from ..errors import ShapeMismatchError
from ..graph import _BROADCAST_NAME, _NON_BROADCAST
from ..limits import ModelSizeError, check_output
from ..registry import OpError
from .ir import CGraph

__all__ = ["InferenceError", "infer_shapes_and_types"]


class InferenceError(ValueError):
    """The feed does not fit the graph (wrong shapes, missing inputs)."""


def infer_shapes_and_types(cg: CGraph, shapes: dict, dtypes: dict) -> CGraph:
    """Fill ``cg.shapes``/``cg.dtypes`` from input ``shapes``/``dtypes`` (by name)."""
    missing = [n for n in cg.input_names if n not in shapes]
    if missing:
        raise InferenceError(f"missing input(s) {missing}; the graph needs {cg.input_names}")
    out_s: dict = {}
    out_t: dict = {}
    for n in cg.nodes:
        if n.kind == "var":
            out_s[(n.id, 0)] = tuple(int(d) for d in shapes[n.name])
            out_t[(n.id, 0)] = np.dtype(dtypes[n.name])
            continue
        if n.kind == "const":
            vals = n.value if isinstance(n.value, (tuple, list)) else (n.value,)
            for k, v in enumerate(vals):
                out_s[(n.id, k)] = tuple(v.shape)
                out_t[(n.id, k)] = np.dtype(v.dtype)
            continue
        ins = [out_s[r] for r in n.inputs]
        tys = [out_t[r].name for r in n.inputs]
        if n.kind == "fused":
            s, t = _fused(n, ins, tys)
            out_s[(n.id, 0)], out_t[(n.id, 0)] = s, np.dtype(t)
            continue
        ss, ts = node_shapes_types(n.op, n.attrs, n.name, ins, tys, n.subgraphs, n.loc)
        for k, (s, t) in enumerate(zip(ss, ts)):
            try:
                check_output(n.name, n.op.name, k, s, t, declared=not n.inputs, input_shapes=ins)
            except ModelSizeError as e:
                raise InferenceError(str(e)) from None
            out_s[(n.id, k)] = s
            out_t[(n.id, k)] = np.dtype(t)
    cg.shapes, cg.dtypes = out_s, out_t
    return cg


def node_shapes_types(op, attrs, name, ins, tys, subgraphs=(), loc=None):
    """Output shapes and dtype names of one op application."""
    try:
        sub_shape = getattr(op, "subgraph_infer_shape", None)
        if sub_shape is not None:
            shapes = sub_shape(attrs, subgraphs, ins)
            types = op.subgraph_infer_type(attrs, subgraphs, tys)
        else:
            shapes = op.out_shapes(attrs, *ins)
            types = op.out_types(attrs, *tys)
    except ShapeMismatchError:
        raise
    except OpError as e:
        if op.name in _NON_BROADCAST:
            # the same HYB008 error the reference executor gives for Symbol `x + y`
            raise ShapeMismatchError(
                f"{name}: shapes {' and '.join(str(tuple(s)) for s in ins)}",
                f"use F.broadcast_{_BROADCAST_NAME.get(op.name, 'add')}(lhs, rhs) when the "
                "shapes may differ", location=loc or "<graph>") from None
        raise InferenceError(f"operator {name} ({op.name}) on input shapes {ins}: {e}") from None
    if shapes is None:
        raise InferenceError(f"operator {name} ({op.name}): output shapes cannot be inferred "
                             f"from input shapes {ins}")
    types = [t if t is not None else (tys[0] if tys else "float32") for t in types]
    return [tuple(int(d) for d in s) for s in shapes], types


def _fused(n, ins, tys):
    vals = []
    for op, attrs, name, args in n.steps:
        s_in = [ins[i] if kind == "in" else vals[i][0] for kind, i in args]
        t_in = [tys[i] if kind == "in" else vals[i][1] for kind, i in args]
        ss, ts = node_shapes_types(op, attrs, name, s_in, t_in, loc=n.loc)
        vals.append((ss[0], ts[0]))
    return vals[-1]
