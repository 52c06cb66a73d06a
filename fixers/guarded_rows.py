"""HYB003 fixer: ``x[rows, :]`` with ``rows`` a python sequence whose entries the file does not
spell out -> the subscript eagerly, a ``slice_axis`` gather per entry when traced."""
from __future__ import annotations

import ast

import libcst as cst

from hybridlint.diagnostics import Fix
from hybridlint.engine.fixed_attributes import module_names, sequence_display
from hybridlint.engine.walk import name_bindings

from . import Example, Fixer, Refusal, example_module, make_fix
from ._util import is_pure, names_in
from .eager_statistic import _nd_name

_ND = "from mxnet import nd\n"


def _rows_module(call: str, body: str, helper: str = "", imports: str = _ND, added: str = "") -> str:
    """A child ``Rows`` whose ``__init__`` stores its ``index`` argument and whose hybrid_forward
    runs ``body``; ``Net`` builds one with ``Rows(<call>)`` (after ``helper``, module code)."""
    return (f"{imports}from mxnet.gluon import HybridBlock\n{added}\n{helper}"
            "class Rows(HybridBlock):\n    def __init__(self, index, **kwargs):\n"
            "        super().__init__(**kwargs)\n        with self.name_scope():\n"
            "            self.index = index\n\n    def hybrid_forward(self, F, x):\n"
            f"        {body}\n\n\nclass Net(HybridBlock):\n    def __init__(self, **kwargs):\n"
            f"        super().__init__(**kwargs)\n        self.rows = Rows({call})\n\n"
            "    def hybrid_forward(self, F, x):\n        return self.rows(x) * 2\n")


_PICK = "def pick(table, keys):\n    return [table[k] for k in keys]\n\n\n"


class GuardedRows(Fixer):
    code = "HYB003"
    name = "guarded-rows"
    applicability = "unsafe"
    needs_f = True
    description = """
    A subscript by a python sequence on one axis, full slices on the others (`x[self.index, :]`,
    `x[:, rows]`), whose entries the file does not spell out: `self.index` stored once in
    `__init__` from an argument every construction of the class in the file gives as a list,
    tuple or comprehension display, `list(...)`/`tuple(...)`/`sorted(...)`/`range(...)`, or a
    call of a module function whose every `return` gives a display; or a local bound once, at the
    function's top level, to such a value (where the sequence is the whole subscript, `x[rows]`,
    a list alone: a tuple there indexes several axes). The subscript is kept where F is the eager namespace
    and traced as `F.concat` of one `F.slice_axis` per entry (`end=(i + 1) or None`, so -1 reads
    the last row), computed when the graph is built: `(x[rows, :] if F is nd else
    F.concat(*[F.slice_axis(x, axis=0, begin=i, end=(i + 1) or None) for i in rows], dim=0))`.
    Eagerly nothing changes. Traced, the gather equals NDArray indexing for integer entries in
    range (python or numpy ints; negative ones count from the end) and raises for anything
    else -- a float, a bool, a nested list, an array, an entry out of range, an empty sequence
    (MXNet 1.9.1 parses `begin=` as an int) -- where the subscript raised before. Unsafe: a
    caller in another file may pass an int, which now raises TypeError when traced as it did
    before, with another message; `from mxnet import nd` is added when the module has no name
    for it. The subscripted value must be free of calls other than F operators, as it is
    written once per entry.
    """
    EXAMPLES = [
        # a child handed rows a module function picks out of a table (a gene-to-pathway pooling)
        Example(_rows_module("pick({'a': 0, 'b': 2, 'c': 1}, ['b', 'a'])", "return F.relu(x)[self.index, :]",
                             _PICK),
                _rows_module("pick({'a': 0, 'b': 2, 'c': 1}, ['b', 'a'])",
                             "return (F.relu(x)[self.index, :] if F is nd else F.concat(*[F.slice_axis(F.relu(x), "
                             "axis=0, begin=i, end=(i + 1) or None) for i in self.index], dim=0))", _PICK),
                shapes=[[(3, 4)], [(4, 2, 3)]]),
        # columns, a comprehension given directly, a negative entry, a value used after the subscript
        Example(_rows_module("[k - 2 for k in range(3)]", "return x[:, self.index].mean(axis=1)"),
                _rows_module("[k - 2 for k in range(3)]",
                             "return (x[:, self.index] if F is nd else F.concat(*[F.slice_axis(x, axis=1, begin=i, "
                             "end=(i + 1) or None) for i in self.index], dim=1)).mean(axis=1)"),
                shapes=[[(2, 3)], [(4, 5, 2)]]),
        # a local sorted from a constructor setting; the module imports mxnet only
        Example(example_module("rows = sorted(self.keep)\ny = F.tanh(x)\nreturn y[rows] + 1", imports="import mxnet as mx\n",
                               init="self.keep = {2, 0}"),
                example_module("rows = sorted(self.keep)\ny = F.tanh(x)\nreturn (y[rows] if F is mx.nd else "
                               "F.concat(*[F.slice_axis(y, axis=0, begin=i, end=(i + 1) or None) for i in rows], "
                               "dim=0)) + 1", imports="import mxnet as mx\n", init="self.keep = {2, 0}"),
                shapes=[[(3, 4)], [(3,)]]),
        # `from mxnet import nd` added; the loop variable's name is taken
        Example(_rows_module("list(range(2))", "i = F.relu(x)\n        return i[self.index]", imports=""),
                _rows_module("list(range(2))", "i = F.relu(x)\n        return (i[self.index] if F is nd else "
                             "F.concat(*[F.slice_axis(i, axis=0, begin=j, end=(j + 1) or None) for j in self.index], "
                             "dim=0))", imports="", added=_ND),
                shapes=[[(3, 4)]]),
        # a construction passes an int (a row, not rows), or a name the file does not show a
        # sequence: refused as before
        Example(_rows_module("1", "return F.relu(x)[self.index, :]"), None, reason="not a python integer",
                shapes=[[(3, 4)]]),
        Example(_rows_module("pick({'a': 0}, ['a'])", "return F.relu(x)[self.index, :]",
                             "def pick(table, keys):\n    if not keys:\n        return None\n"
                             "    return [table[k] for k in keys]\n\n\n"),
                None, reason="not a python integer", shapes=[[(3, 4)]]),
        # the value is a child's output, written once per entry: refused
        Example(example_module("rows = list(self.keep)\nreturn self.fc(x)[rows]",
                               init="self.keep = (1, 0)\nself.fc = nn.Dense(3)", gluon="HybridBlock, nn"),
                None, reason="not a python integer", shapes=[[(3, 4)]]),
    ]

    @staticmethod
    def receivers(node, *rest):
        return (node.value,)

    @staticmethod
    def propose(ctx, node: cst.Subscript) -> Fix | Refusal:
        elems = list(node.slice)
        picked = [k for k, e in enumerate(elems) if not _full(e)]
        if len(picked) != 1 or not isinstance(elems[picked[0]].slice, cst.Index):
            return Refusal("not one sequence index beside full slices")
        k = picked[0]
        index = elems[k].slice.value
        # a tuple as the whole subscript indexes several axes: there a list alone is rows
        if not _sequence(ctx, index, lists_only=len(elems) == 1):
            return Refusal("the index is not shown to be a python sequence")
        if not is_pure(node.value, ctx):
            return Refusal("the subscripted value calls something other than F operators")
        nd, added = _nd_name(ctx)
        if nd is None:
            return Refusal("the module has no name for mxnet.nd, and `nd` names something else")
        f = ctx.scope.f_name
        taken = names_in(node)
        var = next(v for v in ("i", "j", "k", "_i", "_j", "_k", "_row") if v not in taken)
        value = " ".join(ctx.code_for(node.value).split())
        rows = " ".join(ctx.code_for(index).split())
        kept = " ".join(ctx.code_for(node).split())
        text = (f"({kept} if {f} is {nd} else {f}.concat(*[{f}.slice_axis({value}, axis={k}, begin={var}, "
                f"end=({var} + 1) or None) for {var} in {rows}], dim={k}))")
        edits = [(node, text)] + ([added] if added is not None else [])
        return make_fix(ctx, edits, "unsafe", "keep the subscript eagerly and gather the entries with "
                                              f"slice_axis and concat when traced ({f} is not {nd})")


def _full(elem: cst.SubscriptElement) -> bool:
    s = elem.slice
    return isinstance(s, cst.Slice) and s.lower is None and s.upper is None and s.step is None


def _sequence(ctx, index: cst.BaseExpression, lists_only: bool) -> bool:
    """``self.<attr>`` every construction of the class in the file gives a sequence display, or a
    local bound once, at the function's top level, to one."""
    scope = ctx.scope
    if isinstance(index, cst.Attribute) and isinstance(index.value, cst.Name) and index.value.value == "self":
        cls = scope.cls if scope is not None else None
        return cls is not None and ctx.sequence_attribute(cls.name, index.attr.value, lists_only) is not None
    if not isinstance(index, cst.Name) or scope is None or scope.func is None:
        return False
    func = scope.func
    if index.value in {p.name.value for p in _params(func)}:
        return False
    values = name_bindings(func.body, nested=True).get(index.value, [])
    bound = [a for a in _straight_assignments(func.body)
             if len(a.targets) == 1 and isinstance(a.targets[0].target, cst.Name)
             and a.targets[0].target.value == index.value]
    if len(values) != 1 or len(bound) != 1 or values[0] is not bound[0].value:
        return False
    try:
        value = ast.parse(ctx.code_for(bound[0].value).strip(), mode="eval").body
    except SyntaxError:
        return False
    body = ctx.stdlib_statements()
    functions = {s.name: s for s in body if isinstance(s, ast.FunctionDef)}
    return sequence_display(value, functions, module_names(body), lists_only)


def _params(func: cst.FunctionDef) -> list[cst.Param]:
    p = func.params
    star = [p.star_arg] if isinstance(p.star_arg, cst.Param) else []
    kw = [p.star_kwarg] if p.star_kwarg is not None else []
    return [*p.posonly_params, *p.params, *star, *p.kwonly_params, *kw]


def _straight_assignments(body: cst.BaseSuite) -> list[cst.Assign]:
    """The assignments of a function body's top level and of its ``with`` blocks."""
    out, todo = [], list(getattr(body, "body", ()))
    while todo:
        stmt = todo.pop()
        if isinstance(stmt, cst.With):
            todo.extend(getattr(stmt.body, "body", ()))
        elif isinstance(stmt, cst.SimpleStatementLine):
            out.extend(s for s in stmt.body if isinstance(s, cst.Assign))
    return out
