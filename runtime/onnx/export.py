"""An MXNet graph (``-symbol.json`` + ``.params``, or a Symbol and arrays) as an ONNX model.

Shapes and dtypes come from the runtime's own inference over the whole graph for the given input
shapes; each op is lowered by its entry in ``table.LOWERINGS``.  Parameters become initializers;
the other variables (but labels of loss outputs, which inference never reads) are the model's
inputs, in the graph's order, as in MXNet's exporter.
"""
from __future__ import annotations

import os
from typing import Any

import numpy as np
import onnx
from onnx import checker, helper, shape_inference

from .. import params_io, symbol_json
from ..atomic_write import write_file
from ..errors import ShapeMismatchError
from ..graph import Graph, GraphError
from ..registry import KernelContext
from ..symbol import Symbol
from . import lowering_nn, lowering_tensor  # noqa: F401 - they fill LOWERINGS
from .builder import ExportError, GraphBuilder, NodeView, tensor_type
from .table import LOWERINGS, OPSET

IR_VERSION = 7          # the IR version that goes with opset 13: older runtimes read it too
MAX_PROTO_BYTES = 2 ** 31 - 1   # protobuf's limit on one message
_RANDOM_PREFIXES = ("_random_", "_sample_", "_shuffle")
# loss outputs whose inference result does not read the label
_LABEL_UNREAD = {"SoftmaxOutput", "LinearRegressionOutput", "LogisticRegressionOutput",
                 "MAERegressionOutput"}


def load_params(params) -> dict[str, np.ndarray]:
    """A ``.params`` path, a dict of arrays, or MXNet's ``[arg_params, aux_params]`` as one dict
    of numpy arrays keyed by variable name (the ``arg:``/``aux:`` prefixes of files dropped)."""
    if isinstance(params, (str, os.PathLike)):
        params = params_io.load(params)
    if isinstance(params, (list, tuple)):
        if len(params) != 2 or not all(isinstance(p, dict) for p in params):
            raise ExportError("params must be a path, a dict, or [arg_params, aux_params]")
        params = {**params[0], **params[1]}
    if not isinstance(params, dict):
        raise ExportError(f"params must be a path, a dict, or [arg_params, aux_params], "
                          f"got {type(params).__name__}")
    out = {}
    for key, value in params.items():
        name = key.split(":", 1)[1] if key.startswith(("arg:", "aux:")) else key
        out[name] = value.asnumpy() if hasattr(value, "asnumpy") else np.asarray(value)
    return out


def load_symbol(sym) -> Symbol:
    if isinstance(sym, (str, os.PathLike)):
        return symbol_json.load_file(sym)
    if isinstance(sym, Symbol):
        return sym
    raise ExportError(f"sym must be a -symbol.json path or a Symbol, got {type(sym).__name__}")


def data_inputs(graph: Graph, params: dict) -> list[str]:
    """Variables the caller feeds: not parameters, and not only a loss output's label."""
    feeds = []
    for i in graph.var_indices:
        name = graph.nodes[i].name
        if name in params:
            continue
        slots = [(n.op.name, iname) for n in graph.nodes if n.op is not None
                 for (src, _), iname in zip(n.inputs, n.input_names()) if src == i]
        if slots and all(op in _LABEL_UNREAD and s == "label" for op, s in slots):
            continue
        feeds.append(name)
    return feeds


def _by_input(values, names: list[str], what: str) -> dict:
    if isinstance(values, dict):
        unknown = sorted(set(values) - set(names))
        missing = [n for n in names if n not in values]
        if unknown or missing:
            raise ExportError(f"{what} given for {sorted(values)}; the model's inputs are {names}")
        return dict(values)
    values = list(values)
    if len(values) != len(names):
        raise ExportError(f"{len(values)} {what} given; the model's inputs are {names} "
                          f"({len(names)})")
    return dict(zip(names, values))


def export_graph(sym, params, in_shapes, in_types=np.float32) -> onnx.ModelProto:
    """The ONNX model of ``sym`` with ``params`` for inputs of ``in_shapes`` (a list in the
    model's input order, or a dict by name) and ``in_types`` (one dtype, a list or a dict)."""
    graph = Graph.from_symbol(load_symbol(sym))
    _refuse_unlowered(graph)
    params = load_params(params)
    feeds = data_inputs(graph, params)
    if in_shapes is None:
        raise ExportError(f"in_shapes is required: one shape for each input {feeds}")
    shapes = {k: tuple(int(d) for d in v) for k, v in _by_input(in_shapes, feeds, "shapes").items()}
    if not isinstance(in_types, (list, tuple, dict)):
        in_types = [in_types] * len(feeds)
    dtypes = {k: np.dtype(v).name for k, v in _by_input(in_types, feeds, "dtypes").items()}
    used = set(graph.input_names)
    weights = {k: v for k, v in params.items() if k in used}
    try:
        known_shapes = {**{k: v.shape for k, v in weights.items()}, **shapes}
        out_shapes = graph.infer_shapes(known_shapes, partial=False)
        out_types = graph.infer_types({**{k: v.dtype.name for k, v in weights.items()}, **dtypes})
    except (GraphError, ShapeMismatchError) as e:
        raise ExportError(f"cannot infer the model's shapes for inputs {shapes}: {e}") from None

    b = GraphBuilder()
    values: dict[tuple[int, int], Any] = {}
    inputs = []
    for i in graph.var_indices:
        node = graph.nodes[i]
        name = b.fresh(node.name)
        values[(i, 0)] = name
        if node.name in weights:
            b.initializers.append(onnx.numpy_helper.from_array(
                np.ascontiguousarray(weights[node.name]), name))
        elif node.name in shapes:
            inputs.append(helper.make_tensor_value_info(name, tensor_type(dtypes[node.name]),
                                                        list(shapes[node.name])))
    refusals = []
    for node in graph.nodes:
        if node.op is None:
            continue
        view = NodeView(node.name, node.op.name, node.attrs,
                        [out_shapes[r] for r in node.inputs],
                        [out_shapes[(node.index, k)] for k in range(node.num_outputs())],
                        [out_types[r] for r in node.inputs],
                        [out_types[(node.index, k)] for k in range(node.num_outputs())])
        try:
            outs = _lower(b, node, view, [values[r] for r in node.inputs])
        except ExportError as e:
            refusals.append(str(e))
            outs = [b.fresh(f"{node.name}_refused") for _ in range(node.num_outputs())]
        for k, v in enumerate(outs):
            values[(node.index, k)] = v
    for ref in graph.heads:
        if values[ref] is None:
            node = graph.nodes[ref[0]]
            refusals.append(f"operator {node.name} ({node.op.name}): output {ref[1]} exists only "
                            "while training and cannot be exported to ONNX")
    if refusals:
        raise ExportError("the model cannot be exported to ONNX:\n  " + "\n  ".join(refusals))
    outputs = _outputs(b, graph, values, out_shapes, out_types)
    read = {v for node in b.nodes for v in node.input} | {o.name for o in outputs}
    # a lowering may replace a parameter (BatchNorm's fixed gamma): keep only what is read
    kept = [t for t in b.initializers if t.name in read]
    onnx_graph = helper.make_graph(b.nodes, "hybridlint_export", inputs, outputs,
                                   initializer=kept)
    model = helper.make_model(onnx_graph, producer_name="hybridlint",
                              opset_imports=[helper.make_opsetid("", OPSET)])
    model.ir_version = IR_VERSION
    if model.ByteSize() > MAX_PROTO_BYTES:
        raise ExportError("the model is larger than 2 GiB, protobuf's limit for one ONNX file")
    try:
        checker.check_model(model)
    except checker.ValidationError as e:
        # a lowering bug, not the user's model: say so instead of onnx's traceback
        raise ExportError("hybridlint built an ONNX model that onnx.checker rejects (please "
                          f"report it with the model file): {str(e).strip()}") from None
    try:
        # strict type inference: an input type an ONNX op does not take (Relu of int32 in
        # opset 13) is an export error here, not a failure when the model is loaded
        shape_inference.infer_shapes(model, check_type=True, strict_mode=True)
    except onnx.shape_inference.InferenceError as e:
        raise ExportError(f"the exported graph does not type-check in ONNX opset {OPSET}: "
                          f"{str(e).strip()}") from None
    return model


def _refuse_unlowered(graph: Graph) -> None:
    """Every op of the graph that has no lowering, in one error."""
    missing: dict[str, list[str]] = {}
    for n in graph.nodes:
        if n.op is None or n.op.name in LOWERINGS or _foldable(n):
            continue
        missing.setdefault(n.op.name, []).append(n.name)
    if missing:
        lines = [f"{op} ({len(names)}x, e.g. {names[0]})" for op, names in sorted(missing.items())]
        raise ExportError("no ONNX export for these operators of the model:\n  "
                          + "\n  ".join(lines))


def _foldable(n) -> bool:
    """An op without inputs that draws no random numbers computes a constant (zeros, arange)."""
    return not n.inputs and not n.subgraphs and not n.op.name.startswith(_RANDOM_PREFIXES)


def _lower(b: GraphBuilder, node, view: NodeView, ins: list) -> list:
    if any(v is None for v in ins):
        raise view.refuse("an input computed only while training (BatchNorm's batch mean/var)")
    if node.op.name in LOWERINGS:
        return LOWERINGS[node.op.name](b, view, ins)
    res = node.op.kernel(KernelContext(xp=np), node.attrs)
    res = res if isinstance(res, (tuple, list)) else (res,)
    return [b.const(np.asarray(r), node.name if len(res) == 1 else f"{node.name}_out{k}")
            for k, r in enumerate(res)]


def _outputs(b: GraphBuilder, graph: Graph, values, out_shapes, out_types) -> list:
    outputs, seen = [], set()
    for ref in graph.heads:
        name = values[ref]
        node = graph.nodes[ref[0]]
        # a graph output must be produced by a node, once
        if name in seen or node.op is None:
            name = b.add("Identity", [name], f"{node.name}_output")
        seen.add(name)
        outputs.append(helper.make_tensor_value_info(name, tensor_type(out_types[ref]),
                                                     list(out_shapes[ref])))
    return outputs


def export_model(sym, params, in_shapes=None, in_types=np.float32, onnx_file_path="model.onnx",
                 verbose=False, dynamic=False, dynamic_input_shapes=None,
                 run_shape_inference=False, input_type=None, input_shape=None):
    """MXNet 1.9.1's ``mx.onnx.export_model``: write ``sym`` with ``params`` as an ONNX file and
    return its path.  ``input_type``/``input_shape`` are the old names of ``in_types``/
    ``in_shapes``.  Input shapes are fixed at export (``dynamic=True`` is refused: shapes the
    runtime infers, such as Reshape's -2/-3/-4 codes, are written for the given inputs)."""
    if input_type is not None:
        in_types = input_type
    if input_shape is not None:
        in_shapes = input_shape
    if dynamic or dynamic_input_shapes is not None:
        raise ExportError("dynamic input shapes are not supported by hybridlint's exporter; "
                          "export once per input shape you will run")
    model = export_graph(sym, params, in_shapes, in_types)
    if run_shape_inference:
        model = shape_inference.infer_shapes(model)
    write_file(onnx_file_path, model.SerializeToString(), suffix=".onnx.tmp")
    if verbose:
        print(f"exported {len(model.graph.node)} ONNX nodes (opset {OPSET}) to {onnx_file_path}")
    return onnx_file_path


