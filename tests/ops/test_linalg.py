"""``nd.linalg`` / ``sym.linalg`` and ``khatri_rao`` against numpy and real MXNet 1.9.1: every call
recorded by bench/mxnet_linalg_fixtures.py (tests/fixtures/mxnet/linalg.npz: float32/float64,
batches, transposes, ``axis``, alpha/beta, every triangle layout and offset) is a Case whose
expected result is MXNet's output (kernel, nd, sym, JSON round trip); the gradients equal
MXNet's under the recorded head gradients, and the gradient rules equal finite differences."""
import json
from pathlib import Path

import numpy as np
import pytest
from hybridlint.runtime import autograd, nd, registry, sym
from hybridlint.runtime.graph import Graph
from hybridlint.runtime.registry import OpError

from .grad_harness import GradCase, check_grad, numeric_grad
from .harness import Case, check, resolve

FIX = np.load(Path(__file__).resolve().parents[1] / "fixtures" / "mxnet" / "linalg.npz")
RECORDED = json.loads(FIX["__cases__"].tobytes())
_R = np.random.default_rng(3)


def _tol(call):
    return (1e-4, 1e-5) if FIX[call["inputs"][0]].dtype == np.float32 else (1e-9, 1e-11)


def _case(k, call, name=None):
    outs = [FIX[n] for n in call["outputs"]]
    rtol, atol = _tol(call)
    return Case(name or call["op"], [FIX[n] for n in call["inputs"]], call["attrs"],
                expected=outs[0] if len(outs) == 1 else tuple(outs), rtol=rtol, atol=atol,
                id=f"{k}-{call['op']}")


CASES = [_case(k, c) for k, c in enumerate(RECORDED)]
# every other exposed name (linalg._linalg_gemm2, and linalg_gemm2 at the top level) on one call
_FIRST = {c["op"]: k for k, c in reversed(list(enumerate(RECORDED)))}
CASES_ALIASES = [
    _case(_FIRST[f"linalg.{short}"], RECORDED[_FIRST[f"linalg.{short}"]], alias)
    for short in ("gemm", "gemm2", "potrf", "potri", "trmm", "trsm", "sumlogdiag", "extractdiag",
                  "makediag", "extracttrian", "maketrian", "syrk", "gelqf", "syevd", "inverse",
                  "det", "slogdet")
    for alias in (f"linalg._linalg_{short}",) + ((f"linalg_{short}",) if short != "syevd" else ())]


def _spd(n, *lead):
    m = _R.standard_normal(lead + (n, n))
    return m @ np.swapaxes(m, -1, -2) + n * np.eye(n)


_A, _B = _R.standard_normal((2, 3, 4)), _R.standard_normal((2, 4, 5))
CASES_NUMPY = [
    Case("linalg.gemm2", [_A, _B], {"alpha": 3.0}, reference=lambda a, b: 3.0 * a @ b,
         id="gemm2-numpy"),
    Case("linalg.potrf", [_spd(4, 2)], reference=np.linalg.cholesky, id="potrf-numpy"),
    Case("linalg.inverse", [_spd(3)], reference=np.linalg.inv, id="inverse-numpy"),
    Case("khatri_rao", [_A[0].T.copy(), _B[0][:, :3].copy()],
         reference=lambda a, b: np.stack([np.kron(a[:, j], b[:, j]) for j in range(3)], axis=1),
         id="khatri_rao-numpy"),
]


def test_every_op_was_recorded():
    recorded = {c["op"] for c in RECORDED}
    table = {f"{op.namespace}.{op.aliases[0]}" for op in registry.all_ops()
             if op.namespace == "linalg"}
    assert table <= recorded and "khatri_rao" in recorded
    assert len(table) == 17


@pytest.mark.parametrize("case", CASES + CASES_ALIASES + CASES_NUMPY, ids=lambda c: c.id)
def test_values_match_mxnet(case):
    check(case)


_WITH_GRAD = [(k, c) for k, c in enumerate(RECORDED) if "grads" in c]


@pytest.mark.parametrize("k,call", _WITH_GRAD, ids=[f"{k}-{c['op']}" for k, c in _WITH_GRAD])
def test_gradients_match_mxnet(k, call):
    fn = nd
    for part in call["op"].split("."):
        fn = getattr(fn, part)
    xs = [nd.array(FIX[n], dtype=FIX[n].dtype) for n in call["inputs"]]
    for x in xs:
        x.attach_grad()
    with autograd.record():
        out = fn(*xs, **call["attrs"])
    outs = list(out) if isinstance(out, (list, tuple)) else [out]
    heads = [nd.array(FIX[n], dtype=FIX[n].dtype) for n in call["heads"]]
    autograd.backward(outs, heads)
    rtol, atol = _tol(call)
    for x, name in zip(xs, call["grads"]):
        np.testing.assert_allclose(x.grad.asnumpy(), FIX[name], rtol=rtol * 10, atol=atol * 10)


def _lower(n, *lead):
    m = np.tril(_R.standard_normal(lead + (n, n)))
    i = np.arange(n)
    m[..., i, i] = np.abs(m[..., i, i]) + 1.0
    return m


def _potrf_expected(inputs, outputs, out_grads):
    """MXNet's potrf gradient is symmetric: the finite differences of the kernel (which reads
    the lower triangle) spread evenly over both triangles."""
    op = resolve("linalg.potrf")
    low = numeric_grad(op, op.parse_attrs({}), list(inputs), out_grads, 0, 1e-6)
    return ((low + np.swapaxes(low, -1, -2) * (1 - np.eye(low.shape[-1]))) / 2
            + np.eye(low.shape[-1]) * low / 2,)


GRAD_CASES = [
    GradCase("linalg.potrf", [_spd(3, 2)], expected=_potrf_expected, rtol=1e-4, atol=1e-6),
    GradCase("linalg.gemm", [_A, _B, _R.standard_normal((2, 3, 5))],
             {"alpha": 0.5, "beta": 2.0}),
    GradCase("linalg.gemm2", [_A, _R.standard_normal((2, 5, 4))], {"transpose_b": True}),
    GradCase("linalg.syrk", [_A], {"transpose": True, "alpha": 2.0}),
    GradCase("linalg.trmm", [_lower(3, 2), _R.standard_normal((2, 4, 3))], {"rightside": True}),
    GradCase("linalg.trsm", [_lower(3, 2), _R.standard_normal((2, 3, 4))],
             {"transpose": True, "alpha": 2.0}),
    GradCase("linalg.potri", [_lower(3, 2)]),
    GradCase("linalg.sumlogdiag", [_spd(3, 2)]),
    GradCase("linalg.inverse", [_spd(3, 2)], f32=False),
    GradCase("linalg.det", [_R.standard_normal((2, 3, 3))]),
    GradCase("linalg.slogdet", [_R.standard_normal((2, 3, 3))]),
    GradCase("linalg.extractdiag", [_R.standard_normal((2, 4, 4))], {"offset": -1}),
    GradCase("linalg.makediag", [_R.standard_normal((2, 3))], {"offset": 2}),
    GradCase("linalg.extracttrian", [_R.standard_normal((4, 4))], {"lower": False}),
    GradCase("linalg.maketrian", [_R.standard_normal((2, 6))], {"offset": -1}),
]


@pytest.mark.parametrize("case", GRAD_CASES, ids=lambda c: c.id)
def test_gradient_rules_match_finite_differences(case):
    check_grad(case)


def test_only_float32_and_float64():
    # MXNet: "The operator supports float32 and float64 data types only"
    with pytest.raises(OpError, match="float32 and float64"):
        nd.linalg.gemm2(nd.ones((2, 2), dtype="int32"), nd.ones((2, 2), dtype="int32"))
    with pytest.raises(OpError, match="float32 and float64"):
        sym.linalg.potrf(sym.var("a")).infer_type(a="float16")


def test_shape_errors():
    with pytest.raises(OpError, match="square"):
        nd.linalg.potrf(nd.ones((2, 3)))
    with pytest.raises(OpError, match="cannot multiply"):
        nd.linalg.gemm2(nd.ones((2, 3)), nd.ones((2, 3)))
    with pytest.raises(OpError, match="positive definite"):
        nd.linalg.potrf(nd.array([[1.0, 2.0], [2.0, 1.0]]))


def test_hybridized_equals_eager_in_a_graph():
    """A Gaussian-process style log likelihood: potrf, trsm, sumlogdiag, syrk in one graph,
    run by the executor and through a JSON round trip, equal to the eager calls."""
    k, y = sym.var("k"), sym.var("y")
    low = sym.linalg.potrf(k)
    z = sym.linalg.trsm(low, y)
    out = sym.linalg.sumlogdiag(low) + 0.5 * sym.sum(sym.linalg.syrk(z, transpose=True))
    kk, yy = _spd(4).astype(np.float32), _R.standard_normal((4, 2)).astype(np.float32)
    le = nd.linalg.potrf(nd.array(kk))
    want = (nd.linalg.sumlogdiag(le)
            + 0.5 * nd.sum(nd.linalg.syrk(nd.linalg.trsm(le, nd.array(yy)), transpose=True)))
    for s in (out, sym.load_json(out.tojson())):
        got = Graph.from_symbol(s).run({"k": kk, "y": yy})[0]
        np.testing.assert_allclose(got, want.asnumpy(), rtol=1e-5)
