"""A constant Parameter that a block without other Parameters initializes where it registers it.

held-array-to-constant turns ``self.mean = mx.nd.array(mean, ctx=mx.cpu(0))`` into a constant
Parameter received by ``hybrid_forward``.  A block with no other Parameter (GluonCV's
``DeNormalize``, a loss, a normalizer) is called without ``initialize()``, and an uninitialized
constant fails that call.  MXNet 1.9.1's ``Parameter.initialize`` creates a Parameter of known
shape at once, with its own initializer (a Constant's is its value), so the constant initialized
right after its registration, on the device the array was built on, runs as the array did: eagerly
without ``initialize()``, and hybridized.  A later ``initialize()`` of the block warns that the
constant is already initialized and keeps it (``force_reinit=True`` writes the same value again).
"""
from __future__ import annotations

import re

import libcst as cst

from hybridlint.engine.walk import iter_descendants

from ._util import line_end, line_start, newline_before

# modules whose creation functions build an array on the current context unless given `ctx=`
_ND_MODULES = ("mxnet.nd.", "mxnet.ndarray.")


def initialize_edit(ctx, line: cst.SimpleStatementLine, value: cst.Call, attr: str):
    """The edit ``((offset, offset), text)`` that adds ``self.<attr>.initialize(...)`` on the line
    after ``line`` (the registration), or why not (a str).  The device is the one the array was
    built on: the ``ctx=`` of the MXNet creation call that builds it (held-array proved it the
    CPU), or none where that call takes the current context, as ``initialize()`` does."""
    root: cst.BaseExpression = value
    # `nd.array(v, ctx=c).reshape((1, 3))`: the creation call is the root of the method chain
    while isinstance(root, cst.Call) and isinstance(root.func, cst.Attribute) \
            and isinstance(root.func.value, cst.Call):
        root = root.func.value
    dotted = ctx.resolve(root.func) if isinstance(root, cst.Call) else None
    if dotted is None or not dotted.startswith(_ND_MODULES):
        return "the array is not built by an MXNet creation call, so its device is not known"
    device = next((a.value for a in root.args if a.keyword is not None and a.keyword.value == "ctx"), None)
    source = ctx.source
    start, end = ctx.span(line.body[0])
    head = line_start(source, start)
    indent = source[head:start]
    if indent.strip():
        return "the assignment shares its line with other code"
    after = line_end(source, end)
    newline = newline_before(source, after)
    if not source.endswith(("\n", "\r"), 0, after):
        return "the assignment ends the file"
    arg = f"ctx={ctx.code_for(device)}" if device is not None else ""
    return (after, after), f"{indent}self.{attr}.initialize({arg}){newline}"


def self_initialized(ctx, cls_node: cst.ClassDef) -> set[int]:
    """ids of the ``self.params.get_constant(...)`` calls of the class whose attribute the class
    initializes itself (``self.<attr>.initialize(``): such a constant is no sign that the block
    is initialized before it runs."""
    text = ctx.code_for(cls_node)
    done = set(re.findall(r"\bself\.(\w+)\.initialize\(", text))
    if not done:
        return set()
    out: set[int] = set()
    for node in iter_descendants(cls_node):
        if isinstance(node, cst.Assign) and len(node.targets) == 1 and isinstance(node.value, cst.Call):
            t = node.targets[0].target
            if isinstance(t, cst.Attribute) and isinstance(t.value, cst.Name) and t.value.value == "self" \
                    and t.attr.value in done:
                out.add(id(node.value))
    return out
