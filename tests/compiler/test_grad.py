import numpy as np
import pytest
from hybridlint.runtime import autograd, cpu, nd, sym
from hybridlint.runtime.compiler.grad import CompiledGraphGrad
from hybridlint.runtime.graph import Graph
from hybridlint.runtime.graph_grad import GraphGrad, record_call

from .nets import lenet_graph, mlp_symbol, random_feed


def _grads(graph, feed, impl):
    arrays = {k: nd.array(v) for k, v in feed.items()}
    for a in arrays.values():
        a.attach_grad()
    with autograd.record():
        outs = record_call(graph, list(arrays), list(arrays.values()), cpu(), grad_impl=impl)
        loss = (outs[0] * outs[0]).sum()
    loss.backward()
    return outs[0].asnumpy(), {k: a.grad.asnumpy() for k, a in arrays.items()}


@pytest.mark.parametrize("which", ["mlp", "lenet", "cond"])
def test_gradients_equal_the_reference(which):
    if which == "mlp":
        g = Graph.from_symbol(mlp_symbol((16, 8, 3)))
        feed = random_feed(g, {"data": (4, 10)}, scale=0.5)
    elif which == "lenet":
        g = lenet_graph()
        feed = random_feed(g, {"data": (2, 1, 28, 28)}, scale=0.3)
    else:
        x = sym.var("x")
        g = Graph.from_symbol(sym.contrib.cond(sym.sum(x) > 0, lambda: x * 3, lambda: x * x))
        feed = {"x": np.full((2, 2), -1.5, np.float32)}
    want_out, want = _grads(g, feed, GraphGrad(g))
    got_out, got = _grads(g, feed, CompiledGraphGrad(g, cpu()))
    # float32 with another summation order (channels-last columns): errors relative to
    # each array's scale
    np.testing.assert_allclose(got_out, want_out, rtol=1e-5,
                               atol=1e-6 * max(1.0, np.abs(want_out).max()))
    for k in want:
        np.testing.assert_allclose(got[k], want[k], rtol=1e-4,
                                   atol=1e-5 * max(1.0, np.abs(want[k]).max()), err_msg=k)


def test_need_flags_are_followed_from_call_to_call():
    """The flags of the last call are kept to skip a lookup per input; a call with other
    flags -- the same dict changed in place included -- is planned for its own."""
    from hybridlint.runtime.registry import KernelContext

    g = Graph.from_symbol(mlp_symbol((16, 8, 3)))
    feed = random_feed(g, {"data": (4, 10)}, scale=0.5)
    names = list(g.input_names)
    impl = CompiledGraphGrad(g, cpu())
    kctx = KernelContext(np, True)
    need = dict.fromkeys(names, True)
    outs, saved = impl.forward(feed, kctx, need)
    assert saved.plan.need == (True,) * len(names)
    weight = next(n for n in names if n.endswith("weight"))
    need[weight] = False
    outs, saved = impl.forward(feed, kctx, need)
    assert saved.plan.need == tuple(n != weight for n in names)
    grads = impl.backward(saved, [np.ones_like(outs[0])], KernelContext(np, True))
    assert grads[weight] is None and all(grads[n] is not None for n in names if n != weight)
    outs, saved = impl.forward(feed, kctx, dict.fromkeys(names, True))
    assert saved.plan.need == (True,) * len(names)
    outs, saved = impl.forward(feed, kctx, need)
    assert saved.plan.need == tuple(n != weight for n in names)
