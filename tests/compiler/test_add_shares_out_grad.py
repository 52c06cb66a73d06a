"""elemwise_add in the compiled backward: both inputs take its out-grad itself, not a copy
each, where no array can leave the backward or reach user code shared (``_shares_out_grad``);
the gradients are the reference pass's bit for bit either way."""
import numpy as np
import pytest
from hybridlint.runtime import autograd, cpu, nd, operator, sym
from hybridlint.runtime.compiler.grad import CompiledGraphGrad
from hybridlint.runtime.graph import Graph
from hybridlint.runtime.graph_grad import GraphGrad, record_call

PASS_THROUGH = "_r = (g"


class _Triples(operator.CustomOp):
    """3 * x, whose backward writes into its out-grad before passing it on: user code may."""

    def forward(self, is_train, req, in_data, out_data, aux):
        self.assign(out_data[0], req[0], in_data[0] * 3)

    def backward(self, req, out_grad, in_data, out_data, in_grad, aux):
        out_grad[0][:] = out_grad[0] * 3
        self.assign(in_grad[0], req[0], out_grad[0])


@operator.register("h199_triples_in_place")
class _TriplesProp(operator.CustomOpProp):
    def create_operator(self, ctx, shapes, dtypes):
        return _Triples()


def _run(graph, feed, impl):
    arrays = {k: nd.array(v) for k, v in feed.items()}
    for a in arrays.values():
        a.attach_grad()
    with autograd.record():
        outs = record_call(graph, list(arrays), list(arrays.values()), cpu(), grad_impl=impl)
        loss = (outs[0] * outs[0]).sum()
    loss.backward()
    return {k: a.grad.asnumpy() for k, a in arrays.items()}


def _graphs():
    x, w = sym.var("x"), sym.var("w")
    h = x * w
    return {
        # two op-made inputs: shared
        "ops": (sym.elemwise_add(sym.sin(h), sym.exp(h)), True),
        # the same value twice: its gradient is the out-grad plus itself
        "same": (sym.elemwise_add(sym.tanh(h), sym.tanh(h)) + sym.elemwise_add(h, h), None),
        # graph inputs: their gradients leave the backward, so copies
        "vars": (sym.sin(sym.elemwise_add(x, w)), False),
        # Custom (user code that writes into its out-grad) runs before sin's rule
        "custom": (sym.elemwise_add(sym.sin(h), sym.Custom(h, op_type="h199_triples_in_place")),
                   False),
    }


@pytest.mark.parametrize("which", ["ops", "same", "vars", "custom"])
def test_gradients_are_the_reference_bits(which):
    out, shares = _graphs()[which]
    g = Graph.from_symbol(out)
    rng = np.random.default_rng(7)
    feed = {"x": rng.standard_normal((3, 5)).astype(np.float32),
            "w": rng.standard_normal((3, 5)).astype(np.float32)}
    want = _run(g, feed, GraphGrad(g))
    impl = CompiledGraphGrad(g, cpu())
    got = _run(g, feed, impl)
    for k in want:
        np.testing.assert_array_equal(got[k], want[k], err_msg=k)
    (plan,) = impl._plans.values()
    if shares is not None:
        assert (PASS_THROUGH in plan.backward_source) is shares


def test_an_out_grad_of_another_dtype_gets_the_rules_cast():
    """A head gradient in float64 (the tape converts a user's, but the backward is
    callable with any): the add passes float32 copies, as its rule does."""
    from hybridlint.runtime.registry import KernelContext

    x, w = sym.var("x"), sym.var("w")
    h = x * w
    g = Graph.from_symbol(sym.elemwise_add(sym.sin(h), sym.exp(h)))
    rng = np.random.default_rng(3)
    feed = {"x": rng.standard_normal((2, 3)).astype(np.float32),
            "w": rng.standard_normal((2, 3)).astype(np.float32)}
    head = [rng.standard_normal((2, 3))]            # float64
    need = dict.fromkeys(g.input_names, True)
    results = []
    for impl in (GraphGrad(g), CompiledGraphGrad(g, cpu())):
        outs, saved = impl.forward(feed, KernelContext(np, True), need)
        results.append(impl.backward(saved, list(head), KernelContext(np, True)))
    want, got = results
    for k in want:
        assert got[k].dtype == want[k].dtype == np.float32
        np.testing.assert_array_equal(got[k], want[k], err_msg=k)
