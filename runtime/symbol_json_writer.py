"""MXNet's ``-symbol.json`` writer, byte-compatible with MXNet 1.9.1 (``Symbol.tojson``).

It reproduces dmlc's JSONWriter layout: objects and arrays of non-scalars are multi-line
with two-space indents and ``", "`` separators (hence the trailing space before each
newline); string maps are single-line when they hold at most one entry; arrays of integers
or entries are single-line unless longer than 10.

It reads only the traced graph (:mod:`.symbol_node`), so ``symbol`` can import it;
the reader (:mod:`.symbol_json`) builds Symbols and sits above ``symbol``.
"""
from __future__ import annotations

import json

from .symbol_node import Node, SymbolBase, topo_order

__all__ = ["dumps", "total_outputs", "MXNET_VERSION"]

MXNET_VERSION = 10901


def total_outputs(node: Node) -> int:
    """Outputs of ``node`` as MXNet counts them in ``node_row_ptr``."""
    if node.stored_outputs is not None:
        return node.stored_outputs
    n = node.num_outputs()
    hidden = None if node.op is None else node.op.mxnet_outputs
    if hidden is not None:
        n = max(n, hidden(node.attrs) if callable(hidden) else hidden)
    return n


def _s(text: str) -> str:
    return json.dumps(text, ensure_ascii=False)


def _join(items: list[str], level: int, multi: bool, open_: str, close: str) -> str:
    if not items:
        return open_ + close
    if not multi:
        return open_ + ", ".join(items) + close
    pad = "\n" + "  " * (level + 1)
    return open_ + pad + (", " + pad).join(items) + "\n" + "  " * level + close


def _entry(ref, version=0) -> str:
    return f"[{ref[0]}, {ref[1]}, {version}]"


def _graph(sym: SymbolBase, level: int) -> str:
    nodes = topo_order(sym._outputs)
    index = {id(n): i for i, n in enumerate(nodes)}
    rendered = []
    row_ptr = [0]
    for n in nodes:
        fields = [f'"op": {_s(n.op.name if n.op else "null")}', f'"name": {_s(n.name)}']
        attrs = n.all_attrs()
        if attrs:
            items = [f"{_s(k)}: {_s(v)}" for k, v in sorted(attrs.items())]
            fields.append('"attrs": ' + _join(items, level + 3, len(items) > 1, "{", "}"))
        versions = n.input_versions or [0] * len(n.inputs)
        ins = [_entry((index[id(s)], k), v) for (s, k), v in zip(n.inputs, versions)]
        fields.append('"inputs": ' + _join(ins, level + 3, len(ins) > 10, "[", "]"))
        if n.subgraphs:
            subs = [_graph(g, level + 4) for g in n.subgraphs]
            fields.append('"subgraphs": ' + _join(subs, level + 3, True, "[", "]"))
        rendered.append(_join(fields, level + 2, True, "{", "}"))
        row_ptr.append(row_ptr[-1] + total_outputs(n))
    arg_nodes = [str(i) for i, n in enumerate(nodes) if n.op is None]
    heads = [_entry((index[id(n)], k)) for n, k in sym._outputs]
    rows = [str(r) for r in row_ptr]
    top = [
        '"nodes": ' + _join(rendered, level + 1, True, "[", "]"),
        '"arg_nodes": ' + _join(arg_nodes, level + 1, len(arg_nodes) > 10, "[", "]"),
        '"node_row_ptr": ' + _join(rows, level + 1, len(rows) > 10, "[", "]"),
        '"heads": ' + _join(heads, level + 1, len(heads) > 10, "[", "]"),
        '"attrs": {"mxnet_version": ["int", %d]}' % MXNET_VERSION,
    ]
    return _join(top, level, True, "{", "}")


def dumps(sym: SymbolBase) -> str:
    """The JSON text MXNet 1.9.1's ``Symbol.tojson()`` writes for ``sym``."""
    return _graph(sym, 0)
