"""HYB007 fixer: ``F.zeros(shape, ctx)`` -> ``F.zeros(shape, ctx=ctx)``."""
from __future__ import annotations

import libcst as cst

from hybridlint.engine.catalogue import CONTEXT_SLOT
from hybridlint.engine.walk import name_bindings

from . import Example, Fixer, Refusal, example_module, make_fix
from ._shapes import declared_children
from .same_context_move import computed_from

_DEVICE_ATTRS = frozenset({"context", "ctx"})


class ContextKeyword(Fixer):
    code = "HYB007"
    name = "context-keyword"
    applicability = "safe"
    description = """
    Passes a context given positionally to a creation operator by keyword:
    `F.zeros(shape, ctx)` -> `F.zeros(shape, ctx=ctx)`, and the positional arguments after it by
    their mx.nd names (`F.ones(shape, ctx, 'float16')` -> `F.ones(shape, ctx=ctx,
    dtype='float16')`). Safe: mx.nd binds the same parameters, and mx.sym, which takes `dtype` in
    that position, accepts `ctx=` (MXNet 1.9.1). `F.arange` / `F.linspace`, whose mx.sym
    functions take no context at all, lose their `ctx=` where it is the device of
    hybrid_forward's first input (`F.arange(0, n, ctx=x.context)` -> `F.arange(0, n)`): safe,
    since MXNet 1.9.1's HybridBlock.forward runs hybrid_forward under `with` that input's context,
    the default device of a creation given none. The same for the device of a tensor computed
    from that input (never rebound) by operators, fluent methods and the gluon layers __init__
    declares, through names each of whose bindings is such a value or one of itself (`out =
    self.conv(x)`; `out = out.transpose(...)`; `tx = F.sigmoid(out)`; `ctx=tx.context`): an eager
    operator, and a layer (Gluon fetches its Parameters on its input's device), puts its result
    on its inputs' device. Refused for any other device (another input's,
    which MXNet lets live elsewhere eagerly; a stored context; a helper's, called from code
    this fixer cannot see) and in a block that overrides `forward`.
    """
    EXAMPLES = [
        # GPT-2's position ids once nd is F: the input's own device is the default one eagerly
        Example(example_module("return F.broadcast_add(x, F.arange(0, 3, ctx=x.context, dtype='float32'))"),
                example_module("return F.broadcast_add(x, F.arange(0, 3, dtype='float32'))"),
                shapes=[[(2, 3)], [(1, 3)]]),
        Example(example_module("return F.broadcast_mul(x, F.linspace(0.0, 1.0, 3, ctx=x.ctx))"),
                example_module("return F.broadcast_mul(x, F.linspace(0.0, 1.0, 3))"),
                shapes=[[(2, 3)]]),
        Example(example_module("return F.broadcast_add(x, F.arange(0, 3, ctx=y.context))", signature="self, F, x, y"),
                None, reason="is not that input", shapes=[[(2, 3), (3,)]]),
        # a tensor computed from the first input by operators, fluent methods and the block's gluon
        # layers lives where the input does (a YOLO head's `F.arange(0, w, ctx=tx.context)`)
        Example(example_module("h = F.sigmoid(x.transpose((1, 0)))\nh = h.reshape((-1,))\n"
                               "return F.broadcast_add(h, F.arange(0, 6, ctx=h.context))"),
                example_module("h = F.sigmoid(x.transpose((1, 0)))\nh = h.reshape((-1,))\n"
                               "return F.broadcast_add(h, F.arange(0, 6))"), shapes=[[(2, 3)], [(3, 2)]]),
        Example(example_module("y = self.fc(x)\nreturn F.broadcast_mul(y, F.linspace(0.0, 1.0, 4, ctx=y.context))",
                               init="self.fc = nn.Dense(4)", imports="from mxnet.gluon import nn\n"),
                example_module("y = self.fc(x)\nreturn F.broadcast_mul(y, F.linspace(0.0, 1.0, 4))",
                               init="self.fc = nn.Dense(4)", imports="from mxnet.gluon import nn\n"),
                shapes=[[(2, 3)], [(5, 7)]]),
        # computed from the second input, or once rebound to it: its device, not the first input's
        Example(example_module("h = F.relu(y)\nreturn F.broadcast_add(x, F.arange(0, 3, ctx=h.context))",
                               signature="self, F, x, y"), None, reason="nor computed from it",
                shapes=[[(2, 3), (3,)]]),
        Example(example_module("h = F.relu(x)\nif F.sum(x).asscalar() > 0:\n    h = y * 2\n"
                               "return F.broadcast_add(x, F.arange(0, 3, ctx=h.context))",
                               signature="self, F, x, y"), None, reason="nor computed from it",
                shapes=[[(2, 3), (3,)]]),
        Example(example_module("h = F.relu(x)\nh = h.as_in_context(mx.cpu())\n"
                               "return F.broadcast_add(x, F.arange(0, 3, ctx=h.context))", imports="import mxnet as mx\n"),
                None, reason="nor computed from it", shapes=[[(2, 3)]]),
        Example(example_module("return x + F.zeros((2, 3), mx.cpu())", imports="import mxnet as mx\n"),
                example_module("return x + F.zeros((2, 3), ctx=mx.cpu())", imports="import mxnet as mx\n")),
        Example(example_module("return x + F.ones((2, 3), mx.cpu(), 'float32')", imports="import mxnet as mx\n"),
                example_module("return x + F.ones((2, 3), ctx=mx.cpu(), dtype='float32')",
                               imports="import mxnet as mx\n")),
        Example(example_module("return x + F.full((2, 3), 2.0, mx.cpu())", imports="import mxnet as mx\n"),
                example_module("return x + F.full((2, 3), 2.0, ctx=mx.cpu())", imports="import mxnet as mx\n")),
        Example(example_module("return x * F.random.uniform(1, 1, (2, 3), 'float32', mx.cpu())",
                               imports="import mxnet as mx\n"),
                example_module("return x * F.random.uniform(1, 1, (2, 3), 'float32', ctx=mx.cpu())",
                               imports="import mxnet as mx\n")),
    ]

    @staticmethod
    def propose(ctx, node: cst.Call, path: tuple[str, ...]) -> "object":
        at, names = CONTEXT_SLOT[path]
        if not names:
            given = next((a for a in node.args if a.keyword is not None and a.keyword.value == "ctx"), None)
            if given is None:
                return Refusal(f"mx.sym.{'.'.join(path)} takes no context, by keyword either")
            why = input_device_why(ctx, given.value)
            if why:
                return Refusal(f"mx.sym.{'.'.join(path)} takes no context, and dropping it would move "
                               f"the eager values: {why}")
            return drop_context(ctx, node, given)
        if any(a.star for a in node.args):
            return Refusal("the arguments are unpacked from a sequence")
        positional = [a for a in node.args if a.keyword is None]
        moved = positional[at:]
        if len(moved) > len(names):
            return Refusal("more positional arguments than mx.sym takes by keyword")
        given = {a.keyword.value for a in node.args if a.keyword is not None}
        if given & set(names[:len(moved)]):
            return Refusal("a moved argument is also given by keyword")
        return make_fix(ctx, [(arg.value, f"{name}={ctx.code_for(arg.value)}")
                              for arg, name in zip(moved, names)],
                        "safe", "pass the context (and what follows it) by keyword")


def input_device_why(ctx, device: cst.BaseExpression) -> str | None:
    """Why ``device`` is not shown to be the device eager hybrid code runs under (None when it
    is).  MXNet 1.9.1's HybridBlock.forward calls hybrid_forward inside ``with first_ctx:``, the
    context of the first NDArray among its inputs, so a creation operator given no ``ctx``
    lands there: on ``x.context`` when ``x`` is hybrid_forward's first input, a tensor never
    rebound.  Hybridized, Symbols have no device and the graph runs on the inputs' context."""
    if not (isinstance(device, cst.Attribute) and device.attr.value in _DEVICE_ATTRS
            and isinstance(device.value, cst.Name)):
        return f"`{ctx.code_for(device)}` is not the device of an input"
    scope = ctx.scope
    if scope is None or scope.style != "hybrid_forward" or not isinstance(scope.func, cst.FunctionDef):
        return ("the default device is that of the first input of the hybrid_forward calling this "
                "code, not shown to be this one")
    if scope.cls is not None and "forward" in scope.cls.methods:
        return "the block overrides forward, which may call hybrid_forward on another device"
    params = scope.func.params.params
    name = device.value.value
    if len(params) < 3 or (params[2].name.value != name and not _from_first_input(ctx, scope, device.value)):
        return (f"eager hybrid_forward runs on its first input's device, and `{name}` is not that "
                "input nor computed from it by operators and the block's gluon layers alone (MXNet "
                "lets other inputs live elsewhere eagerly)")
    if params[2].name.value != name:
        return None
    if not ctx.proven_tensor(device.value):
        return f"`{name}` is not shown to be one tensor"
    if name in name_bindings(scope.func.body, nested=True):
        return f"`{name}` is rebound in hybrid_forward"
    return None


def _from_first_input(ctx, scope, node: cst.Name) -> bool:
    """True when ``node`` is computed from hybrid_forward's first input by operators, fluent
    methods and the block's declared gluon layers alone, the input never rebound: an eager
    operator (and a layer, whose Parameters Gluon fetches on its input's device) puts its result
    on its inputs' device, so the value lives where the input does."""
    func = scope.func
    first = func.params.params[2].name.value
    bindings = name_bindings(func, nested=True)
    if first in bindings:
        return False
    params = frozenset(p.name.value for p in (*func.params.params, *func.params.kwonly_params))
    children = frozenset(declared_children(ctx, scope.cls)) if scope.cls is not None else frozenset()
    return computed_from(ctx, node, {first}, bindings, rebound=params, children=children)


def drop_context(ctx, call: cst.Call, given: cst.Arg):
    """``call`` without its ``ctx=`` argument: the same values on the same device eagerly (see
    :func:`input_device_why`), and a call mx.sym accepts."""
    args = [a for a in call.args if a is not given]
    if args and given is call.args[-1]:
        args[-1] = args[-1].with_changes(comma=cst.MaybeSentinel.DEFAULT)
    text = cst.Module([]).code_for_node(call.with_changes(args=args))
    return make_fix(ctx, [(call, text)], "safe",
                    f"drop `ctx=`: eager hybrid_forward already runs on `{ctx.code_for(given.value)}`")
