"""contrib.while_loop against values measured in real MXNet 1.9.1 (the scripts' outputs are the
literals below): the node's layout, outputs zero-padded to max_iterations (MXNet leaves that tail
uninitialised), final loop variables, and gradients -- eagerly as MXNet computes them, and
hybridized, where MXNet 1.9.1's CachedOp fails its own backward check and ours gives the eager
gradients."""
import json

import numpy as np
import pytest
from hybridlint.runtime import autograd, gluon, nd, sym
from hybridlint.runtime.symbol_json import SymbolJSONError


def _graph():
    i, s, lim, w = sym.var("i"), sym.var("s"), sym.var("lim"), sym.var("w")
    outs, final = sym.contrib.while_loop(cond=lambda i, s: i <= lim,
                                         func=lambda i, s: ([i * w + s], [i + 1, s + i]),
                                         loop_vars=(i, s), max_iterations=6)
    return sym.Group(outs + final)


def test_node_layout_is_mxnets():
    g = _graph()
    node = next(n for n in json.loads(g.tojson())["nodes"] if n["op"] == "_while_loop")
    # MXNet 1.9.1 wrote exactly these for the same construction
    assert node["attrs"] == {"cond_input_locs": "[0, 1]", "func_input_locs": "[0, 2, 3]",
                             "func_var_locs": "[0, 2]", "max_iterations": "6",
                             "num_args": "6", "num_out_data": "1", "num_outputs": "3"}
    assert g.list_arguments() == ["i", "lim", "w", "s"]
    loaded = sym.load_json(g.tojson())
    feed = {"i": nd.array([0]), "s": nd.array([1]), "lim": nd.array([3]), "w": nd.array([2])}
    outs = loaded.eval(**feed)
    np.testing.assert_array_equal(outs[0].asnumpy().ravel(), [1, 3, 6, 10, 0, 0])
    np.testing.assert_array_equal(outs[1].asnumpy(), [4])
    np.testing.assert_array_equal(outs[2].asnumpy(), [7])


def test_eager_loop_pads_to_max_iterations():
    outs, final = nd.contrib.while_loop(
        cond=lambda i, s: i <= 5, func=lambda i, s: ([i + s], [i + 1, s + i]),
        loop_vars=(nd.array([0]), nd.array([1])), max_iterations=10)
    np.testing.assert_array_equal(outs[0].asnumpy().ravel()[:6], [1, 2, 4, 7, 11, 16])
    assert outs[0].shape == (10, 1)
    assert [v.asnumpy().tolist() for v in final] == [[6.0], [16.0]]


class Recurrence(gluon.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.w = self.params.get("w", shape=(2,))

    def hybrid_forward(self, F, x, lim, w):
        outs, (_, h) = F.contrib.while_loop(
            cond=lambda i, h: F.sum(i) < F.sum(lim),
            func=lambda i, h: ([F.tanh(h * w + x)], [i + 1, F.tanh(h * w + x)]),
            loop_vars=(F.zeros_like(lim), x), max_iterations=5)
        return outs[0], h


@pytest.mark.parametrize("hybridize", [False, True])
def test_gradients_through_the_loop(hybridize):
    net = Recurrence(prefix="net_")
    net.initialize()
    x, lim = nd.array([0.3, -0.2]), nd.array([3.0])
    net(x, lim)
    net.w.set_data(nd.array([0.5, 1.5]))
    if hybridize:
        net.hybridize()
    x.attach_grad()
    with autograd.record():
        o, h = net(x, lim)
        loss = (o * nd.arange(10).reshape((5, 2))).sum() + (h * 3).sum()
    loss.backward()
    np.testing.assert_allclose(o.asnumpy().ravel(), [0.4219, -0.46212, 0.47068, -0.71296, 0.48945,
                                                     -0.85365, 0, 0, 0, 0], atol=1e-5)
    np.testing.assert_allclose(h.asnumpy(), [0.48945, -0.85365], atol=1e-5)
    np.testing.assert_allclose(x.grad.asnumpy(), [11.18898, 16.28314], rtol=1e-5)
    np.testing.assert_allclose(net.w.grad().asnumpy(), [4.48389, -3.85167], rtol=1e-5)


def test_clear_errors():
    i = sym.var("i")
    with pytest.raises(ValueError, match="max_iterations is required"):
        sym.contrib.while_loop(lambda i: i < 3, lambda i: ([i], [i + 1]), [i])
    with pytest.raises(TypeError, match="must return \\(outputs, loop_vars\\)"):
        sym.contrib.while_loop(lambda i: i < 3, lambda i: i + 1, [i], max_iterations=3)
    doc = json.loads(_graph().tojson())
    node = next(n for n in doc["nodes"] if n["op"] == "_while_loop")
    node["attrs"]["func_input_locs"] = "[0, 9, 3]"
    with pytest.raises(SymbolJSONError, match="func_input_locs"):
        sym.load_json(json.dumps(doc))
