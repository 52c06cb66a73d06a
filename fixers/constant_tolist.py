"""HYB016 fixer: ``mx.init.Constant(a.tolist())`` -> ``mx.init.Constant(a)`` for a numpy array ``a``."""
from __future__ import annotations

import ast

import libcst as cst

from hybridlint.engine.index import ast_dotted
from hybridlint.engine.walk import iter_descendants, name_bindings, param_names

from hybridlint.diagnostics import Fix

from . import Example, Fixer, Refusal, example_class, make_fix
from .constant_scalar import indirect_refusal, value_of

_ARRAY_MAKERS = frozenset({"numpy.array", "numpy.asarray"})
# numpy functions whose result is a numpy array (or a numpy scalar, which MXNet serializes and
# assigns as it does the python number `.tolist()` gives): proof enough for a name bound to one.
_NUMPY_RESULTS = _ARRAY_MAKERS | frozenset(
    f"numpy.{f}" for f in ("expand_dims", "zeros", "ones", "full", "linspace", "arange", "eye",
                           "concatenate", "stack", "tile", "roll", "reshape", "transpose", "squeeze"))


def tolist_call(value: cst.BaseExpression) -> bool:
    """``value`` is ``<expr>.tolist()``: a python list for any array of one or more dimensions."""
    return (type(value) is cst.Call and not value.args and isinstance(value.func, cst.Attribute)
            and value.func.attr.value == "tolist")


def _numpy_array(ctx, node: cst.BaseExpression, makers: frozenset[str] = _ARRAY_MAKERS) -> bool:
    """``node`` makes a numpy array: ``x.asnumpy()`` (only NDArrays have it), ``np.array(...)``,
    ``np.asarray(...)`` (or any of ``makers``)."""
    if type(node) is not cst.Call:
        return False
    func = node.func
    if isinstance(func, cst.Attribute) and func.attr.value == "asnumpy" and not node.args:
        return True
    return ctx.resolve(func) in makers


def _ast_numpy_call(ctx, node: ast.expr | None) -> bool:
    """The stdlib-tree twin of ``_numpy_array(ctx, node, _NUMPY_RESULTS)``."""
    if not isinstance(node, ast.Call):
        return False
    if isinstance(node.func, ast.Attribute) and node.func.attr == "asnumpy" and not node.args \
            and not node.keywords:
        return True
    dotted = ast_dotted(node.func)
    return dotted is not None and ctx.resolve_dotted(dotted) in _NUMPY_RESULTS


def _stores(func: ast.AST, name: str) -> list[ast.AST]:
    """Every node of ``func`` that binds ``name`` (nested functions included: a proof need not
    tell them apart), and any ``global``/``nonlocal`` of it."""
    out: list[ast.AST] = []
    for node in ast.walk(func):
        if isinstance(node, ast.Name) and node.id == name and not isinstance(node.ctx, ast.Load):
            out.append(node)
        elif isinstance(node, (ast.Global, ast.Nonlocal)) and name in node.names:
            out.append(node)
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) \
                and node is not func and node.name == name:
            out.append(node)
        elif isinstance(node, ast.arg) and node.arg == name:
            out.append(node)
    return out


def _numpy_element(ctx, callee: ast.FunctionDef, elt: ast.expr) -> bool:
    """``elt`` (returned by ``callee``) is a numpy array: made by a numpy call, or a name the
    callee binds once, by ``name = <numpy call>``."""
    if _ast_numpy_call(ctx, elt):
        return True
    if not isinstance(elt, ast.Name):
        return False
    stores = _stores(callee, elt.id)
    if len(stores) != 1:
        return False
    assign = next((n for n in ast.walk(callee) if isinstance(n, ast.Assign)
                   and any(t is stores[0] for t in n.targets)), None)
    return assign is not None and _ast_numpy_call(ctx, assign.value)


def _returns(func: ast.FunctionDef) -> list[ast.Return] | None:
    """The ``return`` statements of ``func`` itself; None for a generator or a nested scope's."""
    out: list[ast.Return] = []
    todo: list[ast.AST] = list(func.body)
    while todo:
        node = todo.pop()
        if isinstance(node, (ast.Yield, ast.YieldFrom)):
            return None
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda)):
            continue
        if isinstance(node, ast.Return):
            out.append(node)
        todo.extend(ast.iter_child_nodes(node))
    return out


def _method_returns_arrays(ctx, method: cst.FunctionDef, callee_name: str, index: int,
                           count: int) -> bool:
    """``self.<callee_name>(...)``, called in ``method``, runs the one method of that name in the
    file (defined once, in ``method``'s class, undecorated, no other class of the file defining
    it, no attribute of that name assigned anywhere), and item ``index`` of every tuple it
    returns (each of ``count`` items, none starred) is a numpy array."""
    owner = next((n for n in iter_descendants(ctx.module) if type(n) is cst.ClassDef
                  and isinstance(n.body, cst.IndentedBlock) and any(m is method for m in n.body.body)), None)
    if owner is None:
        return False
    # the file's stdlib tree, which the pipeline already parsed (empty where it could not)
    tree = ast.Module(body=ctx.stdlib_statements(), type_ignores=[])
    classes = [n for n in ast.walk(tree) if isinstance(n, ast.ClassDef)]
    if sum(c.name == owner.name.value for c in classes) != 1:
        return False
    defs = [(c, f) for c in classes for f in c.body
            if isinstance(f, (ast.FunctionDef, ast.AsyncFunctionDef)) and f.name == callee_name]
    if len(defs) != 1 or defs[0][0].name != owner.name.value:
        return False
    callee = defs[0][1]
    if not isinstance(callee, ast.FunctionDef) or callee.decorator_list:
        return False
    if any(isinstance(n, ast.Attribute) and n.attr == callee_name and not isinstance(n.ctx, ast.Load)
           for n in ast.walk(tree)):
        return False
    # a class-level `name = ...` after the def would replace the method the call runs
    if any(isinstance(n, ast.Name) and n.id == callee_name and not isinstance(n.ctx, ast.Load)
           for stmt in defs[0][0].body for n in ast.walk(stmt) if stmt is not callee):
        return False
    returns = _returns(callee)
    if not returns:
        return False
    for ret in returns:
        value = ret.value
        if not isinstance(value, ast.Tuple) or len(value.elts) != count \
                or any(isinstance(e, ast.Starred) for e in value.elts):
            return False
        if not _numpy_element(ctx, callee, value.elts[index]):
            return False
    return True


def _top_statement(ctx, node: cst.CSTNode, method: cst.FunctionDef) -> cst.CSTNode | None:
    """The statement of ``method``'s body that holds ``node``."""
    if not isinstance(method.body, cst.IndentedBlock):
        return None
    return next((stmt for stmt in method.body.body
                 if stmt is node or any(n is node for n in iter_descendants(stmt))), None)


def _bound_array(ctx, name: str, call: cst.CSTNode, method: cst.FunctionDef | None) -> bool:
    """The local ``name`` holds a numpy array where ``call`` reads it: ``method`` binds it once,
    in a statement of its own body before the one holding ``call``, to a numpy call's result, or
    as one item of ``a, b = self.<m>(...)`` whose method returns numpy arrays there."""
    if method is None or name in param_names(method.params):
        return False
    bindings = name_bindings(method.body, nested=True).get(name)
    if bindings is None or len(bindings) != 1:
        return False
    use = _top_statement(ctx, call, method)
    if use is None or not isinstance(method.body, cst.IndentedBlock):
        return False
    statements = list(method.body.body)
    for stmt in statements[:statements.index(use)]:
        if type(stmt) is not cst.SimpleStatementLine or len(stmt.body) != 1 \
                or type(stmt.body[0]) is not cst.Assign or len(stmt.body[0].targets) != 1:
            continue
        assign = stmt.body[0]
        target = assign.targets[0].target
        if type(target) is cst.Name and target.value == name:
            return _numpy_array(ctx, assign.value, _NUMPY_RESULTS)
        if type(target) is not cst.Tuple:
            continue
        names = [e.value.value if type(e) is cst.Element and type(e.value) is cst.Name else None
                 for e in target.elements]
        if name not in names:
            continue
        value = assign.value
        params = method.params.params
        if None in names or type(value) is not cst.Call or not params \
                or not isinstance(value.func, cst.Attribute) or type(value.func.value) is not cst.Name \
                or value.func.value.value != params[0].name.value:
            return False
        return _method_returns_arrays(ctx, method, value.func.attr.value, names.index(name), len(names))
    return False


_HEAD = """\
def __init__(self, **kwargs):
    super().__init__(**kwargs)
"""
_IMPORTS = "import mxnet as mx\nimport numpy as np\n"
_FWD = "def hybrid_forward(self, F, x, scale):\n    return F.broadcast_mul(x, scale)\n"


def _example(init: str, forward: str = _FWD, imports: str = _IMPORTS) -> str:
    body = "".join(f"    {line}\n" for line in init.splitlines())
    return example_class(_HEAD + body + "\n" + forward, imports=imports)


_STATS = "mean = mx.nd.array([0.5, -1.0, 2.0])\n"
_SPLIT_INIT = """\
def __init__(self, **kwargs):
    super().__init__(**kwargs)
    lo, hi = self._edges(3)
    self.scale = self.params.get('scale', shape=(3, 1), init=mx.init.Constant({tail}))

"""
_SPLIT_REST = """\
def _edges(self, n):
    b = np.linspace(0.1, 0.4, n)
    hi = np.roll(b, -1)
    return np.expand_dims(b, 1), hi

def hybrid_forward(self, F, x, scale):
    return F.broadcast_mul(x, scale)
"""
_DENSE_FWD = "def hybrid_forward(self, F, x):\n    return self.fc(x)\n"


class ConstantArray(Fixer):
    code = "HYB016"
    name = "constant-initializer-array"
    applicability = "safe"
    description = """
    Drops `.tolist()` from a numpy array given to `mx.init.Constant` as a Parameter's own
    initializer: `init=mx.init.Constant(mean.asnumpy().tolist())` ->
    `init=mx.init.Constant(mean.asnumpy())`, likewise of `np.array(...)` / `np.asarray(...)`.
    MXNet 1.9.1 serializes a numpy array (`Constant.dumps` calls its `.tolist()` itself) but not
    a list, and eagerly fills the array with `arr[:] = value`, which converts a list and the
    numpy array it came from to the same values (measured for float32/float64/float16/int32
    Parameters and float32/float64/int64 arrays of shapes (1,), (3,), (2, 3): 36 cases, 0
    differ). A 0-d array's `.tolist()` is a number, which serializes too: the rewrite changes
    nothing there. Refused when the receiver of `.tolist()` is not shown to be a numpy array
    (a name, an attribute: it could be a list-like without the array's conversion).
    """
    EXAMPLES = [
        # the z-score statistics of a generated network: an NDArray read back with asnumpy()
        Example(_example(_STATS + "self.scale = self.params.get('scale', shape=(3,), "
                         "init=mx.init.Constant(mean.asnumpy().tolist()), differentiable=False)"),
                _example(_STATS + "self.scale = self.params.get('scale', shape=(3,), "
                         "init=mx.init.Constant(mean.asnumpy()), differentiable=False)"),
                shapes=[[(2, 3)], [(4, 3)]]),
        # np.array of a literal, by the value= keyword
        Example(_example("self.scale = self.params.get('scale', shape=(2, 3), "
                         "init=mx.init.Constant(value=np.array([[1, 2, 3], [4, 5, 6]]).tolist()))"),
                _example("self.scale = self.params.get('scale', shape=(2, 3), "
                         "init=mx.init.Constant(value=np.array([[1, 2, 3], [4, 5, 6]])))"),
                shapes=[[(2, 3)]]),
        # a layer's bias_initializer, np.asarray with a dtype
        Example(_example("self.fc = nn.Dense(3, in_units=4, bias_initializer=mx.init.Constant(\n"
                         "    np.asarray([0.1, 0.2, 0.3], dtype='float32').tolist()))", _DENSE_FWD,
                         imports=_IMPORTS + "from mxnet.gluon import nn\n"),
                _example("self.fc = nn.Dense(3, in_units=4, bias_initializer=mx.init.Constant(\n"
                         "    np.asarray([0.1, 0.2, 0.3], dtype='float32')))", _DENSE_FWD,
                         imports=_IMPORTS + "from mxnet.gluon import nn\n"),
                shapes=[[(2, 4)], [(5, 4)]]),
        # a local the constructor binds once to a numpy call (GluonAR's SincConv1D, set 33)
        Example(_example("edges = np.linspace(0.1, 0.4, 3)\n"
                         "self.scale = self.params.get('scale', shape=(3,), init=mx.init.Constant(edges.tolist()))"),
                _example("edges = np.linspace(0.1, 0.4, 3)\n"
                         "self.scale = self.params.get('scale', shape=(3,), init=mx.init.Constant(edges))"),
                shapes=[[(2, 3)], [(4, 3)]]),
        # items of a tuple of numpy arrays a method of the class returns
        Example(example_class(_SPLIT_INIT.format(tail="lo.tolist()") + _SPLIT_REST, imports=_IMPORTS),
                example_class(_SPLIT_INIT.format(tail="lo") + _SPLIT_REST, imports=_IMPORTS),
                shapes=[[(2, 3, 1)], [(4, 3, 1)]]),
        # refusals: the method returns its argument there (anything); another class of the file defines it too
        Example(example_class(_SPLIT_INIT.format(tail="lo.tolist()")
                              + _SPLIT_REST.replace("return np.expand_dims(b, 1), hi", "return n, hi"),
                              imports=_IMPORTS),
                None, reason="not known to be a numpy array"),
        Example(example_class(_SPLIT_INIT.format(tail="lo.tolist()") + _SPLIT_REST, imports=_IMPORTS)
                + "\n\nclass Other(mx.gluon.HybridBlock):\n    def _edges(self, n):\n"
                "        return [0.0] * n, [1.0] * n\n",
                None, reason="not known to be a numpy array"),
        # ... or a class-level assignment replaces the method
        Example(example_class(_SPLIT_INIT.format(tail="lo.tolist()") + _SPLIT_REST
                              + "\n_edges = staticmethod(lambda n: ([[0.1]] * n, None))\n",
                              imports=_IMPORTS),
                None, reason="not known to be a numpy array"),
        # refusals: the receiver is not shown to be a numpy array
        Example(_example("self.stats = np.array([0.5, -1.0, 2.0])\n"
                         "self.scale = self.params.get('scale', shape=(3,), init=mx.init.Constant(self.stats.tolist()))"),
                None, reason="not known to be a numpy array"),
        Example(example_class("def __init__(self, mean=None, **kwargs):\n    super().__init__(**kwargs)\n"
                              "    self.scale = self.params.get('scale', shape=(3,), init=mx.init.Constant(mean.tolist()))\n\n"
                              + _FWD, imports=_IMPORTS),
                None, reason="not known to be a numpy array"),
        # the list held by a local: reported, not rewritten
        Example(_example("m = np.array([0.5, -1.0, 2.0]).tolist()\n"
                         "self.scale = self.params.get('scale', shape=(3,), init=mx.init.Constant(m))"),
                None, reason="held by `m`"),
    ]

    @staticmethod
    def propose(ctx, call: cst.Call, method: cst.FunctionDef | None = None) -> Fix | Refusal:
        arg = value_of(call)
        value = arg.value if arg is not None else None
        indirect = indirect_refusal(ctx, value)
        if indirect is not None:
            return indirect
        if value is None or not tolist_call(value):
            return Refusal("the value is not `<array>.tolist()`")
        array = value.func.value
        if not (_numpy_array(ctx, array)
                or (type(array) is cst.Name and _bound_array(ctx, array.value, call, method))):
            return Refusal(f"`{ctx.code_for(array)}` is not known to be a numpy array (`x.asnumpy()`, "
                           "`np.array(...)`, `np.asarray(...)`, a local bound once to a numpy call "
                           "or to an item of a tuple of them a method of the class returns); pass "
                           "the array itself, which MXNet serializes")
        return make_fix(ctx, [(value, ctx.code_for(array))], "safe",
                        "pass the numpy array itself: MXNet fills the Parameter with the same values "
                        "and can serialize the array")
