"""HYB016: a Parameter's own ``mx.init.Constant([...])`` -- MXNet cannot serialize a list value."""
from __future__ import annotations

import ast

import libcst as cst

from hybridlint.engine.index import ast_dotted
from hybridlint.engine.astwalk import walk as ast_walk
from hybridlint.engine.walk import iter_descendants, name_bindings, param_names
from hybridlint.rule import FixerRef, Invalid, Rule

ConstantScalar = FixerRef("hybridlint.fixers.constant_scalar:ConstantScalar")
value_of = FixerRef("hybridlint.fixers.constant_scalar:value_of")
ConstantArray = FixerRef("hybridlint.fixers.constant_tolist:ConstantArray")
tolist_call = FixerRef("hybridlint.fixers.constant_tolist:tolist_call")

_CONSTANTS = frozenset({"mxnet.init.Constant", "mxnet.initializer.Constant"})
_LISTS = (cst.List, cst.Tuple, cst.ListComp)


def _block(members: str, imports: str = "import mxnet as mx\n") -> str:
    body = "".join(f"    {line}\n" if line else "\n" for line in members.splitlines())
    return f"{imports}from mxnet.gluon import HybridBlock\n\n\nclass Net(HybridBlock):\n{body}"


def _get(init: str, shape: str = "(1,)") -> str:
    return _block("def __init__(self, **kwargs):\n    super().__init__(**kwargs)\n"
                  f"    self.scale = self.params.get('scale', shape={shape}, init={init})\n\n"
                  "def hybrid_forward(self, F, x, scale):\n    return F.broadcast_mul(x, scale)\n")


def _bound_value(name: str, method: cst.FunctionDef, module_bindings) -> cst.BaseExpression | None:
    """The one value ``name`` is bound to: in ``method`` (not one of its parameters), else at
    module level when the method does not bind it; None when bound otherwise or more than once."""
    if name in param_names(method.params):
        return None
    local = name_bindings(method.body, nested=True).get(name)
    values = local if local is not None else module_bindings().get(name)
    return values[0] if values and len(values) == 1 else None


def _module_bindings(source: str) -> dict[str, list[cst.BaseExpression | None]]:
    """The values names are bound to at module level, read from the whole source (ctx.module
    holds only the statements hybrid code needs): ``name = value`` gives the value, any other
    binding, or a ``global`` declaration anywhere, None."""
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return {}
    out: dict[str, list[cst.BaseExpression | None]] = {}
    for stmt in tree.body:
        if (isinstance(stmt, ast.Assign) and len(stmt.targets) == 1
                and isinstance(stmt.targets[0], ast.Name)):
            text = ast.get_source_segment(source, stmt.value)
            try:
                value = cst.parse_expression(text) if text is not None else None
            except cst.ParserSyntaxError:
                value = None
            out.setdefault(stmt.targets[0].id, []).append(value)
            continue
        for node in ast_walk(stmt):
            if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
                out.setdefault(node.id, []).append(None)
            elif isinstance(node, (ast.Import, ast.ImportFrom)):
                for a in node.names:
                    out.setdefault((a.asname or a.name).split(".")[0], []).append(None)
            elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                out.setdefault(node.name, []).append(None)
    if "global" in source:
        for node in ast_walk(tree):
            if isinstance(node, ast.Global):
                for name in node.names:
                    out.setdefault(name, []).append(None)
    return out


def _callee(call: cst.Call) -> "str | None":
    func = call.func
    return func.attr.value if isinstance(func, cst.Attribute) else (
        func.value if isinstance(func, cst.Name) else None)


def _listy(value: ast.expr) -> bool:
    """What check_class reports as a list, in the stdlib tree, or more: a list, tuple or list
    comprehension, a call of a name ``list``, a ``.tolist()``."""
    t = type(value)
    if t is ast.List or t is ast.Tuple or t is ast.ListComp:
        return True
    if t is not ast.Call:
        return False
    f = value.func
    return (type(f) is ast.Name and f.id == "list") or (type(f) is ast.Attribute and f.attr == "tolist")


def _owns_initializer(callee: "str | None", keyword: str) -> bool:
    """``keyword`` of a call of ``callee`` (the called name's last part) becomes a Parameter's own
    ``init`` (declared with the variable): ``params.get(init=)``, ``Parameter(init=)``, a layer's
    ``weight_initializer=``; not ``initialize(init=)``, whose initializer fills the arrays and is
    never serialized."""
    return keyword.endswith("_initializer") or (keyword == "init" and callee != "initialize")


class UnserializableInitializer(Rule):
    code = "HYB016"
    name = "unserializable-initializer"
    message = (
        "`{init}` gives a Parameter a list value that MXNet 1.9.1 cannot serialize: hybridize() "
        "(and export) declare the Parameter's variable with its initializer's JSON, and "
        "`Constant.dumps` fails on a list or tuple (AttributeError: 'list' object has no "
        "attribute 'asnumpy'; a layer whose input size is inferred fails so even eagerly); pass "
        "a number or a numpy array{note}"
    )
    severity = "error"
    fix = "safe"
    rationale = """
    ## What it does
    Finds `mx.init.Constant` (also `init.Constant`, `mx.initializer.Constant`) given a python
    list or tuple as the value, where it becomes a Parameter's own initializer inside a
    HybridBlock: `self.params.get(..., init=mx.init.Constant([c]))`, `gluon.Parameter(...,
    init=...)`, a layer's `weight_initializer=` / `bias_initializer=` / any `*_initializer=`.
    `list(...)` counts as a list too, and so does a name bound once to any of these in the
    method (`vals = [0.1, 0.2]` in `__init__`) or, when the method does not bind it, at module
    level.  A value written `<array>.tolist()` counts as a list (`mx.init.Constant(mean.asnumpy().tolist())`,
    as code generators write per-feature statistics): `.tolist()` gives a list for every array
    with a dimension (a 0-d array gives a number, which serializes: the one case reported
    wrongly, and its rewrite changes nothing).

    ## Why is this bad?
    Eagerly the block works: the initializer fills the array with `arr[:] = value`, which
    broadcasts the list. But hybridize() builds the graph from each Parameter's `var()`, and
    MXNet 1.9.1 stores the Parameter's initializer on the variable as JSON:
    `Constant.dumps` turns a value that is not a scalar into a list with `.tolist()` (a numpy
    array) or `.asnumpy().tolist()` (anything else), so a list or tuple raises
    `AttributeError: 'list' object has no attribute 'asnumpy'` at the first hybridized call
    (and at export). A layer whose input size is left to inference (`nn.Dense(4,
    weight_initializer=...)` without `in_units`) builds that variable to infer the shape, so it
    fails even eagerly ("Deferred initialization failed because shape cannot be inferred").
    Measured in MXNet 1.9.1 for `params.get`, `gluon.Parameter` and `nn.Dense(...,
    weight_initializer=)`: lists and tuples fail; a python number, a numpy array and an NDArray
    work; `params.get_constant(name, [..])` and a global `net.initialize(mx.init.Constant([..]))`
    work (neither puts the value in the graph).

    ## Example
    ```python
    def __init__(self, coef=0.5, **kwargs):
        super().__init__(**kwargs)
        self.kl = self.params.get('kl', shape=(1,), init=mx.init.Constant([0.5]))
    ```

    ## Use instead
    ```python
    def __init__(self, coef=0.5, **kwargs):
        super().__init__(**kwargs)
        self.kl = self.params.get('kl', shape=(1,), init=mx.init.Constant(0.5))
    ```

    ## Fix safety
    A one-element list or tuple of a number literal becomes the number (safe: MXNet broadcasts
    both to the same values, checked for float32/float64/float16/int32 Parameters, except the
    rare float16 value the scalar path rounds twice, which is refused). A name that is a
    `float`/`int` parameter of the method becomes the name (unsafe: the annotation is not
    proof). Several elements are refused: a numpy array of them serializes. `a.tolist()` of a
    numpy array (`x.asnumpy()`, `np.array(...)`, `np.asarray(...)`) becomes `a` (safe: MXNet fills
    the Parameter with the same values from the list and from the array, checked for
    float32/float64/float16/int32 Parameters); of anything else it is refused. A value held by
    a name, or built by `list(...)`, is reported and not rewritten: the name's binding may serve
    other uses.
    """

    VALID = [
        # a python number: serializable
        _get("mx.init.Constant(0.5)"),
        # a numpy array: dumps() turns it into a list itself
        _get("mx.init.Constant(np.array([0.5]))").replace("import mxnet as mx\n", "import mxnet as mx\nimport numpy as np\n"),
        # a global initializer is never serialized
        _block("def __init__(self, **kwargs):\n    super().__init__(**kwargs)\n    self.fc = nn.Dense(2, in_units=3)\n"
               "    self.fc.initialize(init=mx.init.Constant([0.5]))\n\n"
               "def hybrid_forward(self, F, x):\n    return self.fc(x)\n",
               imports="import mxnet as mx\nfrom mxnet.gluon import nn\n"),
        # a constant Parameter: its value is not in the graph
        _block("def __init__(self, **kwargs):\n    super().__init__(**kwargs)\n"
               "    self.c = self.params.get_constant('c', [1.0, 2.0, 3.0])\n\n"
               "def hybrid_forward(self, F, x, c):\n    return F.broadcast_mul(x, c)\n"),
        # an NDArray value: dumps() reads it back with asnumpy()
        _get("mx.init.Constant(mx.nd.array([0.5]))"),
        # a scalar by keyword, and other initializers
        _get("mx.init.Constant(value=2.0)"),
        _get("mx.init.Uniform(0.1)", shape="(3,)"),
        # a list given to initialize() positionally: the global initializer
        _block("def __init__(self, **kwargs):\n    super().__init__(**kwargs)\n    self.fc = nn.Dense(2, in_units=3)\n"
               "    self.fc.collect_params().initialize(mx.init.Constant([0.5]))\n\n"
               "def hybrid_forward(self, F, x):\n    return self.fc(x)\n",
               imports="import mxnet as mx\nfrom mxnet.gluon import nn\n"),
        # another library's Constant
        _get("Constant([0.5])").replace("import mxnet as mx\n", "from mylib import Constant\n"),
        # an array's tolist() given to a global initialize(): never serialized
        _block("def __init__(self, **kwargs):\n    super().__init__(**kwargs)\n    self.fc = nn.Dense(2, in_units=3)\n"
               "    self.fc.initialize(init=mx.init.Constant(np.ones(2).tolist()))\n\n"
               "def hybrid_forward(self, F, x):\n    return self.fc(x)\n",
               imports="import mxnet as mx\nimport numpy as np\nfrom mxnet.gluon import nn\n"),
        # tolist() with an argument is not an array's conversion
        _get("mx.init.Constant(stats.tolist(2))").replace("import mxnet as mx\n", "import mxnet as mx\nfrom mylib import stats\n"),
        # a local bound to a numpy array, a number, or bound twice; a parameter of the method
        _get("mx.init.Constant(v)", shape="(2,)").replace(
            "super().__init__(**kwargs)\n", "super().__init__(**kwargs)\n        v = np.array([0.5, 1.5])\n").replace(
            "import mxnet as mx\n", "import mxnet as mx\nimport numpy as np\n"),
        _get("mx.init.Constant(v)").replace("super().__init__(**kwargs)\n", "super().__init__(**kwargs)\n        v = 0.5\n"),
        _get("mx.init.Constant(v)").replace(
            "super().__init__(**kwargs)\n", "super().__init__(**kwargs)\n        v = [0.5]\n        v = 0.5\n"),
        _get("mx.init.Constant(v)").replace("(self, **kwargs)", "(self, v=[0.5], **kwargs)"),
        # a local bound to what a call returns, or only by a loop (the value is not known)
        _get("mx.init.Constant(v)").replace(
            "super().__init__(**kwargs)\n", "super().__init__(**kwargs)\n        v = kwargs.get('v', 0.5)\n"),
        _get("mx.init.Constant(v)").replace(
            "super().__init__(**kwargs)\n", "super().__init__(**kwargs)\n        for v in ([0.5],):\n            pass\n"),
        # another `list`
        _get("mx.init.Constant(list(v))").replace("import mxnet as mx\n", "import mxnet as mx\nfrom mylib import list, v\n"),
    ]
    INVALID = [
        Invalid(_get("mx.init.Constant([0.5])"), line=8, col=64, message="cannot serialize",
                fixed=_get("mx.init.Constant(0.5)")),
        Invalid(_get("mx.init.Constant([1.0, 2.0])", shape="(2,)"), line=8, col=64, message="np.array"),
        # the value by keyword
        Invalid(_get("mx.init.Constant(value=[1.0, 2.0])", shape="(2,)"), line=8, col=64, message="np.array"),
        Invalid(_block("def __init__(self, **kwargs):\n    super().__init__(**kwargs)\n"
                       "    self.fc = nn.Dense(4, bias_initializer=initializer.Constant((0.1,)))\n\n"
                       "def hybrid_forward(self, F, x):\n    return self.fc(x)\n",
                       imports="from mxnet import initializer\nfrom mxnet.gluon import nn\n"),
                line=9, col=48, message="even eagerly",
                fixed=_block("def __init__(self, **kwargs):\n    super().__init__(**kwargs)\n"
                             "    self.fc = nn.Dense(4, bias_initializer=initializer.Constant(0.1))\n\n"
                             "def hybrid_forward(self, F, x):\n    return self.fc(x)\n",
                             imports="from mxnet import initializer\nfrom mxnet.gluon import nn\n")),
        # gluon.Parameter registered by hand; the imported class name
        Invalid(_block("def __init__(self, **kwargs):\n    super().__init__(**kwargs)\n"
                       "    self.scale = gluon.Parameter('scale', shape=(1,), init=Constant([2.0]))\n\n"
                       "def hybrid_forward(self, F, x, scale):\n    return F.broadcast_mul(x, scale)\n",
                       imports="from mxnet import gluon\nfrom mxnet.initializer import Constant\n"),
                line=9, col=64, message="cannot serialize",
                fixed=_block("def __init__(self, **kwargs):\n    super().__init__(**kwargs)\n"
                             "    self.scale = gluon.Parameter('scale', shape=(1,), init=Constant(2.0))\n\n"
                             "def hybrid_forward(self, F, x, scale):\n    return F.broadcast_mul(x, scale)\n",
                             imports="from mxnet import gluon\nfrom mxnet.initializer import Constant\n")),
        # a comprehension: no fix
        Invalid(_get("mx.init.Constant([0.5 for _ in range(3)])", shape="(3,)"), line=8, col=64,
                message="comprehension"),
        # an array's tolist(): a list; the array itself serializes
        Invalid(_get("mx.init.Constant(np.array([0.5, 1.5]).tolist())", shape="(2,)").replace(
            "import mxnet as mx\n", "import mxnet as mx\nimport numpy as np\n"), line=9, col=64,
                message="cannot serialize",
                fixed=_get("mx.init.Constant(np.array([0.5, 1.5]))", shape="(2,)").replace(
                    "import mxnet as mx\n", "import mxnet as mx\nimport numpy as np\n")),
        # tolist() of an attribute: reported, not rewritten
        Invalid(_get("mx.init.Constant(self.mean.tolist())", shape="(2,)").replace(
            "super().__init__(**kwargs)\n", "super().__init__(**kwargs)\n        self.mean = np.array([0.5, 1.5])\n").replace(
            "import mxnet as mx\n", "import mxnet as mx\nimport numpy as np\n"),
                line=10, col=64, message="not known to be a numpy array"),
        # a list bound once to a local of __init__, at module level, built by list() or a
        # local's tolist() (MXNet 1.9.1: eager runs, hybridized AttributeError in Constant.dumps)
        Invalid(_get("mx.init.Constant(vals)", shape="(2,)").replace(
            "super().__init__(**kwargs)\n", "super().__init__(**kwargs)\n        vals = [0.1, 0.2]\n"),
                line=9, col=64, message="held by `vals`"),
        Invalid(_get("mx.init.Constant(SCALE)", shape="(2,)").replace(
            "import mxnet as mx\n", "import mxnet as mx\nSCALE = (0.5, 1.5)\n"), line=9, col=64,
                message="cannot serialize"),
        Invalid(_get("mx.init.Constant(vals)", shape="(3,)").replace(
            "super().__init__(**kwargs)\n", "super().__init__(**kwargs)\n        vals = [0.5 for _ in range(3)]\n"),
                line=9, col=64, message="held by `vals`"),
        Invalid(_get("mx.init.Constant(list(np.array([0.5, 1.5])))", shape="(2,)").replace(
            "import mxnet as mx\n", "import mxnet as mx\nimport numpy as np\n"), line=9, col=64,
                message="builds the list"),
        Invalid(_get("mx.init.Constant(m)", shape="(2,)").replace(
            "super().__init__(**kwargs)\n", "super().__init__(**kwargs)\n        m = np.array([0.5, 1.5]).tolist()\n").replace(
            "import mxnet as mx\n", "import mxnet as mx\nimport numpy as np\n"), line=10, col=64, message="held by `m`"),
        # an attribute of the block: not known to be a number
        Invalid(_get("mx.init.Constant([self.base])").replace(
            "super().__init__(**kwargs)\n", "super().__init__(**kwargs)\n        self.base = 0.5\n"),
                line=9, col=64, message="not known to be a python number"),
    ]

    def check_class(self, hc) -> None:
        if hc.plain:
            return      # a plain object's methods reached from hybrid code: not a block
        if not self._may_name_constant():
            return      # (no call below can resolve to a Constant: the walk would find nothing)
        if hc.ast_methods.keys() == hc.methods.keys() and not any(
                self._may_hold_list(fn) for fn in hc.ast_methods.values()):
            return      # (asked of the stdlib tree: __init__'s body may be left out of the libcst one)
        cache: list[dict] = []

        def module_bindings() -> dict:
            # read once per class, and only for a name's value (rare): not a walk per node
            if not cache:
                cache.append(_module_bindings(self.ctx.source))
            return cache[0]

        for method in hc.methods.values():
            for node in iter_descendants(method):
                if type(node) is not cst.Call:
                    continue
                for arg in node.args:
                    inner = arg.value
                    if (arg.keyword is None or type(inner) is not cst.Call
                            or not _owns_initializer(_callee(node), arg.keyword.value)
                            or self.ctx.resolve(inner.func) not in _CONSTANTS):
                        continue
                    held = value_of(inner)
                    if held is None:
                        continue
                    value = held.value
                    if isinstance(value, cst.Name):
                        value = _bound_value(value.value, method, module_bindings)
                    if isinstance(value, _LISTS) or self._list_call(value, module_bindings):
                        fixer = ConstantScalar
                    elif value is not None and tolist_call(value):
                        fixer = ConstantArray
                    else:
                        continue
                    fix, note = fixer.offer_noted(self.ctx, inner, method)
                    self.report(inner, init=self.ctx.code_for(inner), note=note, fix=fix)

    def _may_name_constant(self) -> bool:
        """Can a call of this file resolve to one of _CONSTANTS?  ``ctx.resolve`` replaces only
        the head of a dotted name by its import, so its answer ends in ``Constant`` only when the
        spelled name does (then the source holds the word) or when the head alone is an import
        bound to it.  A file with neither skips the walk of every method of every block (~1% of
        a corpus run), exactly: nothing else in that walk reports."""
        return "Constant" in self.ctx.source or any(t in _CONSTANTS for t in self.ctx.index.imports.values())

    def _may_hold_list(self, fn: ast.stmt) -> bool:
        """Whether the method ``fn`` (stdlib tree) has a call the walk of check_class could report:
        a Parameter's own initializer that resolves to a Constant and whose value is spelled as a
        list or tuple (or a comprehension, ``list(...)``, ``.tolist()``), or is a name the method
        binds to one of those, or a name it binds no other way (then its module-level value
        counts).  A necessary condition, so a class without such a call needs no walk."""
        params = {p.arg for p in (*fn.args.posonlyargs, *fn.args.args, *fn.args.kwonlyargs,
                                  fn.args.vararg, fn.args.kwarg) if p is not None}
        assigned: "dict[str, list] | None" = None
        for node in ast_walk(fn):
            if type(node) is not ast.Call:
                continue
            f = node.func
            callee = f.attr if type(f) is ast.Attribute else (f.id if type(f) is ast.Name else None)
            for kw in node.keywords:
                inner = kw.value
                if kw.arg is None or type(inner) is not ast.Call or not _owns_initializer(callee, kw.arg):
                    continue
                func = ast_dotted(inner.func)
                if func is None or self.ctx.resolve_dotted(func) not in _CONSTANTS:
                    continue
                held = [a for a in inner.args if type(a) is not ast.Starred][:1]
                held += [k.value for k in inner.keywords if k.arg == "value"]
                for value in held:
                    if type(value) is not ast.Name:
                        if _listy(value):
                            return True
                        continue
                    if value.id in params:
                        continue
                    if assigned is None:
                        assigned = {}
                        for stmt in fn.body:
                            for n in ast_walk(stmt):
                                if type(n) is ast.Assign:
                                    for t in n.targets:
                                        if type(t) is ast.Name:
                                            assigned.setdefault(t.id, []).append(n.value)
                    values = assigned.get(value.id)
                    if values is None or any(_listy(v) for v in values):
                        return True
        return False

    def _list_call(self, value, module_bindings) -> bool:
        """``list(...)`` of the builtin (not a module's own ``list``)."""
        return (type(value) is cst.Call and isinstance(value.func, cst.Name) and value.func.value == "list"
                and self.ctx.resolve(value.func) == "list" and "list" not in module_bindings())
