"""HYB006 fixer: ``if cond: y = self.a(x)`` / ``else: y = self.b(x)`` -> ``y = F.contrib.cond(...)``.

F.where computes both branches, so branch-to-where refuses branches that call child blocks. With
``F.contrib.cond`` only the branch picked runs, on NDArray and on Symbol; in MXNet 1.9.1 a child
block inside a cond branch hybridizes, but only when its Parameters have their whole shape at
construction: a block hybridized before its first call infers deferred shapes from the traced
graph, and a cond subgraph does not hand them out ("Deferred initialization failed because shape
cannot be inferred"). So the rewrite needs that proof for every child the branches (and the
condition) call: ``engine.deferred.shaped_children``.
"""
from __future__ import annotations

import libcst as cst

from hybridlint.diagnostics import Fix
from hybridlint.engine.deferred import shaped_children
from hybridlint.engine.scopes import not_gluon_names

from . import Example, Fixer, Refusal, example_module
from .branch_to_where import BranchToWhere
from ._quiet import called_children
from ._util import (NO_INPUT_BRANCH, bound_before, branch_without_input, comments_in, is_pure, name_nodes, names_in,
                    replace_statements, short_code)

_GLUON_BASES = ("HybridBlock", "Block")


class _WriteIn(cst.CSTTransformer):
    """Each read of a temporary (by identity) replaced by its value's text, parenthesized."""

    def __init__(self, texts: dict[int, str]):
        super().__init__()
        self.texts = texts

    def leave_Name(self, original, updated):
        text = self.texts.get(id(original))
        if text is None:
            return updated
        value = cst.parse_expression(text)
        # a call, a name, an attribute or a subscript binds tighter than any operator around it
        atom = isinstance(value, (cst.Call, cst.Name, cst.Attribute, cst.Subscript)) and not value.lpar
        return value if atom else cst.parse_expression(f"({text})")


def _collapsed(ctx, block: cst.BaseSuite) -> tuple[str, str, list[cst.BaseExpression]] | None:
    """(name, value text, the lines' value nodes) for a branch of ``name = value`` lines where
    every line but the last binds a temporary: a name bound there once and read once in the whole
    function, by a later line of the branch (so no later code and no later loop step reads it);
    each read is written with the temporary's value, as the one lambda of a cond branch needs.
    None for any other branch."""
    if not isinstance(block, cst.IndentedBlock) or not block.body:
        return None
    lines = []
    for stmt in block.body:
        if not (isinstance(stmt, cst.SimpleStatementLine) and len(stmt.body) == 1
                and isinstance(stmt.body[0], cst.Assign)):
            return None
        assign = stmt.body[0]
        if len(assign.targets) != 1 or not isinstance(assign.targets[0].target, cst.Name):
            return None
        lines.append((assign.targets[0].target, assign.value))
    func = ctx.scope.func if ctx.scope is not None else None
    if len(lines) > 1 and not isinstance(func, cst.FunctionDef):
        return None
    module = cst.Module(body=[])
    texts: dict[int, str] = {}
    for k, (target, value) in enumerate(lines[:-1]):
        name = target.value
        later = [n for _, v in lines[k + 1:] for n in name_nodes(v) if n.value == name]
        everywhere = [n for n in name_nodes(func.body) if n.value == name]
        if len(later) != 1 or len(everywhere) != 2 or not any(n is target for n in everywhere) \
                or name == lines[-1][0].value:
            return None
        texts[id(later[0])] = " ".join(module.code_for_node(value.visit(_WriteIn(texts))).split())
    target, value = lines[-1]
    return target.value, " ".join(module.code_for_node(value.visit(_WriteIn(texts))).split()), \
        [v for _, v in lines]


def proven_children(ctx, sized: bool = True, cells: bool = False, layers: bool = False) -> frozenset[str]:
    """The children of the scope's class whose every Parameter has its whole shape at
    construction (``shaped_children``; with ``sized`` False every dense or convolution layer,
    and with ``cells`` every recurrent cell of ``engine.deferred.step_cell``);
    empty when a base class lives in another module (it may bind the same attribute to
    anything)."""
    cls = ctx.scope.cls if ctx.scope is not None else None
    if cls is None:
        return frozenset()
    lineage = cls.lineage()
    local = {c.name for c in lineage}
    for c in lineage:
        if any(b.rsplit(".", 1)[-1] not in _GLUON_BASES and b.rsplit(".", 1)[-1] not in local for b in c.bases):
            return frozenset()
    return shaped_children([c.ast_methods for c in reversed(lineage)], not_gluon_names(ctx.index), sized, cells,
                           layers)


def cell_children(ctx) -> frozenset[str]:
    """The children of the scope's class proven to be recurrent cells (``engine.deferred.step_cell``),
    bound in ``__init__`` only: what a foreach step may call with its states, and whose
    ``begin_state`` gives batch-first zeros."""
    return proven_children(ctx, sized=False, cells=True) - proven_children(ctx, sized=False)


def rnn_layer_children(ctx) -> frozenset[str]:
    """The children of the scope's class proven to be fused recurrent layers
    (``engine.deferred.rnn_layer``), bound in ``__init__`` only: their ``begin_state`` gives zeros
    with the batch on axis 1."""
    return proven_children(ctx, sized=False, layers=True) - proven_children(ctx, sized=False)


def _deferred_reason(attr: str) -> str:
    return (f"`self.{attr}` is not proven to have every Parameter's shape at construction (a Dense "
            "with `in_units`, a Conv with `in_channels`, > 0): F.contrib.cond of a child whose shape "
            "waits for the first call fails when the block is hybridized before it (MXNet 1.9.1: "
            "Deferred initialization failed)")


class ChildBranchToCond(Fixer):
    code = "HYB006"
    name = "child-branch-to-cond"
    applicability = "unsafe"
    needs_f = True
    description = """
    Rewrites an `if` on a tensor whose two branches each assign one name, at least one by calling
    a child block -- `if cond: y = self.head_a(x)` / `else: y = F.relu(self.head_b(x))` -- into
    `y = F.contrib.cond(cond, lambda: self.head_a(x), lambda: F.relu(self.head_b(x)))`, which runs
    only the branch picked (F.where would run both children). Offered only when every child the
    branches and the condition call is proven to have each Parameter's whole shape at
    construction: bound in `__init__`, and only there, to `nn.Dense` with `in_units`, or a
    convolution (or transposed one) with `in_channels`, given as a positive int literal or an
    `__init__` argument whose default is one and which `__init__` never rebinds; a class whose base
    lives in another module is refused. In MXNet 1.9.1 a child with a deferred shape (`in_units=0`)
    in a cond branch fails on the first call of a block hybridized before it ("Deferred
    initialization failed"). Layers with state a call updates (BatchNorm) and blocks of this
    file are not proven and refused, as are Parameters handed to hybrid_forward read in a branch,
    `elif` chains, and a branch reading no tensor (MXNet 1.9.1's cond fails hybridized on a
    subgraph without inputs). A branch may bind temporaries first, each read once in the whole
    function, by a later line of that branch: they are written in place in its one lambda
    (`t = F.relu(self.tail(h))`, `loss = loss + F.mean(t)`); other branches of more than one
    assignment are refused. Without an `else` the name keeps its value (`lambda: loss`) where it
    is certainly bound before the `if` and the branch reads it (so it is known a tensor), else
    refused. Unsafe: under
    hybridize() both branches must give the same shape and dtype; an `__init__` argument passed 0
    by a caller defers the shape again (eager calls still run).
    """
    EXAMPLES = [
        Example(example_module("if F.mean(self.score(x)) >= 0:\n    out = self.head_a(x)\nelse:\n"
                               "    out = F.relu(self.head_b(x))\nreturn out",
                               init="self.score = nn.Dense(1, in_units=3)\n"
                                    "self.head_a = nn.Dense(4, in_units=3)\n"
                                    "self.head_b = nn.Dense(4, in_units=3)", gluon="HybridBlock, nn"),
                example_module("out = F.contrib.cond(F.mean(self.score(x)) >= 0, lambda: self.head_a(x), "
                               "lambda: F.relu(self.head_b(x)))\nreturn out",
                               init="self.score = nn.Dense(1, in_units=3)\n"
                                    "self.head_a = nn.Dense(4, in_units=3)\n"
                                    "self.head_b = nn.Dense(4, in_units=3)", gluon="HybridBlock, nn"),
                shapes=[[(2, 3)], [(5, 3)], [(1, 3)]]),
        # a branch without a child, a size from an __init__ argument's default
        Example("from mxnet.gluon import HybridBlock, nn\n\n\nclass Net(HybridBlock):\n"
                "    def __init__(self, channels=3, **kwargs):\n        super().__init__(**kwargs)\n"
                "        self.conv = nn.Conv2D(channels, 3, padding=1, in_channels=channels)\n\n"
                "    def hybrid_forward(self, F, x):\n        if F.mean(x) > 0:\n"
                "            y = self.conv(x) + x\n        else:\n            y = x * 2\n        return F.relu(y)\n",
                "from mxnet.gluon import HybridBlock, nn\n\n\nclass Net(HybridBlock):\n"
                "    def __init__(self, channels=3, **kwargs):\n        super().__init__(**kwargs)\n"
                "        self.conv = nn.Conv2D(channels, 3, padding=1, in_channels=channels)\n\n"
                "    def hybrid_forward(self, F, x):\n"
                "        y = F.contrib.cond(F.mean(x) > 0, lambda: self.conv(x) + x, lambda: x * 2)\n"
                "        return F.relu(y)\n",
                shapes=[[(2, 3, 5, 5)], [(1, 3, 4, 6)]]),
        Example(example_module("s = F.sum(x)\nif s > 0:  # positive total\n    y = self.up(x)\nelse:\n"
                               "    y = self.down(F.tanh(x))\nreturn y * 2",
                               init="self.up = nn.Dense(5, in_units=2, activation='relu')\n"
                                    "self.down = nn.Dense(5, None, True, True, 'float32', None, 'zeros', 2)",
                               gluon="HybridBlock, nn"),
                example_module("s = F.sum(x)\n# positive total\ny = F.contrib.cond(s > 0, lambda: self.up(x), "
                               "lambda: self.down(F.tanh(x)))\nreturn y * 2",
                               init="self.up = nn.Dense(5, in_units=2, activation='relu')\n"
                                    "self.down = nn.Dense(5, None, True, True, 'float32', None, 'zeros', 2)",
                               gluon="HybridBlock, nn"),
                shapes=[[(2, 2)], [(4, 2)], [(1, 2)]]),
        # deferred shapes: a fresh block hybridized before its first call fails in the cond
        Example(example_module("if F.mean(x) >= 0:\n    out = self.head(x)\nelse:\n    out = x\nreturn out",
                               init="self.head = nn.Dense(3)", gluon="HybridBlock, nn"),
                None, reason="not proven to have every Parameter's shape", shapes=[[(2, 3)]]),
        Example("from mxnet.gluon import HybridBlock, nn\n\n\nclass Net(HybridBlock):\n"
                "    def __init__(self, in_units=0, **kwargs):\n        super().__init__(**kwargs)\n"
                "        self.head = nn.Dense(3, in_units=in_units)\n\n"
                "    def hybrid_forward(self, F, x):\n        if F.mean(x) >= 0:\n"
                "            out = self.head(x)\n        else:\n            out = x\n        return out\n",
                None, reason="not proven to have every Parameter's shape", shapes=[[(2, 3)]]),
        # BatchNorm updates its running statistics: not proven whatever its in_channels
        Example(example_module("if F.mean(x) >= 0:\n    out = self.bn(x)\nelse:\n    out = -x\nreturn out",
                               init="self.bn = nn.BatchNorm(in_channels=3)", gluon="HybridBlock, nn"),
                None, reason="not proven to have every Parameter's shape", shapes=[[(2, 3)]]),
        # a child also given other layers later
        Example(example_module("if F.mean(x) >= 0:\n    out = self.body(x)\nelse:\n    out = x\nreturn out",
                               init="self.body = nn.HybridSequential()\nself.body.add(nn.Dense(3, in_units=3))",
                               gluon="HybridBlock, nn"),
                None, reason="not proven to have every Parameter's shape", shapes=[[(2, 3)]]),
        # no `else`: the name keeps the value it had; a temporary read once, later in the branch,
        # is written in place (an adaptive softmax's tail loss, only when some target is in the tail)
        Example(example_module("loss = F.mean(F.relu(x))\nif F.sum(x) > 0:\n    t = F.relu(self.tail(x))\n"
                               "    loss = loss + F.mean(t) * 0.5\nreturn loss",
                               init="self.tail = nn.Dense(4, in_units=3)", gluon="HybridBlock, nn"),
                example_module("loss = F.mean(F.relu(x))\nloss = F.contrib.cond(F.sum(x) > 0, "
                               "lambda: loss + F.mean(F.relu(self.tail(x))) * 0.5, lambda: loss)\nreturn loss",
                               init="self.tail = nn.Dense(4, in_units=3)", gluon="HybridBlock, nn"),
                shapes=[[(2, 3)], [(1, 3)]]),
        # ... not a name the `if` binds first: no value to keep
        Example(example_module("if F.sum(x) > 0:\n    loss = F.mean(self.tail(x))\nreturn loss",
                               init="self.tail = nn.Dense(4, in_units=3)", gluon="HybridBlock, nn"),
                None, reason="has no `else`", shapes=[[(2, 3)]]),
        # ... nor a temporary read again after the `if`
        Example(example_module("y = F.relu(x)\nt = y\nif F.sum(x) > 0:\n    t = self.tail(x)\n"
                               "    y = y + F.mean(t)\nreturn y + F.mean(t)",
                               init="self.tail = nn.Dense(4, in_units=3)", gluon="HybridBlock, nn"),
                None, reason="more than one assignment", shapes=[[(2, 3)]]),
        Example(example_module("if F.mean(x) >= 0:\n    out = self.head(x)\n    out = out * 2\nelse:\n"
                               "    out = x\nreturn out",
                               init="self.head = nn.Dense(3, in_units=3)", gluon="HybridBlock, nn"),
                None, reason="one assignment", shapes=[[(2, 3)]]),
    ]

    @staticmethod
    def applies(node: cst.If) -> bool:
        """Whether a branch of ``node`` calls ``self.X(...)``: this fixer's case, not F.where's
        (an `elif` chain stays branch-to-where's, which answers for the chain as one)."""
        if isinstance(node.orelse, cst.If):
            return False
        return bool(called_children(node.body) or (node.orelse is not None and called_children(node.orelse)))

    @classmethod
    def propose(cls, ctx, node: cst.If, cond_text: str | None = None) -> Fix | Refusal:
        f = ctx.scope.f_name
        parent = ctx.parent(node)
        if isinstance(node.orelse, cst.If) or (isinstance(parent, cst.If) and parent.orelse is node):
            return BranchToWhere.propose(ctx, node, cond_text)
        then = _collapsed(ctx, node.body)
        if then is None:
            return Refusal("a branch calling a child block is more than one assignment of one name "
                           "(after temporaries read once, later in the branch)")
        if node.orelse is None:
            # no `else`: the name keeps the value it had, a tensor the branch itself reads
            kept = next((n for v in then[2] for n in name_nodes(v) if n.value == then[0]), None)
            if kept is None or not bound_before(ctx, node, then[0]):
                return Refusal("the `if` calling a child block has no `else`, and the name it assigns "
                               "is not bound before it and read by the branch")
            other = (then[0], then[0], [kept])
        else:
            other = _collapsed(ctx, node.orelse.body)
        if other is None:
            return Refusal("a branch calling a child block is more than one assignment of one name "
                           "(after temporaries read once, later in the branch)")
        if then[0] != other[0]:
            return Refusal("the branches assign different names")
        name = then[0]
        values = [then[2][-1], other[2][-1]]
        lines = [*then[2][:-1], *other[2][:-1]]
        proven = proven_children(ctx)
        tested = [] if cond_text is not None else [node.test]
        for part in [*tested, *values, *lines]:
            for attr in called_children(part):
                if attr not in proven:
                    return Refusal(_deferred_reason(attr))
        if cond_text is None and not is_pure(node.test, ctx, children=proven):
            return Refusal("the condition calls something other than F operators and proven children")
        handed = set().union(*(c.param_names for c in ctx.scope.cls.lineage()))
        for v in [*values, *lines]:
            if not is_pure(v, ctx, children=proven):
                return Refusal("a branch calls something other than F operators and proven children")
            if any(v is w for w in values) and not ctx.is_tensor(v):
                return Refusal(f"`{name}` gets a python value or a value not known to be a tensor")
            if names_in(v) & handed:
                return Refusal("a branch reads a Parameter handed to hybrid_forward, whose shape may "
                               "wait for the first call")
        bare = branch_without_input(ctx, values)
        if bare is not None:
            return Refusal(NO_INPUT_BRANCH.format(short_code(ctx, bare, 40)))
        cond = cond_text or " ".join(ctx.code_for(node.test).split())
        texts = [then[1], other[1]]
        line = f"{name} = {f}.contrib.cond({cond}, lambda: {texts[0]}, lambda: {texts[1]})"
        start, end = ctx.span(node)
        return replace_statements(ctx, start, end, comments_in(node), [line],
                                  "rewrite the branches with F.contrib.cond (only the branch picked runs)")
