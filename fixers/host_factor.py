"""HYB002 fixer: a number read on the host from a tensor and used as a factor of a tensor ->
the same number as a (1,)-tensor of the graph, met by a broadcasting operator."""
from __future__ import annotations

import libcst as cst

from hybridlint.diagnostics import Fix
from hybridlint.engine.walk import iter_descendants, name_nodes_by_text, parent_map

from . import Example, Fixer, Refusal, example_class, make_fix
from ._shared import NOT_A_FACTOR
from ._numpy_roundtrip import (BROADCAST_OPERATORS, NUMPY_REDUCTIONS, NUMPY_UNARY, asnumpy_of, why_no_f_equivalent, f_text, numpy_function,
                               only_assignment)
from ._util import builtin_call

# whole-array reductions: numpy's number is MXNet's legacy reduction without an axis, a (1,)-tensor
# (numpy's reductions the round trip knows, less the arg- ones, whose index is no factor)
_WHOLE = {k: v for k, v in NUMPY_REDUCTIONS.items() if not k.startswith("arg")}
# math's functions of one number that F has with the same meaning (numpy's F names for them)
_MATH = {k: NUMPY_UNARY[k] for k in ("sqrt", "exp", "log", "log10", "log2", "log1p", "expm1", "sin", "cos", "tan",
                                "tanh", "fabs")}
# the python operators that meet a tensor and a number, as broadcasting operators (not `**`)
_FACTOR_OPS = {k: v for k, v in BROADCAST_OPERATORS.items() if k is not cst.Power}


def _np_module(body: str) -> str:
    members = ("def __init__(self, **kwargs):\n    super().__init__(**kwargs)\n"
               "    self.proj = nn.Dense(3, in_units=4)\n\n"
               "def hybrid_forward(self, F, x):\n" + "".join(f"    {line}\n" for line in body.splitlines()))
    return example_class(members, "import math\n\nimport numpy as np\nfrom mxnet.gluon import nn\n")


class HostFactor(Fixer):
    code = "HYB002"
    name = "host-factor"
    applicability = "unsafe"
    needs_f = True
    description = """
    A number computed on the host from a tensor's `.asnumpy()` and used as a factor of a tensor
    (`out * float(np.sqrt(deg.mean()))` with `deg = np.maximum(adj.sum(axis=1).asnumpy(), 1.0)`)
    -> the same number as a graph value: the numpy array (`deg`, elementwise numpy over
    `.asnumpy()`, bound once, read only inside the factor) becomes its F form, the number the
    whole-array reduction (`.mean()`, `np.sum(a)`, ...: MXNet's legacy reduction without an axis
    gives a (1,)-tensor) put through numpy's elementwise functions or math's (`np.sqrt`,
    `math.log`) and python arithmetic, under `F.stop_gradient` (the host number carried no
    gradient), and the operator that meets the tensor `F.broadcast_mul`/`div`/`add`/`sub` (a
    Symbol's `*` takes equal shapes only). Only `float(...)` of such a number, one operand of `*
    / + -` whose other operand is a proven tensor. Unsafe: equal for float32 tensors (numpy
    computes integer data in float64, and a (1,)-tensor of another float dtype than the other
    operand's is refused by the broadcasting operator).
    """
    EXAMPLES = [
        Example(_np_module("deg = np.maximum(x.sum(axis=1).asnumpy(), 1.0)\n"
                           "return self.proj(x) * float(np.sqrt(deg.mean()))"),
                _np_module("deg = F.maximum(x.sum(axis=1), 1.0)\n"
                           "return F.broadcast_mul(self.proj(x), F.stop_gradient(F.sqrt(F.mean(deg))))"),
                shapes=[[(2, 4)], [(5, 4)]]),
        Example(_np_module("y = self.proj(x)\nreturn y / float(math.log(1 + np.abs(y.asnumpy()).max()))"),
                _np_module("y = self.proj(x)\nreturn F.broadcast_div(y, F.stop_gradient(F.log(1 + F.max(F.abs(y)))))"),
                shapes=[[(2, 4)], [(3, 4)]]),
        # the numpy array is read elsewhere as an array: not a factor alone
        Example(_np_module("deg = np.maximum(x.sum(axis=1).asnumpy(), 1.0)\nprint(deg)\n"
                           "return self.proj(x) * float(deg.mean())"),
                None, reason="read other than in one factor", shapes=[[(2, 4)]]),
        # a median has no legacy operator: refused
        Example(_np_module("return self.proj(x) * float(np.median(x.asnumpy()))"),
                None, reason="not a whole-array reduction", shapes=[[(2, 4)]]),
    ]

    @staticmethod
    def receivers(node: cst.Call):
        return (node.func.value,)

    @staticmethod
    def propose(ctx, node: cst.Call) -> Fix | Refusal:
        f = ctx.scope.f_name
        func = ctx.scope.func
        # (the rule walk's parents stop at the finding: the factor may be on a later line)
        parents = parent_map(func).get
        factor = _enclosing_float(ctx, parents, node)
        edits: list[tuple] = []
        arrays: set[str] = set()
        if factor is None:
            assign = _binding_of(ctx, parents, node)
            if assign is None:
                return Refusal(NOT_A_FACTOR)
            name = assign.targets[0].target.value
            reads = [n for n in name_nodes_by_text(func.body).get(name, ())
                     if not isinstance(parents(id(n)), cst.AssignTarget)]
            outer = {id(_enclosing_float(ctx, parents, r)) for r in reads}
            factor = _enclosing_float(ctx, parents, reads[0]) if reads else None
            if id(None) in outer and len(outer) == 1:
                return Refusal(NOT_A_FACTOR)
            if factor is None or len(outer) != 1 or ctx.span(factor)[0] < ctx.span(assign)[1]:
                return Refusal(f"`{name}` is read other than in one factor of a tensor after it")
            why = why_no_f_equivalent(ctx, assign.value)
            if why:
                return Refusal(f"`{name}` is computed in numpy, and {why}")
            arrays.add(name)
            edits.append((assign.value, f_text(ctx, assign.value, f)))
        number = factor.args[0].value
        why = _scalar(ctx, number, arrays)
        if why:
            return Refusal(why)
        op = parents(id(factor))
        if not (isinstance(op, cst.BinaryOperation) and type(op.operator) in _FACTOR_OPS) or factor.lpar:
            return Refusal("the number is not one operand of `* / + -`")
        other = op.left if op.right is factor else op.right
        if not ctx.proven_tensor(other):
            return Refusal("the number's other operand is not proven a tensor")
        value = f"{f}.stop_gradient({_scalar_text(ctx, number, arrays, f)})"
        tensor = ctx.code_for(other.with_changes(lpar=[], rpar=[]) if getattr(other, "lpar", None) else other)
        left, right = (tensor, value) if op.left is other else (value, tensor)
        edits.append((op, f"{f}.{_FACTOR_OPS[type(op.operator)]}({left}, {right})"))
        return make_fix(ctx, edits, "unsafe", "compute the factor as a graph value (equal for float32 tensors)")


def _enclosing_float(ctx, parents, node):
    """The innermost ``float(...)`` call holding ``node`` within its statement, or None."""
    cur = parents(id(node))
    while cur is not None and not isinstance(cur, (cst.BaseSmallStatement, cst.BaseCompoundStatement)):
        if builtin_call(ctx, cur, "float"):
            return cur
        cur = parents(id(cur))
    return None


def _binding_of(ctx, parents, node):
    """The one ``name = <numpy of node>`` assignment whose value holds ``node``, or None."""
    cur = parents(id(node))
    while cur is not None and not isinstance(cur, cst.Assign):
        if isinstance(cur, (cst.BaseSmallStatement, cst.BaseCompoundStatement, cst.Lambda, cst.ListComp)):
            return None
        cur = parents(id(cur))
    if cur is None or len(cur.targets) != 1 or not isinstance(cur.targets[0].target, cst.Name):
        return None
    return cur if only_assignment(ctx.scope.func, cur.targets[0].target.value) is cur else None


def _array(ctx, node, arrays) -> bool:
    if isinstance(node, cst.Name) and node.value in arrays:
        return True
    return any(asnumpy_of(n) is not None for n in (node, *iter_descendants(node))) and not why_no_f_equivalent(ctx, node)


def _whole(ctx, node):
    """(the array, the F reduction) of a whole-array reduction ``a.mean()`` / ``np.mean(a)``, or None."""
    if not isinstance(node, cst.Call) or any(a.star or a.keyword is not None for a in node.args):
        return None
    name = numpy_function(ctx, node)
    if name is None and isinstance(node.func, cst.Attribute) and not node.args and node.func.attr.value in _WHOLE:
        return node.func.value, _WHOLE[node.func.attr.value]
    if name in _WHOLE and len(node.args) == 1:
        return node.args[0].value, _WHOLE[name]
    return None


def _function(ctx, node):
    """The F name of a numpy or math function of one number, or None."""
    if not isinstance(node, cst.Call) or len(node.args) != 1 or node.args[0].keyword is not None \
            or node.args[0].star:
        return None
    dotted = ctx.resolve(node.func) or ""
    if dotted.startswith("math."):
        return _MATH.get(dotted[len("math."):])
    name = numpy_function(ctx, node)
    return NUMPY_UNARY.get(name) if name is not None else None


def _number(ctx, node) -> bool:
    return isinstance(node, (cst.Integer, cst.Float)) or ctx.resolve(node) in ("math.pi", "math.e", "numpy.pi", "numpy.e")


def _scalar(ctx, node, arrays) -> str:
    """'' when ``node`` is a number computed from a whole-array reduction of an array piece; else why not."""
    whole = _whole(ctx, node)
    if whole is not None:
        return "" if _array(ctx, whole[0], arrays) else f"`{ctx.code_for(whole[0])}` is not an array from `.asnumpy()`"
    if _function(ctx, node) is not None:
        return _scalar(ctx, node.args[0].value, arrays)
    if isinstance(node, cst.UnaryOperation) and isinstance(node.operator, cst.Minus):
        return _scalar(ctx, node.expression, arrays)
    if isinstance(node, cst.BinaryOperation) and type(node.operator) in (*_FACTOR_OPS, cst.Power):
        sides = [s for s in (node.left, node.right) if not _number(ctx, s)]
        if not sides:
            return "the factor reads no tensor"
        return next((w for w in (_scalar(ctx, s, arrays) for s in sides) if w), "")
    return f"`{ctx.code_for(node)}` is not a whole-array reduction or a function of one"


def _scalar_text(ctx, node, arrays, f: str) -> str:
    whole = _whole(ctx, node)
    if whole is not None:
        data = whole[0]
        text = data.value if isinstance(data, cst.Name) and data.value in arrays else f_text(ctx, data, f)
        return f"{f}.{whole[1]}({text})"
    op = _function(ctx, node)
    if op is not None:
        inner = _scalar_text(ctx, node.args[0].value, arrays, f)
        if isinstance(node.args[0].value, cst.BinaryOperation):
            inner = inner[1:-1]     # (its own parentheses: the call's are enough)
        return f"{f}.{op}({inner})"
    if isinstance(node, cst.UnaryOperation):
        return f"-{_scalar_text(ctx, node.expression, arrays, f)}"
    parts = [ctx.code_for(s) if _number(ctx, s) else _scalar_text(ctx, s, arrays, f) for s in (node.left, node.right)]
    sign = {cst.Multiply: "*", cst.Divide: "/", cst.Add: "+", cst.Subtract: "-", cst.Power: "**"}[type(node.operator)]
    return f"({parts[0]} {sign} {parts[1]})"
