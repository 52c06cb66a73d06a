"""HYB007 fixer: a child layer's ``self.fc.weight.data()`` in hybrid code -> its NDArray eagerly,
its symbol variable while tracing.

Class-activation maps and tied output layers read a child's weight in the parent's forward
(``F.take(self.fc.weight.data(), cls)``, ``F.dot(h, self.embed.weight.data(), transpose_b=True)``).
hybrid_forward receives only the block's own Parameters, so there is no argument to take; but a
Parameter's ``var()`` is the one symbol variable the child's own trace uses for it (MXNet 1.9.1
caches it), and the parent's cached graph finds it among ``collect_params()`` by name, so the
traced parent reads the weight the child holds (gradients included). The eager path keeps the
original ``.data()`` unchanged: ``(X.data() if F is nd else X.var())``.
"""
from __future__ import annotations

import libcst as cst

from hybridlint.diagnostics import Fix

from . import Example, Fixer, Refusal, example_class, make_fix
from ._util import nd_name_or_import

_CAM = ("def __init__(self, **kwargs):\n    super().__init__(**kwargs)\n"
        "    self.fc = nn.Dense(3, in_units=4)\n\n")


def _whole_symbol_read(ctx, node: cst.Call) -> str | None:
    """Why ``X.data()[i]`` has no symbolic twin in ``var()[i]``: the NDArray's subscript reads
    rows, a Symbol's picks an output (MXNet 1.9.1: ``var()[0]`` is the whole variable) -- the
    traced block would compute other values without an error."""
    up = ctx.parent(node)
    if isinstance(up, cst.Subscript) and up.value is node:
        return ("the NDArray is indexed (`.data()[i]`): the symbol variable's subscript picks an "
                "output, so the traced block would read the whole weight; take the row with "
                "F.take or F.slice_axis of the `.data()` first")
    return None


class ChildParameterVar(Fixer):
    code = "HYB007"
    name = "child-parameter-var"
    applicability = "unsafe"
    needs_f = True
    description = """
    Rewrites `self.<child>.<param>.data()` (a Parameter of a child layer this class defines, read
    in hybrid code) as `(self.<child>.<param>.data() if F is nd else self.<child>.<param>.var())`:
    eagerly the same NDArray, and while tracing the symbol variable the child's own trace uses for
    that Parameter, which the cached graph binds to the child's weight (MXNet 1.9.1: outputs and
    gradients equal). Adds `from mxnet import nd` when the module has no name for mxnet.nd.
    Refused for `.data(ctx)`, for `.data()[i]` (a symbol variable's subscript picks an output,
    not a row), when F is rebound, or when `nd` names something else. Unsafe: as
    with the block's own Parameters, `.data()` reads the default device's copy.
    """
    EXAMPLES = [
        Example(example_class(_CAM + "def hybrid_forward(self, F, x):\n    z = self.fc(x)\n"
                              "    return F.take(self.fc.weight.data(), F.argmax(z, axis=1))",
                              imports="from mxnet.gluon import nn\n"),
                example_class(
                    _CAM + "def hybrid_forward(self, F, x):\n    z = self.fc(x)\n"
                    "    return F.take((self.fc.weight.data() if F is nd else self.fc.weight.var()), "
                    "F.argmax(z, axis=1))", imports="from mxnet.gluon import nn\n").replace(
                    "import HybridBlock\n", "import HybridBlock\nfrom mxnet import nd\n", 1),
                shapes=[[(2, 4)], [(5, 4)]]),
        # a tied output layer through an existing `mx` import, the child reached by an index
        Example(example_class("def __init__(self, **kwargs):\n    super().__init__(**kwargs)\n"
                              "    self.body = nn.HybridSequential()\n    self.body.add(nn.Dense(4, in_units=4))\n\n"
                              "def hybrid_forward(self, F, x):\n"
                              "    return F.dot(self.body(x), self.body[0].weight.data(), transpose_b=True)",
                              imports="import mxnet as mx\nfrom mxnet.gluon import nn\n"),
                example_class("def __init__(self, **kwargs):\n    super().__init__(**kwargs)\n"
                              "    self.body = nn.HybridSequential()\n    self.body.add(nn.Dense(4, in_units=4))\n\n"
                              "def hybrid_forward(self, F, x):\n"
                              "    return F.dot(self.body(x), (self.body[0].weight.data() if F is mx.nd else "
                              "self.body[0].weight.var()), transpose_b=True)",
                              imports="import mxnet as mx\nfrom mxnet.gluon import nn\n"),
                shapes=[[(2, 4)], [(3, 4)]]),
        # a device named: the eager copy it asks for has no traced counterpart here
        Example(example_class(_CAM + "def hybrid_forward(self, F, x):\n    z = self.fc(x)\n"
                              "    return F.take(self.fc.weight.data(mx.cpu()), F.argmax(z, axis=1))",
                              imports="import mxnet as mx\nfrom mxnet.gluon import nn\n"),
                None, reason="`.data()` is given arguments", shapes=[[(2, 4)]]),
        # session 65 (H447): a row of a child's embedding table (a control code's vector): traced,
        # `var()[0]` would be the whole table, broadcast silently against x
        Example(example_class("def __init__(self, **kwargs):\n    super().__init__(**kwargs)\n"
                              "    self.emb = nn.Embedding(3, 4)\n\n"
                              "def hybrid_forward(self, F, x):\n    code = self.emb.weight.data()[0]\n"
                              "    return F.broadcast_add(x, code)",
                              imports="from mxnet.gluon import nn\n"),
                None, reason="the NDArray is indexed", shapes=[[(3, 4)]]),
    ]

    @staticmethod
    def receivers(node: cst.Call):
        return ()

    @staticmethod
    def propose(ctx, node: cst.Call) -> Fix | Refusal:
        if not (isinstance(node, cst.Call) and isinstance(node.func, cst.Attribute)
                and node.func.attr.value == "data"):
            return Refusal("not a `.data()` call")
        if node.args:
            return Refusal("`.data()` is given arguments (a device): keep the eager copy it names")
        why = _whole_symbol_read(ctx, node)
        if why:
            return Refusal(why)
        owner = node.func.value
        base = owner
        while isinstance(base, (cst.Attribute, cst.Subscript)):
            if isinstance(base, cst.Subscript) and not all(
                    isinstance(e.slice, cst.Index) and isinstance(e.slice.value, cst.Integer)
                    for e in base.slice):
                return Refusal("the child is reached by an index that is not an integer literal")
            base = base.value
        if not (isinstance(base, cst.Name) and base.value == "self"):
            return Refusal("the Parameter is not reached from `self` through attributes")
        f = ctx.scope.f_name
        if ctx.scope.kinds is not None and ctx.scope.kinds._bindings_of(f):
            return Refusal(f"`{f}` is rebound in this function")
        nd, added = nd_name_or_import(ctx)
        if nd is None:
            return Refusal("`nd` names something other than mxnet.nd in this module, and no name "
                           "for mxnet.nd is imported")
        text = ctx.code_for(owner).strip()
        if "\n" in text:
            return Refusal("the Parameter's expression spans lines")
        edits = [] if added is None else [added]
        edits.append((node, f"({text}.data() if {f} is {nd} else {text}.var())"))
        return make_fix(ctx, edits, "unsafe",
                        f"read `{text}` as its symbol variable while tracing")
