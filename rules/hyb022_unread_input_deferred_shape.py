"""HYB022: an input the traced graph never reads, in a block whose children infer their shapes."""
from __future__ import annotations

import libcst as cst

from hybridlint.engine.deferred import DeferredChildren
from hybridlint.engine.guards import EAGER, SYMBOLIC, body_always_exits
from hybridlint.engine.scopes import not_gluon_names
from hybridlint.engine.walk import iter_descendants, parent_map, returns_of
from hybridlint.rule import Invalid, Rule

_IMPORTS = "from mxnet.gluon import HybridBlock, nn\n\n\n"


def _net(init: str, signature: str, body: str, extra: str = "") -> str:
    """An example module: ``class Net(HybridBlock)`` whose ``__init__`` runs ``init`` inside
    ``name_scope()`` and whose ``hybrid_forward(self, F, <signature>)`` is ``body`` (one
    statement a line, unindented)."""
    init_lines = "".join(f"            {line}\n" for line in init.splitlines())
    body_lines = "".join(f"        {line}\n" for line in body.splitlines())
    return (f"{_IMPORTS}{extra}class Net(HybridBlock):\n    def __init__(self):\n"
            f"        super().__init__()\n        self.flag = False\n        with self.name_scope():\n"
            f"{init_lines}\n    def hybrid_forward(self, F, {signature}):\n{body_lines}")


# the statements that run before a ``return`` nested in them, whole: a loop's earlier iterations,
# a ``try`` body an exception left part-way, a ``match`` subject and earlier cases
_WHOLE = (cst.For, cst.While, cst.Try, cst.TryStar, cst.Match)
# functions and the like a read inside which may run at any time
_NESTED = (cst.FunctionDef, cst.ClassDef, cst.Lambda)
_BUILTINS_READING_LOCALS = frozenset({"locals", "vars", "eval", "exec"})


def _passed_through(stmt: cst.CSTNode) -> "list[cst.CSTNode]":
    """What may have run of a statement that a later one follows: an ``if`` without the branches
    that end in ``return``/``raise`` (`if self.margin == 0: return out` is not passed through
    its body), any other statement whole."""
    if not isinstance(stmt, cst.If):
        return [stmt]
    out: list[cst.CSTNode] = [stmt.test]
    if not body_always_exits(stmt.body):
        out.append(stmt.body)
    rest = stmt.orelse
    if isinstance(rest, cst.If):
        out.extend(_passed_through(rest))
    elif rest is not None and not body_always_exits(rest.body):
        out.append(rest.body)
    return out


class UnreadInputDeferredShape(Rule):
    code = "HYB022"
    name = "unread-input-deferred-shape"
    message = (
        "input `{name}` of `hybrid_forward` is {how}, so the traced graph does not read it, and "
        "`self.{attr}` ({why}) leaves a Parameter's shape to be inferred: hybridized as the first "
        "call on freshly initialized parameters, MXNet infers the shapes from the graph given "
        "every input by name and raises \"Deferred initialization failed because shape cannot be "
        "inferred\" (`{name}` not found); read `{name}` in the graph, give the layer the size of "
        "its input, drop the input, or make one eager call (or load the parameters) before "
        "hybridize()"
    )
    severity = "error"
    fix = None
    styles = ("hybrid_forward",)
    rationale = """
    ## What it does
    Finds an input of `hybrid_forward` that the traced graph never reads -- never mentioned,
    rebound on every path before any read (`keys = queries`), or not read on the way to a
    `return` that a python-valued branch takes (`if self.margin == 0: return out` before `label`
    is read) -- in a block with a child whose Parameters wait for deferred initialization: a
    layer built without the size of its input (`nn.Dense(4)` without `in_units`, `nn.Conv2D`
    without `in_channels`, `nn.BatchNorm()`, `nn.LayerNorm()`, `rnn.LSTM` without `input_size`,
    also added to a `HybridSequential` or inside a block class of the same file), which
    `hybrid_forward` calls.

    ## Why is this bad?
    Eagerly every child infers its own shapes from the data it is given, and the unread input
    does not matter. Hybridized, the first call traces the block and infers all deferred shapes
    at once, from the graph, passing the shape of every input of the call under its name
    (`data0`, `data1`...). An input the graph never reads is not a name of the graph, so the
    inference fails and so does the call. Measured in MXNet 1.9.1 with freshly initialized
    parameters, hybridize() then the first call: ValueError "Deferred initialization failed
    because shape cannot be inferred ... argument name data1 not found", whether the deferred
    layer is fed from the rebound input or from another one, for a `Dense`, a `BatchNorm`, a
    `Conv2D` in a `HybridSequential`, with `static_alloc=True` too, and where a python-valued
    branch skips the read (`ArcMarginBlock`-style `if self.margin_a == 0: return ...`). The same
    block runs when one eager call comes first (or the parameters are loaded), when the deferred
    layers are given `in_units`/`in_channels`, or when nothing of the block is deferred (then
    MXNet only warns "The 1-th input to HybridBlock is not used by any computation" and the
    outputs equal the eager ones: not reported).

    What the rule counts as a read: any mention of the input the flow analysis cannot show to be
    rebound first, including `F.zeros_like(x)`, `F.shape_array(x)` (both keep the input in the
    graph: MXNet 1.9.1 runs them), a test `x is None`, passing it on to a child or a helper, a
    read in a nested function or lambda, and `del x`. Not reported: inputs with a default value
    (a caller may leave them out), `*args`/`**kwargs`, the block's Parameters (passed by name),
    inputs the file's own calls hand a python number (MXNet rejects those once hybridized
    whatever the graph reads; another rule says so),
    blocks with a base class from another module (its Parameters and children are not known),
    a deferred child that `hybrid_forward` does not name (`self.feature(x)` calling it), code
    that reads its locals by name (`locals()`), numpy-mode code and MXNet-2 `forward`. A block
    whose parent block reads the input still fails when it is hybridized and called on its own
    first (held-out round 64, mx-rcnn's `RPN`), which is how the rule reads each block -- except
    a block whose `hybrid_forward` returns a dict display on every path: hybridized on its own,
    MXNet 1.9.1 rejects the dict output ("HybridBlock output must be (nested) list of Symbol or
    NDArray") whatever its shapes, so it only ever runs hybridized inside a parent's graph.

    ## Example
    ```python
    def __init__(self):
        super().__init__()
        self.proj_q = nn.Dense(64, flatten=False)
        self.proj_k = nn.Dense(64, flatten=False)

    def hybrid_forward(self, F, queries, keys):
        keys = queries                       # self-attention: `keys` is never read
        return F.batch_dot(self.proj_q(queries), self.proj_k(keys), transpose_b=True)
    ```

    ## Use instead
    Give the layers the size of their input (`nn.Dense(64, flatten=False, in_units=32)`), drop
    the input, or keep it in the graph; a caller can also run one eager call (or load trained
    parameters) before hybridize().

    ## Fix safety
    No automatic fix: which way out is right (a signature change breaks callers, the input size
    is the author's to state) only the author knows.
    """

    VALID = [
        # a child returning a dict of updates: hybridized on its own MXNet 1.9.1 rejects the dict
        # output whatever the shapes, so it runs hybridized only inside its parent's graph, which
        # reads `z` (on (2, 3) and (2, 5): the parent runs eagerly and hybridized, (2, 3) and (2, 5))
        _net("self.upd = Upd()", "m, z", "out = self.upd(m, z)\nreturn m + out['m'], z",
             extra="class Upd(HybridBlock):\n    def __init__(self):\n        super().__init__()\n"
                   "        self.fc = nn.Dense(3)\n\n    def hybrid_forward(self, F, m, z):\n"
                   "        return {'m': self.fc(m)}\n\n\n"),
        # every input read (MXNet 1.9.1: hybridized first call == eager)
        _net("self.fc = nn.Dense(3)", "x, y", "return self.fc(x + y)"),
        # the sizes are given: nothing is deferred, MXNet only warns that `y` is unused and the
        # outputs equal the eager ones
        _net("self.fc = nn.Dense(3, in_units=4)", "x, y", "y = x * 2\nreturn self.fc(y)"),
        # nothing with Parameters: only the warning, equal outputs
        _net("self.act = nn.Activation('relu')", "x, y", "return self.act(x)"),
        # an Embedding never defers its shape
        _net("self.emb = nn.Embedding(10, 3)", "x, y", "return self.emb(x)"),
        # kept in the graph by zeros_like / shape_array (MXNet 1.9.1: runs, equal)
        _net("self.fc = nn.Dense(3)", "x, y", "return F.broadcast_add(self.fc(x), F.sum(F.zeros_like(y)))"),
        _net("self.fc = nn.Dense(3)", "x, y",
             "return F.broadcast_add(self.fc(x), F.sum(F.shape_array(y)).astype('float32') * 0)"),
        # read, then deleted: the graph holds it
        _net("self.fc = nn.Dense(3)", "x, y", "z = x + y\ndel y\nreturn self.fc(z)"),
        # rebound from its own value: the argument is read
        _net("self.fc = nn.Dense(3)", "x, y", "y = F.relu(y)\nreturn self.fc(x + y)"),
        # an optional input: a caller that leaves it out passes no input to miss
        _net("self.fc = nn.Dense(3)", "x, mask=None", "return self.fc(x)"),
        _net("self.fc = nn.Dense(3)", "x, mask=None", "if mask is not None:\n    x = x * mask\nreturn self.fc(x)"),
        # handed on to a child that reads it
        _net("self.fc = nn.Dense(3)\nself.inner = Inner()", "x, y", "return self.fc(self.inner(x, y))",
             extra="class Inner(HybridBlock):\n    def hybrid_forward(self, F, x, y):\n        return x + y\n\n\n"),
        # the branch without the read returns only after reading it (both paths read `y`)
        _net("self.fc = nn.Dense(3)", "x, y", "z = x + y\nif self.flag:\n    return self.fc(z)\nreturn self.fc(z * 2)"),
        # a branch only the eager path takes
        _net("self.fc = nn.Dense(3)", "x, y", "if F is nd:\n    return self.fc(x)\nreturn self.fc(x + y)").replace(
            "from mxnet.gluon", "from mxnet import nd\nfrom mxnet.gluon"),
        # the deferred child is never called by hybrid_forward: its Parameter is not in the graph
        _net("self.fc = nn.Dense(3, in_units=4)\nself.unused = nn.Dense(3)", "x, y", "return self.fc(x)"),
        # *args: not inputs the rule can name
        _net("self.fc = nn.Dense(3)", "x, *args", "return self.fc(x)"),
        # a Parameter of the block is passed by name, not an input (one the graph does not read
        # fails the same way in MXNet 1.9.1, a KeyError on its name: not this rule's message)
        "from mxnet.gluon import HybridBlock, nn\n\n\nclass Net(HybridBlock):\n    def __init__(self):\n"
        "        super().__init__()\n        with self.name_scope():\n            self.fc = nn.Dense(3)\n"
        "            self.w = self.params.get('w', shape=(3,))\n\n"
        "    def hybrid_forward(self, F, x, w):\n        return F.broadcast_add(self.fc(x), w)\n",
        # a base class from another module: its Parameters may be the unread names
        "from mxnet.gluon import nn\nfrom .base import Base\n\n\nclass Net(Base):\n    def __init__(self):\n"
        "        super().__init__()\n        self.fc = nn.Dense(3)\n\n"
        "    def hybrid_forward(self, F, x, weight):\n        return self.fc(x)\n",
        # read by a lambda, whose calls the flow does not follow: counted as a read
        _net("self.fc = nn.Dense(3)", "x, y", "shifted = lambda: x + y\nreturn self.fc(shifted())"),
        # read through locals()
        _net("self.fc = nn.Dense(3)", "x, y", "scope = locals()\nreturn self.fc(scope['x'] + scope['y'])"),
    ]
    INVALID = [
        # never read; the Dense is fed from `x` (MXNet 1.9.1: ValueError on the first hybridized
        # call, equal outputs after one eager call)
        Invalid(_net("self.fc = nn.Dense(3)", "x, y", "return self.fc(x)"),
                line=11, col=36, message="never read"),
        # rebound before any read (held-out f05's self-attention): both inputs reported
        Invalid(_net("self.q = nn.Dense(4, flatten=False)\nself.k = nn.Dense(4, flatten=False)",
                     "queries, keys",
                     "keys = queries\nreturn F.batch_dot(self.q(queries), self.k(keys), transpose_b=True)"),
                line=12, col=42, message="rebound before any read"),
        Invalid(_net("self.fc = nn.Dense(3)", "x, mask", "mask = F.ones_like(x)\nreturn self.fc(x * mask)"),
                line=11, col=36, message="`self.fc` (`nn.Dense` without `in_units`)"),
        # a python-valued branch returns before reading it (held-out f08's ArcMarginBlock)
        Invalid(_net("self.fc = nn.Dense(3)", "x, label",
                     "out = self.fc(x)\nif self.flag:\n    return out + F.one_hot(label, 3)\nreturn out"),
                line=11, col=36, message="not read on the way to `return out`"),
        Invalid(_net("self.fc = nn.Dense(3)", "x, label",
                     "out = self.fc(x)\nif not self.flag:\n    return out\nreturn out + F.one_hot(label, 3)"),
                line=11, col=36, message="not read on the way to `return out`"),
        # a BatchNorm without in_channels is deferred too
        Invalid(_net("self.bn = nn.BatchNorm()", "x, y", "return self.bn(x)"),
                line=11, col=36, message="`nn.BatchNorm` without `in_channels`"),
        # a Conv2D added to a HybridSequential (held-out round 64's RPN: `im_info` unread)
        Invalid(_net("self.body = nn.HybridSequential()\nself.body.add(nn.Conv2D(4, 3), nn.Activation('relu'))",
                     "x, im_info", "return self.body(x)"),
                line=12, col=36, message="`self.body` (`nn.Conv2D` without `in_channels`)"),
        # a block of this file holding a deferred layer that it calls
        Invalid(_net("self.head = Head()", "x, y", "return self.head(x)",
                     extra="class Head(HybridBlock):\n    def __init__(self):\n        super().__init__()\n"
                           "        self.fc = nn.Dense(3)\n\n    def hybrid_forward(self, F, x):\n"
                           "        return self.fc(x)\n\n\n"),
                line=20, col=36, message="`Head` (its `self.fc`"),
    ]

    def __init__(self, ctx) -> None:
        super().__init__(ctx)
        # the file's classes, read once a file (a child may be a block of this file)
        self._finder: "DeferredChildren | None" = None

    def begin_scope(self, scope) -> None:
        hc = scope.cls
        if (scope.style != "hybrid_forward" or hc is None or hc.plain or scope.numpy_mode
                or scope.mx2 or scope.call_site or scope.kinds is None):
            return
        func = scope.func
        inputs = self._inputs(func, hc)
        if not inputs or self._returns_dicts(func):
            return
        used = self._used_deferred(scope, hc)
        if not used:
            return
        if any(type(n) is cst.Call and type(n.func) is cst.Name
               and n.func.value in _BUILTINS_READING_LOCALS for n in iter_descendants(func.body)):
            return
        attr, why = used
        parents = None
        for param in inputs:
            name = param.name.value
            kind = scope.params.get(name)
            if kind is None or not kind.tensorish or name in scope.constant_inputs:
                # a python value handed in (a flag, a list): MXNet 1.9.1 rejects it as an input
                # once hybridized whatever the graph reads, which is not this rule's to say
                continue
            reads = scope.kinds.argument_reads(name, func)
            if reads is None:
                return
            if not reads:
                rebound = any(isinstance(n, cst.Name) and n.value == name for n in iter_descendants(func.body))
                how = "rebound before any read" if rebound else "never read"
            else:
                if parents is None:
                    parents = parent_map(func)
                ret = self._return_skipping(func, {id(n) for n in reads}, parents)
                if ret is None:
                    continue
                how = f"not read on the way to `{self._shown(ret)}`"
            self.report(param.name, name=name, how=how, attr=attr, why=why)

    @staticmethod
    def _returns_dicts(func: cst.FunctionDef) -> bool:
        """Every ``return`` gives a dict display: such a block is never hybridized on its own
        (MXNet 1.9.1 rejects the dict as a HybridBlock output, "must be (nested) list of Symbol
        or NDArray", whatever its shapes), so it runs hybridized only inside a parent's graph,
        whose inputs are the parent's."""
        returns = list(returns_of(func.body))
        return bool(returns) and all(type(r.value) is cst.Dict for r in returns)

    def _inputs(self, func: cst.FunctionDef, hc) -> "list[cst.Param]":
        """The positional parameters after ``self, F`` that every call must pass, less the
        block's Parameters (Gluon passes those by name)."""
        params = [*func.params.posonly_params, *func.params.params]
        if len(params) < 2:
            return []
        lineage = hc.lineage()
        local = {c.name for c in lineage}
        for c in lineage:
            # a base from another module may declare Parameters under any of these names
            if any(b.rsplit(".", 1)[-1] not in ("HybridBlock", "Block") and b.rsplit(".", 1)[-1] not in local
                   for b in c.bases):
                return []
        declared = set().union(*(c.param_names for c in lineage))
        return [p for p in params[2:] if p.default is None and p.name.value not in declared]

    def _used_deferred(self, scope, hc) -> "tuple[str, str] | None":
        """(attribute, why) of the first child with a deferred shape that ``hybrid_forward``
        names as ``self.X``."""
        finder = self._finder
        if finder is None:
            finder = self._finder = DeferredChildren(self.ctx.stdlib_statements(),
                                                     not_gluon_names(self.ctx.index))
        deferred: dict[str, str] = {}
        for c in reversed(hc.lineage()):
            deferred.update(finder.deferred(c.ast_methods))
        if not deferred:
            return None
        for n in iter_descendants(scope.func.body):
            if (isinstance(n, cst.Attribute) and isinstance(n.value, cst.Name) and n.value.value == "self"
                    and n.attr.value in deferred):
                return n.attr.value, deferred[n.attr.value]
        return None

    def _shown(self, ret: cst.Return) -> str:
        text = " ".join(self.ctx.code_for(ret).split())
        return text if len(text) <= 50 else text[:46] + " ..."

    def _return_skipping(self, func, reads: set[int], parents) -> "cst.Return | None":
        """A ``return`` that a path reaches without any of ``reads``, through branches on python
        values; None when every ``return`` follows a read."""
        for ret in returns_of(func.body):
            before = self._path_to(ret, func, parents)
            if before is None:
                continue
            if not any(id(n) in reads for node in before for n in (node, *iter_descendants(node))):
                return ret
        return None

    def _path_to(self, ret: cst.Return, func, parents) -> "list[cst.CSTNode] | None":
        """What runs before ``ret`` on every path to it (whole statements where that is not
        known), or None when the path is taken only eagerly or on a tensor's value."""
        before: list[cst.CSTNode] = [ret]
        node = ret
        while node is not func:
            parent = parents.get(id(node))
            if parent is None:
                return None
            if parent is not func and isinstance(parent, _NESTED):
                return None
            if isinstance(parent, (cst.SimpleStatementLine, cst.IndentedBlock, cst.SimpleStatementSuite)):
                for sibling in parent.body:
                    if sibling is node:
                        break
                    before.extend(_passed_through(sibling))
            elif isinstance(parent, cst.If):
                side = self.ctx.guard_of(parent.test)
                taken = node is parent.body
                if side == (EAGER if taken else SYMBOLIC):
                    return None
                if self.ctx.is_tensor(parent.test):
                    return None
                before.append(parent.test)
            elif isinstance(parent, _WHOLE):
                before.append(parent)
            elif isinstance(parent, cst.With):
                before.extend(parent.items)
            node = parent
        return before
