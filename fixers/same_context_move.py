"""HYB002 fixer: ``op(x).as_in_context(x.context)`` -> ``op(x)``."""
from __future__ import annotations

import libcst as cst

from hybridlint.diagnostics import Fix
from hybridlint.engine.catalogue import FLUENT_METHODS
from hybridlint.engine.declared import layer_parameters
from hybridlint.engine.walk import name_bindings

from . import Example, Fixer, Refusal, example_module, make_fix
from ._util import kwarg

_DEVICE_ATTRS = frozenset({"context", "ctx"})
# creation operators place their result on a device of their own (a `ctx=` argument, or the
# default one): what they build need not be where the source tensor is
_PLACING_KEYWORDS = frozenset({"ctx", "context"})
_MX = "import mxnet as mx\n"
_CONV = ("from mxnet.gluon import nn\n\n\nclass Net(nn.Conv2D):\n    def __init__(self, **kwargs):\n"
         "        super().__init__(3, 3, in_channels=2, padding=1, **kwargs)\n\n"
         "    def hybrid_forward(self, F, x, weight, bias=None):\n        {body}\n"
         "        return super().hybrid_forward(F, x, w, bias)\n")
_DENSE = ("from mxnet.gluon import nn\n\n\nclass Net(nn.Dense):\n    def __init__(self, **kwargs):\n"
          "        super().__init__(4, in_units=3, **kwargs)\n\n"
          "    def hybrid_forward(self, F, x, weight, bias=None):\n        {body}\n"
          "        return super().hybrid_forward(F, x, w, bias)\n")
_SCALE = "self.scale = self.params.get('scale', shape=(1,), init='ones')"


class SameContextMove(Fixer):
    code = "HYB002"
    name = "same-context-move"
    applicability = "safe"
    description = """
    Drops `.as_in_context(x.context)` (or `x.ctx`) from a tensor that operators
    compute from `x` itself: `F.ones_like(label).as_in_context(label.context)` becomes
    `F.ones_like(label)`. Safe: an eager MXNet operator puts its result on its inputs' device, so
    the value already lives on `x.context`, and NDArray.as_in_context returns the array itself
    (no copy, the same gradient) when the device is the one it is on. A Symbol has no device;
    the graph runs on the inputs' context. Names are followed to their one assignment
    (`r = F.exp(x)`; `F.cumsum(r).as_in_context(x.context)`) when `x` itself is only ever
    rebound to operator results of itself (`x = F.relu(x)`), so every value read from it shares
    one device. Refused when the moved value is a name bound more than once or by anything but
    operators, when it is built by an operator that chooses its own device (a `ctx=` argument)
    or does not read `x` at all, and when the target is any other device (`mx.cpu()`, a stored
    context): such a move may copy the data, and dropping it would change where later code runs.
    When `x` is the block's first input, the block's own Parameters count as `x`: Gluon's
    HybridBlock.forward fetches each with `param.data(ctx)`, ctx the first input's, so
    `F.abs(weight).as_in_context(x.context)` in a subclass of nn.Conv2D (whose `weight` and `bias`
    Gluon passes by name) or of a class declaring its Parameters moves nothing. Another input's
    context is refused: the Parameters need not be there.
    """
    EXAMPLES = [
        Example(example_module("return F.ones_like(x).as_in_context(x.context) * x"),
                example_module("return F.ones_like(x) * x"), shapes=[[(2, 3)], [(4,)]]),
        Example(example_module("mask = F.zeros_like(x).as_in_context(x.context) + 1\nreturn F.relu(x) * mask"),
                example_module("mask = F.zeros_like(x) + 1\nreturn F.relu(x) * mask"),
                shapes=[[(2, 3)], [(1, 5)]]),
        Example(example_module("y = (x * 2 + 1).as_in_context(x.context)\nreturn F.tanh(y)"),
                example_module("y = (x * 2 + 1)\nreturn F.tanh(y)"), shapes=[[(2, 3)], [(3, 1, 2)]]),
        Example(example_module("return F.sigmoid(x.as_in_context(x.ctx))"),
                example_module("return F.sigmoid(x)"), shapes=[[(2, 3)], [(5,)]]),
        # a value computed from the block's own Parameters: Gluon fetches them on the first input's
        # context, so the move to that input's context is no move (a gluon.nn layer's Parameters
        # for a subclass of the layer, and those the class declares)
        Example(_CONV.format(body="w = F.abs(weight).as_in_context(x.context)"),
                _CONV.format(body="w = F.abs(weight)"), shapes=[[(1, 2, 5, 5)], [(3, 2, 4, 6)]]),
        Example(_DENSE.format(body="w = (F.tanh(weight) * 0.5 + 1).as_in_context(x.ctx)"),
                _DENSE.format(body="w = (F.tanh(weight) * 0.5 + 1)"), shapes=[[(2, 3)], [(4, 3)]]),
        Example(example_module("s = F.exp(scale).as_in_context(x.context)\nreturn F.broadcast_mul(x, s)",
                               init=_SCALE, signature="self, F, x, scale"),
                example_module("s = F.exp(scale)\nreturn F.broadcast_mul(x, s)",
                               init=_SCALE, signature="self, F, x, scale"), shapes=[[(2, 3)], [(5,)]]),
        # the Parameters are on the first input's context, not necessarily on another input's
        Example(example_module("return F.broadcast_mul(y, F.exp(scale).as_in_context(y.context)) + x",
                               init=_SCALE, signature="self, F, x, y, scale"), None,
                reason="does not read", shapes=[[(2, 3), (2, 3)]]),
        Example(example_module("return F.relu(x).as_in_context(mx.cpu())", imports=_MX), None,
                reason="another device"),
        # a device the block stored is no tensor's device (Graph WaveNet's `x.as_in_context(self.ctx)`)
        Example(example_module("x = x.as_in_context(self.ctx)\nreturn F.relu(x)", imports=_MX,
                               init="self.ctx = mx.cpu()"), None, reason="a device the block stores"),
        # a name bound once, from `x` through operators, with `x` rebound only to operators of itself
        Example(example_module("x = F.relu(x)\ny = F.exp(x) * 2\nreturn F.cumsum(y).as_in_context(x.context) + 1"),
                example_module("x = F.relu(x)\ny = F.exp(x) * 2\nreturn F.cumsum(y) + 1"),
                shapes=[[(2, 3)], [(4, 1)]]),
        Example(example_module("y = F.relu(x)\nreturn y.as_in_context(x.context)"),
                example_module("y = F.relu(x)\nreturn y"), shapes=[[(2, 3)], [(5,)]]),
        Example(example_module("y = F.relu(x)\nif F.sum(x) > 0:\n    y = F.ones((2, 3), ctx=mx.cpu())\n"
                               "return y.as_in_context(x.context)", imports=_MX), None,
                reason="bound more than once"),
        Example(example_module("y = F.ones((2, 3), ctx=mx.cpu())\nreturn x + y.as_in_context(x.context)",
                               imports=_MX), None, reason="does not read"),
        Example(example_module("return x + F.ones((2, 3), ctx=mx.cpu()).as_in_context(x.context)",
                               imports=_MX), None, reason="does not read"),
    ]

    @staticmethod
    def receivers(node: cst.Call):
        return (node.func.value,)

    @staticmethod
    def propose(ctx, node: cst.Call) -> Fix | Refusal:
        moved = node.func.value
        target = node.args[0].value if len(node.args) == 1 else None
        if not (isinstance(target, cst.Attribute) and target.attr.value in _DEVICE_ATTRS
                and isinstance(target.value, cst.Name)):
            return Refusal("the value is moved to another device than the one of a tensor it is "
                           "computed from (dropping the move could leave it elsewhere)")
        source = target.value.value
        if source == "self":
            # `self.ctx` is a device the block stored, not the device of a tensor `self`
            return Refusal(f"the value is moved to a device the block stores (`{ctx.code_for(target)}`), "
                           "not to the device of a tensor it is computed from: dropping the move "
                           "could leave it elsewhere")
        bindings = name_bindings(ctx.scope.func, nested=True) if ctx.scope is not None else {}
        if isinstance(moved, cst.Name) and moved.value != source and len(bindings.get(moved.value, ())) > 1:
            return Refusal(f"`{moved.value}` is bound more than once: its device is not shown to "
                           f"be `{source}`'s")
        # names are followed to their assignment only while every version of `source` is an
        # operator result of itself (or the argument): then all share the argument's device
        follow = bindings if all(computed_from(ctx, v, {source}) for v in bindings.get(source, ())) else {}
        sources = {source} | {p for p in _parameter_args(ctx, source) if p not in bindings}
        if not computed_from(ctx, moved, sources, follow):
            return Refusal(f"`{ctx.code_for(moved)}` does not read `{source}` through operators "
                           f"alone, so it may live on another device")
        return make_fix(ctx, [(node, ctx.code_for(moved))], "safe",
                        f"drop the move: the value is already on `{source}`'s device")


def _parameter_args(ctx, source: str) -> frozenset[str]:
    """The hybrid_forward arguments Gluon fills with the block's own Parameters, when ``source``
    is the block's first input: HybridBlock.forward fetches every Parameter with
    ``param.data(ctx)``, ctx the first input's, so a value computed from one is where ``source``
    is.  The Parameters are those the class declares and those of a gluon.nn layer it derives
    from (``class C(nn.Conv2D)`` gets ``weight`` and ``bias``)."""
    scope = ctx.scope
    func = scope.func if scope is not None else None
    if scope is None or scope.style != "hybrid_forward" or scope.cls is None \
            or not isinstance(func, cst.FunctionDef):
        return frozenset()
    args = [p.name.value for p in func.params.params]
    if len(args) < 3 or args[2] != source:
        return frozenset()
    registered = set(scope.cls.param_names)
    for klass in scope.cls.lineage():
        for base in klass.bases:
            registered.update(layer_parameters(ctx.resolve_dotted(base)))
    return frozenset(registered.intersection([*args[3:], *(p.name.value for p in func.params.kwonly_params)]))


def computed_from(ctx, node: cst.CSTNode | None, sources: "set[str]", follow=None, depth: int = 0,
                   rebound: "frozenset[str] | None" = None, children: "frozenset[str]" = frozenset()) -> bool:
    """True when ``node`` is one of ``sources`` or an operator result with one among its data;
    names in ``follow`` bound once are read through their value.  With ``rebound`` (the
    function's parameter names), a name bound several times counts when it is no parameter and
    every one of its values is computed from ``sources`` or from the name itself: python makes
    it local, so the first binding that runs cannot read it (UnboundLocalError) and must be
    computed from ``sources``, and each later one keeps the device.  ``children`` are the
    ``self.<attr>`` gluon layers (or Sequentials of them) __init__ declares: a layer computes
    on its input's device, so its output is where its data is."""
    if node is None or depth > 20:
        return False

    def again(n, srcs=sources):
        return computed_from(ctx, n, srcs, follow, depth + 1, rebound, children)
    if isinstance(node, cst.Name):
        if node.value in sources:
            return True
        values = (follow or {}).get(node.value, ())
        if len(values) == 1:
            return again(values[0])
        return (rebound is not None and len(values) > 1 and node.value not in rebound
                and all(again(v, sources | {node.value}) for v in values))
    if isinstance(node, cst.BinaryOperation):
        return again(node.left) or again(node.right)
    if isinstance(node, cst.UnaryOperation):
        return again(node.expression)
    if isinstance(node, cst.Call):
        if any(kwarg(node, k) is not None for k in _PLACING_KEYWORDS):
            return False
        func = node.func
        if ctx.f_path(func):
            return any(again(a.value) for a in node.args if not a.star)
        if isinstance(func, cst.Attribute) and func.attr.value in children \
                and isinstance(func.value, cst.Name) and func.value.value == "self":
            return any(again(a.value) for a in node.args if not a.star and a.keyword is None)
        if isinstance(func, cst.Attribute) and func.attr.value in FLUENT_METHODS:
            return again(func.value)
    return False
