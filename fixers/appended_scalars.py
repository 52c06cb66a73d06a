"""HYB002 fixer: tensors read out with ``.asscalar()`` into a list that ``F.array`` turns back into
a tensor -> the tensors themselves, concatenated."""
from __future__ import annotations

import libcst as cst

from hybridlint.diagnostics import Fix
from hybridlint.engine.walk import iter_descendants

from . import Example, Fixer, Refusal, example_module, make_fix
from ._util import int_literal

_EAGER_ARRAY = frozenset({"mxnet.ndarray.array", "mxnet.nd.array", "mxnet.ndarray.ndarray.array"})
_NOT_APPENDED = "the python number is not appended to a list"


def _dice_loop(read: str) -> str:
    return ("parts = []\n"
            "for s in F.split(x, num_outputs=3, axis=1):\n"
            "    d = F.sum(F.sigmoid(s))\n"
            f"    parts.append({read})\n")


class AppendedScalars(Fixer):
    code = "HYB002"
    name = "appended-scalars"
    applicability = "unsafe"
    needs_f = True
    description = """
    Rewrites a list of python numbers read out of tensors, `parts.append(t.asscalar())` ...
    `F.array(parts)`, as the list of the tensors themselves, `parts.append(t.reshape((1,)))` ...
    `F.stop_gradient(F.concat(*parts, dim=0).astype('float32'))`: the same float32 values in a
    vector of the same length, which a Symbol can build. Both edits are one fix. `.asscalar()`
    only succeeds on one-element arrays, so each reshaped tensor is (1,); `stop_gradient` keeps
    what the numbers were, constants to autograd. Refused unless the list is a local bound once
    to `[]`, every use of it is such an append or the one `F.array`/`nd.array` call (with no other
    argument), and it is known not to be empty there: each append runs unconditionally, at most
    inside `for` loops over non-empty literal sequences, `range` of a positive literal count or
    `F.split` with a literal `num_outputs` (`F.array([])` is an empty vector, an empty concat
    fails).
    """
    EXAMPLES = [
        Example(example_module(_dice_loop("d.asscalar()") + "return F.broadcast_mul(F.relu(x), F.mean(F.array(parts)))"),
                example_module(_dice_loop("d.reshape((1,))")
                               + "return F.broadcast_mul(F.relu(x), F.mean(F.stop_gradient(F.concat(*parts, dim=0).astype('float32'))))"),
                shapes=[[(2, 3, 4)], [(1, 3, 2)]]),
        # a PSENet-style kernel dice over paired lists of splits
        Example(example_module("a = F.split(x, num_outputs=2, axis=1)\nb = F.split(F.tanh(x), num_outputs=2, axis=1)\n"
                               "dices = []\nfor p, q in zip([a[0], a[1]], [b[0], b[1]]):\n"
                               "    inter = F.sum(p * q)\n    dices.append((2. * inter / (F.sum(p * p) + 1.)).asscalar())\n"
                               "loss = 1. - F.mean(F.array(dices))\nreturn F.broadcast_add(F.sum(x, axis=1), loss)"),
                example_module("a = F.split(x, num_outputs=2, axis=1)\nb = F.split(F.tanh(x), num_outputs=2, axis=1)\n"
                               "dices = []\nfor p, q in zip([a[0], a[1]], [b[0], b[1]]):\n"
                               "    inter = F.sum(p * q)\n    dices.append((2. * inter / (F.sum(p * p) + 1.)).reshape((1,)))\n"
                               "loss = 1. - F.mean(F.stop_gradient(F.concat(*dices, dim=0).astype('float32')))\n"
                               "return F.broadcast_add(F.sum(x, axis=1), loss)"),
                shapes=[[(2, 2, 3)], [(3, 2)]]),
        # appends in sequence, no loop; the vector is used whole
        Example(example_module("stats = []\nstats.append(F.max(x).asscalar())\nstats.append(F.min(x).asscalar())\n"
                               "return F.broadcast_add(x, F.reshape(F.array(stats), (1, 2)))"),
                example_module("stats = []\nstats.append(F.max(x).reshape((1,)))\nstats.append(F.min(x).reshape((1,)))\n"
                               "return F.broadcast_add(x, F.reshape(F.stop_gradient(F.concat(*stats, dim=0).astype('float32')), (1, 2)))"),
                shapes=[[(3, 2)], [(1, 2)]]),
        # the eager namespace's array of the list, with a range loop of a literal count
        Example(example_module("vals = []\nfor i in range(2):\n    vals.append(F.mean(x * (i + 1)).asscalar())\n"
                               "return F.broadcast_add(x, nd.array(vals).sum())", imports="from mxnet import nd\n"),
                example_module("vals = []\nfor i in range(2):\n    vals.append(F.mean(x * (i + 1)).reshape((1,)))\n"
                               "return F.broadcast_add(x, F.stop_gradient(F.concat(*vals, dim=0).astype('float32')).sum())",
                               imports="from mxnet import nd\n"),
                shapes=[[(2, 3)], [(4,)]]),
        # refusals: an append under a condition (the list may stay empty)
        Example(example_module("vals = []\nfor s in F.split(x, num_outputs=2, axis=1):\n"
                               "    if x is not None:\n        vals.append(F.mean(s).asscalar())\n"
                               "return x + F.array(vals).sum()"),
                None, reason="an append runs only under a condition"),
        # a loop over a python list of the caller's, which may be empty
        Example(example_module("vals = []\nfor k in self.scales:\n    vals.append(F.mean(x * k).asscalar())\n"
                               "return x + F.array(vals).sum()", init="self.scales = [1.0, 2.0]"),
                None, reason="an append sits in a loop that may run no time"),
        # the list is read as a list too
        Example(example_module("vals = []\nvals.append(F.mean(x).asscalar())\nn = len(vals)\n"
                               "return x * n + F.array(vals).sum()"),
                None, reason="the list is used other than by its appends and one array call"),
        # a python number among the tensors' values
        Example(example_module("vals = [0.5]\nvals.append(F.mean(x).asscalar())\nreturn x + F.array(vals).sum()"),
                None, reason="the list is not bound once to `[]`"),
    ]

    @staticmethod
    def receivers(node: cst.Call):
        return (node.func.value,)

    @staticmethod
    def appended(ctx, node: cst.Call) -> cst.Name | None:
        """The list ``node`` (``t.asscalar()``) is appended to: ``L.append(t.asscalar())``."""
        arg = ctx.parent(node)
        call = ctx.parent(arg) if isinstance(arg, cst.Arg) else None
        if not (isinstance(call, cst.Call) and len(call.args) == 1 and call.args[0].value is node
                and isinstance(call.func, cst.Attribute) and call.func.attr.value == "append"
                and isinstance(call.func.value, cst.Name)):
            return None
        return call.func.value

    @classmethod
    def propose(cls, ctx, node: cst.Call) -> Fix | Refusal:
        if node.args:
            return Refusal("`.asscalar()` is given arguments")
        lst = cls.appended(ctx, node)
        if lst is None:
            return Refusal(_NOT_APPENDED)
        func = ctx.scope.func
        name = lst.value
        binds, appends, arrays, other = [], [], [], 0
        for n in iter_descendants(func.body):
            if not (isinstance(n, cst.Name) and n.value == name):
                continue
            parent = ctx.parent(n)
            if isinstance(parent, cst.AssignTarget):
                binds.append(ctx.parent(parent))
            elif isinstance(parent, cst.Attribute) and parent.value is n and parent.attr.value == "append":
                appends.append(ctx.parent(parent))
            elif isinstance(parent, cst.Arg) and _eager_array(ctx, ctx.parent(parent)):
                arrays.append(ctx.parent(parent))
            else:
                other += 1
        if len(binds) != 1 or not isinstance(binds[0], cst.Assign) or len(binds[0].targets) != 1 \
                or not (isinstance(binds[0].value, cst.List) and not binds[0].value.elements):
            return Refusal("the list is not bound once to `[]`")
        if other or len(arrays) != 1 or len(arrays[0].args) != 1:
            return Refusal("the list is used other than by its appends and one array call")
        edits = []
        for call in appends:
            read = call.args[0].value if len(call.args) == 1 else None
            if not (isinstance(read, cst.Call) and isinstance(read.func, cst.Attribute)
                    and read.func.attr.value == "asscalar" and not read.args):
                return Refusal("something other than a tensor's `.asscalar()` is appended")
            if not ctx.value(read.func.value).proven:
                return Refusal("an appended value is not known to be read from a tensor")
            why = _unconditional(ctx, call, func)
            if why:
                return Refusal(why)
            edits.append((read, f"{ctx.code_for(read.func.value)}.reshape((1,))"))
        f = ctx.scope.f_name
        edits.append((arrays[0], f"{f}.stop_gradient({f}.concat(*{name}, dim=0).astype('float32'))"))
        return make_fix(ctx, edits, "unsafe",
                        f"keep the tensors in `{name}` and concatenate them (F.concat, float32, "
                        "no gradient, as the numbers were)")


def _eager_array(ctx, call) -> bool:
    if not isinstance(call, cst.Call):
        return False
    return ctx.f_path(call.func) == ("array",) or ctx.resolve(call.func) in _EAGER_ARRAY


def _unconditional(ctx, node, func) -> str | None:
    """Why ``node`` may not run (None: it runs at least once whenever the function does)."""
    cur = ctx.parent(node)
    while cur is not None and cur is not func:
        if isinstance(cur, (cst.If, cst.While, cst.Try, cst.With, cst.IfExp, cst.BooleanOperation)):
            return "an append runs only under a condition"
        if isinstance(cur, cst.For) and not _non_empty(ctx, cur.iter):
            return "an append sits in a loop that may run no time"
        if isinstance(cur, (cst.FunctionDef, cst.Lambda, cst.ListComp, cst.GeneratorExp)):
            return "an append is in a nested function or comprehension"
        cur = ctx.parent(cur)
    return None


def _non_empty(ctx, it) -> bool:
    """A literal sequence with an element, ``zip``/``enumerate`` of such, or ``range`` of a
    positive literal count."""
    if isinstance(it, (cst.List, cst.Tuple)):
        return bool(it.elements) and not any(isinstance(e, cst.StarredElement) for e in it.elements)
    if isinstance(it, cst.Call) and ctx.f_path(it.func) in (("split",), ("SliceChannel",)):
        count = next((a.value for a in it.args if a.keyword and a.keyword.value == "num_outputs"), None)
        return (int_literal(count) or 0) > 0
    if not (isinstance(it, cst.Call) and isinstance(it.func, cst.Name) and it.args
            and not any(a.star or a.keyword for a in it.args)):
        return False
    fn, args = it.func.value, [a.value for a in it.args]
    if fn == "zip":
        return all(_non_empty(ctx, a) for a in args)
    if fn == "enumerate":
        return len(args) == 1 and _non_empty(ctx, args[0])
    if fn == "range":
        bounds = [int_literal(a) for a in args]
        if None in bounds or len(bounds) > 2:
            return False
        lo, hi = (0, bounds[0]) if len(bounds) == 1 else bounds
        return hi > lo
    return False
