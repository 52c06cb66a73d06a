"""``_scatter_elemwise_div``: the worked example of adding an elementwise op in one file
(docs/architecture.md, "Adding an elementwise op").  Its values equal numpy's and real
MXNet 1.9.1's (tests/fixtures/mxnet/scatter_elemwise_div.npz, recorded by
bench/mxnet_scatter_div_fixtures.py), its gradient rule equals finite differences and
MXNet's gradients, and the compiler fuses it through the forms it registers, with no
compiler edit."""
from pathlib import Path

import numpy as np
import pytest
from hybridlint.runtime import autograd, nd, sym
from hybridlint.runtime.compiler import compile_graph
from hybridlint.runtime.compiler.gpu import fused_kernel_source
from hybridlint.runtime.graph import Graph
from hybridlint.runtime.registry import OpError

from .grad_harness import GradCase, check_grad
from .harness import Case, check

FIX = np.load(Path(__file__).resolve().parents[1] / "fixtures" / "mxnet" / "scatter_elemwise_div.npz")
OP = "_scatter_elemwise_div"
_rng = np.random.default_rng(7)
_LHS = _rng.standard_normal((4, 5)).astype(np.float32)
_RHS = (_rng.uniform(0.5, 2.0, (4, 5)) * _rng.choice([-1, 1], (4, 5))).astype(np.float32)

CASES = [
    Case(OP, [_LHS, _RHS], reference=np.divide, id="scatter-div-numpy"),
    # zero divisors: +-inf and nan, as MXNet
    Case(OP, [FIX["float32_lhs"], FIX["float32_rhs"]], expected=FIX["float32_out"],
         id="scatter-div-mxnet-f32"),
    Case(OP, [FIX["float64_lhs"], FIX["float64_rhs"]], expected=FIX["float64_out"],
         rtol=1e-12, id="scatter-div-mxnet-f64"),
    # integer division truncates toward zero, as MXNet's C kernel
    Case(OP, [FIX["int32_lhs"], FIX["int32_rhs"]], expected=FIX["int32_out"],
         id="scatter-div-mxnet-int32"),
]


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.id)
def test_values_match_numpy_and_mxnet(case):
    check(case)


@pytest.mark.parametrize("dt", ["float32", "float64"])
def test_gradients_match_mxnet(dt):
    a, b = nd.array(FIX[f"{dt}_lhs"], dtype=dt), nd.array(FIX[f"{dt}_rhs"], dtype=dt)
    a.attach_grad()
    b.attach_grad()
    with autograd.record():
        y = nd._internal._scatter_elemwise_div(a, b)
    y.backward(nd.array(FIX[f"{dt}_head"], dtype=dt))
    tol = 1e-6 if dt == "float32" else 1e-13
    np.testing.assert_allclose(a.grad.asnumpy(), FIX[f"{dt}_grad_lhs"], rtol=tol)
    np.testing.assert_allclose(b.grad.asnumpy(), FIX[f"{dt}_grad_rhs"], rtol=tol)


# (also run through the autograd tape by tests/autograd/test_op_grads_taped.py)
GRAD_CASES = [GradCase(OP, [_LHS.astype(np.float64), _RHS.astype(np.float64)])]


@pytest.mark.parametrize("case", GRAD_CASES, ids=lambda c: c.id)
def test_gradient_rule_matches_finite_differences(case):
    check_grad(case)


def test_shapes_must_match():
    # no broadcasting, as MXNet (which refuses (2, 3) / (3,) too)
    with pytest.raises(OpError, match="differ"):
        nd._internal._scatter_elemwise_div(nd.ones((2, 3)), nd.ones((3,)))


def test_compiled_and_fused_with_no_compiler_edit():
    a, b = sym.var("a"), sym.var("b")
    q = sym._internal._scatter_elemwise_div(a, b, name="q")
    g = Graph.from_symbol(sym.relu(q) * 2.0 + 1.0)
    feed = {"a": _LHS, "b": _RHS}
    cg = compile_graph(g)
    np.testing.assert_allclose(cg.run(feed)[0], np.maximum(_LHS / _RHS, 0) * 2 + 1, rtol=1e-6)
    plan = cg.plan()
    assert any("q" in group for group in plan.fused), plan.fused
    (fused,) = [n for n in plan.graph.nodes if n.kind == "fused"]
    _, _, body = fused_kernel_source(fused.steps, np.float32, len(fused.inputs))
    assert "(in0 / in1)" in body
    # integer arrays keep the kernel (C truncation), outside any fused group
    ints = {"a": FIX["int32_lhs"], "b": FIX["int32_rhs"]}
    g2 = Graph.from_symbol(sym._internal._scatter_elemwise_div(a, b, name="q"))
    np.testing.assert_array_equal(compile_graph(g2).run(ints)[0], FIX["int32_out"])
