"""Gradient rules of the elementwise family, checked against finite differences;
and the table-wide check that every op has a rule or is listed as non-differentiable."""
import importlib
import math
import pathlib

import numpy as np
import pytest

from hybridlint.runtime import registry
from hybridlint.runtime.context import num_gpus
from hybridlint.runtime.registry import KernelContext
from hybridlint.runtime.ops.grad_util import NON_DIFFERENTIABLE, scatter_add, unbroadcast

from .grad_harness import (
    GradCase,
    away,
    check_grad,
    check_grad_on_gpu,
    check_rule_accepts,
    forward_cases,
    rand,
)
from .harness import resolve

S = (3, 4)


def _unary(op, x, **kw):
    return GradCase(op, [x], id=kw.pop("id", op), **kw)


_NON_INTEGER = rand(S, -3, 3, seed=1)
_GAMMA_POINTS = np.array([[-2.5, -1.3, -0.4, 0.3], [0.7, 1.7, 3.2, 4.5], [6.5, 9.1, 0.05, -3.7]])

UNARY_CASES = [
    _unary("relu", away(S)),
    _unary("sigmoid", rand(S, -3, 3)),
    _unary("tanh", rand(S, -2, 2)),
    _unary("softsign", away(S, 0.1, 3)),
    _unary("exp", rand(S, -2, 2)),
    _unary("expm1", rand(S, -2, 2)),
    _unary("log", rand(S, 0.3, 3)),
    _unary("log10", rand(S, 0.3, 3)),
    _unary("log2", rand(S, 0.3, 3)),
    _unary("log1p", rand(S, -0.6, 3)),
    _unary("sqrt", rand(S, 0.3, 3)),
    _unary("rsqrt", rand(S, 0.3, 3)),
    _unary("cbrt", away(S, 0.3, 3)),
    _unary("rcbrt", away(S, 0.3, 3)),
    _unary("square", rand(S, -2, 2)),
    _unary("reciprocal", away(S, 0.4, 2)),
    _unary("abs", away(S)),
    _unary("negative", rand(S)),
    *[_unary(n, _NON_INTEGER) for n in ("sign", "floor", "ceil", "trunc", "fix", "round",
                                          "rint")],
    _unary("sin", rand(S, -3, 3)),
    _unary("cos", rand(S, -3, 3)),
    _unary("tan", rand(S, -1.2, 1.2)),
    _unary("arcsin", rand(S, -0.8, 0.8)),
    _unary("arccos", rand(S, -0.8, 0.8)),
    _unary("arctan", rand(S, -3, 3)),
    _unary("sinh", rand(S, -2, 2)),
    _unary("cosh", rand(S, -2, 2)),
    _unary("arcsinh", rand(S, -3, 3)),
    _unary("arccosh", rand(S, 1.2, 3)),
    _unary("arctanh", rand(S, -0.8, 0.8)),
    _unary("degrees", rand(S)),
    _unary("radians", rand(S)),
    # both sides of the kernel's series/asymptotic switch (0.5 in float32, 4 in float64)
    _unary("erf", np.array([[-4.5, -2.0, -0.7, -0.3], [0.0, 0.2, 0.45, 0.55],
                            [1.3, 2.5, 3.0, 4.2]]), eps=1e-4, atol=1e-6),
    _unary("erfinv", rand(S, -0.9, 0.9)),
    _unary("gamma", _GAMMA_POINTS),
    _unary("gammaln", _GAMMA_POINTS),
    _unary("_copy", rand(S)),
    _unary("identity", rand(S), id="identity alias"),
    # BlockGrad stops the gradient: zeros whatever flows back
    _unary("BlockGrad", rand(S), expected=lambda ins, outs, gs: np.zeros(S)),
    _unary("stop_gradient", rand(S), expected=lambda ins, outs, gs: np.zeros(S)),
]


def _mod_inputs(shape, seed=0):
    # x = y * (k + f), f in [0.2, 0.8]: away from mod's jumps at multiples of y
    rng = np.random.default_rng(seed)
    y = away(shape, 0.5, 2, seed=seed)
    x = y * (rng.integers(-2, 3, shape) + rng.uniform(0.2, 0.8, shape))
    return x, y


def _binary_pairs(shape_x, shape_y, seed=0):
    """{name: (x, y)} with inputs valid for each binary rule (random values: no ties,
    and mod's jumps at multiples of y are a measure-zero set)."""
    x, y = rand(shape_x, seed=seed), away(shape_y, 0.5, 2, seed=seed + 1)
    return {
        "add": (x, y), "sub": (x, y), "mul": (x, y), "div": (x, y),
        "mod": (rand(shape_x, -3, 3, seed=seed + 2), y),
        "power": (rand(shape_x, 0.5, 2, seed=seed), rand(shape_y, -1.5, 2, seed=seed + 1)),
        "maximum": (x, rand(shape_y, seed=seed + 3)),
        "minimum": (x, rand(shape_y, seed=seed + 4)),
        "hypot": (away(shape_x, seed=seed), away(shape_y, seed=seed + 5)),
    }


_ELEMWISE_NAMES = {"add": "elemwise_add", "sub": "elemwise_sub", "mul": "elemwise_mul",
                   "div": "elemwise_div", "mod": "_mod", "power": "_power",
                   "maximum": "_maximum", "minimum": "_minimum", "hypot": "_hypot"}

BINARY_CASES = [GradCase(_ELEMWISE_NAMES[k], [x, y]) for k, (x, y) in
                _binary_pairs(S, S).items()]
BINARY_CASES.append(GradCase("_mod", list(_mod_inputs(S)), id="_mod(x = y * (k + f))"))

# broadcast: one side expands along some axes, both expand, a leading axis is added
BROADCAST_CASES = [
    GradCase(f"broadcast_{k}", [x, y], id=f"broadcast_{k}{sx}{sy}")
    for sx, sy in (((2, 3, 4), (3, 1)), ((1, 4), (3, 1)), ((3,), (2, 3)))
    for k, (x, y) in _binary_pairs(sx, sy, seed=len(sx)).items()
]


def _scalar(op, x, scalar, **kw):
    return GradCase(op, [x], {"scalar": scalar}, id=kw.pop("id", f"{op}({scalar})"), **kw)


SCALAR_CASES = [
    _scalar("_plus_scalar", rand(S), 1.5),
    _scalar("_minus_scalar", rand(S), 1.5),
    _scalar("_rminus_scalar", rand(S), 1.5),
    _scalar("_mul_scalar", rand(S), -2.5),
    _scalar("_div_scalar", rand(S), -2.5),
    _scalar("_rdiv_scalar", away(S, 0.4, 2), 3.0),
    _scalar("_mod_scalar", rand(S, 0.1, 2.9) + np.arange(12).reshape(S) % 3 * 3, 3.0),
    _scalar("_rmod_scalar", np.array([[0.7, 0.9, 1.3, 1.6], [2.1, 2.6, 3.0, 4.4],
                                      [-0.8, -1.1, -1.7, -2.9]]), 3.7),
    _scalar("_power_scalar", rand(S, 0.3, 2), 2.5),
    _scalar("_power_scalar", rand(S, -2, 2), 3.0, id="_power_scalar(int exponent, negative base)"),
    _scalar("_rpower_scalar", rand(S, -2, 2), 2.5),
    _scalar("_maximum_scalar", rand(S), 0.1),
    _scalar("_minimum_scalar", rand(S), 0.1),
    _scalar("_hypot_scalar", rand(S), 0.7),
]

_X_TIES = np.array([[0.5, -1.0, 2.0], [0.5, 0.25, -3.0]])
_Y_TIES = np.array([[0.5, -1.0, 1.0], [0.75, 0.25, -3.0]])
_G_TIES = np.arange(1.0, 7.0).reshape(2, 3)

TIE_CASES = [
    # MXNet's maximum/minimum backward hands a tie to the lhs (ge/lt, le/gt)
    GradCase("_maximum", [_X_TIES, _Y_TIES], out_grads=[_G_TIES],
             expected=lambda ins, outs, gs: (gs[0] * (ins[0] >= ins[1]), gs[0] * (ins[0] < ins[1])),
             id="maximum ties go to lhs"),
    GradCase("broadcast_minimum", [_X_TIES, _Y_TIES], out_grads=[_G_TIES],
             expected=lambda ins, outs, gs: (gs[0] * (ins[0] <= ins[1]), gs[0] * (ins[0] > ins[1])),
             id="minimum ties go to lhs"),
    GradCase("_maximum_scalar", [_X_TIES], {"scalar": 0.5}, out_grads=[_G_TIES],
             expected=lambda ins, outs, gs: gs[0] * (ins[0] >= 0.5), id="maximum_scalar tie"),
    GradCase("_minimum_scalar", [_X_TIES], {"scalar": 0.5}, out_grads=[_G_TIES],
             expected=lambda ins, outs, gs: gs[0] * (ins[0] <= 0.5), id="minimum_scalar tie"),
    # clip passes the gradient at the bounds themselves
    GradCase("clip", [np.array([[-1.0, -0.5, 0.0], [0.5, 0.7, 2.0]])],
             {"a_min": -0.5, "a_max": 0.5}, out_grads=[_G_TIES],
             expected=lambda ins, outs, gs: gs[0] * np.array([[0, 1, 1], [1, 0, 0]]),
             id="clip at the bounds"),
]

_COND = np.array([[1.0, 0.0, 2.0, 0.0], [0.0, 0.0, 1.0, 1.0], [1.0, 1.0, 0.0, -1.0]])

OTHER_CASES = [
    GradCase("add_n", [rand(S, seed=1), rand(S, seed=2), rand(S, seed=3)]),
    GradCase("ElementWiseSum", [rand(S, seed=1), rand(S, seed=2)], id="ElementWiseSum alias"),
    GradCase("clip", [rand(S, -1, 1)], {"a_min": -0.5, "a_max": 0.6}),
    GradCase("where", [_COND, rand(S, seed=1), rand(S, seed=2)], no_grad=(0,)),
    GradCase("where", [np.array([1.0, 0.0, 3.0]), rand(S, seed=1), rand(S, seed=2)],
             no_grad=(0,), id="where 1-D condition"),
    GradCase("smooth_l1", [np.array([[-2.0, -0.9, -0.3, 0.2], [0.6, 1.4, 3.0, -1.2],
                                     [0.05, -0.05, 0.95, 1.05]])]),
    GradCase("smooth_l1", [np.array([[-2.0, -0.2, -0.3, 0.2], [0.1, 1.4, 3.0, -1.2]])],
             {"scalar": 2.0}, id="smooth_l1(sigma=2)"),
    GradCase("Cast", [rand(S)], {"dtype": "float64"}),
    GradCase("cast", [rand(S)], {"dtype": "float16"}, f32=False,
             expected=lambda ins, outs, gs: gs[0].astype(np.float64), id="cast to float16"),
    GradCase("amp_cast", [rand(S)], {"dtype": "float64"}),
    GradCase("amp_multicast", [rand(S, seed=1), rand((2,), seed=2)], {"num_outputs": 2}),
    GradCase("hard_sigmoid", [rand(S, -4, 4)]),
    GradCase("hard_sigmoid", [rand(S, -2, 2)], {"alpha": 0.7, "beta": 0.1}, id="hard_sigmoid(a,b)"),
    # loss heads start the backward pass: the incoming gradient is ignored
    GradCase("make_loss", [rand(S)], expected=lambda ins, outs, gs: np.ones(S)),
    GradCase("MakeLoss", [rand(S)], {"grad_scale": 2.0},
             expected=lambda ins, outs, gs: np.full(S, 2.0)),
    GradCase("MakeLoss", [rand(S)], {"grad_scale": 2.0, "normalization": "batch"},
             expected=lambda ins, outs, gs: np.full(S, 2.0 / 3), id="MakeLoss batch"),
    GradCase("MakeLoss", [rand(S, seed=4)], {"normalization": "valid", "valid_thresh": 0.1},
             expected=lambda ins, outs, gs: np.full(S, 1.0 / (ins[0] > 0.1).sum()),
             id="MakeLoss valid"),
    GradCase("MakeLoss", [-np.ones(S)], {"normalization": "valid"},
             expected=lambda ins, outs, gs: np.ones(S), id="MakeLoss valid, none valid"),
    GradCase("contrib.div_sqrt_dim", [rand(S)]),
    GradCase("contrib.quadratic", [rand(S)], {"a": 1.5, "b": -0.5, "c": 2.0}),
    GradCase("contrib.gradientmultiplier", [rand(S)], {"scalar": -0.5},
             expected=lambda ins, outs, gs: gs[0] * -0.5),
    # straight-through estimators: the gradient passes unchanged
    GradCase("contrib.round_ste", [rand(S, -3, 3)], expected=lambda ins, outs, gs: gs[0]),
    GradCase("contrib.sign_ste", [rand(S, -3, 3)], expected=lambda ins, outs, gs: gs[0]),
]

GRAD_CASES = UNARY_CASES + BINARY_CASES + BROADCAST_CASES + SCALAR_CASES + TIE_CASES + OTHER_CASES


@pytest.mark.parametrize("case", GRAD_CASES, ids=lambda c: c.id)
def test_grad(case):
    check_grad(case)


def test_amp_multicast_casts_each_gradient_back():
    # float16 and float32 inputs both compute in float32; each gradient returns
    # in its own input's dtype
    op = resolve("amp_multicast")
    a = op.parse_attrs({"num_outputs": 2})
    x, y = rand(S).astype(np.float32), rand((2,)).astype(np.float16)
    outs = op.kernel(KernelContext(xp=np), a, x, y)
    assert [o.dtype for o in outs] == [np.float32, np.float32]
    gx, gy = op.grad(KernelContext(xp=np), a, (x, y), outs,
                     (np.ones(S, np.float32), np.full((2,), 3.0, np.float32)))
    assert (gx.dtype, gy.dtype) == (np.float32, np.float16)
    np.testing.assert_array_equal(gy, [3.0, 3.0])
    # an unused output (None) contributes zeros
    gx, gy = op.grad(KernelContext(xp=np), a, (x, y), outs, (None, np.ones(2, np.float32)))
    np.testing.assert_array_equal(gx, np.zeros(S))


def test_int_scalar_rule_keeps_the_int_dtype():
    op = resolve("_mul_scalar")
    a = op.parse_attrs({"scalar": 3.0})
    x = np.arange(4, dtype=np.int32)
    (gx,) = op.grad(KernelContext(xp=np), a, (x,), (x * 3,), (np.ones(4, np.int32),))
    assert gx.dtype == np.int32
    np.testing.assert_array_equal(gx, [3, 3, 3, 3])


def test_unbroadcast_sums_expanded_and_leading_axes():
    g = np.arange(24.0).reshape(2, 3, 4)
    np.testing.assert_array_equal(unbroadcast(np, g, (3, 1)), g.sum(axis=(0, 2))[:, None])
    np.testing.assert_array_equal(unbroadcast(np, g, (1, 4)), g.sum(axis=(0, 1))[None])
    np.testing.assert_array_equal(unbroadcast(np, g, (2, 3, 4)), g)
    with pytest.raises(ValueError):
        unbroadcast(np, g, (1, 2, 3, 4))


def test_scatter_add_accumulates_repeated_indices():
    target = np.zeros(4)
    scatter_add(np, target, (np.array([0, 2, 0, 0]),), np.array([1.0, 2.0, 3.0, 4.0]))
    np.testing.assert_array_equal(target, [8.0, 0.0, 2.0, 0.0])


# ---------------------------------------------------------------------------
# every op of the families with rules: a rule and a case, or listed as having none
# ---------------------------------------------------------------------------

# the op modules whose rules exist; nn*/control get theirs later
RULE_FAMILIES = ("elemwise", "tensor", "reduce", "init")


def _family(op) -> str:
    return op.kernel.__module__.rsplit(".", 1)[-1]


def _grad_cases():
    cases = []
    # an op's test module may hold its gradient cases beside its value cases
    for path in sorted(pathlib.Path(__file__).parent.glob("test_*.py")):
        mod = importlib.import_module(f"{__package__}.{path.stem}")
        cases.extend(getattr(mod, "GRAD_CASES", []))
    return cases


def test_every_op_has_a_rule_or_is_listed_non_differentiable():
    ops = [op for op in registry.all_ops() if _family(op) in RULE_FAMILIES]
    assert len(ops) > 150
    missing = sorted(op.name for op in ops if op.grad is None and op.name not in NON_DIFFERENTIABLE)
    assert not missing, \
        f"ops with neither a gradient rule nor a non-differentiable entry: {missing}"
    both = sorted(op.name for op in ops if op.grad is not None and op.name in NON_DIFFERENTIABLE)
    assert not both, f"ops listed non-differentiable but with a rule: {both}"


def test_non_differentiable_names_are_ops_of_the_table():
    unknown = sorted(n for n in NON_DIFFERENTIABLE if registry.find(n) is None
                     and not any(op.name == n for op in registry.all_ops()))
    assert not unknown, f"NON_DIFFERENTIABLE names that are not ops: {unknown}"


def test_every_rule_has_a_gradient_case():
    tested = {resolve(c.op).name for c in _grad_cases()}
    untested = sorted(op.name for op in registry.all_ops()
                      if op.grad is not None and _family(op) in RULE_FAMILIES
                      and op.name not in tested)
    assert not untested, f"gradient rules without a GradCase: {untested}"


def test_rules_accept_every_forward_case():
    """Each rule runs on the inputs of every forward Case of its op (int, float16,
    odd attributes) and returns one gradient per input, shaped and typed like it."""
    cases = forward_cases(__package__, ("test_elemwise", "test_tensor", "test_reduce", "test_init"))
    checked = sum(check_rule_accepts(c) for c in cases)
    assert checked > 200


@pytest.mark.gpu
@pytest.mark.skipif(num_gpus() == 0, reason="needs cupy and a CUDA device")
@pytest.mark.parametrize("case", _grad_cases(), ids=lambda c: c.id)
def test_rules_on_gpu_match_cpu(case):
    check_grad_on_gpu(case)


def test_digamma_matches_known_values():
    from hybridlint.runtime.ops.elemwise import _digamma

    euler = 0.5772156649015329
    x = np.array([1.0, 0.5, 2.0, -0.5, 10.0])
    want = [-euler, -euler - 2 * math.log(2), 1 - euler, -euler - 2 * math.log(2) + 2,
            2.251752589066721]
    np.testing.assert_allclose(_digamma(np, x), want, rtol=1e-10)
