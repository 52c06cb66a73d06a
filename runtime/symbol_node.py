"""The graph a Symbol points into: :class:`Node` (a variable or one op application, with
its inputs as ``(node, output)`` pairs) and :func:`topo_order`; and :class:`SymbolBase`, the
type of every Symbol.

This module sits below ``ndarray``, ``graph`` and ``symbol_json``: they read traced graphs
(and ``ndarray`` refuses to mix an NDArray with a Symbol) without importing ``symbol``,
which builds Symbols and imports them.
"""
from __future__ import annotations

import itertools


class SymbolBase:
    """What a Symbol is to the modules below ``symbol`` (``isinstance`` checks): a handle
    on outputs ``(Node, index)``, ``_outputs``."""

    __slots__ = ()


_SEQ = itertools.count()
# attribute names MXNet's C API stores as __name__ (c_api_symbolic.cc kHiddenKeys)
HIDDEN_KEYS = ("ctx_group", "lr_mult", "wd_mult", "force_mirroring", "mirror_stage")


def hidden_key(key: str) -> str:
    return f"__{key}__" if key in HIDDEN_KEYS else key
# output names of ops whose MXNet registration names them (FListOutputNames)
_OUTPUT_NAMES = {
    "BatchNorm": ("output", "mean", "var"),
    "_contrib_BatchNormWithReLU": ("output", "mean", "var"),
    "LayerNorm": ("output", "mean", "std"),
    "GroupNorm": ("output", "mean", "std"),
}


class Node:
    """One graph node: a variable (``op is None``) or an op application."""

    __slots__ = ("op", "name", "attrs", "user_attrs", "inputs", "subgraphs", "loc",
                 "stored_outputs", "seq", "version", "input_versions")

    def __init__(self, op, name, attrs=None, inputs=(), user_attrs=None, subgraphs=(), loc=None):
        self.op = op                      # registry.Op or None for a variable
        self.name = name
        self.attrs = attrs                # registry.Attrs (parsed) or None
        self.user_attrs = dict(user_attrs or {})   # "__shape__" etc., strings
        self.inputs = list(inputs)        # [(Node, output_index)]
        self.subgraphs = list(subgraphs)  # [Symbol] for control-flow ops
        self.loc = loc                    # user file:line that created it (errors)
        # total output count read from a -symbol.json's node_row_ptr (hidden outputs
        # included), so a loaded graph is written back identically
        self.stored_outputs = None
        # MXNet's entry versions: a variable counts the ops that mutated it (BatchNorm's
        # moving statistics, once per trace), and every input records the count it saw; they
        # only show in -symbol.json's [node, output, version] entries
        self.version = 0
        self.input_versions = None
        # creation order: control flow (contrib.cond) tells the nodes its branch
        # functions created from the ones they captured
        self.seq = next(_SEQ)

    @property
    def is_variable(self) -> bool:
        return self.op is None

    def num_outputs(self) -> int:
        return 1 if self.op is None else self.op.n_outputs(self.attrs)

    def output_names(self) -> list[str]:
        if self.op is None:
            return [self.name]
        if self.op.output_names is not None:  # declared per call (Custom: the prop's names)
            return [f"{self.name}_{suffix}" for suffix in self.op.output_names(self.attrs)]
        n = self.num_outputs()
        if n == 1:
            return [f"{self.name}_output"]
        named = _OUTPUT_NAMES.get(self.op.name)
        if named is not None and len(named) == n:
            return [f"{self.name}_{suffix}" for suffix in named]
        return [f"{self.name}_output{i}" for i in range(n)]

    def all_attrs(self) -> dict[str, str]:
        """Attributes as MXNet stores them: the op attributes the caller passed
        (as strings) plus the ``__x__`` user attributes."""
        out = dict(self.attrs.given) if self.attrs is not None else {}
        out.update(self.user_attrs)
        return out

    def __repr__(self):
        return f"Node({self.op.name if self.op else 'null'}, {self.name!r})"


def topo_order(heads) -> list[Node]:
    """Nodes reachable from ``heads`` in MXNet's DFS post-order (inputs in order)."""
    order: list[Node] = []
    seen: set[int] = set()
    for head, _ in heads:
        if id(head) in seen:
            continue
        stack = [(head, 0)]
        seen.add(id(head))
        while stack:
            node, i = stack.pop()
            if i < len(node.inputs):
                stack.append((node, i + 1))
                child = node.inputs[i][0]
                if id(child) not in seen:
                    seen.add(id(child))
                    stack.append((child, 0))
            else:
                order.append(node)
    return order
