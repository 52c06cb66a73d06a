"""HYB002 fixer: numbers read with ``int(F.sum(m).asscalar())`` and combined in python
(``min``/``max``/``int``/arithmetic) before they meet tensors -> one-element tensors combined with F
operators, broadcast where they meet the tensors."""
from __future__ import annotations

import libcst as cst

from hybridlint.engine.walk import iter_descendants, name_bindings

from . import Example, Fixer, Refusal, example_module, make_fix
from ._dtypes import function_proof
from .mask_cast import zero_one, zero_one_table
from ._numpy_roundtrip import F32_MAX, F32_TINY, number_values
from ._util import is_pure, last_function_memo, name_nodes, number_literal

_REDUCTIONS = frozenset({"sum", "max", "min", "mean", "prod"})
_ARITH = {cst.Add: "+", cst.Subtract: "-", cst.Multiply: "*", cst.Divide: "/"}
_BROADCAST = {cst.Add: "add", cst.Subtract: "sub", cst.Multiply: "mul", cst.Divide: "div"}
_COMPARE = {cst.LessThan: "lesser", cst.LessThanEqual: "lesser_equal", cst.GreaterThan: "greater",
            cst.GreaterThanEqual: "greater_equal", cst.Equal: "equal", cst.NotEqual: "not_equal"}
# the statements a held number's binding may sit in: it runs once, in order, before its uses
_STRAIGHT = (cst.SimpleStatementLine, cst.IndentedBlock, cst.With)


def _count_module(body: str) -> str:
    return example_module(body, signature="self, F, x, label")


class HeldCounts(Fixer):
    code = "HYB002"
    name = "held-counts"
    applicability = "unsafe"
    needs_f = True
    description = """
    Hard-negative mining reads counts out of the graph and combines them in python before they
    meet tensors: `pos = int(F.sum(p).asscalar())`, `neg = min(int(F.sum(n).asscalar()), int(pos *
    self.ratio))`, then `rank < neg` and `loss / (pos + neg + eps)`. Each read of a whole-tensor
    reduction (`F.sum(t)`, `t.max()`... without an axis: one element, shape (1,)) becomes the
    one-element tensor with its gradient stopped (the python number carried none), `int(...)` of it
    `F.trunc` (int() truncates toward zero, as trunc does), python `min`/`max` of two such values
    `F.minimum`/`F.maximum`, and `+ - * /` among them and with numbers stays (one-element tensors
    and scalars); where such a value meets a tensor in `+ - * /` or one comparison, the operator
    becomes its `F.broadcast_*` form (python broadcast the number; Symbol arithmetic of two
    tensors does not). Offered only when every local in the chain is bound once, by a plain
    assignment outside loops and branches (a `with` block is fine), before its uses, and every use
    is one of those; anywhere else (an `if`, a call, an operator attribute such as `k=`, a return)
    the python number is needed, and the fix is refused. Operators between two tensors want one
    dtype where the python number took the tensor's: each tensor met must provably share the reads'
    dtype, or be proven float32 (`argsort`'s indices), the numbers then cast to float32 as the scalar
    operator converted them, or every read count a 0/1 value (a comparison: `F.sum(cls > 0)`,
    `pos.sum()` with `pos = label > 0`) and meet one local `t` (or its sum, reshape...) bound before
    the reads and not named between them and the sinks: each count is then made in `t`'s dtype,
    `F.sum(F.take(F.concat(F.zeros_like(F.sum(t)), F.ones_like(F.sum(t)), dim=0), m))` (mask_cast's
    0/1 table; a focal loss normalised by its positives); else refused. Unsafe: the arithmetic among the numbers is made in the
    reads' dtype (float32 holds every count below 2**24 exactly). Where this rewrite refuses, the
    finding keeps the condition fixer's reason.
    """
    EXAMPLES = [
        # the gluon-ocr balanced loss: counts capped with min, a rank compared with the cap, and
        # the per-sample sums divided by their total
        Example(example_module(
            "pos = F.relu(x)\nneg = F.relu(-x)\npos_count = int(F.sum(pos).asscalar())\n"
            "neg_count = min(int(F.sum(neg).asscalar()), int(pos_count * 3.0))\n"
            "rank = (x * neg).argsort(axis=1, is_ascend=0).argsort(axis=1)\nhard = rank < neg_count\n"
            "return F.sum(x * hard, axis=0, exclude=True) / (pos_count + neg_count + 1e-6)"),
            example_module(
            "pos = F.relu(x)\nneg = F.relu(-x)\npos_count = F.trunc(F.stop_gradient(F.sum(pos)))\n"
            "neg_count = F.minimum(F.trunc(F.stop_gradient(F.sum(neg))), F.trunc(pos_count * 3.0))\n"
            "rank = (x * neg).argsort(axis=1, is_ascend=0).argsort(axis=1)\n"
            "hard = F.broadcast_lesser(rank, F.cast(neg_count, dtype='float32'))\n"
            "return F.broadcast_div(F.sum(x * hard, axis=0, exclude=True), (pos_count + neg_count + 1e-6))"),
            shapes=[[(2, 6)], [(3, 4)], [(1, 5)]]),
        # a count of a comparison with x: in x's dtype, as the tensor it meets (relu(x))
        Example(example_module("k = int(F.sum(x > 0).asscalar())\nreturn F.relu(x) / max(k, 1)"),
                example_module("k = F.trunc(F.stop_gradient(F.sum(x > 0)))\n"
                               "return F.broadcast_div(F.relu(x), F.maximum(k, 1))"),
                shapes=[[(2, 3)], [(4,)]], dtype="float64"),
        # the tensor met is not proven to share the counts' dtype (nor float32): refused
        Example(example_module("k = int(F.sum(F.cast(x > 0, dtype='float16')).asscalar())\n"
                               "return F.relu(x) / max(k, 1)"),
                None, reason="does not only feed an `if` condition"),
        # a count with the python max floor, then a scale of the tensor by it
        Example(example_module("n = max(int(x.sum().asscalar()), 1)\nreturn x * 2 / n"),
                example_module("n = F.maximum(F.trunc(F.stop_gradient(x.sum())), 1)\n"
                               "return F.broadcast_div(x * 2, n)"),
                shapes=[[(2, 3)], [(4,)], [(2, 2, 2)]]),
        # a float read and a count, each meeting the tensor on its own
        Example(example_module("m = float(F.max(F.abs(x)).asscalar())\nk = int(F.sum(F.relu(x)).asscalar())\n"
                               "return F.relu(x) * m - k"),
                example_module("m = F.stop_gradient(F.max(F.abs(x)))\nk = F.trunc(F.stop_gradient(F.sum(F.relu(x))))\n"
                               "return F.broadcast_sub(F.broadcast_mul(F.relu(x), m), k)"),
                shapes=[[(2, 3)], [(5,)]]),
        # a float read floored with python max: F.maximum with the scalar
        Example(example_module("scale = x.max().asscalar()\nreturn x * max(scale, 1.0)"),
                example_module("scale = F.stop_gradient(x.max())\nreturn F.broadcast_mul(x, F.maximum(scale, 1.0))"),
                shapes=[[(2, 3)], [(4,)]]),
        # the count is also an operator attribute: it must stay a python int
        Example(example_module("k = min(int(F.sum(x > 0).asscalar()), 2)\nm = max(k, 1)\n"
                               "return F.topk(x, k=m, ret_typ='value') * k"),
                None, reason="does not only feed an `if` condition"),
        # a count of positives the loss (another input's dtype) is normalised by: counted in the
        # loss's dtype (RetinaNet's focal loss, ALBERT's sentence-order pairs)
        Example(_count_module("cls = F.round(F.abs(label) * 3)\nloss = F.relu(x).reshape((0, -1)).sum(axis=1)\n"
                              "num_pos = max(float((cls > 0).sum().asscalar()), 1.0)\nreturn loss / num_pos"),
                _count_module("cls = F.round(F.abs(label) * 3)\nloss = F.relu(x).reshape((0, -1)).sum(axis=1)\n"
                              "num_pos = F.maximum(F.stop_gradient(F.sum(F.take(F.concat(F.zeros_like(F.sum(loss)), "
                              "F.ones_like(F.sum(loss)), dim=0), (cls > 0)))), 1.0)\nreturn F.broadcast_div(loss, num_pos)"),
                shapes=[[(2, 3, 2), (2, 3)], [(4, 5), (4,)]]),
        Example(_count_module("pos = label > 0\nloss = F.relu(x) * 2\nn = max(pos.sum().asscalar(), 1.0)\n"
                              "return loss.sum() / n"),
                _count_module("pos = label > 0\nloss = F.relu(x) * 2\nn = F.maximum(F.stop_gradient(F.sum(F.take("
                              "F.concat(F.zeros_like(F.sum(loss)), F.ones_like(F.sum(loss)), dim=0), pos))), 1.0)\n"
                              "return F.broadcast_div(loss.sum(), n)"),
                shapes=[[(2, 3), (2,)], [(3,), (5,)]], dtype="float64"),
        # the sum of an input (no 0/1 value) has the input's dtype, not the loss's: refused
        Example(_count_module("n = max(label.sum().asscalar(), 1.0)\nreturn F.relu(x) / n"),
                None, reason="does not only feed an `if` condition", shapes=[[(2, 3), (2,)]]),
        # the loss rebound after the count: the dtype it is counted in would be another value's
        Example(_count_module("pos = label > 0\nloss = F.relu(x)\nn = max(pos.sum().asscalar(), 1.0)\n"
                              "loss = loss * 2\nreturn loss / n"),
                None, reason="does not only feed an `if` condition", shapes=[[(2, 3), (2,)]]),
        # read inside a loop: refused (a binding that may run more than once)
        Example(example_module("t = x\nfor i in range(2):\n    n = int(F.sum(t > 0).asscalar())\n"
                               "    t = t + min(n, 3)\nreturn t"),
                None, reason="does not only feed an `if` condition"),
    ]

    @staticmethod
    def receivers(call: cst.Call):
        return (call.func.value,)

    @classmethod
    def propose(cls, ctx, call: cst.Call) -> "object":
        if _read(ctx, call) is None:
            return Refusal("the value read is not a whole-tensor reduction (one element) "
                           "computed by F operators")
        func = ctx.scope.func
        bindings, numbers, uses = _function_facts(func, ctx)
        top = _top(ctx, call, numbers)
        bind = ctx.parent(top)
        if not (isinstance(bind, cst.Assign) and bind.value is top and len(bind.targets) == 1
                and isinstance(bind.targets[0].target, cst.Name)):
            return Refusal("the number read is not held in a local")
        name = bind.targets[0].target.value
        if len(bindings.get(name, [])) != 1 or not _straight(ctx, bind, func):
            return Refusal(f"`{name}` is bound inside a loop or a branch, or more than once")
        # the locals the read flows into, through min/max/int/arithmetic, each bound once
        held: dict[str, cst.Assign] = {name: bind}
        sinks: list[cst.CSTNode] = []
        changed = True
        while changed:
            changed = False
            sinks = []
            for use in uses:
                if use.value not in held or any(use is s.targets[0].target for s in held.values()):
                    continue
                stmt = held[use.value]
                if ctx.span(use)[0] < ctx.span(stmt)[1]:
                    return Refusal(f"`{use.value}` is read before (or where) it is bound")
                top = _top(ctx, use, numbers)
                parent = ctx.parent(top)
                if isinstance(parent, cst.Assign) and parent.value is top and len(parent.targets) == 1 \
                        and isinstance(parent.targets[0].target, cst.Name):
                    name = parent.targets[0].target.value
                    if name in held:
                        continue
                    if len(bindings.get(name, [])) != 1 or not _straight(ctx, parent, func):
                        return Refusal(f"`{name}` is bound inside a loop or a branch, or more than once")
                    held[name] = parent
                    changed = True
                    break
                sink = _sink(ctx, top, set(held))
                if sink is None:
                    return Refusal(f"`{use.value}` is also used where a python number is needed "
                                   "(not only in min/max/int/arithmetic that meets a tensor)")
                if all(sink is not s for s in sinks):
                    sinks.append(sink)
        if not sinks:
            return Refusal("the numbers never meet a tensor")
        for stmt in held.values():
            for node in (stmt.value, *iter_descendants(stmt.value)):
                t = _read(ctx, node)
                if t is not None and not ctx.value(t).proven:
                    return Refusal(ctx.value(t).why or f"`{ctx.code_for(t)}` is not known to be a tensor")
        names = set(held)
        if any("#" in ctx.code_for(node) for node in (*sinks, *(stmt.value for stmt in held.values()))):
            return Refusal("a comment sits inside the code to rewrite")
        f = ctx.scope.f_name
        # MXNet 1.9.1's operators between two tensors want one dtype, where the python number took
        # the tensor's: the reads must provably have the dtype of each tensor they meet, or that
        # tensor be proven float32 and the numbers cast to it (the scalar operator made the same
        # conversion)
        proof = function_proof(func, f)
        reads = [t for stmt in held.values() for node in (stmt.value, *iter_descendants(stmt.value))
                 if (t := _read(ctx, node)) is not None]
        read_facts = [proof.relatives(t) for t in reads]
        casts: list[bool] = []
        like = None
        for sink in sinks:
            tensor = _tensor_side(ctx, sink, names)
            rel, f32 = proof.relatives(tensor)
            if all(rel & r_rel or (f32 and r_f32) for r_rel, r_f32 in read_facts):
                casts.append(False)
            elif f32:
                casts.append(True)
            else:
                # counts of 0/1 values may be made in the dtype of the one tensor they meet
                like = _counted_like(ctx, func, uses, reads, sinks, names)
                if like is None:
                    return Refusal(f"`{_flat(ctx.code_for(tensor))}` is not proven to have the dtype of the "
                                   "numbers read (an operator between two tensors needs one dtype)")
                casts = [False] * len(sinks)
                break
        escape = _scale_refusal(ctx, [*(stmt.value for stmt in held.values()), *sinks], names)
        if escape is not None:
            return Refusal(escape)
        edits = [(stmt.value, _render(ctx, stmt.value, names, f, like)) for stmt in held.values()]
        edits += [(sink, _render_sink(ctx, sink, names, f, cast, like)) for sink, cast in zip(sinks, casts)]
        listed = ", ".join(f"`{n}`" for n in sorted(held, key=lambda n: ctx.span(held[n])[0]))
        return make_fix(ctx, edits, "unsafe", f"keep {listed} one-element tensors (trunc for int(), "
                                              "minimum/maximum for min/max) and broadcast where they meet tensors")


@last_function_memo
def _scale_refusal(ctx, nodes, names: set[str]) -> str | None:
    """Why python's float64 arithmetic on the held numbers in ``nodes`` may differ from the same
    arithmetic on float32 one-element tensors, else None: a constant factor whose declared value
    float32 cannot hold (0 or inf there), or factors that both enlarge and shrink the held values
    (``n * big`` then ``/ big``: float32 overflows to inf, or underflows to 0, where python's
    float64 comes back; with factors of one direction both sides overflow or underflow alike --
    scalar-local-condition's ``_range_refusal`` tracks the order, a chain's)."""
    grow = shrink = False
    for node in nodes:
        for n in (node, *iter_descendants(node)):
            if not (isinstance(n, cst.BinaryOperation) and type(n.operator) in (cst.Multiply, cst.Divide)):
                continue
            for held_side, other in ((n.left, n.right), (n.right, n.left)):
                if not _holds(ctx, held_side, names) or _holds(ctx, other, names):
                    continue
                values = number_values(ctx, other)
                if values is None or isinstance(n.operator, cst.Divide) and other is n.left:
                    continue    # nothing declares it, or a reciprocal (c / n): no constant factor
                if any(v != 0 and not F32_TINY <= abs(v) <= F32_MAX for v in values):
                    return (f"`{_flat(ctx.code_for(other))}` lies outside float32's range: the tensor's "
                            "arithmetic holds it as 0 or inf")
                factors = [abs(v) if isinstance(n.operator, cst.Multiply) else 1 / abs(v) for v in values if v]
                grow, shrink = grow or max(factors, default=1) > 1, shrink or min(factors, default=1) < 1
    if grow and shrink:
        return ("the held numbers are both enlarged and shrunk by constant factors: python's float64 comes "
                "back where float32 may have overflowed to inf or underflowed to 0")
    return None


def _holds(ctx, node, names: set[str]) -> bool:
    """``node`` computes on a held number: it reads one or names a held local."""
    return any(n.value in names for n in name_nodes(node)) or any(
        _read(ctx, n) is not None for n in (node, *iter_descendants(node)))


def _function_facts(func, ctx) -> tuple[dict, set[str], list[cst.Name]]:
    """(bindings, numbers, variable names in source walk order) of ``func``; numbers are the locals
    bound once to python-number arithmetic of reads, numbers and each other: what a held value
    may be combined with before it meets a tensor."""
    bindings = name_bindings(func.body, nested=True)
    numbers: set[str] = set()
    grew = True
    while grew:
        grew = False
        for name, values in bindings.items():
            if name not in numbers and len(values) == 1 and values[0] is not None \
                    and _number_like(ctx, values[0], numbers):
                numbers.add(name)
                grew = True
    return bindings, numbers, list(name_nodes(func.body))


def _read(ctx, node) -> cst.CSTNode | None:
    """The reduction ``t`` of ``t.asscalar()`` when ``t`` is a whole-tensor reduction by F
    operators (``F.sum(x)``, ``x.max()``: one element, shape (1,)), else None."""
    if not (isinstance(node, cst.Call) and isinstance(node.func, cst.Attribute)
            and node.func.attr.value == "asscalar" and not node.args):
        return None
    t = node.func.value
    if not (isinstance(t, cst.Call) and is_pure(t, ctx)):
        return None
    path = ctx.f_path(t.func)
    if path is not None and len(path) == 1 and path[0] in _REDUCTIONS:
        ok = len(t.args) == 1 and t.args[0].keyword is None and not t.args[0].star
    elif isinstance(t.func, cst.Attribute) and t.func.attr.value in _REDUCTIONS:
        ok = not t.args and ctx.is_tensor(t.func.value, loose=True)
    else:
        ok = False
    return t if ok else None


def _cast(node, names=("int", "float")) -> bool:
    return (isinstance(node, cst.Call) and isinstance(node.func, cst.Name) and node.func.value in names
            and len(node.args) == 1 and node.args[0].keyword is None and not node.args[0].star)


def _minmax(node) -> bool:
    return (isinstance(node, cst.Call) and isinstance(node.func, cst.Name) and node.func.value in ("min", "max")
            and len(node.args) == 2 and all(a.keyword is None and not a.star for a in node.args))


def _number_like(ctx, node, names: set[str]) -> bool:
    """An operand a held value may be combined with in python: a literal, a held local, a read,
    a ``self.`` setting that is no tensor, or such arithmetic/int/float/min/max."""
    if number_literal(node) is not None and not isinstance(number_literal(node), bool):
        return True
    if isinstance(node, cst.Name):
        return node.value in names
    if isinstance(node, cst.Attribute):
        return (isinstance(node.value, cst.Name) and node.value.value == "self"
                and not ctx.is_tensor(node, loose=True))
    if _read(ctx, node) is not None:
        return True
    if isinstance(node, cst.BinaryOperation) and type(node.operator) in _ARITH:
        return _number_like(ctx, node.left, names) and _number_like(ctx, node.right, names)
    if _cast(node) or _minmax(node):
        return all(_number_like(ctx, a.value, names) for a in node.args)
    return False


def _top(ctx, node, names: set[str]):
    """The largest python-number expression around ``node``: up through ``+ - * /`` with number-like
    operands, ``int``/``float`` and two-argument ``min``/``max`` of number-like arguments."""
    cur = node
    while True:
        parent = ctx.parent(cur)
        if isinstance(parent, cst.Arg):
            call = ctx.parent(parent)
            if (_cast(call) or _minmax(call)) and all(
                    a.value is cur or _number_like(ctx, a.value, names) for a in call.args):
                cur = call
                continue
            return cur
        if isinstance(parent, cst.BinaryOperation) and type(parent.operator) in _ARITH:
            other = parent.right if parent.left is cur else parent.left
            if _number_like(ctx, other, names):
                cur = parent
                continue
        return cur


def _sink(ctx, top, names: set[str]):
    """The operation where the number expression ``top`` meets a tensor (``+ - * /`` or one
    comparison, the tensor side free of held names), else None."""
    parent = ctx.parent(top)
    if isinstance(parent, cst.BinaryOperation) and type(parent.operator) in _BROADCAST:
        other = parent.right if parent.left is top else parent.left
    elif isinstance(parent, cst.ComparisonTarget):
        comp = ctx.parent(parent)
        if not (isinstance(comp, cst.Comparison) and len(comp.comparisons) == 1
                and type(parent.operator) in _COMPARE):
            return None
        other, parent = comp.left, comp
    elif isinstance(parent, cst.Comparison) and parent.left is top and len(parent.comparisons) == 1 \
            and type(parent.comparisons[0].operator) in _COMPARE:
        other = parent.comparisons[0].comparator
    else:
        return None
    if not ctx.is_tensor(other, loose=True) or not ctx.value(other).proven \
            or any(n.value in names for n in name_nodes(other)):
        return None
    return parent


def _render(ctx, node, names: set[str], f: str, like: str | None = None) -> str:
    """``node``'s python-number code as one-element tensors; with ``like``, each read (a count of
    a 0/1 value, ``_counted_like``) is counted in ``like``'s dtype."""
    read = _read(ctx, node)
    if read is not None:
        if like is None:
            return f"{f}.stop_gradient({ctx.code_for(read)})"
        return f"{f}.stop_gradient({f}.sum({f}.take({zero_one_table(f, like)}, {_flat(ctx.code_for(_counted(ctx, read)))})))"
    if _cast(node):
        inner = _render(ctx, node.args[0].value, names, f, like)
        return f"{f}.trunc({inner})" if node.func.value == "int" else inner
    if _minmax(node):
        a, b = (_render(ctx, x.value, names, f, like) for x in node.args)
        return f"{f}.{'minimum' if node.func.value == 'min' else 'maximum'}({a}, {b})"
    if isinstance(node, cst.BinaryOperation):
        text = (f"{_render(ctx, node.left, names, f, like)} {_ARITH[type(node.operator)]} "
                f"{_render(ctx, node.right, names, f, like)}")
        return f"({text})" if node.lpar else text
    return _flat(ctx.code_for(node))


def _flat(text: str) -> str:
    """One line of code: backslash continuations and runs of whitespace joined (the callers refuse
    text holding a comment)."""
    return " ".join(text.replace("\\\n", " ").split())


def _sides(sink):
    if isinstance(sink, cst.BinaryOperation):
        return sink.left, sink.right, _BROADCAST[type(sink.operator)]
    return sink.left, sink.comparisons[0].comparator, _COMPARE[type(sink.comparisons[0].operator)]


def _held_side(ctx, side, names: set[str]) -> bool:
    return (any(n.value in names for n in name_nodes(side)) or _read(ctx, side) is not None
            or _cast(side) or _minmax(side))


def _tensor_side(ctx, sink, names: set[str]):
    left, right, _ = _sides(sink)
    return right if _held_side(ctx, left, names) else left


def _render_sink(ctx, sink, names: set[str], f: str, cast: bool, like: str | None = None) -> str:
    left, right, op = _sides(sink)
    texts = []
    for side in (left, right):
        if _held_side(ctx, side, names):
            held = _render(ctx, side, names, f, like)
            texts.append(f"{f}.cast({held}, dtype='float32')" if cast else held)
        else:
            texts.append(_flat(ctx.code_for(side)))
    out = f"{f}.broadcast_{op}({texts[0]}, {texts[1]})"
    return f"({out})" if sink.lpar else out


# methods whose result has the dtype of the tensor they are called on
_SAME_DTYPE = frozenset({"sum", "mean", "max", "min", "prod", "reshape", "expand_dims", "squeeze", "transpose",
                         "flatten", "abs"})


def _counted(ctx, read) -> cst.BaseExpression | None:
    """``m`` of a read ``F.sum(m)`` / ``m.sum()`` when ``m`` holds only 0 and 1, else None: a 0/1
    value (mask_cast), or one comparison (or a local bound only to one) whatever its operands,
    since the read shows it a tensor (``F.sum`` and ``.sum().asscalar()`` take no python or numpy
    value) and a tensor's comparison holds 0 and 1."""
    if ctx.f_path(read.func) == ("sum",):
        m = read.args[0].value
    elif isinstance(read.func, cst.Attribute) and read.func.attr.value == "sum":
        m = read.func.value
    else:
        return None
    if zero_one(ctx, m) or _one_comparison(m):
        return m
    if isinstance(m, cst.Name) and ctx.scope is not None and isinstance(ctx.scope.func, cst.FunctionDef):
        values = name_bindings(ctx.scope.func.body, nested=True).get(m.value)
        if values and all(v is not None and _one_comparison(v) for v in values):
            return m
    return None


def _one_comparison(node) -> bool:
    return isinstance(node, cst.Comparison) and len(node.comparisons) == 1 \
        and type(node.comparisons[0].operator) in _COMPARE


def _root(ctx, node) -> str | None:
    """``t`` of a tensor side ``t``, ``t.sum()``, ``F.sum(t)``, ``t.reshape(...)``... (its dtype),
    ``t`` a proven tensor, else None."""
    while isinstance(node, cst.Call) and not any(a.star for a in node.args):
        path = ctx.f_path(node.func)
        if path is not None:
            positional = [a.value for a in node.args if a.keyword is None]
            if not (len(path) == 1 and path[0] in _SAME_DTYPE and positional):
                return None
            node = positional[0]
        elif isinstance(node.func, cst.Attribute) and node.func.attr.value in _SAME_DTYPE:
            node = node.func.value
        else:
            return None
    if not (isinstance(node, cst.Name) and not node.lpar and ctx.proven_tensor(node)):
        return None
    return node.value


def _counted_like(ctx, func, uses, reads, sinks, names: set[str]) -> str | None:
    """The one local ``t`` every sink's tensor side is (or reduces/reshapes, keeping its dtype),
    where every read counts a 0/1 value (``F.sum(cls > 0)``, ``label.sum()`` with ``label = order
    > 0``): the count made in ``t``'s dtype, ``F.sum(F.take(<0 and 1 of t's dtype>, m))``
    (mask_cast's table), is the number the python code divided ``t`` by, in the dtype the scalar
    operator gave it. ``t`` must be bound before the first read and not named after it but in the
    sinks (so it holds the same tensor at the reads and the sinks, in a loop too), else None.
    ``uses``: the function's variable names (``_function_facts``, made once per function)."""
    if not reads or any(_counted(ctx, t) is None for t in reads):
        return None
    roots = {_root(ctx, _tensor_side(ctx, sink, names)) for sink in sinks}
    if len(roots) != 1 or None in roots:
        return None
    like = roots.pop()
    if like in names:
        return None
    first = min(ctx.span(t)[0] for t in reads)
    inside = [ctx.span(sink) for sink in sinks]
    params = {p.name.value for p in (*func.params.params, *func.params.posonly_params, *func.params.kwonly_params)}
    before = like in params
    for n in uses:
        if n.value != like:
            continue
        start, end = ctx.span(n)
        if end <= first:
            before = True
        elif not any(a <= start and end <= b for a, b in inside):
            return None
    return like if before else None


def _straight(ctx, stmt, func) -> bool:
    """``stmt`` runs once per call: only ``with`` blocks between it and the function body."""
    cur = ctx.parent(stmt)
    while cur is not None and cur is not func:
        if not isinstance(cur, _STRAIGHT):
            return False
        cur = ctx.parent(cur)
    return cur is func
