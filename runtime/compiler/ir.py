"""The compiler's graph IR: a mutable copy of a :class:`~..graph.Graph` that passes rewrite.

The reference IR (``runtime/graph.py``) is plain traced data and stays
untouched; the compiler copies it into :class:`CGraph`, whose nodes keep the
reference node index as ``id`` so that every pass, the memory plan and the
``explain()`` report can say which traced node a buffer or kernel came from.

Node kinds:

* ``var``   -- a graph input (data, weight, auxiliary state), read from the feed;
* ``const`` -- a value computed at compile time (constant folding);
* ``op``    -- one registry op, run by generated code or by its kernel;
* ``fused`` -- a group of elementwise ops evaluated as one kernel; ``steps``
  is a small program: ``(op, attrs, name, args)`` with args ``("in", k)`` for
  the node's k-th input or ``("step", j)`` for an earlier step's result; the
  last step is the node's output.

Values are ``(node id, output index)`` pairs; ``shapes``/``dtypes`` map them to
a shape tuple and a numpy dtype once inference ran.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

__all__ = ["CGraph", "Node", "is_mode_dependent", "is_pure"]


@dataclass(eq=False)
class Node:
    id: int
    kind: str
    name: str
    op: Any = None
    attrs: Any = None
    inputs: list = field(default_factory=list)
    n_out: int = 1
    value: Any = None
    steps: list = field(default_factory=list)
    subgraphs: list = field(default_factory=list)
    origin: tuple = ()
    loc: str | None = None

    @property
    def op_name(self) -> str:
        if self.kind == "op":
            return self.op.name
        if self.kind == "fused":
            return "fused[" + "+".join(s[0].name for s in self.steps) + "]"
        return self.kind


class CGraph:
    """Topologically ordered nodes, the head values and per-value shapes/dtypes."""

    def __init__(self, nodes, heads, input_names, shapes=None, dtypes=None):
        self.nodes: list[Node] = list(nodes)
        self.heads: list[tuple[int, int]] = list(heads)
        self.input_names: list[str] = list(input_names)
        self.shapes: dict = dict(shapes or {})
        self.dtypes: dict = dict(dtypes or {})
        self.next_id = max((n.id for n in self.nodes), default=-1) + 1

    @classmethod
    def from_graph(cls, graph) -> CGraph:
        nodes = []
        for n in graph.nodes:
            if n.op is None:
                nodes.append(Node(n.index, "var", n.name, origin=(n.index,)))
            else:
                nodes.append(Node(n.index, "op", n.name, n.op, n.attrs, list(n.inputs),
                                  n.num_outputs(), subgraphs=list(n.subgraphs),
                                  origin=(n.index,), loc=n.loc))
        return cls(nodes, graph.heads, graph.input_names)

    def copy(self) -> CGraph:
        nodes = [Node(n.id, n.kind, n.name, n.op, n.attrs, list(n.inputs), n.n_out, n.value,
                      list(n.steps), list(n.subgraphs), n.origin, n.loc) for n in self.nodes]
        return CGraph(nodes, self.heads, self.input_names, self.shapes, self.dtypes)

    def new_id(self) -> int:
        self.next_id += 1
        return self.next_id - 1

    def by_id(self) -> dict[int, Node]:
        return {n.id: n for n in self.nodes}

    def consumers(self) -> dict[tuple[int, int], list[int]]:
        """Value -> ids of the nodes that read it (a node reading twice counts twice)."""
        out: dict[tuple[int, int], list[int]] = {}
        for n in self.nodes:
            for ref in n.inputs:
                out.setdefault(ref, []).append(n.id)
        return out

    def op_count(self) -> int:
        return sum(1 for n in self.nodes if n.kind in ("op", "fused"))

    def replace_uses(self, mapping: dict) -> None:
        """Redirect every read of a value in ``mapping`` to its replacement."""
        if not mapping:
            return
        for n in self.nodes:
            n.inputs = [mapping.get(r, r) for r in n.inputs]
        self.heads = [mapping.get(r, r) for r in self.heads]

    def __str__(self) -> str:
        lines = []
        for n in self.nodes:
            outs = [(n.id, k) for k in range(n.n_out)]
            ann = "; ".join(_describe(self.shapes.get(v), self.dtypes.get(v)) for v in outs
                            if v in self.shapes)
            ann = f"  : {ann}" if ann else ""
            if n.kind == "var":
                lines.append(f"%{n.id} = var {n.name}{ann}")
            elif n.kind == "const":
                lines.append(f"%{n.id} = const {n.name}{ann}")
            else:
                ins = ", ".join(_ref(r) for r in n.inputs)
                attrs = ""
                if n.kind == "op" and n.attrs is not None:
                    attrs = ", ".join(f"{k}={v}" for k, v in sorted(n.attrs.given.items()))
                sep = ", " if ins and attrs else ""
                lines.append(f"%{n.id} = {n.op_name}({ins}{sep}{attrs})  # {n.name}{ann}")
        lines.append("return " + ", ".join(_ref(r) for r in self.heads))
        return "\n".join(lines)

    __repr__ = __str__


def _ref(r) -> str:
    return f"%{r[0]}" + (f"[{r[1]}]" if r[1] else "")


def _describe(shape, dtype) -> str:
    s = "x".join(str(d) for d in shape) if shape else "scalar"
    return f"{s} {dtype}" if dtype is not None else s


_TRAIN_MODE_WORDS = ("Dropout", "BatchNorm", "RNN")
_RANDOM_WORDS = ("random", "sample", "shuffle")


def is_training_mode_op(op) -> bool:
    """Ops whose result follows autograd's training mode (or that update state in it): what
    ``autograd.predict_mode()`` / ``pause()`` change eagerly (the catalogue lists them for the
    linter)."""
    name = op.name.lower()
    return bool(op.aux_inputs) or any(w.lower() in name for w in _TRAIN_MODE_WORDS)


def is_mode_dependent(op) -> bool:
    """Ops whose result depends on training mode, randomness or that update state."""
    name = op.name.lower()
    return (op.namespace == "random" or is_training_mode_op(op)
            or any(w in name for w in _RANDOM_WORDS))


def is_pure(node: Node) -> bool:
    """A node whose outputs depend only on its inputs and attributes, so that two
    identical ones may be merged (CSE) and one on constants may be precomputed."""
    if node.kind != "op":
        return node.kind in ("fused",)
    if node.subgraphs or getattr(node.op, "subgraph_kernel", None) is not None:
        return False
    return not is_mode_dependent(node.op)


class InputMismatch(Exception):
    """The feed's shapes/dtypes differ from those the code was generated for."""
