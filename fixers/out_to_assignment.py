"""HYB015 fixer: ``F.op(a, out=t)`` as a statement -> ``t = F.op(a)``, for a fresh, unshared ``t``."""
from __future__ import annotations

import libcst as cst

from hybridlint.diagnostics import Fix
from hybridlint.engine.walk import iter_descendants

from . import Example, Fixer, Refusal, example_module, make_fix

# F operators that allocate a new array: a name bound to one of them shares its buffer with
# nothing, so rebinding the name instead of writing into the buffer changes no other value
_ALLOCATORS = frozenset({"zeros_like", "ones_like", "zeros", "ones", "empty", "full"})


class OutToAssignment(Fixer):
    code = "HYB015"
    name = "out-to-assignment"
    applicability = "safe"
    description = """
    Rewrites a statement `F.op(a, out=t)` whose result is unused as `t = F.op(a)`. Offered only
    where that provably keeps the eager meaning: `t` is a local name bound once in the function,
    by an allocating F operator (`F.zeros_like`, `F.zeros`, `F.ones`, `F.full`, ...), and not
    mentioned between that binding and the call, so no other name, container or view shares its
    buffer; and the call is not inside a loop (a later iteration could read an alias made after
    it). Where eager MXNet accepts `out=t`, the result has `t`'s shape and dtype (it raises
    otherwise), so the rebound `t` holds the same values. Refused for anything else: an input or
    Parameter of the block (eagerly the write reaches the caller's array, which no graph can do),
    a name bound elsewhere, or a result that is also used.
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
    ]

    @staticmethod
    def propose(ctx, node: cst.Call, out: cst.Arg) -> Fix | Refusal:
        target = out.value
        if not isinstance(target, cst.Name):
            return Refusal(f"`out=` names `{ctx.code_for(target)}`, not a local name the result "
                           "could be assigned to")
        name = target.value
        stmt = ctx.parent(node)
        line = ctx.parent(stmt) if isinstance(stmt, cst.Expr) else None
        if not isinstance(line, cst.SimpleStatementLine) or len(line.body) != 1:
            return Refusal("the call's result is used too; eagerly it is the same array as "
                           f"`{name}`, in the graph a new one")
        if name in ctx.scope.params:
            return Refusal(f"`{name}` is an input or Parameter of the block: eagerly the write "
                           "reaches the caller's array, which no graph can do")
        if ctx.loop_depth:
            return Refusal("the call is inside a loop, where a later iteration could read an "
                           f"alias of `{name}` made after it")
        return _fresh_binding(ctx, node, line, name)


def _fresh_binding(ctx, call: cst.Call, line: cst.SimpleStatementLine, name: str) -> Fix | Refusal:
    """The fix when ``name`` is bound once, by an allocating F operator, and not mentioned
    between that binding and ``line``; else the refusal saying which condition fails."""
    call_start = ctx.span(line)[0]
    bindings = []
    for n in iter_descendants(ctx.scope.func.body):
        if isinstance(n, (cst.Global, cst.Nonlocal)) and any(g.name.value == name for g in n.names):
            return Refusal(f"`{name}` is declared global or nonlocal")
        if isinstance(n, cst.Assign):
            if any(isinstance(t.target, cst.Name) and t.target.value == name for t in n.targets):
                bindings.append(n)
    if len(bindings) != 1:
        return Refusal(f"`{name}` is bound {'more than once' if bindings else 'elsewhere'}, so "
                       "its buffer may be shared")
    bind = bindings[0]
    path = ctx.f_path(bind.value.func) if isinstance(bind.value, cst.Call) else None
    if not (path and len(path) == 1 and path[0] in _ALLOCATORS) or len(bind.targets) != 1:
        return Refusal(f"`{name}` is not bound by an allocating F operator (`F.zeros_like`...), "
                       "so its buffer may be shared")
    bind_end = ctx.span(bind)[1]
    if bind_end > call_start:
        return Refusal(f"`{name}` is bound after the call")
    for n in iter_descendants(ctx.scope.func.body):
        if isinstance(n, cst.Name) and n.value == name and bind_end <= ctx.span(n)[0] < call_start:
            return Refusal(f"`{name}` is used between its binding and the call, so another "
                           "value may share its buffer")
    kept = [a for a in call.args if not (a.keyword is not None and a.keyword.value == "out")]
    if kept:
        kept[-1] = kept[-1].with_changes(comma=cst.MaybeSentinel.DEFAULT)
    text = cst.Module(body=[]).code_for_node(call.with_changes(args=kept))
    return make_fix(ctx, [(call, f"{name} = {text}")], "safe",
                    f"assign the result to `{name}` instead of writing into it")
