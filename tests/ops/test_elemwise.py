"""Elementwise ops: unary math, elemwise_*/broadcast_*/scalar binaries and the rest."""
import dataclasses
import math

import numpy as np
import pytest

from hybridlint.runtime import registry
from hybridlint.runtime.context import num_gpus
from hybridlint.runtime.registry import KernelContext, OpError

from .harness import Case, check, check_kernel_on_gpu, resolve
from .harness import run_kernel as _run

needs_gpu = pytest.mark.skipif(num_gpus() == 0, reason="needs cupy and a CUDA device")


def alias_cases(cases):
    """The same numbers under every other exposed name of each op (MXNet's
    aliases: ``_Plus``, ``broadcast_plus``, ``split``...), one case per name."""
    covered = {c.op for c in cases}
    out = []
    for c in cases:
        op = resolve(c.op)
        prefix = f"{op.namespace}." if op.namespace else ""
        for n in (op.name, *op.aliases):
            if prefix + n not in covered:
                covered.add(prefix + n)
                out.append(dataclasses.replace(c, op=prefix + n, id=f"{prefix + n}<-{c.id}"))
    return out


def case_tests(cases):
    """The tests of a module of forward cases: each case checked through the kernel,
    ``nd`` and ``sym`` (``check``), and its kernel again on the GPU."""
    @pytest.mark.parametrize("case", cases, ids=lambda c: c.id)
    def test_op(case):
        check(case)

    @pytest.mark.gpu
    @needs_gpu
    @pytest.mark.parametrize("case", cases, ids=lambda c: c.id)
    def test_op_on_gpu(case):
        check_kernel_on_gpu(case)

    return test_op, test_op_on_gpu


R = np.random.default_rng(0)
F32 = "float32"


def rand(*shape, lo=-2.0, hi=2.0, dtype=F32):
    return R.uniform(lo, hi, size=shape).astype(dtype)


def f32(x):
    return np.asarray(x, dtype=F32)


def _erf_ref(x):
    return np.vectorize(math.erf)(x.astype(np.float64)).astype(x.dtype)


def _erfinv_ref(y):
    # bisection on math.erf: slow but independent of the kernel
    lo = np.full(y.shape, -6.0)
    hi = np.full(y.shape, 6.0)
    erf = np.vectorize(math.erf)
    for _ in range(60):
        mid = (lo + hi) / 2
        below = erf(mid) < y
        lo = np.where(below, mid, lo)
        hi = np.where(below, hi, mid)
    return ((lo + hi) / 2).astype(y.dtype)


def _gamma_ref(x):
    return np.vectorize(math.gamma)(x.astype(np.float64)).astype(x.dtype)


def _lgamma_ref(x):
    return np.vectorize(math.lgamma)(x.astype(np.float64)).astype(x.dtype)


# name: (reference, low, high)
UNARY = {
    "relu": (lambda x: np.maximum(x, 0), -2, 2),
    # MXNet keeps the input's dtype (float32 in, float32 out)
    "sigmoid": (lambda x: (1 / (1 + np.exp(-x.astype(np.float64)))).astype(x.dtype), -8, 8),
    "tanh": (np.tanh, -3, 3),
    "softsign": (lambda x: x / (1 + np.abs(x)), -3, 3),
    "exp": (np.exp, -3, 3),
    "expm1": (np.expm1, -1, 1),
    "log": (np.log, 0.1, 5),
    "log10": (np.log10, 0.1, 5),
    "log2": (np.log2, 0.1, 5),
    "log1p": (np.log1p, -0.5, 3),
    "sqrt": (np.sqrt, 0, 5),
    "rsqrt": (lambda x: 1 / np.sqrt(x), 0.1, 5),
    "cbrt": (np.cbrt, -5, 5),
    "rcbrt": (lambda x: 1 / np.cbrt(x), 0.1, 5),
    "square": (np.square, -3, 3),
    "reciprocal": (lambda x: 1 / x, 0.5, 3),
    "abs": (np.abs, -3, 3),
    "negative": (np.negative, -3, 3),
    "sign": (np.sign, -3, 3),
    "floor": (np.floor, -3, 3),
    "ceil": (np.ceil, -3, 3),
    "trunc": (np.trunc, -3, 3),
    "fix": (np.fix, -3, 3),
    "sin": (np.sin, -3, 3),
    "cos": (np.cos, -3, 3),
    "tan": (np.tan, -1, 1),
    "arcsin": (np.arcsin, -0.9, 0.9),
    "arccos": (np.arccos, -0.9, 0.9),
    "arctan": (np.arctan, -3, 3),
    "sinh": (np.sinh, -2, 2),
    "cosh": (np.cosh, -2, 2),
    "arcsinh": (np.arcsinh, -2, 2),
    "arccosh": (np.arccosh, 1.1, 4),
    "arctanh": (np.arctanh, -0.9, 0.9),
    "degrees": (np.degrees, -3, 3),
    "radians": (np.radians, -90, 90),
    "erf": (_erf_ref, -4, 4),
    "erfinv": (lambda x: _erfinv_ref(x), -0.95, 0.95),
    "gamma": (_gamma_ref, 0.2, 6),
    "gammaln": (_lgamma_ref, 0.2, 20),
    "logical_not": (lambda x: (x == 0).astype(x.dtype), -1, 1),
    "identity": (lambda x: x, -3, 3),
    "_copy": (lambda x: x, -3, 3),
    "BlockGrad": (lambda x: x, -3, 3),
    "stop_gradient": (lambda x: x, -3, 3),
    "zeros_like": (np.zeros_like, -3, 3),
    "ones_like": (np.ones_like, -3, 3),
}

CASES = [
    Case(name, [rand(3, 4, lo=lo, hi=hi)], reference=ref, rtol=1e-5, atol=1e-5, id=f"{name}-f32")
    for name, (ref, lo, hi) in UNARY.items()
]
CASES += [
    Case("exp", [rand(5, lo=-3, hi=3, dtype="float64")], reference=np.exp, id="exp-f64"),
    Case("relu", [np.array([-3, 0, 4], "int32")], expected=np.array([0, 0, 4], "int32"),
         id="relu-int32"),
    # int dtypes stay int: sqrt(int32) truncates
    Case("sqrt", [np.array([4, 8, 9], "int32")], expected=np.array([2, 2, 3], "int32"),
         id="sqrt-int32"),
    # rint rounds halves toward -inf; round rounds halves away from zero
    Case("rint", [f32([0.5, 1.5, -2.5, 2.5, -0.5, 2.6, -2.6])],
         expected=f32([0, 1, -3, 2, -1, 3, -3]), id="rint-halves"),
    Case("round", [f32([0.5, 1.5, -2.5, 2.5, -0.5, 2.4, -2.4])],
         expected=f32([1, 2, -3, 3, -1, 2, -2]), id="round-halves"),
    Case("fix", [f32([-2.7, 2.7, -0.2])], expected=f32([-2, 2, -0.0]), id="fix-toward-zero"),
    Case("erf", [np.array([-6.0, -3.0, -0.3, 0.0, 1e-6, 0.5, 2.9, 3.0, 3.1, 10.0])],
         reference=_erf_ref, rtol=1e-9, atol=1e-9, id="erf-f64-branches"),
    Case("erfinv", [np.array([-1.0, -0.999999, -0.5, 0.0, 1e-8, 0.3, 0.9999, 1.0, 1.5])],
         expected=np.concatenate([[-np.inf], _erfinv_ref(np.array([-0.999999, -0.5, 0.0, 1e-8,
                                                                    0.3, 0.9999])),
                                  [np.inf, np.nan]]),
         rtol=1e-7, atol=1e-12, id="erfinv-f64-edges"),
    # measured in MXNet 1.9.1: 0 outside [-1, 1], the cast of +-inf at +-1 (0 in int8)
    Case("erfinv", [np.array([-2, -1, 0, 1, 2], "int32")],
         expected=np.array([0, -2 ** 31, 0, -2 ** 31, 0], "int32"), id="erfinv-int32"),
    Case("erfinv", [np.array([-2, -1, 0, 1, 2], "int8")], expected=np.zeros(5, "int8"),
         id="erfinv-int8"),
    Case("gammaln", [np.array([-2.5, -0.5, 0.5, 1.0, 2.0, 10.5, 100.0])],
         reference=_lgamma_ref, rtol=1e-10, atol=1e-10, id="gammaln-f64-reflection"),
    Case("gamma", [np.array([-2.5, -0.5, 0.5, 1.0, 5.0, 10.5])],
         reference=_gamma_ref, rtol=1e-10, id="gamma-f64-reflection"),
    Case("sigmoid", [f32([-1000, 0, 1000])], expected=f32([0, 0.5, 1]), id="sigmoid-extremes"),
]

# ---- binary ---------------------------------------------------------------

BINARY = {
    # key: (reference, ew name, bc name, scalar name, rscalar name)
    "add": (np.add, "elemwise_add", "broadcast_add", "_plus_scalar", None),
    "sub": (np.subtract, "elemwise_sub", "broadcast_sub", "_minus_scalar", "_rminus_scalar"),
    "mul": (np.multiply, "elemwise_mul", "broadcast_mul", "_mul_scalar", None),
    "div": (np.divide, "elemwise_div", "broadcast_div", "_div_scalar", "_rdiv_scalar"),
    "mod": (np.mod, "_mod", "broadcast_mod", "_mod_scalar", "_rmod_scalar"),
    "power": (np.power, "_power", "broadcast_power", "_power_scalar", "_rpower_scalar"),
    "maximum": (np.maximum, "_maximum", "broadcast_maximum", "_maximum_scalar", None),
    "minimum": (np.minimum, "_minimum", "broadcast_minimum", "_minimum_scalar", None),
    "hypot": (np.hypot, "_hypot", "broadcast_hypot", "_hypot_scalar", None),
    "equal": (np.equal, "_equal", "broadcast_equal", "_equal_scalar", None),
    "not_equal": (np.not_equal, "_not_equal", "broadcast_not_equal", "_not_equal_scalar", None),
    "greater": (np.greater, "_greater", "broadcast_greater", "_greater_scalar", None),
    "greater_equal": (np.greater_equal, "_greater_equal", "broadcast_greater_equal",
                      "_greater_equal_scalar", None),
    "lesser": (np.less, "_lesser", "broadcast_lesser", "_lesser_scalar", None),
    "lesser_equal": (np.less_equal, "_lesser_equal", "broadcast_lesser_equal",
                     "_lesser_equal_scalar", None),
    "logical_and": (lambda x, y: np.logical_and(x != 0, y != 0), "_logical_and",
                    "broadcast_logical_and", "_logical_and_scalar", None),
    "logical_or": (lambda x, y: np.logical_or(x != 0, y != 0), "_logical_or",
                   "broadcast_logical_or", "_logical_or_scalar", None),
    "logical_xor": (lambda x, y: np.logical_xor(x != 0, y != 0), "_logical_xor",
                    "broadcast_logical_xor", "_logical_xor_scalar", None),
}


def _typed(ref):
    def run(x, y):
        return np.asarray(ref(x, y)).astype(x.dtype)
    return run


def _pos(*shape):
    # positive operands keep power/mod well defined; a few equal values test ==
    x = R.integers(1, 4, size=shape).astype(F32)
    return x


for _key, (_ref, _ew, _bc, _sc, _rsc) in BINARY.items():
    lhs, rhs = _pos(2, 3), _pos(2, 3)
    CASES.append(Case(_ew, [lhs, rhs], reference=_typed(_ref), id=f"{_ew}"))
    CASES.append(Case(_bc, [_pos(2, 1, 3), _pos(4, 1)], reference=_typed(_ref), id=f"{_bc}"))
    CASES.append(Case(_sc, [lhs], {"scalar": 2.0},
                      reference=lambda x, _r=_ref: _typed(_r)(x, np.float32(2.0)), id=_sc))
    if _rsc:
        CASES.append(Case(_rsc, [lhs], {"scalar": "3"},
                          reference=lambda x, _r=_ref: _typed(_r)(np.full_like(x, 3.0), x),
                          id=_rsc))

CASES += [
    # MXNet's alias spellings
    Case("broadcast_plus", [_pos(2, 1), _pos(1, 3)], reference=np.add, id="broadcast_plus"),
    Case("broadcast_minus", [_pos(2, 1), _pos(1, 3)], reference=np.subtract, id="broadcast_minus"),
    Case("_Plus", [_pos(2), _pos(2)], reference=np.add, id="_Plus"),
    Case("_PlusScalar", [_pos(2)], {"scalar": 1.5}, reference=lambda x: x + np.float32(1.5),
         id="_PlusScalar"),
    Case("_RDivScalar", [f32([1, 2, 4])], {"scalar": 1.0}, expected=f32([1, 0.5, 0.25]),
         id="_RDivScalar"),
    # the scalar becomes the array's dtype first: int32 * 0.5 -> int32 * 0
    Case("_mul_scalar", [np.array([3, 4], "int32")], {"scalar": 0.5},
         expected=np.array([0, 0], "int32"), id="mul_scalar-int-truncates-scalar"),
    Case("_plus_scalar", [np.array([1, 2], "int32")], {"scalar": 2.7},
         expected=np.array([3, 4], "int32"), id="plus_scalar-int"),
    # is_int=False (a float scalar recorded as such): int arrays compute in float64
    Case("_plus_scalar", [np.array([1, 2], "int32")], {"scalar": 2.5, "is_int": False},
         expected=np.array([3.5, 4.5]), id="plus_scalar-int-float-scalar"),
    Case("_mul_scalar", [np.array([True, False])], {"scalar": 3},
         expected=np.array([3, 0], "int64"), id="mul_scalar-bool-to-int64"),
    Case("_rdiv_scalar", [np.array([2, 4], "int32")], {"scalar": "1", "is_int": "0"},
         expected=np.array([0.5, 0.25]), id="rdiv_scalar-int-float64"),
    # mod takes the divisor's sign; a zero divisor gives 0
    Case("broadcast_mod", [f32([-7, 7, -7, 7, 5]), f32([3, -3, -3, 3, 0])],
         expected=f32([2, -2, -1, 1, 0]), id="mod-signs"),
    Case("_mod_scalar", [f32([-7, 7])], {"scalar": 3}, expected=f32([2, 1]), id="mod_scalar-neg"),
    Case("elemwise_div", [np.array([7, -7, 6], "int32"), np.array([2, 2, 4], "int32")],
         expected=np.array([3, -3, 1], "int32"), id="div-int-truncates"),
    Case("_power", [np.array([2, 3], "int32"), np.array([3, 2], "int32")],
         expected=np.array([8, 9], "int32"), id="power-int"),
    Case("broadcast_greater", [np.array([[1], [5]], "int32"), np.array([2, 4, 6], "int32")],
         expected=np.array([[0, 0, 0], [1, 1, 0]], "int32"), id="greater-int-dtype"),
    Case("_equal_scalar", [f32([1, 2, 2])], {"scalar": 2}, expected=f32([0, 1, 1]),
         id="equal_scalar"),
    Case("broadcast_add", [rand(3, 1, 4), rand(5, 1)], reference=np.add, id="broadcast-3d-2d"),
    Case("broadcast_mul", [rand(2, 3), rand(3)], reference=np.multiply, id="broadcast-rank-pad"),
]

# ---- the rest ---------------------------------------------------------------

_C = np.array([1, 0, 2], F32)
CASES += [
    Case("add_n", [rand(2, 3), rand(2, 3), rand(2, 3)], {"num_args": 3},
         reference=lambda a, b, c: a + b + c),
    Case("ElementWiseSum", [rand(4), rand(4)], reference=np.add, id="ElementWiseSum"),
    Case("add_n", [rand(4)], reference=lambda a: a, id="add_n-single"),
    Case("add_n", [np.array([1, 2], "int32"), f32([0.5, 0.5])],
         expected=np.array([1, 2], "int32"), id="add_n-mixed-dtypes-keep-first"),
    Case("clip", [rand(3, 4, lo=-3, hi=3)], {"a_min": -1, "a_max": 1.5},
         reference=lambda x: np.clip(x, -1, 1.5)),
    Case("clip", [np.array([-5, 0, 5], "int32")], {"a_min": "-1.5", "a_max": "2.5"},
         expected=np.array([-1, 0, 2], "int32"), id="clip-int"),
    Case("clip", [f32([-5, 0, 5, np.nan])], {"a_min": 2, "a_max": 1},
         expected=f32([2, 2, 1, np.nan]), id="clip-crossed-bounds-and-nan"),
    Case("where", [_C[:, None] * np.ones((3, 2), F32), rand(3, 2), rand(3, 2)],
         reference=lambda c, x, y: np.where(c != 0, x, y)),
    Case("where", [_C, rand(3, 2), rand(3, 2)],
         reference=lambda c, x, y: np.where(c[:, None] != 0, x, y), id="where-1d-condition"),
    Case("where", [np.array([1, 0], "int32"), np.ones(2, "float64"), np.zeros(2, "float64")],
         expected=np.array([1.0, 0.0]), id="where-dtype-from-x"),
    Case("smooth_l1", [rand(10, lo=-3, hi=3)], {"scalar": 2.0},
         reference=lambda x: np.where(np.abs(x) < 0.25, 0.5 * 4 * x * x, np.abs(x) - 0.125)),
    Case("smooth_l1", [rand(10, lo=-3, hi=3)],
         reference=lambda x: np.where(np.abs(x) < 1, 0.5 * x * x, np.abs(x) - 0.5),
         id="smooth_l1-default"),
    Case("Cast", [rand(2, 3, lo=-5, hi=5)], {"dtype": "int32"},
         reference=lambda x: x.astype("int32")),
    Case("cast", [np.array([1, 2], "int64")], {"dtype": "float16"},
         expected=np.array([1, 2], "float16"), id="cast-alias"),
    Case("Cast", [f32([0, 2])], {"dtype": np.float64}, expected=np.array([0.0, 2.0]),
         id="cast-numpy-dtype"),
    # NaN, +-inf and out-of-range values cast as MXNet 1.9.1's x86 kernels do (a 32-bit
    # conversion, INT_MIN when it fails, low bits kept; 64-bit for int64), on the GPU too,
    # where a plain CUDA cast saturates instead
    *(Case("Cast", [np.array([np.nan, np.inf, -np.inf, 3e9, 300.7, -2.5, -129.0])],
           {"dtype": dt}, expected=np.array(want, dt), id=f"cast-outside-{dt}")
      for dt, want in (
          ("int32", [-2 ** 31] * 4 + [300, -2, -129]),
          ("int8", [0, 0, 0, 0, 44, -2, 127]),
          ("uint8", [0, 0, 0, 0, 44, 254, 127]),
          ("int64", [-2 ** 63] * 3 + [3 * 10 ** 9, 300, -2, -129]))),
    Case("hard_sigmoid", [rand(10, lo=-5, hi=5)],
         reference=lambda x: np.clip(0.2 * x + 0.5, 0, 1)),
    Case("hard_sigmoid", [rand(10, lo=-5, hi=5)], {"alpha": 0.5, "beta": 0.1},
         reference=lambda x: np.clip(0.5 * x + 0.1, 0, 1), id="hard_sigmoid-attrs"),
    Case("make_loss", [rand(3)], reference=lambda x: x),
    Case("MakeLoss", [rand(3)], {"grad_scale": 2.0, "normalization": "batch"},
         reference=lambda x: x),
    Case("amp_cast", [rand(3)], {"dtype": "float16"}, reference=lambda x: x.astype("float16")),
    Case("amp_multicast", [rand(2).astype("float16"), rand(2), np.array([1, 2], "int32")],
         {"num_outputs": 3},
         reference=lambda a, b, c: (a.astype(F32), b, c), id="amp_multicast-widest"),
    Case("amp_multicast", [rand(2).astype("float16"), rand(2)],
         {"num_outputs": 2, "cast_narrow": True},
         reference=lambda a, b: (a, b.astype("float16")), rtol=1e-3, id="amp_multicast-narrow"),
    Case("contrib.div_sqrt_dim", [rand(2, 16)], reference=lambda x: x / 4),
    Case("contrib.quadratic", [rand(5)], {"a": 2, "b": -1, "c": 0.5},
         reference=lambda x: 2 * x * x - x + 0.5),
    Case("contrib.gradientmultiplier", [rand(5)], {"scalar": 0.1}, reference=lambda x: x),
    Case("contrib.round_ste", [f32([-1.5, 0.4, 2.5])], expected=f32([-2, 0, 3])),
    Case("contrib.sign_ste", [f32([-1.5, 0, 2.5])], expected=f32([-1, 0, 1])),
]
CASES += alias_cases(CASES)


test_op, test_op_on_gpu = case_tests(CASES)


# ---- errors and registry facts ---------------------------------------------

CTX = KernelContext(xp=np)


def test_elemwise_shape_mismatch_is_an_error():
    with pytest.raises(OpError, match="differ"):
        _run("elemwise_add", np.ones((2, 3), F32), np.ones((3, 2), F32))


def test_broadcast_incompatible_is_an_error():
    with pytest.raises(OpError, match="cannot be broadcast"):
        _run("broadcast_add", np.ones((2, 3), F32), np.ones((4,), F32))


def test_where_bad_condition_shape():
    with pytest.raises(OpError, match="condition"):
        _run("where", np.ones(4, F32), np.ones((3, 2), F32), np.ones((3, 2), F32))


def test_cast_unknown_dtype():
    with pytest.raises(OpError):
        resolve("Cast").parse_attrs({"dtype": "complex64"})
    with pytest.raises(OpError, match="bfloat16"):
        _run("Cast", np.ones(2, F32), dtype="bfloat16")


def test_clip_requires_bounds():
    with pytest.raises(OpError, match="a_min"):
        resolve("clip").parse_attrs({"a_max": 1})


def test_add_n_num_args_mismatch():
    with pytest.raises(OpError, match="num_args"):
        _run("add_n", np.ones(2, F32), np.ones(2, F32), num_args=3)


@pytest.mark.parametrize("alias,name", [
    ("_plus", "elemwise_add"), ("_Minus", "elemwise_sub"), ("_Mul", "elemwise_mul"),
    ("_Div", "elemwise_div"), ("_Mod", "_mod"), ("_Power", "_power"), ("_Maximum", "_maximum"),
    ("_Hypot", "_hypot"), ("_Greater_Equal", "_greater_equal"), ("_MinusScalar", "_minus_scalar"),
    ("_RMinusScalar", "_rminus_scalar"), ("_RPowerScalar", "_rpower_scalar"),
    ("identity", "_copy"), ("stop_gradient", "BlockGrad"), ("cast", "Cast"),
    ("ElementWiseSum", "add_n"), ("broadcast_plus", "broadcast_add"),
])
def test_aliases_resolve_to_the_mxnet_name(alias, name):
    # -symbol.json always records the registered name, never the alias
    assert registry.find(alias).name == name


def test_dtypes_are_kept():
    for dt in ("float16", "float64", "int32", "int64", "uint8"):
        x = np.arange(1, 5).astype(dt)
        for name in ("relu", "exp", "square", "_plus_scalar", "broadcast_greater"):
            op = resolve(name)
            arrays = (x, x) if op.inputs == ("lhs", "rhs") else (x,)
            assert _run(name, *arrays).dtype == np.dtype(dt), (name, dt)


def test_unary_ops_are_marked_elementwise():
    for name in ("relu", "exp", "elemwise_add", "_mul_scalar", "clip", "Cast"):
        assert registry.find(name).elementwise


_DTYPE_CHANGERS = {"Cast", "amp_cast", "amp_multicast"}


@pytest.mark.parametrize("dt", ["float16", "float32", "float64", "int32", "int64", "uint8"])
def test_every_elementwise_op_keeps_the_input_dtype(dt):
    x = np.arange(1, 7).reshape(2, 3).astype(dt)
    checked = 0
    for op in registry.all_ops():
        mine = op.kernel.__module__.endswith(".ops.elemwise")
        if not mine or not op.elementwise or op.name in _DTYPE_CHANGERS or op.variadic:
            continue
        if op.name.endswith("_scalar") and np.dtype(dt).kind == "b":
            continue
        attrs = {"a_min": 1, "a_max": 4} if op.name == "clip" else {}
        a = op.parse_attrs(attrs)
        arrays = [x] * len(op.input_names(a))
        out = op.kernel(CTX, a, *arrays)
        assert out.dtype == np.dtype(dt), (op.name, dt, out.dtype)
        assert op.out_types(a, *[dt] * len(arrays)) == [dt], op.name
        assert out.shape == x.shape, op.name
        checked += 1
    assert checked > 100
