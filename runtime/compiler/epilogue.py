"""Bias epilogues for the GPU: ``FullyConnected``/``Convolution`` with a bias become the
product without it plus a ``broadcast_add`` of the bias.

Why: on the GPU the product is one cuBLAS call and the bias add one more kernel,
and the activation after it a third.  Split off as an elementwise op, the bias
add joins the activation (and whatever elementwise chain follows) in the
fusion pass, so each layer runs as GEMM + one fused kernel (bias, activation,
residual add...) instead of GEMM + bias kernel + activation kernel.  On the CPU
the product's in-place bias add is already as cheap, so the pass runs for GPU
contexts only.

Only products the code generator writes as a GEMM are split (every
FullyConnected; 2-D NCHW convolutions of one group): elsewhere the op's kernel
adds its bias itself.  The convolution's bias is read through a ``Reshape`` to
``(1, F, 1, 1)``, a view.
"""
from __future__ import annotations

from .. import ops  # noqa: F401  (fills the op table)
from .. import registry
from ..ops.lowering import lowering_kind
from .ir import CGraph, Node

__all__ = ["split_bias"]


def _splittable(cg, n) -> bool:
    if n.kind != "op" or n.n_out != 1 or n.subgraphs or len(n.inputs) != 3:
        return False
    kind = lowering_kind(n.op)
    if kind not in ("dense", "im2col") or n.attrs.no_bias:
        return False
    v = (n.id, 0)
    if v not in cg.dtypes or any(cg.dtypes.get(r) != cg.dtypes[v] for r in n.inputs):
        return False
    if cg.dtypes[v].kind != "f":
        return False
    if kind == "im2col":
        # split only where the generated code writes it as a GEMM
        return n.op.lowering.plan(n.attrs, cg.shapes[n.inputs[0]],
                                  cg.shapes[n.inputs[1]]) is not None
    return True


def split_bias(cg: CGraph) -> int:
    """Rewrite in place; returns the number of products split."""
    add = registry.get("broadcast_add")
    reshape = registry.get("Reshape")
    nodes, moved, adds = [], {}, []
    for n in cg.nodes:
        nodes.append(n)
        if not _splittable(cg, n):
            continue
        v = (n.id, 0)
        shape, dtype = cg.shapes[v], cg.dtypes[v]
        bias = n.inputs[2]
        n.attrs = n.op.parse_attrs({**n.attrs.given, "no_bias": True})
        n.inputs = n.inputs[:2]
        if lowering_kind(n.op) == "im2col":
            view_shape = (1, shape[1]) + (1,) * (len(shape) - 2)
            view = Node(cg.new_id(), "op", f"{n.name}_bias_view", reshape,
                        reshape.parse_attrs({"shape": view_shape}), [bias], origin=n.origin,
                        loc=n.loc)
            cg.shapes[(view.id, 0)], cg.dtypes[(view.id, 0)] = view_shape, cg.dtypes[bias]
            nodes.append(view)
            bias = (view.id, 0)
        plus = Node(cg.new_id(), "op", f"{n.name}_bias", add, add.parse_attrs({}),
                    origin=n.origin, loc=n.loc)
        cg.shapes[(plus.id, 0)], cg.dtypes[(plus.id, 0)] = shape, dtype
        moved[v] = (plus.id, 0)
        adds.append((plus, [v, bias]))
        nodes.append(plus)
    cg.replace_uses(moved)          # every reader of a product now reads its bias add...
    for plus, inputs in adds:       # ...which alone reads the product
        plus.inputs = inputs
    cg.nodes = nodes
    return len(adds)
