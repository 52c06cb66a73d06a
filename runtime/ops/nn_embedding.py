"""Embedding: a lookup table indexed by (possibly fractional) float indices.

(``topk`` lives in ``tensor.py`` with the other sorting ops.)
"""
from __future__ import annotations

from ..registry import Attr, Bool, Dtype, Int, Op, OpError, register
from .grad_util import first_out_grad, scatter_add
from .nn_util import as_index

# --------------------------------------------------------------------------
# Embedding: indices are truncated toward zero, then clipped into the table
# --------------------------------------------------------------------------

def _emb_shape(a, data, weight=None):
    if weight is not None and len(weight) == 2 and all(weight) and \
            tuple(weight) != (a.input_dim, a.output_dim):
        raise OpError(f"Embedding: weight shape {tuple(weight)} should be "
                      f"(input_dim, output_dim) = {(a.input_dim, a.output_dim)}")
    return tuple(data) + (a.output_dim,)


def _emb_input_shapes(a, in_shapes):
    shapes = list(in_shapes)
    shapes[1] = (a.input_dim, a.output_dim)
    return shapes


def _emb_kernel(ctx, a, data, weight):
    xp = ctx.xp
    if tuple(weight.shape) != (a.input_dim, a.output_dim) or a.input_dim < 1:
        raise OpError(f"Embedding: weight shape {tuple(weight.shape)} should be "
                      f"(input_dim, output_dim) = {(a.input_dim, a.output_dim)}")
    idx = as_index(xp, data)     # truncates toward zero, as MXNet's cast
    idx = xp.clip(idx, 0, a.input_dim - 1)
    return xp.take(weight, idx, axis=0).astype(a.dtype, copy=False)


def _emb_grad(ctx, a, inputs, outputs, out_grads):
    """Each looked-up row's out-grad is added into the weight row it came
    from (repeats accumulate); the indices get no gradient."""
    xp = ctx.xp
    data, weight = inputs
    g = first_out_grad(xp, out_grads, outputs)
    idx = xp.clip(as_index(xp, data), 0, a.input_dim - 1).reshape(-1)
    work = xp.float32 if weight.dtype == xp.float16 else weight.dtype
    gw = xp.zeros(weight.shape, dtype=work)
    scatter_add(xp, gw, idx, g.reshape(-1, a.output_dim).astype(work))
    return None, gw.astype(weight.dtype, copy=False)

register(Op(
    rank={"inputs": ["data"], "add": 1},
    name="Embedding",
    inputs=("data", "weight"),
    attrs=(
        Attr("input_dim", Int),
        Attr("output_dim", Int),
        Attr("dtype", Dtype, "float32"),
        Attr("sparse_grad", Bool, False),
    ),
    kernel=_emb_kernel,
    infer_shape=_emb_shape,
    infer_input_shapes=_emb_input_shapes,
    infer_type=lambda a, *dtypes: a.dtype,
    grad=_emb_grad,
))
