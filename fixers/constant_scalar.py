"""HYB016 fixer: ``mx.init.Constant([c])`` -> ``mx.init.Constant(c)`` for a python number ``c``."""
from __future__ import annotations

import math
import struct

import libcst as cst

from hybridlint.diagnostics import Fix
from hybridlint.engine.walk import iter_descendants, target_names

from . import Example, Fixer, Refusal, example_class, make_fix
from ._util import number_literal

_NUMBER_TYPES = frozenset({"float", "int"})


def _rounded(fmt: str, value: float) -> float:
    try:
        return struct.unpack(fmt, struct.pack(fmt, value))[0]
    except OverflowError:          # past the format's range: both paths give an infinity
        return math.copysign(math.inf, value)


def same_in_float16(value: float) -> bool:
    """Whether ``value`` lands on the same float16 both ways MXNet 1.9.1 fills a float16 array:
    a list goes through numpy (rounded once, from the double), a scalar through the operator
    ``_full`` (rounded to float32 first, then to float16)."""
    return _rounded("<e", value) == _rounded("<e", _rounded("<f", value))


def value_of(call: cst.Call) -> cst.Arg | None:
    """The argument holding ``Constant``'s value (first positional, or ``value=``)."""
    for a in call.args:
        if (a.keyword is None and not a.star) or (a.keyword is not None and a.keyword.value == "value"):
            return a
    return None


def indirect_refusal(ctx, value: cst.BaseExpression | None) -> Refusal | None:
    """The refusal for a list the call does not spell out: held by a name (its binding may
    serve other uses, and is not proven to be the only one the call sees) or built by
    ``list(...)`` (of values nothing here shows)."""
    if isinstance(value, cst.Name):
        return Refusal(f"the list is held by `{value.value}`, bound elsewhere (it may serve other "
                       "uses): bind it to a numpy array (`np.array([...])`, which MXNet serializes) "
                       "or pass a number")
    if type(value) is cst.Call and isinstance(value.func, cst.Name) and value.func.value == "list":
        return Refusal(f"`{ctx.code_for(value)}` builds the list from values nothing here shows; pass "
                       "a numpy array of them (`np.array(...)`, which MXNet serializes)")
    return None


_TARGETS = {cst.AssignTarget: "target", cst.AugAssign: "target", cst.AnnAssign: "target", cst.For: "target",
            cst.CompFor: "target", cst.AsName: "name", cst.NamedExpr: "target"}


def _bound_names(body: cst.CSTNode) -> set[str]:
    """The names ``body`` binds (``self.coef = coef`` binds none: walk.name_bindings counts an
    attribute target's names too, which would refuse every stored parameter)."""
    out: set[str] = set()
    for node in iter_descendants(body):
        field = _TARGETS.get(type(node))
        if field is None:
            continue
        out.update(target_names(getattr(node, field)))
    return out


def _number_parameter(name: str, method: cst.FunctionDef | None) -> bool:
    """``name`` is a parameter of ``method`` annotated ``float``/``int``, or defaulting to a number
    and not annotated otherwise, and the method never rebinds it."""
    if method is None:
        return False
    params = method.params
    param = next((p for p in (*params.posonly_params, *params.params, *params.kwonly_params)
                  if p.name.value == name), None)
    if param is None or name in _bound_names(method.body):
        return False
    if param.annotation is not None:
        ann = param.annotation.annotation
        return isinstance(ann, cst.Name) and ann.value in _NUMBER_TYPES
    default = param.default
    return default is not None and number_literal(default) is not None and not isinstance(default, cst.Name)


_HEAD = """\
def __init__(self, **kwargs):
    super().__init__(**kwargs)
"""


def _example(init: str, forward: str, head: str = _HEAD) -> str:
    body = "".join(f"    {line}\n" for line in init.splitlines())
    return example_class(head + body + "\n" + forward, imports="import mxnet as mx\n")


_FWD = "def hybrid_forward(self, F, x, scale):\n    return F.broadcast_mul(x, scale)\n"


class ConstantScalar(Fixer):
    code = "HYB016"
    name = "constant-initializer-scalar"
    applicability = "unsafe"
    description = """
    Rewrites a one-element list or tuple given to `mx.init.Constant` as a Parameter's own
    initializer into its element: `init=mx.init.Constant([0.5])` -> `init=mx.init.Constant(0.5)`.
    Eagerly MXNet 1.9.1 fills the array with `arr[:] = value`, which broadcasts `[c]` and `c`
    to the same values for every shape and dtype (measured: float32/float64/float16/int32,
    shapes (1,), (3,), (2, 3)), except float16 values the scalar path rounds twice (through
    float32): a number literal is rewritten only when both roundings agree (safe). A parameter
    of the enclosing method annotated `float`/`int` (or defaulting to a number) and never
    rebound is rewritten as unsafe: the annotation is not proof of the value its callers pass.
    Refused for several elements (no scalar holds them: use `mx.init.Constant(np.array([...]))`,
    which MXNet serializes, or a scalar plus `set_data`) and for any element not known to be a
    python number.
    """
    EXAMPLES = [
        # a number literal: safe
        Example(_example("self.scale = self.params.get('scale', shape=(1,), init=mx.init.Constant([0.5]))", _FWD),
                _example("self.scale = self.params.get('scale', shape=(1,), init=mx.init.Constant(0.5))", _FWD),
                shapes=[[(2, 3)], [(4, 1)]], applicability="safe"),
        # a tuple broadcast to a (3,)-shaped Parameter, and a negative value
        Example(_example("self.scale = self.params.get('scale', shape=(3,), init=mx.init.Constant((-2,)))", _FWD),
                _example("self.scale = self.params.get('scale', shape=(3,), init=mx.init.Constant(-2))", _FWD),
                shapes=[[(2, 3)], [(5, 3)]], applicability="safe"),
        # a layer's weight_initializer, value= keyword, from `from mxnet import init`
        Example(example_class(_HEAD + "    self.fc = nn.Dense(4, in_units=3, weight_initializer=init.Constant(value=[0.25]))\n\n"
                              "def hybrid_forward(self, F, x):\n    return self.fc(x)\n",
                              imports="from mxnet import init\nfrom mxnet.gluon import nn\n"),
                example_class(_HEAD + "    self.fc = nn.Dense(4, in_units=3, weight_initializer=init.Constant(value=0.25))\n\n"
                              "def hybrid_forward(self, F, x):\n    return self.fc(x)\n",
                              imports="from mxnet import init\nfrom mxnet.gluon import nn\n"),
                shapes=[[(2, 3)]], applicability="safe"),
        # a float parameter of __init__ (RL Coach's KL coefficient): unsafe
        Example(_example("self.scale = self.params.get('scale', shape=(1,), init=mx.init.Constant([coef,]))", _FWD,
                         head=_HEAD.replace("**kwargs)", "coef: float = 1.0, **kwargs)", 1)),
                _example("self.scale = self.params.get('scale', shape=(1,), init=mx.init.Constant(coef))", _FWD,
                         head=_HEAD.replace("**kwargs)", "coef: float = 1.0, **kwargs)", 1)),
                shapes=[[(2, 3)]]),
        # refusals
        Example(_example("self.scale = self.params.get('scale', shape=(3,), init=mx.init.Constant([1.0, 2.0, 3.0]))", _FWD),
                None, reason="np.array"),
        Example(_example("self.scale = self.params.get('scale', shape=(1,), init=mx.init.Constant([1.0004882812500009]))",
                         _FWD), None, reason="float16"),
        Example(_example("self.scale = self.params.get('scale', shape=(1,), init=mx.init.Constant([self.base]))", _FWD,
                         head=_HEAD + "    self.base = 2.0\n"), None, reason="not known to be a python number"),
        # a list held by a local of __init__, by a module constant, or built by list(): reported, not rewritten
        Example(_example("v = [0.25]\nself.scale = self.params.get('scale', shape=(1,), init=mx.init.Constant(v))",
                         _FWD), None, reason="held by `v`"),
        Example(_example("self.scale = self.params.get('scale', shape=(2,), init=mx.init.Constant(SCALE))", _FWD).replace(
            "import mxnet as mx\n", "import mxnet as mx\nSCALE = (0.5, 1.5)\n"), None, reason="held by `SCALE`"),
        Example(_example("self.scale = self.params.get('scale', shape=(2,), init=mx.init.Constant(list(w)))", _FWD,
                         head=_HEAD.replace("**kwargs)", "w=(0.5, 1.5), **kwargs)", 1)), None, reason="builds the list"),
    ]

    @staticmethod
    def propose(ctx, call: cst.Call, method: cst.FunctionDef | None = None) -> Fix | Refusal:
        arg = value_of(call)
        value = arg.value if arg is not None else None
        indirect = indirect_refusal(ctx, value)
        if indirect is not None:
            return indirect
        if isinstance(value, cst.ListComp):
            return Refusal("the list is built by a comprehension; give `mx.init.Constant` a numpy "
                           "array of it (`np.array([...])`, which MXNet serializes)")
        if not isinstance(value, (cst.List, cst.Tuple)) or not value.elements:
            return Refusal("the value is not a list or tuple of one element")
        if len(value.elements) != 1 or isinstance(value.elements[0], cst.StarredElement):
            return Refusal(f"the value has {len(value.elements)} elements and no scalar holds them; "
                           "give `mx.init.Constant` a numpy array (`np.array([...])`, which MXNet "
                           "serializes), or a scalar and then `set_data` the values")
        element = value.elements[0].value
        number = number_literal(element)
        if number is not None:
            if not same_in_float16(float(number)):
                return Refusal(f"for a float16 Parameter `{ctx.code_for(element)}` would round to "
                               "another value than the list does (through float32 first); "
                               "write the value float16 rounds it to")
            applicability = "safe"
        elif isinstance(element, cst.Name) and _number_parameter(element.value, method):
            applicability = "unsafe"
        else:
            return Refusal(f"`{ctx.code_for(element)}` is not known to be a python number")
        # the call re-rendered, not the display's span: a tuple's parentheses belong to it
        args = [a.with_changes(value=element) if a is arg else a for a in call.args]
        return make_fix(ctx, [(call, cst.Module([]).code_for_node(call.with_changes(args=args)))], applicability,
                        "pass the number itself: MXNet broadcasts it to the same values and can "
                        "serialize it")
