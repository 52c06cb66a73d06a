"""``_sg_mkldnn_fully_connected``: MXNet 1.9.1's fused MKLDNN FullyConnected subgraph op.

A node carries one subgraph, FullyConnected [+ an activation], whose inputs are the node's
(data, weight, [bias]).  GluonCV's int8 zoo writes it in float form (its classifiers stay
float), which runs the subgraph as it is; the quantized form (int8 inputs with their ranges) is
refused with a clear error.  Inference only: MXNet gives this op zero gradients, and no rule is
registered here.
"""
from __future__ import annotations

from ..registry import VARIADIC, Attr, Bool, Op, OpError, OptBool, OptFloat, get, register, with_subgraphs
from .quantized_conv import subgraph_nodes

_FULLY_CONNECTED = get("FullyConnected")


def _fc(subgraphs):
    if len(subgraphs) != 1:
        raise OpError(f"_sg_mkldnn_fully_connected needs one subgraph, the node has "
                      f"{len(subgraphs)}")
    fc = None
    for node in subgraph_nodes(subgraphs[0]):
        if node.op is None:
            continue
        if node.op.name == "FullyConnected":
            fc = node.attrs
        elif node.op.name not in ("Activation", "LeakyReLU", "clip", "square", "sqrt", "exp",
                                  "abs", "tanh", "sigmoid", "relu"):
            raise OpError(f"_sg_mkldnn_fully_connected: a subgraph with {node.op.name} is not "
                          "supported (FullyConnected and an activation are)")
    if fc is None:
        raise OpError("_sg_mkldnn_fully_connected: the subgraph has no FullyConnected")
    return fc


def _input_names(a, n):
    names = ("data", "weight", "bias")[:n]
    return names if len(names) == n else tuple(f"arg{i}" for i in range(n))


def _validate(a, subgraphs, n_inputs):
    fc = _fc(subgraphs)
    if a.quantized:
        raise OpError("_sg_mkldnn_fully_connected: the quantized form is not supported (the "
                      "float form, as GluonCV's int8 zoo writes it, is)")
    want = 2 if fc.no_bias else 3
    if n_inputs != want:
        raise OpError(f"_sg_mkldnn_fully_connected: the node has {n_inputs} inputs, its "
                      f"subgraph needs {want}")


def _infer_shape(a, subgraphs, ins):
    return [tuple(_FULLY_CONNECTED.out_shapes(_fc(subgraphs), *ins)[0])]


def _infer_input_shapes(a, subgraphs, ins):
    return list(_FULLY_CONNECTED.infer_input_shapes(_fc(subgraphs), list(ins)))


def _infer_type(a, subgraphs, dtypes):
    return [dtypes[0] if dtypes and dtypes[0] is not None else "float32"]


def _kernel(ctx, a, subgraphs, *arrays):
    _fc(subgraphs)
    sub = subgraphs[0]
    return sub.run_with(ctx, dict(zip(sub.input_names, arrays)))[0]


def _needs_subgraph(*_args, **_kwargs):
    raise OpError("_sg_mkldnn_fully_connected runs its subgraph: load it from a -symbol.json")


_OP = register(Op(
    name="_sg_mkldnn_fully_connected",
    inputs=VARIADIC,
    attrs=(Attr("quantized", Bool, False), Attr("enable_float_output", Bool, False),
           Attr("with_eltwise", Bool, False), Attr("with_sum", Bool, False),
           Attr("min_calib_range", OptFloat, None), Attr("max_calib_range", OptFloat, None),
           Attr("channel_wise_quantize", OptBool, None)),
    kernel=_needs_subgraph,
    infer_shape=_needs_subgraph,
    named_inputs=_input_names,
    in_nd=False, in_sym=False,
    doc="MKLDNN fused FullyConnected (+activation), float form; inference only: MXNet gives "
        "it zero gradients and no rule is registered",
))
with_subgraphs(_OP, validate=_validate, kernel=_kernel, infer_shape=_infer_shape,
               infer_type=_infer_type, infer_input_shapes=_infer_input_shapes)
