"""HYB001 fixer: shape idioms that have shape-free equivalents.

``F.ones(x.shape)`` -> ``F.ones_like(x)``, ``F.zeros(x.shape)`` -> ``F.zeros_like(x)``,
``F.full(x.shape, v)`` -> ``(F.zeros_like(x).astype('float32') + v)``, ``x.reshape((x.shape[0], -1))``
-> ``x.reshape((0, -1))``, ``y.reshape(x.shape)`` -> ``y.reshape_like(x)``, ``x.reshape((1, *x.shape))``
-> ``x.expand_dims(axis=0)``.  Other uses of ``.shape`` are left to the author.
"""
from __future__ import annotations

import libcst as cst

from hybridlint.diagnostics import Fix

from . import Example, Fixer, Refusal, example_module, make_fix
from ._dtypes import float32_carrier, function_proof
from ._util import int_literal, kwarg, number_literal, reshapes

_CREATORS = {"ones": "ones_like", "zeros": "zeros_like"}
# a draw of a tensor's shape -> the *_like sampler and the names of its two leading arguments
_RANDOM_LIKE = {("random", "normal"): ("normal_like", ("loc", "scale")),
                ("random", "uniform"): ("uniform_like", ("low", "high"))}
_NO_FIX = "this use of `.shape` has no known shape-free rewrite"


class ShapeIdioms(Fixer):
    code = "HYB001"
    name = "shape-idioms"
    applicability = "unsafe"
    description = """
    Rewrites shape idioms into shape-free operators: `F.ones(x.shape)` -> `F.ones_like(x)` and
    `F.zeros(x.shape)` -> `F.zeros_like(x)` (unsafe: the result now has x's dtype, not float32;
    with an explicit `dtype=` the rewrite adds `.astype(dtype)` and is safe), also of a list's
    item `xs[i]` (by a name or an int literal) proven a tensor; `x.reshape((x.shape[0],
    -1))` -> `x.reshape((0, -1))` (safe: reshape code 0 copies the input dimension at that
    position; offered only when every earlier entry is a plain dimension, so the positions line
    up) and `y.reshape(x.shape)` -> `y.reshape_like(x)` (safe); `x.reshape((1, *x.shape))` ->
    `x.expand_dims(axis=0)` and `(*x.shape, 1)` -> `axis=-1`, also as `F.reshape(x, ...)` and
    NDArray's spread `x.reshape(1, *x.shape)` (safe: one axis of size 1 added, the values kept);
    `F.random.normal(loc, scale,
    shape=x.shape)` (and `uniform`'s low, high) -> `F.random.normal_like(F.zeros_like(x).astype(
    'float32'), loc=..., scale=...)` (unsafe: the same distribution and dtype, other draws; a
    dtype or ctx given positionally is refused); `F.full(x.shape, v)` with v a number literal and
    dtype float32 (full's default) or float64 -> `(F.zeros_like(x).astype('float32') + v)` (safe:
    the sum rounds v to the dtype as full does, NaN and infinities included). Any other use of `.shape`
    is reported without a fix.
    """
    EXAMPLES = [
        # draws of a tensor's shape (a VAE's reparameterization noise): the *_like samplers; a
        # (near-)degenerate distribution makes the draws comparable
        Example(example_module("mu = F.tanh(x)\neps = F.random.normal(0.5, 1e-7, shape=mu.shape)\nreturn mu * eps"),
                example_module("mu = F.tanh(x)\neps = F.random.normal_like(F.zeros_like(mu).astype('float32'), "
                               "loc=0.5, scale=1e-7)\nreturn mu * eps"),
                shapes=[[(2, 3)], [(4,)], [(1, 2, 2)]]),
        Example(example_module("u = F.random.uniform(low=2, high=2, shape=x.shape)\nreturn x * u"),
                example_module("u = F.random.uniform_like(F.zeros_like(x).astype('float32'), low=2, high=2)\n"
                               "return x * u"),
                shapes=[[(2, 3)], [(3, 1, 2)]]),
        Example(example_module("return x + F.random.uniform(-1, -1, x.shape, dtype='float32')"),
                example_module("return x + F.random.uniform_like(F.zeros_like(x).astype('float32'), low=-1, high=-1)"),
                shapes=[[(2, 3)], [(5,)]]),
        Example(example_module("return x + F.random.normal(0, 1, x.shape, 'float32')"), None,
                reason="shape-free rewrite", shapes=[[(2, 3)]]),
        Example(example_module("return x + F.ones(x.shape)"), example_module("return x + F.ones_like(x)"),
                shapes=[[(2, 3)], [(4,)]]),
        Example(example_module("m = F.zeros(shape=x.shape)\nreturn F.maximum(x, m)"),
                example_module("m = F.zeros_like(x)\nreturn F.maximum(x, m)"), shapes=[[(2, 3)], [(3, 1, 2)]]),
        Example(example_module("return F.ones(x.shape, dtype='float32') * 3"),
                example_module("return F.ones_like(x).astype('float32') * 3"), shapes=[[(2, 2)]],
                applicability="safe"),
        # a list's tensor by the loop's index (HRNet's fusion accumulator per branch): the item itself
        Example(example_module("xs = [x, F.relu(x) + 1]\nouts = []\nfor i in range(2):\n    y = F.zeros(xs[i].shape)\n"
                               "    y = y + xs[1 - i] * 2\n    outs.append(y)\nreturn F.concat(*outs, dim=0)"),
                example_module("xs = [x, F.relu(x) + 1]\nouts = []\nfor i in range(2):\n    y = F.zeros_like(xs[i])\n"
                               "    y = y + xs[1 - i] * 2\n    outs.append(y)\nreturn F.concat(*outs, dim=0)"),
                shapes=[[(2, 3)], [(1, 2, 2)]]),
        Example(example_module("xs = [x, F.relu(x)]\nreturn F.ones(xs[-1].shape) - xs[0]"),
                example_module("xs = [x, F.relu(x)]\nreturn F.ones_like(xs[-1]) - xs[0]"), shapes=[[(2, 3)]]),
        # ... not an item by a computed index, nor of a list that holds a python value
        Example(example_module("xs = [x, F.relu(x)]\nreturn F.zeros(xs[len(xs) - 1].shape) + x"), None,
                reason="shape-free rewrite", shapes=[[(2, 3)]]),
        Example(example_module("xs = [x, y]\nreturn F.zeros(xs[1].shape) + x", signature="self, F, x, y"), None,
                reason="is an element of a python container", shapes=[[(2, 3), (2, 3)]]),
        # a constant of a tensor's shape: added to its zeros (a mask's fill, a smoothing value)
        Example(example_module("s = F.relu(x)\nreturn F.where(s > 0.5, s, F.full(s.shape, -1e9))"),
                example_module("s = F.relu(x)\nreturn F.where(s > 0.5, s, (F.zeros_like(s).astype('float32') + -1e9))"),
                shapes=[[(2, 3)], [(3, 1, 2)]], applicability="safe"),
        Example(example_module("return x * F.full(shape=x.shape, val=0.1, dtype='float64').astype('float32')"),
                example_module("return x * (F.zeros_like(x).astype('float64') + 0.1).astype('float32')"),
                shapes=[[(2, 3)], [(4,)]], applicability="safe"),
        Example(example_module("return F.full(x.shape, 3, ctx=x.context) - x"),
                example_module("return (F.zeros_like(x).astype('float32') + 3) - x"),
                shapes=[[(2, 3)], [(1, 2, 2)]], applicability="safe"),
        # a value held in a name, or float16 (rounded differently)
        Example(example_module("v = 0.5\nreturn x + F.full(x.shape, v)"), None, reason="mixes sizes",
                shapes=[[(2, 3)]]),
        Example(example_module("return x + F.full(x.shape, 0.1, dtype='float16').astype('float32')"), None,
                reason="mixes sizes", shapes=[[(2, 3)]]),
        Example(example_module("return x.reshape((x.shape[0], -1))"), example_module("return x.reshape((0, -1))"),
                shapes=[[(2, 3, 4)], [(5, 2)]], applicability="safe"),
        Example(example_module("y = F.relu(x)\nreturn F.reshape(y, shape=(y.shape[0], y.shape[1], -1))"),
                example_module("y = F.relu(x)\nreturn F.reshape(y, shape=(0, 0, -1))"),
                shapes=[[(2, 3, 4, 2)], [(1, 2, 3)]], applicability="safe"),
        Example(example_module("y = F.flatten(x)\nreturn (y * 2).reshape(x.shape)"),
                example_module("y = F.flatten(x)\nreturn (y * 2).reshape_like(x)"),
                shapes=[[(2, 3, 4)], [(3, 1)]], applicability="safe"),
        Example(example_module("y = F.flatten(x)\nreturn F.reshape(y, shape=x.shape)"),
                example_module("y = F.flatten(x)\nreturn F.reshape_like(y, x)"), shapes=[[(2, 3, 4)]],
                applicability="safe"),
        Example(example_module("return x.reshape(x.shape[0], -1)"), example_module("return x.reshape((0, -1))"),
                shapes=[[(2, 3, 4)], [(3, 1)]], applicability="safe"),
        # a unit axis added around the whole shape (a GraphSAGE max-pooling aggregator's
        # `dense.reshape((1, *dense.shape))`)
        Example(example_module("y = F.relu(x)\nreturn F.max(y.reshape((1, *y.shape)), axis=2)"),
                example_module("y = F.relu(x)\nreturn F.max(y.expand_dims(axis=0), axis=2)"),
                shapes=[[(5, 3)], [(2, 4)]], applicability="safe"),
        # ... of what the base's hybrid_forward returns (the aggregator's own code: `dense =
        # super().hybrid_forward(F, X, W, B)`, every return of which is an F operator's output)
        Example("from mxnet.gluon import HybridBlock\n\n\nclass Dense(HybridBlock):\n"
                "    def hybrid_forward(self, F, x):\n        return F.relu(x) * 2\n\n\n"
                "class Net(Dense):\n    def hybrid_forward(self, F, x):\n"
                "        dense = super().hybrid_forward(F, x)\n        dense = dense.reshape((1, *dense.shape))\n"
                "        return F.max(dense, axis=2)\n",
                "from mxnet.gluon import HybridBlock\n\n\nclass Dense(HybridBlock):\n"
                "    def hybrid_forward(self, F, x):\n        return F.relu(x) * 2\n\n\n"
                "class Net(Dense):\n    def hybrid_forward(self, F, x):\n"
                "        dense = super().hybrid_forward(F, x)\n        dense = dense.expand_dims(axis=0)\n"
                "        return F.max(dense, axis=2)\n",
                shapes=[[(5, 3)], [(2, 4)]], applicability="safe"),
        Example(example_module("return F.reshape(x, shape=(*x.shape, 1)) * 2"),
                example_module("return F.expand_dims(x, axis=-1) * 2"),
                shapes=[[(2, 3)], [(4,)], [(1, 2, 2)]], applicability="safe"),
        Example(example_module("return x.reshape(1, *x.shape) + 1"),
                example_module("return x.expand_dims(axis=0) + 1"),
                shapes=[[(2, 3)], [(3,)]], applicability="safe"),
        Example(example_module("return x.reshape((2, *x.shape))"), None, reason="constructs the solver does not read",
                shapes=[[(2, 3)]]),
        Example(example_module("return x.reshape((-3, x.shape[1]))"), None, reason="cannot be placed",
                shapes=[[(2, 3, 4)]]),
        Example(example_module("n = x.shape[0]\nreturn F.ones_like(x) * abs(n - 3)"), None, reason="`n` (line 7) is used in"),
    ]

    @classmethod
    def propose(cls, ctx, node: cst.Attribute) -> Fix | Refusal:
        f = ctx.scope.f_name if ctx.scope is not None else None
        if f and _element(ctx, node.value):
            # `F.zeros(xs[i].shape)` (a list's tensors): the item read again where it was read
            call = ctx.parent(ctx.parent(node))
            got = cls._creator(ctx, f, ctx.code_for(node.value), call, ctx.parent(node)) \
                if isinstance(ctx.parent(node), cst.Arg) and isinstance(call, cst.Call) else None
            return got or Refusal(_NO_FIX)
        if not f or not isinstance(node.value, cst.Name):
            return Refusal(_NO_FIX)
        x = node.value.value
        parent = ctx.parent(node)
        if isinstance(parent, cst.Arg):
            call = ctx.parent(parent)
            if isinstance(call, cst.Call):
                got = (cls._creator(ctx, f, x, call, parent) or cls._full(ctx, f, x, call, parent)
                       or cls._random_like(ctx, f, x, call, parent) or cls._reshape_like(ctx, f, x, call, parent))
                if got is not None:
                    return got
        if isinstance(parent, cst.Subscript):
            got = cls._reshape_code(ctx, x, parent)
            if got is not None:
                return got
        if isinstance(parent, (cst.StarredElement, cst.Arg)) and parent.value is node:
            got = cls._expand_dims(ctx, f, x, parent)
            if got is not None:
                return got
        return Refusal(_NO_FIX)

    @staticmethod
    def _creator(ctx, f: str, x: str, call: cst.Call, arg: cst.Arg) -> Fix | None:
        path = ctx.f_path(call.func)
        if path is None or len(path) != 1 or path[0] not in _CREATORS:
            return None
        if not ((arg.keyword is None and call.args[0] is arg)
                or (arg.keyword is not None and arg.keyword.value == "shape")):
            return None
        dtype = None
        for other in call.args:
            if other is arg:
                continue
            key = other.keyword.value if other.keyword is not None else None
            if key == "dtype":
                dtype = ctx.code_for(other.value)
            elif key in ("ctx",) and _is_attr_of(other.value, x, ("context", "ctx")):
                continue     # *_like keeps x's device anyway
            else:
                return None
        text = f"{f}.{_CREATORS[path[0]]}({x})"
        if dtype is not None:
            return make_fix(ctx, [(call, f"{text}.astype({dtype})")], "safe", f"use {f}.{_CREATORS[path[0]]}")
        # *_like takes x's dtype: where the code casts x to another (`ids = x.astype('int32')`) or
        # x is a helper's parameter, the float32 zeros are made from x cast to float32
        if not x.isidentifier():
            carrier = x
        elif isinstance(ctx.scope.func, cst.FunctionDef):
            carrier = float32_carrier(function_proof(ctx.scope.func, f), f, x, call)
        else:
            carrier = f"{f}.cast({x}, dtype='float32')"
        if carrier != x:
            return make_fix(ctx, [(call, f"{f}.{_CREATORS[path[0]]}({carrier})")], "unsafe",
                            f"use {f}.{_CREATORS[path[0]]} of `{x}` cast to float32")
        return make_fix(ctx, [(call, text)], "unsafe",
                        f"use {text} (it takes {x}'s dtype, not float32)")

    @staticmethod
    def _full(ctx, f: str, x: str, call: cst.Call, arg: cst.Arg) -> Fix | None:
        """``F.full(x.shape, v)`` with ``v`` a number literal and dtype float32 (full's default) or
        float64 -> ``(F.zeros_like(x).astype(dtype) + v)``: the scalar sum rounds v to the dtype as
        full does (NaN, infinities and values past float32's range too; checked in MXNet 1.9.1,
        eagerly and as a Symbol), whatever x holds or its dtype."""
        if ctx.f_path(call.func) != ("full",) or any(a.star for a in call.args) \
                or not ctx.proven_tensor(arg.value.value):
            return None     # (zeros_like needs a legacy tensor; a numpy array has a shape too)
        positional = [a for a in call.args if a.keyword is None]
        if arg.keyword is None and positional[0] is not arg \
                or arg.keyword is not None and arg.keyword.value != "shape" or len(positional) > 2:
            return None
        value = positional[1].value if arg.keyword is None and len(positional) == 2 else kwarg(call, "val")
        dtype = kwarg(call, "dtype")
        device = kwarg(call, "ctx")
        text = " ".join(ctx.code_for(value).split()) if value is not None else ""
        if number_literal(value) is None or number_literal(value) == 0 and text.startswith("-") \
                or any(a.keyword is not None and a.keyword.value not in ("shape", "val", "dtype", "ctx")
                       for a in call.args) \
                or device is not None and not _is_attr_of(device, x, ("context", "ctx")):
            return None     # (a negative zero would come out positive)
        dt = "'float32'" if dtype is None else ctx.code_for(dtype)
        if dt.strip("'\"") not in ("float32", "float64") or dt[0] not in "'\"":
            return None     # (float16: full and the sum round differently; integers cast the value)
        return make_fix(ctx, [(call, f"({f}.zeros_like({x}).astype({dt}) + {text})")], "safe",
                        f"add the value to {f}.zeros_like({x})")

    @staticmethod
    def _random_like(ctx, f: str, x: str, call: cst.Call, arg: cst.Arg) -> Fix | None:
        """``F.random.normal(loc, scale, shape=x.shape)`` (uniform: low, high; the shape also as
        the third positional) -> ``F.random.normal_like(F.zeros_like(x).astype('float32'), loc=...,
        scale=...)``: the same distribution over the same shape, and the dtype the sampler gives
        (float32 unless `dtype=` says otherwise), not x's."""
        path = ctx.f_path(call.func)
        if path not in _RANDOM_LIKE or any(a.star for a in call.args):
            return None
        like, keys = _RANDOM_LIKE[path]
        positional = [a for a in call.args if a.keyword is None]
        if arg.keyword is not None and arg.keyword.value != "shape":
            return None
        if arg.keyword is None and (len(positional) < 3 or positional[2] is not arg):
            return None
        params, dtype = [], None
        for i, a in enumerate(positional):
            if a is arg:
                continue
            if i >= 2:
                return None         # dtype/ctx after the shape
            params.append(f"{keys[i]}={' '.join(ctx.code_for(a.value).split())}")
        for a in call.args:
            if a.keyword is None or a is arg:
                continue
            key = a.keyword.value
            if key in keys:
                params.append(f"{key}={' '.join(ctx.code_for(a.value).split())}")
            elif key == "dtype":
                dtype = " ".join(ctx.code_for(a.value).split())
            elif key == "ctx" and _is_attr_of(a.value, x, ("context", "ctx")):
                continue            # *_like draws on x's device anyway
            else:
                return None
        if dtype in (None, "None"):
            dtype = "'float32'"
        text = f"{f}.random.{like}({f}.zeros_like({x}).astype({dtype}){''.join(', ' + p for p in params)})"
        return make_fix(ctx, [(call, text)], "unsafe",
                        f"draw it with {f}.random.{like} (the same distribution; other draws than before)")

    @staticmethod
    def _reshape_like(ctx, f: str, x: str, call: cst.Call, arg: cst.Arg) -> Fix | None:
        func = call.func
        shape_arg = arg.keyword is None or arg.keyword.value == "shape"
        if (isinstance(func, cst.Attribute) and func.attr.value == "reshape" and len(call.args) == 1
                and shape_arg and ctx.is_tensor(func.value, loose=True)):
            return make_fix(ctx, [(call, f"{ctx.code_for(func.value)}.reshape_like({x})")], "safe",
                            "use reshape_like")
        path = ctx.f_path(func)
        if path == ("reshape",) and len(call.args) == 2 and call.args[1] is arg \
                and call.args[0].keyword is None and not call.args[0].star \
                and (arg.keyword is None or arg.keyword.value == "shape"):
            data = ctx.code_for(call.args[0].value)
            return make_fix(ctx, [(call, f"{f}.reshape_like({data}, {x})")], "safe",
                            f"use {f}.reshape_like")
        return None

    @staticmethod
    def _expand_dims(ctx, f: str, x: str, star: cst.StarredElement | cst.Arg) -> Fix | None:
        """``x.reshape((1, *x.shape))`` -> ``x.expand_dims(axis=0)`` and ``(*x.shape, 1)`` ->
        ``axis=-1`` (also ``F.reshape(x, ...)`` and NDArray's spread ``x.reshape(1, *x.shape)``):
        the same values with one axis of size 1 added, which is all expand_dims does."""
        if isinstance(star, cst.Arg):
            if star.star != "*":
                return None
            call = ctx.parent(star)
            func = call.func if isinstance(call, cst.Call) else None
            if not (isinstance(func, cst.Attribute) and func.attr.value == "reshape"
                    and isinstance(func.value, cst.Name) and func.value.value == x
                    and all(a.keyword is None for a in call.args)):
                return None
            entries = list(call.args)
        else:
            seq = ctx.parent(star)
            holder = ctx.parent(seq) if isinstance(seq, (cst.Tuple, cst.List)) else None
            call = ctx.parent(holder) if isinstance(holder, cst.Arg) else None
            if not isinstance(call, cst.Call) or not reshapes(ctx, call, holder, x):
                return None
            entries = list(seq.elements)
        if len(entries) != 2 or not ctx.proven_tensor(star.value.value):
            return None
        other = entries[1] if entries[0] is star else entries[0]
        if isinstance(other, (cst.StarredElement,)) or getattr(other, "star", "") \
                or int_literal(other.value) != 1:
            return None
        axis = "0" if entries[1] is star else "-1"
        if ctx.f_path(call.func) == ("reshape",):
            text = f"{f}.expand_dims({x}, axis={axis})"
        else:
            text = f"{x}.expand_dims(axis={axis})"
        return make_fix(ctx, [(call, text)], "safe", f"use expand_dims(axis={axis})")

    @staticmethod
    def _reshape_code(ctx, x: str, sub: cst.Subscript) -> Fix | None:
        if len(sub.slice) != 1 or not isinstance(sub.slice[0].slice, cst.Index):
            return None
        index = int_literal(sub.slice[0].slice.value)
        if index is None or index < 0:
            return None
        elem = ctx.parent(sub)
        if isinstance(elem, cst.Arg):
            # `x.reshape(x.shape[0], -1)`: the shape spread over positional arguments (HYB009)
            call = ctx.parent(elem)
            func = call.func if isinstance(call, cst.Call) else None
            if not (isinstance(func, cst.Attribute) and func.attr.value == "reshape"
                    and isinstance(func.value, cst.Name) and func.value.value == x
                    and elem.keyword is None and not any(a.star for a in call.args)):
                return None
            entries = [a for a in call.args if a.keyword is None]
            if len(entries) < 2 or kwarg(call, "reverse") is not None:
                return None
        else:
            seq = ctx.parent(elem) if isinstance(elem, cst.Element) else None
            if not isinstance(seq, (cst.Tuple, cst.List)):
                return None
            holder = ctx.parent(seq)
            call = ctx.parent(holder) if isinstance(holder, cst.Arg) else None
            if not isinstance(call, cst.Call) or not reshapes(ctx, call, holder, x):
                return None
            entries = list(seq.elements)
        position = next(i for i, e in enumerate(entries) if e is elem)
        if position != index:
            return None
        for e in entries[:position]:
            # reshape codes -2/-3/-4 consume a different number of input dimensions
            k = int_literal(e.value)
            if k is not None and k >= -1:
                continue
            if isinstance(e.value, cst.Subscript) and _is_attr_of(e.value.value, x, ("shape",)):
                continue
            return None
        return make_fix(ctx, [(sub, "0")], "safe", "use reshape code 0 (copy this dimension)")


def _element(ctx, node: cst.CSTNode) -> bool:
    """``xs[i]``: one item of a named container by a name or an int literal, proven a legacy
    tensor. Reading it again at the same place gives the same tensor (an index, no call)."""
    if not (isinstance(node, cst.Subscript) and isinstance(node.value, cst.Name) and len(node.slice) == 1):
        return False
    index = node.slice[0].slice
    return isinstance(index, cst.Index) and index.star is None \
        and (isinstance(index.value, cst.Name) or int_literal(index.value) is not None) and ctx.proven_tensor(node)


def _is_attr_of(node: cst.CSTNode, x: str, attrs: tuple[str, ...]) -> bool:
    return (isinstance(node, cst.Attribute) and node.attr.value in attrs
            and isinstance(node.value, cst.Name) and node.value.value == x)
