"""Array-creating ops: _zeros/_ones/_full/_arange/_eye and random sampling."""
import numpy as np
import pytest

from hybridlint.runtime import registry
from hybridlint.runtime.registry import KernelContext, OpError

from .harness import Case, resolve
from .test_elemwise import alias_cases, case_tests

CASES = [
    Case("_zeros", [], {"shape": (2, 3)}, expected=np.zeros((2, 3), "float32")),
    Case("zeros", [], {"shape": (4,), "dtype": "int32"},
         expected=np.zeros(4, "int32"), id="zeros-alias-int"),
    Case("_zeros", [], {"shape": "(4,)", "dtype": "int64", "ctx": "cpu(0)"},
         expected=np.zeros(4, "int64"), id="zeros-string-attrs"),
    Case("_ones", [], {"shape": 3, "dtype": np.float16}, expected=np.ones(3, "float16")),
    Case("ones", [], {"shape": (1, 2)}, expected=np.ones((1, 2), "float32"), id="ones-alias"),
    Case("_full", [], {"shape": (2, 2), "value": 2.5}, expected=np.full((2, 2), 2.5, "float32")),
    Case("_full", [], {"shape": "(3,)", "value": "7", "dtype": "int64"},
         expected=np.full(3, 7, "int64"), id="full-string-attrs"),
    Case("_arange", [], {"start": 5}, expected=np.arange(5, dtype="float32")),
    Case("arange", [], {"start": 1, "stop": 2, "step": 0.25},
         expected=np.arange(1, 2, 0.25, dtype="float32"), id="arange-step"),
    Case("arange", [], {"start": 5, "stop": 0, "step": -2, "dtype": "int32"},
         expected=np.array([5, 3, 1], "int32"), id="arange-negative-step"),
    Case("arange", [], {"start": 0, "stop": 3, "repeat": 2},
         expected=np.array([0, 0, 1, 1, 2, 2], "float32"), id="arange-repeat"),
    Case("arange", [], {"start": 3, "stop": 1}, expected=np.zeros(0, "float32"),
         id="arange-empty"),
    Case("full", [], {"shape": (2,), "value": -1.5}, expected=np.full(2, -1.5, "float32"),
         id="full-alias"),
    # random ops with a zero-width distribution: exact values whatever the stream
    Case("random.uniform", [], {"low": 2, "high": 2, "shape": (2, 3)},
         expected=np.full((2, 3), 2, "float32")),
    Case("random.normal", [], {"loc": -1, "scale": 0, "shape": (4,), "dtype": "float64"},
         expected=np.full(4, -1.0)),
    Case("random.exponential", [], {"lam": "inf", "shape": (3,)}, expected=np.zeros(3, "float32")),
    Case("random.gamma", [], {"alpha": 2, "beta": 0, "shape": (2,), "dtype": "float16"},
         expected=np.zeros(2, "float16")),
    Case("random.poisson", [], {"lam": 0, "shape": (2, 2)}, expected=np.zeros((2, 2), "float32")),
    Case("random.randint", [], {"low": 3, "high": 4, "shape": (2,)},
         expected=np.array([3, 3], "int32")),
    Case("random.randint", [], {"low": -2, "high": -1, "dtype": "int64"},
         expected=np.array([-2], "int64"), id="randint-int64-default-shape"),
    Case("random.uniform_like", [np.zeros((2, 2), "float64")], {"low": 1, "high": 1},
         expected=np.ones((2, 2))),
    Case("random.normal_like", [np.zeros(3, "float32")], {"loc": 5, "scale": 0},
         expected=np.full(3, 5, "float32")),
    Case("random.exponential_like", [np.zeros(2, "float32")], {"lam": "inf"},
         expected=np.zeros(2, "float32")),
    Case("random.gamma_like", [np.zeros(2, "float32")], {"beta": 0}, expected=np.zeros(2, "float32")),
    Case("random.poisson_like", [np.zeros(2, "float32")], {"lam": 0},
         expected=np.zeros(2, "float32")),
    Case("_sample_uniform", [np.array([1, 2], "float32"), np.array([1, 2], "float32")],
         {"shape": (3,)}, expected=np.array([[1, 1, 1], [2, 2, 2]], "float32")),
    Case("_sample_normal", [np.array([[1], [2]], "float64"), np.zeros((2, 1))],
         expected=np.array([[1], [2]], "float64")),
    Case("_sample_exponential", [np.array([np.inf], "float32")], {"shape": (2,)},
         expected=np.zeros((1, 2), "float32")),
    Case("_sample_gamma", [np.ones(2, "float32"), np.zeros(2, "float32")],
         expected=np.zeros(2, "float32")),
    Case("_sample_poisson", [np.zeros(2, "float32")], {"dtype": "float64"},
         expected=np.zeros(2)),
    Case("random.shuffle", [np.ones((3, 2), "float32")], expected=np.ones((3, 2), "float32")),
    # MXNet's top-level names of the same ops
    Case("shuffle", [np.ones((3, 2), "float32")], expected=np.ones((3, 2), "float32"),
         id="shuffle-top-level"),
    Case("random_uniform", [], {"low": 2, "high": 2, "shape": (2, 3)},
         expected=np.full((2, 3), 2, "float32"), id="random_uniform"),
    Case("uniform", [], {"low": -1, "high": -1, "shape": (2,)}, expected=np.full(2, -1, "float32"),
         id="uniform-top-level"),
    Case("random_normal", [], {"loc": 3, "scale": 0, "shape": (2,), "dtype": "float64"},
         expected=np.full(2, 3.0), id="random_normal"),
    Case("normal", [], {"loc": 1, "scale": 0, "shape": (1, 2)}, expected=np.ones((1, 2), "float32"),
         id="normal-top-level"),
    Case("random_exponential", [], {"lam": "inf", "shape": (3,)}, expected=np.zeros(3, "float32"),
         id="random_exponential"),
    Case("random_gamma", [], {"alpha": 2, "beta": 0, "shape": (2,)}, expected=np.zeros(2, "float32"),
         id="random_gamma"),
    Case("random_poisson", [], {"lam": 0, "shape": (2,)}, expected=np.zeros(2, "float32"),
         id="random_poisson"),
    Case("random_randint", [], {"low": 3, "high": 4, "shape": (2,)}, expected=np.full(2, 3, "int32"),
         id="random_randint"),
    Case("_linspace", [], {"start": 0, "stop": 1, "num": 5},
         expected=np.linspace(0, 1, 5, dtype="float32")),
    Case("linspace", [], {"start": 0, "stop": 1, "num": 4, "endpoint": False, "dtype": "float64"},
         expected=np.array([0, 0.25, 0.5, 0.75]), id="linspace-no-endpoint"),
    Case("_eye", [], {"N": 3}, expected=np.eye(3, dtype="float32")),
    Case("eye", [], {"N": 2, "M": 4, "k": 1, "dtype": "int32"},
         expected=np.eye(2, 4, 1, dtype="int32"), id="eye-rect"),
]

CASES += alias_cases(CASES)


test_op, test_op_on_gpu = case_tests(CASES)


def _sample(name, **attrs):
    op = registry.find(name, "random")
    assert op is not None, name
    a = op.parse_attrs(attrs)
    out = op.kernel(KernelContext(xp=np, rng=np.random.default_rng(3)), a)
    assert out.shape == op.out_shapes(a)[0]
    assert out.dtype == np.dtype(op.out_types(a)[0])
    return out


def test_uniform_shape_dtype_and_moments():
    x = _sample("uniform", low=-1, high=3, shape=(200, 50))
    assert x.dtype == np.float32 and x.shape == (200, 50)
    assert x.min() >= -1 and x.max() < 3
    assert abs(x.mean() - 1.0) < 0.05
    assert abs(x.var() - 16 / 12) < 0.05


def test_normal_shape_dtype_and_moments():
    x = _sample("normal", loc=2, scale=0.5, shape=(100, 100), dtype="float64")
    assert x.dtype == np.float64
    assert abs(x.mean() - 2) < 0.02
    assert abs(x.std() - 0.5) < 0.02


@pytest.mark.parametrize("name,attrs,mean,var", [
    ("exponential", {"lam": 4}, 0.25, 1 / 16),
    ("gamma", {"alpha": 3, "beta": 0.5}, 1.5, 0.75),
    ("poisson", {"lam": 3}, 3.0, 3.0),
    ("randint", {"low": 0, "high": 10}, 4.5, 8.25),
])
def test_other_distributions_moments(name, attrs, mean, var):
    x = _sample(name, shape=(200, 100), **attrs).astype(np.float64)
    assert abs(x.mean() - mean) < 0.05 * max(1, mean)
    assert abs(x.var() - var) < 0.1 * max(1, var)


def test_sample_ops_draw_per_parameter_element():
    op = resolve("_sample_normal")
    a = op.parse_attrs({"shape": (4000,)})
    loc = np.array([-5.0, 5.0], "float32")
    x = op.kernel(KernelContext(xp=np, rng=np.random.default_rng(1)), a, loc,
                  np.array([1.0, 0.1], "float32"))
    assert x.shape == (2, 4000) and x.dtype == np.float32
    np.testing.assert_allclose(x.mean(1), loc, atol=0.1)
    np.testing.assert_allclose(x.std(1), [1.0, 0.1], rtol=0.1)


def test_shuffle_permutes_the_first_axis():
    op = registry.find("shuffle", "random")
    x = np.arange(20, dtype="float32").reshape(10, 2)
    y = op.kernel(KernelContext(xp=np, rng=np.random.default_rng(5)), op.parse_attrs({}), x)
    assert not np.array_equal(y, x)
    np.testing.assert_array_equal(np.sort(y[:, 0]), x[:, 0])
    np.testing.assert_array_equal(y[:, 1] - y[:, 0], 1)


def test_random_default_shape_is_one_element():
    assert _sample("uniform").shape == (1,)
    assert _sample("_random_normal").shape == (1,)


def test_random_ops_live_in_the_random_namespace():
    assert registry.get("_random_uniform").namespace == "random"
    assert registry.find("uniform", "random").name == "_random_uniform"
    assert registry.find("normal", "random").name == "_random_normal"


def test_init_ops_register_mxnet_names():
    for alias, name in (("zeros", "_zeros"), ("ones", "_ones"), ("full", "_full"),
                        ("arange", "_arange")):
        op = registry.find(alias)
        assert op.name == name and op.inputs == ()


@pytest.mark.parametrize("name,attrs,match", [
    ("_full", {"shape": (2,)}, "value"),
    ("_arange", {"start": 0, "stop": 3, "step": 0}, "step"),
    ("_arange", {"start": 0, "stop": 3, "infer_range": True}, "infer_range"),
    ("_zeros", {"shape": (2, -1)}, "negative"),
    ("_zeros", {"shape": (2,), "dtype": "complex64"}, "dtype"),
    ("random.randint", {"low": 2, "high": 2}, "high"),
    ("random.exponential", {"lam": 0}, "lam"),
    ("random.gamma", {"alpha": -1}, "alpha"),
    ("random.normal", {"scale": -1}, "scale"),
    ("random.uniform", {"low": 2, "high": 1}, "below"),
])
def test_bad_attributes(name, attrs, match):
    with pytest.raises(OpError, match=match):
        op = resolve(name)
        a = op.parse_attrs(attrs)
        op.out_shapes(a)
        op.kernel(KernelContext(xp=np, rng=np.random.default_rng(0)), a)


def test_uniform_needs_an_rng():
    op = registry.find("uniform", "random")
    with pytest.raises(OpError, match="random generator"):
        op.kernel(KernelContext(xp=np), op.parse_attrs({}))


_ONE_HOT = np.array([[0, 0, 1.0], [1.0, 0, 0]], "float32")
CASES_MULTINOMIAL = [
    # outcomes with probability 1 make the draws deterministic (values: MXNet 1.9.1's docs)
    Case("_sample_multinomial", [_ONE_HOT], expected=np.array([2, 0], "int32")),
    Case("sample_multinomial", [_ONE_HOT], {"shape": (2,)},
         expected=np.array([[2, 2], [0, 0]], "int32")),
    Case("sample_multinomial", [_ONE_HOT], {"get_prob": True, "dtype": "float32"},
         expected=(np.array([2, 0], "float32"), np.zeros(2, "float32")), id="multinomial-prob"),
]


def test_multinomial_draws_follow_the_probabilities_and_log_probs_carry_the_gradient():
    from hybridlint.runtime import autograd, nd
    from hybridlint.runtime import random as rt_random
    rt_random.seed(0)
    p = nd.array([[0.2, 0.8], [0.6, 0.4]])
    draws = nd.random.multinomial(p, shape=(4000,)).asnumpy()
    np.testing.assert_allclose((draws == 1).mean(axis=1), [0.8, 0.4], atol=0.03)
    p.attach_grad()
    with autograd.record():
        idx, logp = nd.sample_multinomial(p, shape=(3,), get_prob=True)
        loss = logp.sum()
    loss.backward()
    picked = np.take_along_axis(p.asnumpy(), idx.asnumpy().astype(int), axis=1)
    np.testing.assert_allclose(logp.asnumpy(), np.log(picked), rtol=1e-6)
    want = np.zeros((2, 2))
    for r in range(2):
        for i in idx.asnumpy()[r].astype(int):
            want[r, i] += 1 / p.asnumpy()[r, i]
    np.testing.assert_allclose(p.grad.asnumpy(), want, rtol=1e-5)
