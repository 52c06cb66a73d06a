"""HYB003 fixer: ``x[rows, :]`` with ``rows`` a python sequence whose entries the file does not
spell out -> the subscript eagerly, a ``slice_axis`` gather per entry when traced."""
from __future__ import annotations

import libcst as cst

from hybridlint.diagnostics import Fix

from . import Example, Fixer, Refusal, example_module, make_fix
from ._util import is_pure, names_in, nd_name_or_import

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
    `x[:, self.cols]`), whose entries the file does not spell out: `self.index` stored once in
    `__init__` from an argument every construction of the class in the file gives as a list,
    tuple or comprehension display, `list(...)`/`tuple(...)`/`sorted(...)`/`range(...)`, or a
    call of a module function whose every `return` gives a display (where the sequence is the whole
    subscript, `x[self.index]`, a list alone: a tuple there indexes several axes), and that nothing
    in the file changes in place (no method called on it, no item stored, not handed to a call
    but a builtin that only reads it): a hybridized block keeps the entries it traced. A local
    list is not read. The subscript is kept where F is the eager namespace
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
        # a tuple beside a full slice gathers rows too; the module imports mxnet only
        Example(_rows_module("tuple(sorted({2, 0}))", "return F.tanh(x)[self.index, :] + 1",
                             imports="import mxnet as mx\n"),
                _rows_module("tuple(sorted({2, 0}))", "return (F.tanh(x)[self.index, :] if F is mx.nd else "
                             "F.concat(*[F.slice_axis(F.tanh(x), axis=0, begin=i, end=(i + 1) or None) for i in "
                             "self.index], dim=0)) + 1", imports="import mxnet as mx\n"),
                shapes=[[(3, 4)], [(3, 2, 2)]]),
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
        # the block changes the sequence later: a hybridized block would keep the traced entries
        Example(_rows_module("[0, 1]", "return F.relu(x)[self.index, :]\n\n    def grow(self, k):\n"
                             "        self.index.append(k)"), None, reason="not a python integer", shapes=[[(3, 4)]]),
        # a local list is not read (its entries may come from state the block changes): refused
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
        if "#" in ctx.code_for(node):
            return Refusal("a comment sits inside the subscript")
        if not is_pure(node.value, ctx):
            return Refusal("the subscripted value calls something other than F operators")
        nd, added = nd_name_or_import(ctx)
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
    """``self.<attr>`` every construction of the class in the file gives a sequence display, never
    changed in place (fixed_attributes.py)."""
    scope = ctx.scope
    if isinstance(index, cst.Attribute) and isinstance(index.value, cst.Name) and index.value.value == "self":
        cls = scope.cls if scope is not None else None
        return cls is not None and ctx.sequence_attribute(cls.name, index.attr.value, lists_only) is not None
    return False
