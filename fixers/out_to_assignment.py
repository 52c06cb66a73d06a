"""HYB015 fixer: ``F.op(a, out=t)`` as a statement -> ``t = F.op(a)``, for a fresh, unshared ``t``;
``t = F.op(a, out=t)`` judged alike (the rule leaves a fresh one unreported)."""
from __future__ import annotations

import libcst as cst

from hybridlint.diagnostics import Fix
from hybridlint.engine.walk import iter_descendants

from . import Example, Fixer, Refusal, example_module, make_fix
from ._aliasing import VIEW_METHODS
from ._util import short_code

# F operators that allocate a new array: a name bound to one of them shares its buffer with
# nothing, so rebinding the name instead of writing into the buffer changes no other value
_ALLOCATORS = frozenset({"zeros_like", "ones_like", "zeros", "ones", "empty", "full"})


class OutToAssignment(Fixer):
    code = "HYB015"
    name = "out-to-assignment"
    applicability = "safe"
    description = """
    Rewrites a statement `F.op(a, out=t)` (or `t.op(..., out=t)`) whose result is unused as
    `t = F.op(a)`. Offered only where that provably keeps the eager meaning: `t` is a local name
    bound once in the function, by an allocating F operator (`F.zeros_like`, `F.zeros`,
    `F.ones`, `F.full`, ...), and not mentioned between that binding and the call, so no other
    name, container or view shares its buffer; and the call is not inside a loop (a later
    iteration could read an alias made after it). For the statement, `t` may also be bound by any
    one-output F operator of the op table (`F.FullyConnected`, `F._internal._plus`...): eagerly
    an operator called without `out=` writes a new array (MXNet 1.9.1: none of 36 operators,
    `F.reshape`, `F.identity`, `F.BlockGrad` and same-dtype `F.Cast` among them, shares its
    input's buffer), and between the binding and the call `t` may be read as an operand of
    arithmetic or an argument of such an operator, both of which make new arrays, never an alias
    (a projected LSTM cell's `next_c.clip(..., out=next_c)` after `next_c =
    F._internal._plus(...)` and `F.Activation(next_c)`). Where eager MXNet accepts `out=t`, the
    result has `t`'s shape and dtype (it raises otherwise), so the rebound `t` holds the same
    values. Refused for anything else: an input or Parameter of the block (eagerly the write
    reaches the caller's array, which no graph can do), a view of another array (`t =
    u.reshape(...)`, `u[0]`, `u.detach()`: eagerly the write changes `u` too), a name bound
    elsewhere or read in any other way between (`u = t`, `t.reshape(...)`), or a result that is
    also used. `t = F.op(a, out=t)`
    (the result bound to the name written into) is judged the same way: where `t` is fresh the
    graph rebinds `t` just as eager MXNet does and HYB015 does not report it (`rebinds_fresh`);
    elsewhere the refusal names the alias that makes it differ.
    """
    EXAMPLES = [
        Example(example_module("t = F.zeros_like(x)\nF.broadcast_div(x, F.ones_like(x) * 2, out=t)\nreturn t + x"),
                example_module("t = F.zeros_like(x)\nt = F.broadcast_div(x, F.ones_like(x) * 2)\nreturn t + x"),
                shapes=[[(2, 3)], [(4,)]]),
        Example(example_module("y = F.zeros((2, 3))\nF.relu(x, out=y)\nreturn F.sigmoid(y)"),
                example_module("y = F.zeros((2, 3))\ny = F.relu(x)\nreturn F.sigmoid(y)"),
                shapes=[[(2, 3)]]),
        # the input itself: eagerly the caller's array is overwritten, no graph can do that
        Example(example_module("F.relu(x - 1, out=x)\nreturn x * 2"), None,
                reason="an input or Parameter of the block"),
        # the result is used as well
        Example(example_module("t = F.zeros_like(x)\ny = F.relu(x, out=t)\nreturn y + t"), None,
                reason="result is used"),
        # `t` bound twice: which binding the call sees is left unproven
        Example(example_module("t = F.tanh(x) * 3\nt = F.relu(t)\nt.clip(a_min=0.1, a_max=0.5, out=t)\n"
                               "return t * 2"), None, reason="bound more than once"),
        # a projected LSTM cell's clip: `t` bound by an operator, clipped in place by its method
        Example(example_module("t = F.FullyConnected(x, F.ones_like(x), no_bias=True, num_hidden=3)\n"
                               "t.clip(a_min=-0.5, a_max=0.5, out=t)\nreturn t * 2"),
                example_module("t = F.FullyConnected(x, F.ones_like(x), no_bias=True, num_hidden=3)\n"
                               "t = t.clip(a_min=-0.5, a_max=0.5)\nreturn t * 2"),
                shapes=[[(3, 3)]]),
        # read between by an operator and by arithmetic, both new arrays: no alias of `c`
        Example(example_module("c = F._internal._plus(x, F.ones_like(x))\n"
                               "h = F.sigmoid(F.tanh(c)) - c * 0.5\n"
                               "c.clip(a_min=0.2, a_max=1.2, out=c)\nreturn h + c"),
                example_module("c = F._internal._plus(x, F.ones_like(x))\n"
                               "h = F.sigmoid(F.tanh(c)) - c * 0.5\n"
                               "c = c.clip(a_min=0.2, a_max=1.2)\nreturn h + c"),
                shapes=[[(2, 3)], [(4,)]]),
        Example(example_module("c = F.relu(x)\nF.clip(c, 0.1, 0.4, out=c)\nreturn F.sum(c, axis=-1)"),
                example_module("c = F.relu(x)\nc = F.clip(c, 0.1, 0.4)\nreturn F.sum(c, axis=-1)"),
                shapes=[[(2, 5)], [(3, 2, 4)]]),
        # an alias made between: eagerly `u` is clipped with `t`, in the graph it is not
        Example(example_module("t = F.relu(x)\nu = t\nt.clip(a_min=0.1, a_max=0.5, out=t)\nreturn u + t"),
                None, reason="is read between its binding and the call by `u = t`", shapes=[[(2, 3)]]),
        # a view made between: `v` shares `t`'s buffer eagerly
        Example(example_module("t = F.relu(x)\nv = t.reshape((-1,))\nt.clip(a_min=0.1, a_max=0.5, out=t)\n"
                               "return F.reshape_like(v, t) + t"), None,
                reason="is read between its binding and the call by `t.reshape`", shapes=[[(2, 3)]]),
        # apache/mxnet#17471: a reshape view of the input; eagerly the input is squared too
        Example(example_module("y = x.reshape(-1)\ny = F.square(y, out=y)\nreturn x + y"), None,
                reason="a view of `x`", shapes=[[(3,)]]),
        # a view of a local array: eagerly `u` changes with `v`, in the graph it does not
        Example(example_module("u = F.relu(x)\nv = u.reshape((-1,))\nF.sigmoid(v, out=v)\n"
                               "return u + F.reshape_like(v, u)"), None,
                reason="a view of `u`", shapes=[[(2, 3)]]),
    ]

    @staticmethod
    def propose(ctx, node: cst.Call, out: cst.Arg) -> Fix | Refusal:
        target = out.value
        if not isinstance(target, cst.Name):
            return Refusal(f"`out=` names `{ctx.code_for(target)}`, not a local name the result "
                           "could be assigned to")
        name = target.value
        stmt = ctx.parent(node)
        line = ctx.parent(stmt) if isinstance(stmt, (cst.Expr, cst.Assign)) else None
        rebinds = isinstance(stmt, cst.Assign) and _binds_only(stmt, name)
        if (not isinstance(line, cst.SimpleStatementLine) or len(line.body) != 1
                or (isinstance(stmt, cst.Assign) and not rebinds)):
            return Refusal("the call's result is used too; eagerly it is the same array as "
                           f"`{name}`, in the graph a new one")
        if name in ctx.scope.params:
            return Refusal(f"`{name}` is an input or Parameter of the block: eagerly the write "
                           "reaches the caller's array, which no graph can do")
        if ctx.loop_depth:
            return Refusal("the call is inside a loop, where a later iteration could read an "
                           f"alias of `{name}` made after it")
        return _fresh_binding(ctx, node, line, name, stmt if rebinds else None)


def rebinds_fresh(ctx, node: cst.Call, out: cst.Arg, fix: Fix | None) -> bool:
    """``t = F.op(..., out=t)`` whose ``t`` the fixer proved fresh and unshared (``fix`` is its
    offer): eagerly the write lands in a buffer nothing else reads and ``t`` is rebound to it, in
    the graph ``t`` is rebound to the new result -- the same values (MXNet 1.9.1), no hazard."""
    stmt = ctx.parent(node)
    return (fix is not None and isinstance(out.value, cst.Name) and isinstance(stmt, cst.Assign)
            and stmt.value is node and _binds_only(stmt, out.value.value))


def _binds_only(stmt: cst.Assign, name: str) -> bool:
    """``stmt`` is ``name = <call>``: one target, the name itself."""
    return (len(stmt.targets) == 1 and isinstance(stmt.targets[0].target, cst.Name)
            and stmt.targets[0].target.value == name)


def _one_output_operator(ctx, call: cst.Call) -> bool:
    """``call`` is ``F.op(...)`` of an operator with one output in the op table (the catalogue),
    whose eager result is a new array: ``F.relu``, ``F._internal._plus``,
    ``F.contrib.BilinearResize2D``; not a several-output one (``F.split``), nor ``F.Custom`` (its
    outputs are the python class's)."""
    path = ctx.f_path(call.func)
    if not path:
        return False
    cat = ctx.catalogue
    if len(path) == 1:
        return path[0] in cat.nd and path[0] not in cat.multi_output_ops and path[0] != "Custom"
    return ".".join(path) in cat.single_output_namespaced_ops


def _unmentioned(ctx, name: str, start: int, end: int) -> Refusal | None:
    """A refusal where ``name`` occurs anywhere in ``[start, end)`` of the function."""
    for n in iter_descendants(ctx.scope.func.body):
        if isinstance(n, cst.Name) and n.value == name and start <= ctx.span(n)[0] < end:
            return Refusal(f"`{name}` is used between its binding and the call, so another "
                           "value may share its buffer")
    return None


def _alias_free_reads(ctx, name: str, start: int, end: int) -> Refusal | None:
    """A refusal where ``name`` occurs in ``[start, end)`` other than as an operand of arithmetic
    or an argument of a one-output F operator: each of those reads makes a new array eagerly, so
    no other name, container or view comes to share ``name``'s buffer."""
    for n in iter_descendants(ctx.scope.func.body):
        if not (isinstance(n, cst.Name) and n.value == name and start <= ctx.span(n)[0] < end):
            continue
        parent = ctx.parent(n)
        if isinstance(parent, cst.BinaryOperation):
            continue
        if isinstance(parent, cst.UnaryOperation) and not isinstance(parent.operator, cst.Not):
            continue
        if isinstance(parent, cst.Arg) and parent.value is n and parent.star == "":
            call = ctx.parent(parent)
            if isinstance(call, cst.Call) and _one_output_operator(ctx, call):
                continue
        return Refusal(f"`{name}` is read between its binding and the call by "
                       f"`{short_code(ctx, parent, 50)}`, which may share its buffer")
    return None


def _view_base(ctx, value: cst.BaseExpression) -> str | None:
    """The name whose buffer ``value`` may share eagerly (see ``VIEW_METHODS``) -- ``u.reshape(...)``,
    ``u.detach()``, ``u.astype(..., copy=False)``, ``u[i]`` / ``u[a:b]`` of a tensor name ``u``;
    else None."""
    if isinstance(value, cst.Subscript):
        one = value.slice[0].slice if len(value.slice) == 1 else None
        leading = isinstance(one, cst.Index) or (isinstance(one, cst.Slice) and one.step is None)
        if not leading:
            return None
        base = value.value
    elif isinstance(value, cst.Call) and isinstance(value.func, cst.Attribute):
        method = value.func.attr.value
        no_copy = method == "astype" and any(
            a.keyword is not None and a.keyword.value == "copy" and isinstance(a.value, cst.Name)
            and a.value.value == "False" for a in value.args)
        if method not in VIEW_METHODS and not no_copy:
            return None
        base = value.func.value
    else:
        return None
    if isinstance(base, cst.Name) and (base.value in ctx.scope.params or ctx.is_tensor(base)):
        return base.value
    return None


def _fresh_binding(ctx, call: cst.Call, line: cst.SimpleStatementLine, name: str,
                   own: cst.Assign | None = None) -> Fix | Refusal:
    """The fix when ``name`` is bound once (besides ``own``, the call's own ``name = ...``), by an
    allocating F operator, and not mentioned between that binding and ``line``; else the refusal
    saying which condition fails."""
    call_start = ctx.span(line)[0]
    bindings = []
    for n in iter_descendants(ctx.scope.func.body):
        if isinstance(n, (cst.Global, cst.Nonlocal)) and any(g.name.value == name for g in n.names):
            return Refusal(f"`{name}` is declared global or nonlocal")
        if isinstance(n, cst.Assign) and n is not own:
            if any(isinstance(t.target, cst.Name) and t.target.value == name for t in n.targets):
                bindings.append(n)
    # the binding the call sees in straight-line code; a view there is the decisive hazard, so
    # the refusal names it rather than the count of bindings
    before = [b for b in bindings if ctx.span(b)[1] <= call_start]
    if before:
        bind = max(before, key=lambda b: ctx.span(b)[1])
        base = _view_base(ctx, bind.value)
        if base is not None:
            where = (f"; `{base}` is an input or Parameter of the block, so eagerly the write reaches "
                     "the caller's array" if base in ctx.scope.params else "")
            return Refusal(f"`{name}` is a view of `{base}` (`{ctx.code_for(bind)}`): eagerly the "
                           f"write changes `{base}` too, in the graph only `{name}`{where}")
    if len(bindings) != 1:
        return Refusal(f"`{name}` is bound {'more than once' if bindings else 'elsewhere'}, so "
                       "its buffer may be shared")
    bind = bindings[0]
    path = ctx.f_path(bind.value.func) if isinstance(bind.value, cst.Call) else None
    allocating = bool(path and len(path) == 1 and path[0] in _ALLOCATORS)
    # the statement form only: `t = F.op(a, out=t)` of an operator-bound `t` stays reported
    operator_bound = (own is None and isinstance(bind.value, cst.Call)
                      and _one_output_operator(ctx, bind.value))
    if not (allocating or operator_bound) or len(bind.targets) != 1:
        what = "an F operator (`F.zeros_like`, `F.relu`...)" if own is None else \
            "an allocating F operator (`F.zeros_like`...)"
        return Refusal(f"`{name}` is not bound by {what}, so its buffer may be shared")
    bind_end = ctx.span(bind)[1]
    if bind_end > call_start:
        return Refusal(f"`{name}` is bound after the call")
    between = _alias_free_reads if own is None else _unmentioned
    refusal = between(ctx, name, bind_end, call_start)
    if refusal is not None:
        return refusal
    kept = [a for a in call.args if not (a.keyword is not None and a.keyword.value == "out")]
    if kept:
        kept[-1] = kept[-1].with_changes(comma=cst.MaybeSentinel.DEFAULT)
    text = cst.Module(body=[]).code_for_node(call.with_changes(args=kept))
    # for `t = F.op(a, out=t)` the edit keeps the assignment; the rule takes this offer as the
    # proof that `t` is fresh and leaves the line unreported (`rebinds_fresh`)
    return make_fix(ctx, [(call, text if own is not None else f"{name} = {text}")], "safe",
                    f"assign the result to `{name}` instead of writing into it")
