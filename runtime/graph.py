"""The graph IR: a traced Symbol as a flat, topologically sorted node list.

API (what ``HybridBlock.hybridize`` and ``Symbol.eval``/``bind`` use)::

    g = Graph.from_symbol(sym)            # once per trace
    g.input_names                          # variable names, DFS order
    shapes = g.infer_shapes({"data": (1, 512)})   # {(node_index, out): shape}
    g.param_shapes({"data": (1, 512)})     # {var name: shape}: deferred init
    types = g.infer_types({"data": "float32"})
    outs = g.run({"data": x, "fc_weight": w, ...}, is_train=False, ctx=cpu())
    print(g)                               # one line per node

``run`` takes and returns xp arrays (numpy/cupy) and calls the registry
kernels node by node; it is the reference executor that faster ones (a later
issue) must agree with.  The IR is plain data: ``GNode`` has ``op`` (registry
Op or None for a variable), ``name``, parsed ``attrs``, ``inputs`` as
``(node_index, output_index)`` pairs and ``subgraphs`` (Graphs) for
control-flow ops.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import numpy as np

from .context import current_context
from .errors import ShapeMismatchError
from .limits import ModelSizeError, check_output, check_parameter
from .ndarray import DTYPE_MX_TO_NP
from .registry import KernelContext, OpError, Shape
from .rng import generator
from .symbol_node import SymbolBase, topo_order

__all__ = ["GNode", "Graph", "GraphError"]


class GraphError(ValueError):
    """A graph cannot be inferred or run with the given inputs."""


def node_error(node, args, e) -> GraphError:
    """Node ``node``'s kernel refused ``args`` with ``e``: the error naming the node
    (an OpError's message is already about the op; anything else gets the shapes)."""
    if isinstance(e, OpError):
        return GraphError(f"operator {node.name} ({node.op.name}): {e}")
    return GraphError(f"operator {node.name} ({node.op.name}) failed on input shapes "
                      f"{[tuple(x.shape) for x in args]}: {e}")


@dataclass
class GNode:
    index: int
    op: Any
    name: str
    attrs: Any
    inputs: list
    user_attrs: dict
    subgraphs: list = field(default_factory=list)
    loc: str | None = None

    @property
    def is_variable(self):
        return self.op is None

    def num_outputs(self):
        return 1 if self.op is None else self.op.n_outputs(self.attrs)

    def input_names(self):
        return self.op.input_names(self.attrs, len(self.inputs) if self.op.variadic else None)


class Graph:
    def __init__(self, nodes: list[GNode], heads: list[tuple[int, int]]):
        self.nodes = nodes
        self.heads = heads
        self.var_indices = [n.index for n in nodes if n.op is None]
        self._declared_ok: set[int] = set()   # input-less nodes whose attribute sizes passed
        self.input_names = [nodes[i].name for i in self.var_indices]
        aux = set()
        for n in nodes:
            if n.op is not None and n.op.aux_inputs:
                for (src, _), iname in zip(n.inputs, n.input_names()):
                    if iname in n.op.aux_inputs and nodes[src].op is None:
                        aux.add(src)
        self.aux_indices = sorted(aux)
        # ops without inputs whose ``shape`` attribute leaves dims to inference (0), as MXNet's
        # zeros((layers, 0, hidden)) begin states do: see resolve_deferred_shapes
        self._deferred = [n.index for n in nodes if n.op is not None and not n.inputs
                          and 0 in tuple(n.attrs.get("shape") or ())]
        self.aux_names = [nodes[i].name for i in self.var_indices if i in aux]
        self.arg_names = [nodes[i].name for i in self.var_indices if i not in aux]

    @classmethod
    def from_symbol(cls, sym: SymbolBase) -> Graph:
        order = topo_order(sym._outputs)
        index = {id(n): i for i, n in enumerate(order)}
        nodes = [GNode(i, n.op, n.name, n.attrs, [(index[id(s)], k) for s, k in n.inputs],
                       dict(n.user_attrs), [Graph.from_symbol(g) for g in n.subgraphs], n.loc)
                 for i, n in enumerate(order)]
        return cls(nodes, [(index[id(n)], k) for n, k in sym._outputs])

    def __str__(self):
        lines = []
        for n in self.nodes:
            if n.op is None:
                extra = f" {n.user_attrs}" if n.user_attrs else ""
                lines.append(f"%{n.index} = var {n.name}{extra}")
            else:
                ins = ", ".join(f"%{i}" + (f"[{k}]" if k else "") for i, k in n.inputs)
                attrs = ", ".join(f"{k}={v}" for k, v in sorted(n.attrs.given.items()))
                lines.append(f"%{n.index} = {n.op.name}({ins}{', ' if ins and attrs else ''}"
                             f"{attrs})  # {n.name}")
                for k, sub in enumerate(n.subgraphs):
                    lines.append(f"    subgraph {k}:")
                    lines.extend("      " + line for line in str(sub).splitlines())
        lines.append("return " + ", ".join(f"%{i}" + (f"[{k}]" if k else "") for i, k in self.heads))
        return "\n".join(lines)

    __repr__ = __str__

    # ------------------------------------------------------------ inference
    def _var_shape_attr(self, n):
        text = n.user_attrs.get("__shape__")
        if text is None:
            return None
        try:
            return Shape.parse(text)
        except OpError:
            raise GraphError(f"variable {n.name}: bad __shape__ {text!r}") from None

    def resolve_deferred_shapes(self, known: dict) -> Graph:
        """This graph, or a copy whose input-less ops with 0 (unknown) dims in their
        ``shape`` take the shape that inference completes from their consumers for the input
        shapes ``known`` (MXNet sizes a ``zeros((1, 0, H))`` RNN begin state by the batch).
        Executors run the copy; the traced graph keeps the 0 for the next batch size."""
        if not self._deferred:
            return self
        shapes = self.infer_shapes(known)
        nodes = list(self.nodes)
        for i in self._deferred:
            n = nodes[i]
            full = shapes.get((i, 0))
            if full is None or 0 in full:
                continue
            given = dict(n.attrs.given, shape=str(tuple(full)))
            nodes[i] = GNode(n.index, n.op, n.name, n.op.parse_attrs(given), n.inputs,
                             n.user_attrs, n.subgraphs, n.loc)
        return Graph(nodes, self.heads)

    @property
    def dynamic_shape(self) -> bool:
        """Whether an op here has an output length only the data decides."""
        return any(n.op is not None and n.op.dynamic_shape for n in self.nodes)

    def infer_shapes(self, known: dict, partial: bool = True) -> dict:
        """Shapes of every output, ``{(node_index, out_index): tuple}``.

        ``known`` maps variable names to shapes; variables' ``__shape__``
        attributes fill in the rest; 0 in a shape is an unknown dim, which
        ops' ``infer_input_shapes`` complete for weights (deferred init).
        Unknown shapes are absent (``partial``) or an error.  When a node stays
        unknown, ops' ``infer_input_shapes_back`` fill in their inputs from
        outputs that later nodes fixed, and the forward sweep runs again, until
        nothing changes (MXNet's passes go both ways: an RNN layer without
        ``input_size`` gets its first weight back through ``_rnn_param_concat``
        and ``reshape(-1)``).
        """
        unknown = set(known) - set(self.input_names)
        if unknown:
            raise GraphError(f"unknown input name(s) {sorted(unknown)}; the graph's inputs are "
                             f"{self.input_names}")
        shapes: dict[tuple[int, int], tuple] = {}
        for i in self.var_indices:
            n = self.nodes[i]
            s = known.get(n.name)
            attr = self._var_shape_attr(n)
            if s is not None:
                s = tuple(int(d) for d in s)
                if attr is not None and not _compatible(attr, s):
                    raise GraphError(f"shape {s} given for {n.name} does not match its declared "
                                     f"shape {attr}")
            elif attr is not None:
                s = attr
            if s is not None:
                shapes[(i, 0)] = s
        # a round goes on only when the backward sweep filled in an unknown dim; the bound
        # guards against an op's forward fill undoing one
        for _ in range(len(self.nodes) + 1):
            stuck = self._forward_sweep(shapes)
            if not stuck or not self._backward_sweep(shapes):
                break
        if stuck and not partial:
            n = stuck[0]
            missing = [self.nodes[r[0]].name for r in n.inputs
                       if shapes.get(r) is None or 0 in shapes[r]]
            raise GraphError(f"cannot infer the shape of {n.name}: unknown input "
                             f"shape(s) of {missing}")
        return shapes

    def _forward_sweep(self, shapes: dict) -> list:
        """One pass in node order; returns the nodes left with unknown inputs."""
        stuck = []
        for n in self.nodes:
            if n.op is None:
                continue
            ins = [shapes.get(ref) for ref in n.inputs]
            sub_fill = getattr(n.op, "subgraph_infer_input_shapes", None)
            if n.op.infer_input_shapes is not None or sub_fill is not None:
                try:
                    filled = (sub_fill(n.attrs, n.subgraphs, list(ins)) if sub_fill is not None
                              else n.op.infer_input_shapes(n.attrs, list(ins)))
                except OpError as e:
                    raise GraphError(f"operator {n.name} ({n.op.name}): {e}") from None
                self._fill_inputs(n, ins, filled, shapes, "expected {new}")
                ins = [shapes.get(ref) for ref in n.inputs]
            if n.op.name in _NON_BROADCAST and any(s is None or 0 in s for s in ins):
                # same-shape ops infer backwards too, as MXNet's ElemwiseShape does: unknown
                # inputs and unknown (0) dims take what the others know
                merged = _merge_same_shapes([s for s in ins if s is not None])
                if merged is not None:
                    for ref, old in zip(n.inputs, ins):
                        if old is None or old != merged:
                            shapes[ref] = merged
                    ins = [shapes.get(ref) for ref in n.inputs]
            if any(s is None or 0 in s for s in ins):
                stuck.append(n)
                continue
            sub_shape = getattr(n.op, "subgraph_infer_shape", None)
            if sub_shape is not None:
                try:
                    outs = sub_shape(n.attrs, n.subgraphs, ins)
                except OpError as e:
                    raise GraphError(f"operator {n.name} ({n.op.name}): {e}") from None
                if outs is None:
                    continue
            else:
                outs = self._out_shapes(n, ins)
            for k, s in enumerate(outs):
                try:
                    check_output(n.name, n.op.name, k, s, "float32", declared=not n.inputs, input_shapes=ins)
                except ModelSizeError as e:
                    raise GraphError(str(e)) from None
                old = shapes.get((n.index, k))
                if old is not None and 0 in s and _compatible(old, s):
                    # a consumer already sized this output (a zeros((0, H)) begin state)
                    s = tuple(o or d for o, d in zip(old, s))
                shapes[(n.index, k)] = s
        return stuck

    def _backward_sweep(self, shapes: dict) -> bool:
        """One pass in reverse node order through ops that infer inputs from outputs; whether
        it filled in anything."""
        changed = False
        for n in reversed(self.nodes):
            back = None if n.op is None else n.op.infer_input_shapes_back
            if back is None:
                continue
            ins = [shapes.get(ref) for ref in n.inputs]
            if all(s is not None and 0 not in s for s in ins):
                continue
            outs = [shapes.get((n.index, k)) for k in range(n.num_outputs())]
            if any(s is None or 0 in s for s in outs):
                continue
            try:
                filled = back(n.attrs, list(ins), outs)
            except OpError as e:
                raise GraphError(f"operator {n.name} ({n.op.name}): {e}") from None
            # (an output-derived shape still holding an unknown 0 fills nothing)
            filled = [None if new is None or 0 in new else new for new in filled]
            changed |= self._fill_inputs(n, ins, filled, shapes, "{new}, inferred from its output")
        return changed

    def _fill_inputs(self, n, ins, filled, shapes: dict, conflict: str) -> bool:
        """Take the input shapes an op inferred (None: nothing) where the known ones are missing
        or hold unknown (0) dims they agree with; whether any was taken.  ``conflict`` words the
        inferred shape in the error when a known one disagrees."""
        changed = False
        for ref, old, new in zip(n.inputs, ins, filled):
            if new is None:
                continue
            new = tuple(new)
            if old is None or (0 in old and _compatible(old, new)):
                if self.nodes[ref[0]].op is None:
                    self._check_inferred_parameter(ref, new)
                shapes[ref] = new
                changed = True
            elif not _compatible(old, new):
                raise GraphError(f"operator {n.name} ({n.op.name}): input shape {old} "
                                 f"conflicts with " + conflict.format(new=new))
        return changed

    def _check_inferred_parameter(self, ref, shape) -> None:
        try:
            check_parameter(self.nodes[ref[0]].name, shape)
        except ModelSizeError as e:
            raise GraphError(f"{e}; the shape was inferred from the layer that uses it") from None

    def _out_shapes(self, n, ins):
        try:
            return n.op.out_shapes(n.attrs, *ins)
        except OpError as e:
            if n.op.name in _NON_BROADCAST:
                raise ShapeMismatchError(
                    f"{n.name}: shapes {' and '.join(str(tuple(s)) for s in ins)}",
                    f"use F.broadcast_{_BROADCAST_NAME.get(n.op.name, 'add')}(lhs, rhs) when "
                    "the shapes may differ", location=n.loc or "<graph>") from None
            raise GraphError(f"operator {n.name} ({n.op.name}): {e}"
                             + (f" (created at {n.loc})" if n.loc else "")) from None

    def param_shapes(self, known: dict) -> dict[str, tuple]:
        """Shapes of all variables that can be inferred (for deferred init)."""
        shapes = self.infer_shapes(known)
        return {self.nodes[i].name: shapes[(i, 0)] for i in self.var_indices
                if (i, 0) in shapes and 0 not in shapes[(i, 0)]}

    def infer_types(self, known: dict, default: str | None = "float32") -> dict:
        """Dtype names of every output, ``{(node_index, out_index): name}``.

        Variables take ``known``, else their ``__dtype__``, else the dtype of the
        first typed input of the op consuming them (as MXNet's elementwise type
        rule does: a float16 FullyConnected gets float16 weights), else
        ``default`` (``None`` leaves them unknown and absent).
        """
        types: dict[tuple[int, int], str] = {}
        for i in self.var_indices:
            n = self.nodes[i]
            t = known.get(n.name)
            if t is None and "__dtype__" in n.user_attrs:
                try:
                    code = int(n.user_attrs["__dtype__"])
                except ValueError:
                    raise GraphError(f"variable {n.name}: bad __dtype__ "
                                     f"{n.user_attrs['__dtype__']!r}") from None
                t = DTYPE_MX_TO_NP[code].name if code in DTYPE_MX_TO_NP else None
            if t is not None:
                types[(i, 0)] = np.dtype(t).name
        for n in self.nodes:
            if n.op is None:
                continue
            ins = [types.get(ref) for ref in n.inputs]
            first = next((t for t in ins if t is not None), None)
            if first is not None:
                for ref, t in zip(n.inputs, ins):
                    if t is None and self.nodes[ref[0]].op is None:
                        types[ref] = first
                ins = [types.get(ref) for ref in n.inputs]
            if any(t is None for t in ins) and default is not None:
                for ref, t in zip(n.inputs, ins):
                    if t is None and self.nodes[ref[0]].op is None:
                        types[ref] = np.dtype(default).name
                ins = [types.get(ref) for ref in n.inputs]
            sub_type = getattr(n.op, "subgraph_infer_type", None)
            outs = (sub_type(n.attrs, n.subgraphs, ins) if sub_type is not None
                    else n.op.out_types(n.attrs, *ins))
            for k, t in enumerate(outs):
                if t is not None:
                    types[(n.index, k)] = np.dtype(t).name
                elif default is not None:
                    types[(n.index, k)] = np.dtype(default).name
        if default is not None:
            for i in self.var_indices:
                types.setdefault((i, 0), np.dtype(default).name)
        return types

    # ------------------------------------------------------------ execution
    def run(self, feed: dict, is_train: bool = False, ctx=None, rng=None) -> list:
        """Run the graph on ``feed`` (variable name -> xp array); returns the head
        arrays.  Auxiliary-state arrays are passed to kernels as given, so ops
        that update them in training (BatchNorm) do it in the caller's buffers."""
        ctx = ctx or current_context()
        if rng is None:
            rng = generator(ctx)
        with ctx.device_scope():
            return self.run_with(KernelContext(xp=ctx.xp, is_train=is_train, rng=rng), feed)

    def run_with(self, kctx: KernelContext, feed: dict) -> list:
        """``run`` with a ready kernel context (used by control-flow kernels)."""
        missing = [nm for nm in self.input_names if nm not in feed]
        if missing:
            raise GraphError(f"missing input(s) {missing}; the graph needs {self.input_names}")
        if self._deferred:
            resolved = self.resolve_deferred_shapes({k: tuple(feed[k].shape)
                                                     for k in self.input_names})
            if len(resolved._deferred) < len(self._deferred):   # progress: no endless loop
                return resolved.run_with(kctx, feed)
        values: dict[tuple[int, int], Any] = {}
        last_use = self._last_use()
        for n in self.nodes:
            if n.op is None:
                values[(n.index, 0)] = feed[n.name]
                continue
            args = [values[ref] for ref in n.inputs]
            sub_kernel = getattr(n.op, "subgraph_kernel", None)
            try:
                if sub_kernel is not None:
                    res = sub_kernel(kctx, n.attrs, n.subgraphs, *args)
                else:
                    self._check_shapes(n, args)
                    res = n.op.kernel(kctx, n.attrs, *args)
            except (ShapeMismatchError, GraphError):
                raise
            except OpError as e:
                raise node_error(n, args, e) from None
            except (ValueError, TypeError, IndexError) as e:
                # a kernel refused its inputs: say which node, keep the cause chained
                raise node_error(n, args, e) from e
            outs = res if isinstance(res, (tuple, list)) else (res,)
            for k, r in enumerate(outs):
                values[(n.index, k)] = r if hasattr(r, "shape") and not isinstance(r, np.generic) \
                    else kctx.xp.asarray(r)
            for ref in n.inputs:  # free what no later node needs
                if last_use.get(ref) == n.index:
                    values.pop(ref, None)
        return [values[ref] for ref in self.heads]

    def _check_shapes(self, n, args):
        # MXNet refuses elemwise ops on different shapes at run time too; numpy would broadcast
        if n.op.name in _NON_BROADCAST:
            self._out_shapes(n, [tuple(a.shape) for a in args])
        elif not args and n.index not in self._declared_ok:
            # sized by the model file alone (`_zeros` with a shape attribute): bound it first,
            # once (attributes do not change between runs)
            for k, shape in enumerate(self._out_shapes(n, [])):
                try:
                    check_output(n.name, n.op.name, k, shape, n.attrs.get("dtype") or "float32",
                                 declared=True)
                except ModelSizeError as e:
                    raise GraphError(str(e)) from None
            self._declared_ok.add(n.index)

    def _last_use(self):
        cached = getattr(self, "_last_use_cache", None)
        if cached is None:
            cached = {}
            for n in self.nodes:
                for ref in n.inputs:
                    cached[ref] = n.index
            for ref in self.heads:
                cached[ref] = len(self.nodes)
            self._last_use_cache = cached
        return cached


# the same-shape binary ops (what Symbol's python operators compose): their shapes infer
# backwards too, and a mismatch names the broadcast_* op to use instead
def _merge_same_shapes(known: list):
    """The shape that same-shape inputs share, each 0 (unknown) dim taken from another input
    that knows it; None when there is none or they conflict (the op reports that)."""
    if not known or any(len(s) != len(known[0]) for s in known):
        return None
    merged = []
    for dims in zip(*known):
        sizes = {d for d in dims if d}
        if len(sizes) > 1:
            return None
        merged.append(sizes.pop() if sizes else 0)
    return tuple(merged)


_NON_BROADCAST = {"elemwise_add", "elemwise_sub", "elemwise_mul", "elemwise_div", "_mod",
                  "_power", "_equal", "_not_equal", "_greater", "_greater_equal", "_lesser",
                  "_lesser_equal", "_maximum", "_minimum", "_hypot"}
_BROADCAST_NAME = {"elemwise_add": "add", "elemwise_sub": "sub", "elemwise_mul": "mul",
                   "elemwise_div": "div", "_mod": "mod", "_power": "power", "_equal": "equal",
                   "_not_equal": "not_equal", "_greater": "greater",
                   "_greater_equal": "greater_equal", "_lesser": "lesser",
                   "_lesser_equal": "lesser_equal", "_maximum": "maximum",
                   "_minimum": "minimum", "_hypot": "hypot"}


def _compatible(a, b) -> bool:
    """Equal up to unknown (0) dims."""
    return len(a) == len(b) and all(x == y or x == 0 or y == 0 for x, y in zip(a, b))
