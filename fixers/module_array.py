"""HYB007 fixer: a module-level NDArray of literal numbers moved to a tensor's device,
``W.as_in_context(x.context)`` with ``W = nd.array([...]).reshape(...)`` -> the same numbers built
in the graph from one element of ``x``.

``RGB = mx.nd.reshape(mx.nd.array([0.2, 0.7, 0.1]), shape=(1, 3, 1, 1))`` read in hybrid code as
``x * RGB.as_in_context(x.context)``: the traced graph cannot take the concrete NDArray, and a
Symbol has no context.  Each run of equal numbers becomes an element of ``x`` made 1 (float32, as
nd.array gives a list) times the number, so that eagerly the constant is still made on ``x``'s
device (where ``as_in_context`` put it); a plain helper has no block to hold a constant Parameter.
"""
from __future__ import annotations

import libcst as cst

from hybridlint.diagnostics import Fix
from hybridlint.engine.cst_index import cst_dotted
from hybridlint.engine.walk import iter_descendants

from . import Example, Fixer, Refusal, make_fix
from ._arrays import broadcast_edits
from .constant_array import MAX_RUN_VALUES, is_float32_dtype, cpu_device, literal_array
from ._shapes import shape_text
from .device_constant import element_like
from .namespace_to_f import ND_MODULES, nd_name, thread_f

_HEAD = "import mxnet as mx\nfrom mxnet.gluon import HybridBlock\n\n"


def _block(body: str) -> str:
    return _HEAD + "\nclass Net(HybridBlock):\n    def hybrid_forward(self, F, x):\n" + "".join(
        f"        {line}\n" for line in body.splitlines())


def _unit(x: str) -> str:
    return element_like("F", "ones", x, "'float32'")


class ModuleArrayOnDevice(Fixer):
    code = "HYB007"
    name = "module-array-on-device"
    applicability = "unsafe"
    description = """
    A module constant `W = nd.array(<literal numbers>)` (optionally reshaped to literal sizes),
    bound once and otherwise only read, used as `W.as_in_context(t.context)` with `t` a proven
    tensor -> the numbers built in the graph: each run of equal numbers is one element of `t`
    made 1 (`F.ones_like` of a slice, float32) times the number, the runs joined with
    `F.concat` and reshaped. Eagerly every operator puts its result on `t`'s device, as
    `as_in_context` did; traced, it is a Symbol of the same float32 values. In a helper without
    F, F is threaded in first. Refused for more than 64 numbers (a table belongs in a constant
    Parameter of a block), a `ctx=` other than the CPU or a dtype other than float32 in the
    constant, a constant written anywhere (a second binding, a subscript, another attribute, an
    `out=`), and a read without `as_in_context` of a tensor's device. Unsafe: `t` must hold at
    least one element.
    """
    EXAMPLES = [
        Example(_HEAD + "W = mx.nd.reshape(mx.nd.array([0.25, 0.5, 0.25], ctx=mx.cpu()), shape=(1, 3, 1))\n\n\n"
                "def mix(F, x):\n    return F.sum(x * W.as_in_context(x.context), axis=1, keepdims=True)\n\n\n"
                "class Net(HybridBlock):\n    def hybrid_forward(self, F, x):\n        return mix(F, x)\n",
                _HEAD + "W = mx.nd.reshape(mx.nd.array([0.25, 0.5, 0.25], ctx=mx.cpu()), shape=(1, 3, 1))\n\n\n"
                "def mix(F, x):\n    return F.sum(F.broadcast_mul(x, F.reshape(F.concat(" + _unit("x") + " * 0.25, "
                + _unit("x") + " * 0.5, " + _unit("x") + " * 0.25, dim=0), shape=(1, 3, 1))), axis=1, "
                "keepdims=True)\n\n\n"
                "class Net(HybridBlock):\n    def hybrid_forward(self, F, x):\n        return mix(F, x)\n",
                shapes=[[(2, 3, 4)], [(1, 3, 1)]]),
        Example(_HEAD + "OFFSET = mx.nd.array([[1.0, 1.0, -2.0]])\n"
                + _block("return F.broadcast_add(x, OFFSET.as_in_context(x.context))")[len(_HEAD):],
                _HEAD + "OFFSET = mx.nd.array([[1.0, 1.0, -2.0]])\n"
                + _block("return F.broadcast_add(x, F.reshape(F.concat(F.broadcast_to(" + _unit("x")
                         + " * 1.0, shape=(2,)), " + _unit("x") + " * -2.0, dim=0), shape=(1, 3)))")[len(_HEAD):],
                shapes=[[(2, 3)], [(4, 3)]]),
        Example(_HEAD + "SCALE = mx.nd.array([0.5, 0.5, 0.5, 0.5]).reshape((2, 2))\n\n\n"
                "def scale(x, y):\n    return mx.nd.dot(x, SCALE.as_in_context(y.context))\n\n\n"
                "class Net(HybridBlock):\n    def hybrid_forward(self, F, x):\n        return scale(x, x)\n",
                _HEAD + "SCALE = mx.nd.array([0.5, 0.5, 0.5, 0.5]).reshape((2, 2))\n\n\n"
                "def scale(x, y, F=mx.nd):\n    return F.dot(x, F.reshape(F.broadcast_to(" + _unit("y")
                + " * 0.5, shape=(4,)), shape=(2, 2)))\n\n\n"
                "class Net(HybridBlock):\n    def hybrid_forward(self, F, x):\n        return scale(x, x, F=F)\n",
                shapes=[[(3, 2)], [(1, 2)]]),
        # a constant the file writes, or one read without a tensor's device: left alone
        Example(_HEAD + "W = mx.nd.array([0.5, 2.0])\n\n\ndef reset():\n    W[:] = 1\n\n"
                + _block("return F.broadcast_mul(x, W.as_in_context(x.context))")[len(_HEAD):],
                None, reason="written", shapes=[[(3, 2)]]),
        Example(_HEAD + "W = mx.nd.array([0.5, 2.0])\n"
                + _block("return F.broadcast_mul(x, W)")[len(_HEAD):],
                None, reason="without `as_in_context`", shapes=[[(3, 2)]]),
        Example(_HEAD + "W = mx.nd.array([0.5, 2.0], dtype='float16')\n"
                + _block("return F.broadcast_mul(x, W.as_in_context(x.context))")[len(_HEAD):],
                None, reason="float32", shapes=[[(3, 2)]]),
        Example(_HEAD + "W = mx.nd.array([0.5, 2.0])\nHELD = []\n\n\ndef keep():\n    HELD.append(W)\n\n"
                + _block("return F.broadcast_mul(x, W.as_in_context(x.context))")[len(_HEAD):],
                None, reason="handed to a function", shapes=[[(3, 2)]]),
        # `as_in_context` returns the array itself on its own device: its result is read-only too
        Example(_HEAD + "W = mx.nd.array([0.5, 2.0])\n\n\ndef local():\n    w = W.as_in_context(mx.cpu())\n"
                "    w[:] = 0\n\n"
                + _block("return F.broadcast_mul(x, W.as_in_context(x.context))")[len(_HEAD):],
                None, reason="written or aliased", shapes=[[(3, 2)]]),
        Example(_HEAD + "W = mx.nd.array([0.5, 2.0])\nW = W * 2\n"
                + _block("return F.broadcast_mul(x, W.as_in_context(x.context))")[len(_HEAD):],
                None, reason="bound once", shapes=[[(3, 2)]]),
    ]

    @classmethod
    def propose(cls, ctx, node: cst.Name) -> Fix | Refusal:
        name = node.value
        use = ctx.parent(node)
        call = ctx.parent(use) if isinstance(use, cst.Attribute) else None
        if not (isinstance(use, cst.Attribute) and use.value is node and use.attr.value == "as_in_context"
                and isinstance(call, cst.Call) and call.func is use and len(call.args) == 1
                and call.args[0].keyword is None and not call.args[0].star):
            return Refusal(f"`{name}` is read without `as_in_context` of a tensor's device")
        device = call.args[0].value
        if not (isinstance(device, cst.Attribute) and device.attr.value in ("context", "ctx")
                and isinstance(device.value, cst.Name) and ctx.proven_tensor(device.value)):
            return Refusal("the device is not a proven tensor's `.context`")
        # the analysed module may have dropped top-level code no hybrid code needs: read the file
        module = cst.parse_module(ctx.source)
        value = _bound_once(module, name)
        if value is None:
            return Refusal(f"`{name}` is not bound once, at the top level, and otherwise only read")
        why = _written(ctx, module, name)
        if why:
            return Refusal(why)
        parsed = _literal_constant(ctx, value)
        if isinstance(parsed, str):
            return Refusal(parsed)
        shape, values = parsed
        if len(values) > MAX_RUN_VALUES:
            return Refusal(f"more than {MAX_RUN_VALUES} numbers: a table belongs in a constant Parameter")
        f = ctx.scope.f_name if ctx.scope is not None else None
        if not f:
            nd = nd_name(ctx)
            return thread_f(ctx, nd) if nd else Refusal("this scope has no F namespace to call")
        unit = element_like(f, "ones", device.value.value, "'float32'")
        runs: list[list] = []
        for v, text in values:
            if runs and runs[-1][0] == v:
                runs[-1][2] += 1
            else:
                runs.append([v, text, 1])
        pieces = [f"{unit} * {text}" if n == 1 else f"{f}.broadcast_to({unit} * {text}, shape=({n},))"
                  for _, text, n in runs]
        flat = pieces[0] if len(pieces) == 1 else f"{f}.concat({', '.join(pieces)}, dim=0)"
        text = flat if shape == (len(values),) else f"{f}.reshape({flat}, shape={shape_text(shape)})"
        # NDArray arithmetic broadcasts (`x * W` is broadcast_mul); a Symbol's does not
        old = ctx.code_for(call)
        edits, spans = broadcast_edits(ctx, ctx.scope.func, [call],
                                       lambda n: ctx.code_for(n).replace(old, text, 1))
        at = ctx.span(call)
        if not any(s[0] <= at[0] and at[1] <= s[1] for s in spans):
            edits.append((call, text))
        return make_fix(ctx, edits, "unsafe",
                        f"build `{name}`'s numbers in the graph from an element of "
                        f"`{device.value.value}` (its device)")


def _bound_once(module: cst.Module, name: str) -> cst.BaseExpression | None:
    """The value of the one top-level ``name = ...`` when nothing else binds ``name`` at module
    level (another assignment, a loop, an import, inside an ``if`` or ``try`` too); function and
    class bodies bind their own names (a ``global`` is caught by ``_written``)."""
    found = None
    for stmt in module.body:
        simple = stmt.body[0] if isinstance(stmt, cst.SimpleStatementLine) and len(stmt.body) == 1 else None
        if isinstance(simple, cst.Assign) and len(simple.targets) == 1 \
                and isinstance(simple.targets[0].target, cst.Name) and simple.targets[0].target.value == name:
            if found is not None:
                return None
            found = simple.value
            continue
        stack = [stmt]
        while stack:
            n = stack.pop()
            if isinstance(n, (cst.FunctionDef, cst.ClassDef)):
                continue
            if _binds(n, name):
                return None
            stack.extend(n.children)
    return found


def _binds(n: cst.CSTNode, name: str) -> bool:
    targets = []
    if isinstance(n, cst.Assign):
        targets = [t.target for t in n.targets]
    elif isinstance(n, (cst.AugAssign, cst.AnnAssign, cst.For, cst.NamedExpr)):
        targets = [n.target]
    elif isinstance(n, cst.AsName):
        targets = [n.name]
    elif isinstance(n, cst.ImportAlias) and n.asname is None:
        return (n.name.value if isinstance(n.name, cst.Name) else "") == name
    return any(isinstance(s, cst.Name) and s.value == name for t in targets for s in (t, *iter_descendants(t)))


# what a read may be handed to: an operand, or an argument of an MXNet operator (``F.op``,
# ``mx.nd.op``) other than ``out=``; anything else may keep, write or alias the array
_OPERANDS = (cst.BinaryOperation, cst.Comparison, cst.ComparisonTarget, cst.UnaryOperation)


def _written(ctx, module: cst.Module, name: str) -> str:
    """Why the array may change after it is built (empty when every read only reads it).
    ``as_in_context`` may return the array itself, so its result is held to the same reads."""
    nodes = list(iter_descendants(module))
    parents = {}
    for n in (module, *nodes):
        for c in n.children:
            parents[id(c)] = n
    for n in nodes:
        if isinstance(n, (cst.Global, cst.Nonlocal, cst.Del)) and any(
                isinstance(s, cst.Name) and s.value == name for s in iter_descendants(n)):
            return f"`{name}` is rebound or deleted in a function"
        if not (isinstance(n, cst.Name) and n.value == name):
            continue
        parent = parents.get(id(n))
        if isinstance(parent, cst.Attribute) and parent.attr is n:
            continue
        if isinstance(parent, cst.Arg) and parent.keyword is n:
            continue
        line = parents.get(id(parents.get(id(parent)))) if isinstance(parent, cst.AssignTarget) else None
        if line is not None and parents.get(id(line)) is module:
            continue            # the binding itself (bound once: checked before)
        if isinstance(parent, cst.AssignTarget):
            return f"`{name}` is rebound in a function"
        if isinstance(parent, cst.Attribute):
            call = parents.get(id(parent))
            if parent.attr.value != "as_in_context" or not (isinstance(call, cst.Call) and call.func is parent):
                return f"`{name}.{parent.attr.value}` may change or alias the array"
            parent = parents.get(id(call))
        if isinstance(parent, _OPERANDS):
            continue
        if isinstance(parent, cst.Arg):
            if parent.keyword is not None and parent.keyword.value == "out":
                return f"`{name}` is written through `out=`"
            call = parents.get(id(parent))
            dotted = cst_dotted(call.func) if isinstance(call, cst.Call) \
                and isinstance(call.func, cst.Attribute) else None
            if dotted and (dotted.split(".")[0] == "F" or (ctx.resolve(call.func) or "").startswith("mxnet.")):
                continue
            return f"`{name}` is handed to a function that may keep or change it"
        return f"`{name}` is written or aliased (`{type(parent).__name__}`)"
    return ""


def _literal_constant(ctx, node) -> tuple[tuple[int, ...], list] | str:
    """(shape, [(value, text)]) of ``nd.array(<literal>)`` given at most ``ctx=<cpu>`` and a
    float32 dtype, optionally reshaped to literal positive sizes (one -1 allowed); or why not."""
    sizes = None
    if isinstance(node, cst.Call) and isinstance(node.func, cst.Attribute) and node.func.attr.value == "reshape":
        head = ctx.resolve(node.func.value) if isinstance(node.func.value, (cst.Name, cst.Attribute)) else None
        args = list(node.args)
        if head in ND_MODULES:             # nd.reshape(a, shape=...) / nd.reshape(a, (...))
            if not args or args[0].keyword is not None:
                return "the reshape is not of one array"
            inner, args = args[0].value, args[1:]
        else:
            inner = node.func.value
        if len(args) == 1 and (args[0].keyword is None or args[0].keyword.value == "shape") \
                and isinstance(args[0].value, (cst.Tuple, cst.List)):
            sizes = [e.value for e in args[0].value.elements]
        elif args and all(a.keyword is None for a in args):
            sizes = [a.value for a in args]
        else:
            return "the reshape's sizes are not literal"
        node = inner
    if not (isinstance(node, cst.Call) and ctx.resolve(node.func) in {f"{m}.array" for m in ND_MODULES}):
        return "the constant is not nd.array of literal numbers (optionally reshaped)"
    positional = [a for a in node.args if a.keyword is None]
    extra = {a.keyword.value: a.value for a in node.args if a.keyword is not None}
    if len(positional) != 1 or positional[0].star or set(extra) - {"ctx", "dtype"}:
        return "the constant's nd.array takes other arguments than the data, ctx= and dtype="
    if "ctx" in extra and not cpu_device(ctx, extra["ctx"]):
        return "the constant is built with a `ctx=` other than the CPU"
    if "dtype" in extra and not is_float32_dtype(extra["dtype"]):
        return "the constant's dtype is not float32"
    parsed = literal_array(positional[0].value)
    if parsed is None:
        return "the constant's data is not a literal list of numbers"
    shape, values = parsed
    if sizes is not None:
        ints = []
        for s in sizes:
            sign = -1 if isinstance(s, cst.UnaryOperation) and isinstance(s.operator, cst.Minus) else 1
            s = s.expression if sign < 0 else s
            if not isinstance(s, cst.Integer):
                return "the reshape's sizes are not literal"
            ints.append(sign * int(s.value, 0))
        known = 1
        for k in ints:
            known *= k if k > 0 else 1
        if any(k == 0 or k < -1 for k in ints) or ints.count(-1) > 1 or len(values) % known:
            return "the reshape uses codes other than one -1"
        shape = tuple(k if k > 0 else len(values) // known for k in ints)
        total = 1
        for k in shape:
            total *= k
        if total != len(values):
            return "the reshape does not keep the number of values"
    return shape, values
