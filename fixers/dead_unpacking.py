"""HYB013 fixer: a tensor unpacked into names nothing reads (``B, C, H, W = F.shape_array(x)``
left over from a port of ``x.size()``) -> the line removed."""
from __future__ import annotations

import libcst as cst

from hybridlint.diagnostics import Fix

from . import Example, Fixer, Refusal, example_module, make_fix
from ._util import READS_LOCALS, line_end, line_start, name_nodes, short_code

# operators whose output depends on the argument's shape alone: evaluating them has no effect
# (no random state drawn, no block state updated), so not evaluating them changes nothing else
_SHAPE_ONLY = frozenset({"shape_array", "size_array"})


class DeadUnpacking(Fixer):
    code = "HYB013"
    name = "dead-unpacking"
    applicability = "unsafe"
    description = """
    Removes the line `a, b, ... = value` where `value` is one tensor and none of the names it
    binds is read anywhere in the function: on a Symbol the unpacking raises ValueError (a
    one-output Symbol yields itself once), and eagerly it only binds names nothing reads, so
    the line does nothing wherever the original runs. Only a value whose evaluation has no
    other effect is dropped: a tensor name, or `F.shape_array(x)` / `F.size_array(x)` of a
    name (the shape read a port of `x.size()` leaves). Refuses when a name the line binds
    occurs anywhere else in the function (read, rebound, deleted, declared global or read by
    a nested function), when the function names `locals`, `vars`, `eval` or `exec`, when the
    line holds other statements, and for any other value (a child block's or an operator's
    call may draw random numbers or update block state). A block left empty becomes `pass`.
    Unsafe: an input of another rank, on which the original raised eagerly, no longer raises.
    """
    EXAMPLES = [
        # the idiom of a port of torch's `B, C, H, W = x.size()` (an SFNet flow alignment block)
        Example(example_module("B, C, H, W = F.shape_array(x)\ny = F.relu(x)\nreturn y * 2"),
                example_module("y = F.relu(x)\nreturn y * 2"),
                shapes=[[(2, 3, 4, 5)], [(1, 2, 3, 3)]]),
        Example(example_module("_, _, h, w = F.shape_array(x)\nreturn F.sigmoid(x)"),
                example_module("return F.sigmoid(x)"),
                shapes=[[(2, 3, 4, 5)], [(4, 1, 2, 2)]]),
        # rows unpacked from the tensor itself, never read
        Example(example_module("y = F.tanh(x)\nfirst, second = y\nreturn y + x"),
                example_module("y = F.tanh(x)\nreturn y + x"),
                shapes=[[(2, 3)], [(2, 5, 1)]]),
        # the only statement of a branch: the branch keeps a `pass`
        Example(example_module("if self.check:\n    b, c, h, w = F.shape_array(x)\nreturn F.relu(x) - x",
                               init="self.check = True"),
                example_module("if self.check:\n    pass\nreturn F.relu(x) - x",
                               init="self.check = True"),
                shapes=[[(2, 3, 4, 5)], [(1, 1, 2, 2)]]),
        # a name the line binds is read later (after a rebinding, but the rule asks no flow)
        Example(example_module("b, c = F.shape_array(x)\nb = 2\nreturn x * b"), None,
                reason="`b` occurs elsewhere in the function", shapes=[[(2, 3)]]),
        # the value is an operator's output: not known to be free of effects
        Example(example_module("lo, hi = F.relu(x)\nreturn x * 2"), None,
                reason="only a tensor name or F.shape_array/F.size_array of one", shapes=[[(2, 3)]]),
        # another statement shares the line
        Example(example_module("b, c = F.shape_array(x); y = x * 2\nreturn y"), None,
                reason="the line holds other statements", shapes=[[(2, 3)]]),
    ]

    @staticmethod
    def receivers(node: cst.Assign):
        return (node.value,)

    @staticmethod
    def propose(ctx, node: cst.Assign) -> Fix | Refusal:
        func = ctx.scope.func if ctx.scope is not None else None
        if not isinstance(func, cst.FunctionDef):
            return Refusal("the line is not in a function body")
        if len(node.targets) != 1:
            return Refusal("the line binds several targets")
        why = _effect_free(ctx, node.value)
        if why:
            return Refusal(why)
        line = ctx.parent(node)
        if not isinstance(line, cst.SimpleStatementLine) or len(line.body) != 1:
            return Refusal("the line holds other statements")
        target = node.targets[0].target
        bound = {n.value for n in name_nodes(target)}
        inside = {id(n) for n in name_nodes(target)}
        for n in name_nodes(func):
            if n.value in READS_LOCALS:
                return Refusal(f"the function calls `{n.value}`, which may read any local by name")
            if n.value in bound and id(n) not in inside:
                return Refusal(f"`{n.value}` occurs elsewhere in the function")
        block = ctx.parent(line)
        alone = isinstance(block, cst.IndentedBlock) and len(block.body) == 1
        start, end = ctx.span(line)
        if alone:
            return make_fix(ctx, [((start, end), "pass")], "unsafe",
                            f"replace the `{short_code(ctx, node, 50)}` line by `pass`: the names it binds are never read")
        return make_fix(ctx, [((line_start(ctx.source, start), line_end(ctx.source, end)), "")], "unsafe",
                        f"drop the `{short_code(ctx, node, 50)}` line: the names it binds are never read")


def _effect_free(ctx, value: cst.BaseExpression) -> str:
    """Why evaluating ``value`` may do more than produce it ('' when it does nothing else)."""
    if isinstance(value, cst.Name):
        return ""
    if (isinstance(value, cst.Call) and (ctx.op_path(value) or ("",))[-1] in _SHAPE_ONLY
            and len(value.args) == 1 and value.args[0].keyword is None and not value.args[0].star
            and isinstance(value.args[0].value, cst.Name)):
        return ""
    return ("the names are never read, but the line is dropped only for a value whose evaluation "
            "has no other effect: only a tensor name or F.shape_array/F.size_array of one")

