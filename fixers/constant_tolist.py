"""HYB016 fixer: ``mx.init.Constant(a.tolist())`` -> ``mx.init.Constant(a)`` for a numpy array ``a``."""
from __future__ import annotations

import libcst as cst

from hybridlint.diagnostics import Fix

from . import Example, Fixer, Refusal, example_class, make_fix
from .constant_scalar import indirect_refusal, value_of

_ARRAY_MAKERS = frozenset({"numpy.array", "numpy.asarray"})


def tolist_call(value: cst.BaseExpression) -> bool:
    """``value`` is ``<expr>.tolist()``: a python list for any array of one or more dimensions."""
    return (type(value) is cst.Call and not value.args and isinstance(value.func, cst.Attribute)
            and value.func.attr.value == "tolist")


def _numpy_array(ctx, node: cst.BaseExpression) -> bool:
    """``node`` makes a numpy array: ``x.asnumpy()`` (only NDArrays have it), ``np.array(...)``,
    ``np.asarray(...)``."""
    if type(node) is not cst.Call:
        return False
    func = node.func
    if isinstance(func, cst.Attribute) and func.attr.value == "asnumpy" and not node.args:
        return True
    return ctx.resolve(func) in _ARRAY_MAKERS


_HEAD = """\
def __init__(self, **kwargs):
    super().__init__(**kwargs)
"""
_IMPORTS = "import mxnet as mx\nimport numpy as np\n"
_FWD = "def hybrid_forward(self, F, x, scale):\n    return F.broadcast_mul(x, scale)\n"


def _example(init: str, forward: str = _FWD, imports: str = _IMPORTS) -> str:
    body = "".join(f"    {line}\n" for line in init.splitlines())
    return example_class(_HEAD + body + "\n" + forward, imports=imports)


_STATS = "mean = mx.nd.array([0.5, -1.0, 2.0])\n"
_DENSE_FWD = "def hybrid_forward(self, F, x):\n    return self.fc(x)\n"


class ConstantArray(Fixer):
    code = "HYB016"
    name = "constant-initializer-array"
    applicability = "safe"
    description = """
    Drops `.tolist()` from a numpy array given to `mx.init.Constant` as a Parameter's own
    initializer: `init=mx.init.Constant(mean.asnumpy().tolist())` ->
    `init=mx.init.Constant(mean.asnumpy())`, likewise of `np.array(...)` / `np.asarray(...)`.
    MXNet 1.9.1 serializes a numpy array (`Constant.dumps` calls its `.tolist()` itself) but not
    a list, and eagerly fills the array with `arr[:] = value`, which converts a list and the
    numpy array it came from to the same values (measured for float32/float64/float16/int32
    Parameters and float32/float64/int64 arrays of shapes (1,), (3,), (2, 3): 36 cases, 0
    differ). A 0-d array's `.tolist()` is a number, which serializes too: the rewrite changes
    nothing there. Refused when the receiver of `.tolist()` is not shown to be a numpy array
    (a name, an attribute: it could be a list-like without the array's conversion).
    """
    EXAMPLES = [
        # the z-score statistics of a generated network: an NDArray read back with asnumpy()
        Example(_example(_STATS + "self.scale = self.params.get('scale', shape=(3,), "
                         "init=mx.init.Constant(mean.asnumpy().tolist()), differentiable=False)"),
                _example(_STATS + "self.scale = self.params.get('scale', shape=(3,), "
                         "init=mx.init.Constant(mean.asnumpy()), differentiable=False)"),
                shapes=[[(2, 3)], [(4, 3)]]),
        # np.array of a literal, by the value= keyword
        Example(_example("self.scale = self.params.get('scale', shape=(2, 3), "
                         "init=mx.init.Constant(value=np.array([[1, 2, 3], [4, 5, 6]]).tolist()))"),
                _example("self.scale = self.params.get('scale', shape=(2, 3), "
                         "init=mx.init.Constant(value=np.array([[1, 2, 3], [4, 5, 6]])))"),
                shapes=[[(2, 3)]]),
        # a layer's bias_initializer, np.asarray with a dtype
        Example(_example("self.fc = nn.Dense(3, in_units=4, bias_initializer=mx.init.Constant(\n"
                         "    np.asarray([0.1, 0.2, 0.3], dtype='float32').tolist()))", _DENSE_FWD,
                         imports=_IMPORTS + "from mxnet.gluon import nn\n"),
                _example("self.fc = nn.Dense(3, in_units=4, bias_initializer=mx.init.Constant(\n"
                         "    np.asarray([0.1, 0.2, 0.3], dtype='float32')))", _DENSE_FWD,
                         imports=_IMPORTS + "from mxnet.gluon import nn\n"),
                shapes=[[(2, 4)], [(5, 4)]]),
        # refusals: the receiver is not shown to be a numpy array
        Example(_example("self.stats = np.array([0.5, -1.0, 2.0])\n"
                         "self.scale = self.params.get('scale', shape=(3,), init=mx.init.Constant(self.stats.tolist()))"),
                None, reason="not known to be a numpy array"),
        Example(example_class("def __init__(self, mean=None, **kwargs):\n    super().__init__(**kwargs)\n"
                              "    self.scale = self.params.get('scale', shape=(3,), init=mx.init.Constant(mean.tolist()))\n\n"
                              + _FWD, imports=_IMPORTS),
                None, reason="not known to be a numpy array"),
        # the list held by a local: reported, not rewritten
        Example(_example("m = np.array([0.5, -1.0, 2.0]).tolist()\n"
                         "self.scale = self.params.get('scale', shape=(3,), init=mx.init.Constant(m))"),
                None, reason="held by `m`"),
    ]

    @staticmethod
    def propose(ctx, call: cst.Call, method: cst.FunctionDef | None = None) -> Fix | Refusal:
        arg = value_of(call)
        value = arg.value if arg is not None else None
        indirect = indirect_refusal(ctx, value)
        if indirect is not None:
            return indirect
        if value is None or not tolist_call(value):
            return Refusal("the value is not `<array>.tolist()`")
        array = value.func.value
        if not _numpy_array(ctx, array):
            return Refusal(f"`{ctx.code_for(array)}` is not known to be a numpy array (`x.asnumpy()`, "
                           "`np.array(...)`, `np.asarray(...)`); pass the array itself, which MXNet "
                           "serializes")
        return make_fix(ctx, [(value, ctx.code_for(array))], "safe",
                        "pass the numpy array itself: MXNet fills the Parameter with the same values "
                        "and can serialize the array")
