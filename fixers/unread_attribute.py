"""HYB001 fixer: a tensor's device or dtype bound to a name nothing reads (``ctx = x.context``
left over from an edit) -> the line removed."""
from __future__ import annotations

import libcst as cst

from hybridlint.diagnostics import Fix

from . import Example, Fixer, Refusal, example_module, make_fix
from ._util import READS_LOCALS, line_end, line_start, name_nodes, reads_frames, short_code

NOT_A_BINDING = "the attribute is not the whole value of a `name = ...` line"

# attributes whose read on an NDArray has no effect and gives a plain python value
_PLAIN = frozenset({"context", "ctx", "dtype"})


class UnreadAttribute(Fixer):
    code = "HYB001"
    name = "unread-attribute"
    applicability = "unsafe"
    description = """
    Removes the line `name = x.context` (also `x.ctx`, `x.dtype`) where `x` is a tensor name and
    `name` occurs nowhere else in the function: on a Symbol the attribute read raises
    AttributeError, and eagerly it only binds a Context or a dtype that nothing reads, so the line
    does nothing wherever the original runs. Refuses when the attribute is not the whole value of
    a one-target `name = ...` line (a chained `x.context.device_type`, a tuple target, a `self.ctx =`
    attribute target), when its receiver is not a plain name (evaluating `self.conv(x).context`
    runs the child), when the name occurs anywhere else in the function (read, rebound, deleted,
    declared global or read by a nested function), when the function names `locals`, `vars`,
    `eval` or `exec`, and when the line holds other statements. A block left empty becomes `pass`.
    Refuses too where the function reads its frame (`sys._getframe`, `inspect.currentframe`,
    `f_locals`: any local read by name) and where the line sits in a `try` body (the read's
    AttributeError on a Symbol may be the handler's very test). Unsafe: a receiver that is not an NDArray after all (a python list), on which the original
    raised eagerly, no longer raises. Refused lines keep the rule's advice alone (a device or
    dtype that is read has uses the other fixers answer for); tests/fixers/test_unread_attribute.py
    holds the refusals.
    """
    EXAMPLES = [
        # a synchronized BatchNorm's inference branch keeps the device read its training branch used
        Example(example_module(
                    "ctx = x.context\nreturn F.BatchNorm(x, gamma, beta, mean, var, use_global_stats=True)",
                    init=("self.gamma = self.params.get('gamma', shape=(3,), init='ones')\n"
                          "self.beta = self.params.get('beta', shape=(3,), init='zeros')\n"
                          "self.mean = self.params.get('mean', shape=(3,), init='zeros')\n"
                          "self.var = self.params.get('var', shape=(3,), init='ones')"),
                    signature="self, F, x, gamma, beta, mean, var"),
                example_module(
                    "return F.BatchNorm(x, gamma, beta, mean, var, use_global_stats=True)",
                    init=("self.gamma = self.params.get('gamma', shape=(3,), init='ones')\n"
                          "self.beta = self.params.get('beta', shape=(3,), init='zeros')\n"
                          "self.mean = self.params.get('mean', shape=(3,), init='zeros')\n"
                          "self.var = self.params.get('var', shape=(3,), init='ones')"),
                    signature="self, F, x, gamma, beta, mean, var"),
                shapes=[[(2, 3, 4, 4)], [(1, 3, 2, 5)]]),
        # a dtype read for a cast that was later written with a fixed dtype
        Example(example_module("dt = x.dtype\ny = F.cast(x > 0, 'float32')\nreturn x * y"),
                example_module("y = F.cast(x > 0, 'float32')\nreturn x * y"),
                shapes=[[(2, 3)], [(4, 1, 2)]]),
        # `.ctx` of an intermediate tensor, between other statements
        Example(example_module("h = F.tanh(x)\ndevice = h.ctx\nreturn F.relu(h) + x"),
                example_module("h = F.tanh(x)\nreturn F.relu(h) + x"),
                shapes=[[(2, 3)], [(5,)]]),
        # the only statement of a branch: the branch keeps a `pass`
        Example(example_module("if self.sync:\n    ctx = x.context\nreturn F.sigmoid(x)",
                               init="self.sync = True"),
                example_module("if self.sync:\n    pass\nreturn F.sigmoid(x)",
                               init="self.sync = True"),
                shapes=[[(2, 3)], [(1, 4, 2)]]),
    ]

    @staticmethod
    def propose(ctx, node: cst.Attribute) -> Fix | Refusal:
        if node.attr.value not in _PLAIN:
            return Refusal(f"only a read of `.{'`, `.'.join(sorted(_PLAIN))}` is dropped")
        func = ctx.scope.func if ctx.scope is not None else None
        if not isinstance(func, cst.FunctionDef):
            return Refusal("the line is not in a function body")
        assign = ctx.parent(node)
        if (not isinstance(assign, cst.Assign) or assign.value is not node or len(assign.targets) != 1
                or not isinstance(assign.targets[0].target, cst.Name)):
            return Refusal(NOT_A_BINDING)
        if not isinstance(node.value, cst.Name):
            return Refusal("its receiver is not a plain name")
        line = ctx.parent(assign)
        if not isinstance(line, cst.SimpleStatementLine) or len(line.body) != 1:
            return Refusal("the line holds other statements")
        target = assign.targets[0].target
        if (frame := reads_frames(func)) is not None:
            return Refusal(f"the function reads `{frame}`, whose frame holds every local by name")
        if _in_guarded_try(ctx, line, func):
            # `try: dt = x.dtype / except AttributeError:` tells a traced Symbol apart on purpose:
            # without the line the handler's branch no longer runs where it did
            return Refusal("the line is in a try body: the AttributeError a Symbol raises there may be caught")
        for n in name_nodes(func):
            if n.value in READS_LOCALS:
                return Refusal(f"the function calls `{n.value}`, which may read any local by name")
            if n.value == target.value and n is not target:
                return Refusal(f"`{n.value}` occurs elsewhere in the function")
        block = ctx.parent(line)
        alone = isinstance(block, cst.IndentedBlock) and len(block.body) == 1
        start, end = ctx.span(line)
        if alone:
            return make_fix(ctx, [((start, end), "pass")], "unsafe",
                            f"replace the `{short_code(ctx, assign, 50)}` line by `pass`: `{target.value}` is never read")
        return make_fix(ctx, [((line_start(ctx.source, start), line_end(ctx.source, end)), "")], "unsafe",
                        f"drop the `{short_code(ctx, assign, 50)}` line: `{target.value}` is never read")


def _in_guarded_try(ctx, line, func) -> bool:
    """``line`` is inside the body of a ``try`` of ``func`` that has handlers (not in a handler,
    an ``else`` or a ``finally``, whose raises no handler of that try sees)."""
    child, node = line, ctx.parent(line)
    while node is not None and node is not func:
        if isinstance(node, (cst.Try, cst.TryStar)) and node.handlers and child is node.body:
            return True
        child, node = node, ctx.parent(node)
    return False
