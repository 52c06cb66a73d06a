"""MXNet's ``-symbol.json``: the strict reader (``sym.load``/``sym.load_json``), and the
writer's ``dumps`` re-exported from :mod:`.symbol_json_writer`.

The reader accepts the ``nodes / arg_nodes / node_row_ptr / heads / attrs``
schema and the older ``param``/``attr`` node fields, and checks everything:
types, index bounds, topological order (so no cycles), unknown ops, attribute
values, duplicate variable names, document size and nesting.  Every problem is
a :class:`SymbolJSONError` (a ``ValueError``) naming the node.
"""
from __future__ import annotations

import json

from ..boundedio import FileTooLarge, json_values, read_regular
from . import ops  # noqa: F401  (fills the op table)
from . import registry
from .limits import _limit
from .registry import OpError
from .symbol import Symbol
from .symbol_json_writer import MXNET_VERSION, dumps, total_outputs  # noqa: F401
from .symbol_node import Node, hidden_key

__all__ = ["SymbolJSONError", "dumps", "loads", "load_file", "MXNET_VERSION", "MAX_BYTES"]

MAX_BYTES = 64 * 1024 * 1024       # larger documents are refused before parsing
# parsed JSON of tiny values takes ~20x its text in memory; real exports hold a few values per
# node (a 1,000-node network: ~20,000)
MAX_JSON_VALUES = 4_000_000
# Loading, inferring and compiling cost ~0.5 ms of CPU per node: a graph of 100,000 nodes (a
# 3 MB file) would stall for a minute.  Real exports stay far below (a BERT-large export has a
# few thousand nodes); HYBRIDLINT_MAX_NODES raises the bound for a genuinely larger graph.
MAX_NODES = _limit("HYBRIDLINT_MAX_NODES", 20_000)
MAX_INPUT_ENTRIES = 4 * MAX_NODES       # node inputs and heads, all nodes together
MAX_NODE_INPUTS = 4096                  # one node (a Concat of 50,000 inputs took minutes)
MAX_SUBGRAPH_DEPTH = 32
MAX_OUTPUTS = 8192


def node_outputs(op, a) -> int:
    try:
        return op.n_outputs(a)
    except (AttributeError, TypeError, ValueError):
        return 0


class SymbolJSONError(ValueError):
    """A ``-symbol.json`` document is malformed or uses something unsupported."""


# ------------------------------------------------------------------ reading
def load_file(fname) -> Symbol:
    try:
        data = read_regular(fname, MAX_BYTES)      # (not a FIFO, not /dev/zero)
    except FileTooLarge:
        raise SymbolJSONError(f"{fname}: larger than {MAX_BYTES} bytes; refusing to parse") from None
    except OSError as e:
        raise SymbolJSONError(f"cannot read symbol file {fname}: {e.strerror or e}") from None
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as e:
        raise SymbolJSONError(f"{fname}: not UTF-8 text ({e})") from None
    try:
        return loads(text)
    except SymbolJSONError as e:
        raise SymbolJSONError(f"{fname}: {e}") from None


def loads(text) -> Symbol:
    """Parse and validate a ``-symbol.json`` document into a Symbol."""
    if isinstance(text, (bytes, bytearray)):
        try:
            text = bytes(text).decode("utf-8")
        except UnicodeDecodeError as e:
            raise SymbolJSONError(f"symbol JSON is not UTF-8 text ({e})") from None
    if not isinstance(text, str):
        raise SymbolJSONError(f"symbol JSON must be a string, got {type(text).__name__}")
    if len(text) > MAX_BYTES:
        raise SymbolJSONError(f"symbol JSON larger than {MAX_BYTES} bytes; refusing to parse")
    if json_values(text) > MAX_JSON_VALUES:
        raise SymbolJSONError(f"symbol JSON holds more than {MAX_JSON_VALUES:,} values; refusing to parse")
    try:
        doc = json.loads(text)
    except RecursionError:
        raise SymbolJSONError("symbol JSON is nested too deeply") from None
    except ValueError as e:
        raise SymbolJSONError(f"not valid JSON: {e}") from None
    return _load_graph(doc, "", 0)


def _err(where, msg):
    return SymbolJSONError(f"{where}{msg}")


def _int(v, what, where):
    if isinstance(v, bool) or not isinstance(v, int):
        raise _err(where, f"{what} must be an integer, got {json.dumps(v)[:60]}")
    return v


def _str_map(v, what, where):
    if not isinstance(v, dict):
        raise _err(where, f"{what} must be an object of strings")
    for k, x in v.items():
        if not isinstance(x, str):
            raise _err(where, f"{what}[{k!r}] must be a string, got {json.dumps(x)[:60]}")
    return v


def _entry_ref(e, what, where, limit, nodes):
    if not isinstance(e, list) or len(e) not in (2, 3):
        raise _err(where, f"{what} must be [node, output, version], got {json.dumps(e)[:60]}")
    ni = _int(e[0], f"{what} node index", where)
    oi = _int(e[1], f"{what} output index", where)
    version = _int(e[2], f"{what} version", where) if len(e) == 3 else 0
    if not 0 <= ni < limit:
        raise _err(where, f"{what} refers to node {ni}, which is out of range or not earlier "
                          f"in the node list (the graph must be acyclic and topologically "
                          f"sorted; {limit} node(s) available)")
    n_out = total_outputs(nodes[ni])
    if not 0 <= oi < n_out:
        raise _err(where, f"{what} refers to output {oi} of node {nodes[ni].name!r}, which has "
                          f"{n_out} output(s)")
    return nodes[ni], oi, version


def _load_graph(doc, prefix, depth) -> Symbol:
    if depth > MAX_SUBGRAPH_DEPTH:
        raise _err(prefix, "subgraphs nested too deeply")
    if not isinstance(doc, dict):
        raise _err(prefix, "symbol JSON must be an object with 'nodes' and 'heads'")
    raw_nodes = doc.get("nodes")
    if not isinstance(raw_nodes, list):
        raise _err(prefix, "'nodes' must be a list")
    if len(raw_nodes) > MAX_NODES:
        raise _err(prefix, f"{len(raw_nodes)} nodes exceed the limit of {MAX_NODES} (set "
                           "HYBRIDLINT_MAX_NODES to allow more)")
    entries = sum(len(n["inputs"]) for n in raw_nodes
                  if isinstance(n, dict) and isinstance(n.get("inputs"), list))
    entries += len(doc["heads"]) if isinstance(doc.get("heads"), list) else 0
    if entries > MAX_INPUT_ENTRIES:
        raise _err(prefix, f"{entries} input and head entries exceed the limit of {MAX_INPUT_ENTRIES} "
                           "(set HYBRIDLINT_MAX_NODES to allow more)")
    top_attrs = doc.get("attrs", {})
    if not isinstance(top_attrs, dict):
        raise _err(prefix, "'attrs' must be an object")
    nodes: list[Node] = []
    var_names: dict[str, int] = {}
    for i, raw in enumerate(raw_nodes):
        where = f"{prefix}node {i}: "
        if not isinstance(raw, dict):
            raise _err(where, "must be an object")
        opname, name = raw.get("op"), raw.get("name")
        if not isinstance(opname, str):
            raise _err(where, "'op' must be a string")
        if not isinstance(name, str):
            raise _err(where, "'name' must be a string")
        where = f"{prefix}node {i} ({name!r}): "
        attrs: dict[str, str] = {}
        for key in ("param", "attr", "attrs"):
            if key in raw:
                attrs.update(_str_map(raw[key], key, where))
        ins = raw.get("inputs", [])
        if not isinstance(ins, list):
            raise _err(where, "'inputs' must be a list")
        if len(ins) > MAX_NODE_INPUTS:
            raise _err(where, f"{len(ins)} inputs exceed the limit of {MAX_NODE_INPUTS} per node")
        entries = [_entry_ref(e, f"input {k}", where, i, nodes) for k, e in enumerate(ins)]
        refs = [(src, k) for src, k, _ in entries]
        subs_raw = raw.get("subgraphs", [])
        if not isinstance(subs_raw, list):
            raise _err(where, "'subgraphs' must be a list")
        subgraphs = [_load_graph(g, f"{where}subgraph {k}: ", depth + 1)
                     for k, g in enumerate(subs_raw)]
        if opname == "null":
            if refs:
                raise _err(where, "a variable ('null' op) cannot have inputs")
            if name in var_names:
                raise _err(where, f"duplicate variable name (also node {var_names[name]})")
            var_names[name] = i
            nodes.append(Node(None, name, None, (), attrs))
            continue
        try:
            op = registry.get(opname)
        except OpError:
            raise _err(where, f"unknown operator {opname!r}: this runtime does not implement "
                              "it") from None
        # an op with open attributes (Custom) owns every attribute but MXNet's __dunder__ ones
        mine = [k for k in attrs if k in op._attr_index
                or (op.open_attrs and not (k.startswith("__") and k.endswith("__")))]
        op_attrs = {k: attrs[k] for k in mine}
        user = {hidden_key(k): v for k, v in attrs.items() if k not in mine}
        bad = [k for k in user if not (k.startswith("__") and k.endswith("__"))]
        if bad:
            raise _err(where, f"operator {opname} has no attribute(s) {bad}")
        try:
            a = op.parse_attrs(op_attrs)
        except OpError as e:
            raise _err(where, str(e)) from None
        expected = op.input_names(a, len(refs) if op.variadic else None)
        if len(refs) != len(expected):
            raise _err(where, f"operator {opname} takes {len(expected)} input(s) "
                              f"{list(expected)}, the node has {len(refs)}")
        if node_outputs(op, a) > MAX_OUTPUTS:
            raise _err(where, f"operator {opname} declares more than {MAX_OUTPUTS} outputs")
        validate = getattr(op, "subgraph_validate", None)
        if validate is not None:
            try:
                validate(a, subgraphs, len(refs))
            except OpError as e:
                raise _err(where, str(e)) from None
        elif subgraphs:
            raise _err(where, f"operator {opname} does not take subgraphs")
        node = Node(op, name, a, refs, user, subgraphs)
        # the file's entry versions, kept for writing back; a variable continues its count
        node.input_versions = [v for _, _, v in entries]
        for src, _, v in entries:
            if src.op is None:
                src.version = max(src.version, v)
        nodes.append(node)
    if "arg_nodes" in doc:
        arg_nodes = doc["arg_nodes"]
        if not isinstance(arg_nodes, list):
            raise _err(prefix, "'arg_nodes' must be a list")
        for k, v in enumerate(arg_nodes):
            v = _int(v, f"arg_nodes[{k}]", prefix)
            if not 0 <= v < len(nodes) or nodes[v].op is not None:
                raise _err(prefix, f"arg_nodes[{k}] = {v} is not a variable node")
    if "node_row_ptr" in doc:
        rp = doc["node_row_ptr"]
        if not isinstance(rp, list) or any(isinstance(v, bool) or not isinstance(v, int) for v in rp):
            raise _err(prefix, "'node_row_ptr' must be a list of integers")
        # MXNet's loader reads past node_row_ptr (its writer derives it again); counts that fit
        # the ops are kept so that the file is written back the same, others are ignored
        counts = [b - a for a, b in zip(rp, rp[1:])]
        if len(rp) == len(nodes) + 1 and rp[0] == 0 and all(
                n.num_outputs() <= c <= n.num_outputs() + 8 for n, c in zip(nodes, counts)):
            for n, c in zip(nodes, counts):
                n.stored_outputs = c
    heads = doc.get("heads")
    if not isinstance(heads, list) or not heads:
        raise _err(prefix, "'heads' must be a non-empty list of [node, output, version]")
    outs = [_entry_ref(e, f"heads[{k}]", prefix, len(nodes), nodes)[:2]
            for k, e in enumerate(heads)]
    return Symbol(outs)
