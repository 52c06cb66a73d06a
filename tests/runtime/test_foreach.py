"""contrib.foreach: a recurrence written with it gives real MXNet 1.9.1's outputs and gradients
eagerly and hybridized (tests/fixtures/mxnet/foreach, recorded by
bench/mxnet_foreach_fixtures.py); MXNet's exported -symbol.json with a _foreach node loads and
runs, and ours is written the same way."""
import json
from pathlib import Path

import numpy as np
import pytest
from hybridlint.runtime import nd, sym
from hybridlint.runtime.gluon import HybridBlock, SymbolBlock
from hybridlint.runtime.symbol_json import SymbolJSONError

from . import foreach_scenario

FIX = Path(__file__).resolve().parents[1] / "fixtures" / "mxnet" / "foreach"
RESULTS = np.load(FIX / "results.npz")


@pytest.mark.parametrize("mode", ["eager", "hybrid"])
def test_outputs_and_gradients_match_mxnet(mx, mode):
    got = foreach_scenario.run(mx, mode == "hybrid")
    want = [RESULTS[f"{mode}_{k}"] for k in range(len(got))]
    for k, (g, w) in enumerate(zip(got, want)):
        np.testing.assert_allclose(g, w, rtol=1e-5, atol=1e-6, err_msg=f"{mode} value {k}")


def test_mxnet_export_with_foreach_loads_and_matches_our_export(mx, tmp_path):
    block = SymbolBlock.imports(str(FIX / "loop-symbol.json"), ["data0", "data1"],
                                str(FIX / "loop-0000.params"))
    x, h0 = nd.ones((4, 2, 3)), nd.ones((2, 3))
    net = foreach_scenario.make(mx)
    net.initialize()
    net.hybridize()
    net(x, h0)
    for name, p in net.collect_params().items():
        p.set_data(block.collect_params()[name].data())
    for a, b in zip(block(x, h0), net(x, h0)):
        np.testing.assert_allclose(a.asnumpy(), b.asnumpy(), rtol=1e-6)
    net.export(str(tmp_path / "loop"))
    ours = json.loads((tmp_path / "loop-symbol.json").read_text())
    theirs = json.loads((FIX / "loop-symbol.json").read_text())
    node = next(n for n in ours["nodes"] if n["op"] == "_foreach")
    want = next(n for n in theirs["nodes"] if n["op"] == "_foreach")
    assert node["attrs"] == want["attrs"] and node["inputs"] == want["inputs"]
    assert [m["op"] for m in node["subgraphs"][0]["nodes"]] == \
        [m["op"] for m in want["subgraphs"][0]["nodes"]]


def test_eager_foreach_stacks_outputs_and_returns_the_last_states():
    """Measured in MXNet 1.9.1: outputs [[0, 2], [4, 7], [10, 14]], state [6, 9]."""
    out, state = nd.contrib.foreach(lambda x, s: (x * 2 + s[0], [s[0] + x]),
                                    nd.array(np.arange(6).reshape(3, 2)), [nd.zeros(2)])
    np.testing.assert_array_equal(out.asnumpy(), [[0, 2], [4, 7], [10, 14]])
    np.testing.assert_array_equal(state[0].asnumpy(), [6, 9])


def _nested_body(x, s):
    a, b = s[0]
    return [x + a, [x * b]], [[a + x, b * 2]]


# MXNet 1.9.1 flattens nested data, states and outputs, and hands each back in its nesting
# (a recurrent cell's list of states carried as one state); measured there, eager and hybridized
_NESTED_WANT = ([[0, 1], [2, 4], [6, 9]], [[0, 1], [4, 6], [16, 20]], [6, 9], [8, 8])


def test_nested_states_and_outputs_keep_their_nesting_eagerly():
    outs, states = nd.contrib.foreach(_nested_body, nd.array(np.arange(6).reshape(3, 2)),
                                      [[nd.zeros(2), nd.ones(2)]])
    assert isinstance(outs[1], list) and isinstance(states[0], list) and len(states[0]) == 2
    got = (outs[0], outs[1][0], states[0][0], states[0][1])
    for g, w in zip(got, _NESTED_WANT):
        np.testing.assert_array_equal(g.asnumpy(), w)


def test_nested_states_and_outputs_keep_their_nesting_hybridized():
    class Net(HybridBlock):
        def hybrid_forward(self, F, x):
            outs, states = F.contrib.foreach(_nested_body, x, [[F.zeros((2,)), F.ones((2,))]])
            return outs[0], outs[1][0], states[0][0], states[0][1]

    net = Net()
    net.hybridize()
    for g, w in zip(net(nd.array(np.arange(6).reshape(3, 2))), _NESTED_WANT):
        np.testing.assert_array_equal(g.asnumpy(), w)


def test_symbolic_foreach_shapes_and_clear_errors():
    data, s0 = sym.var("data"), sym.var("s0")
    outs, states = sym.contrib.foreach(lambda x, s: ([x + s[0]], [s[0] * 2]), data, [s0])
    group = sym.Group(outs + states)
    assert group.infer_shape(data=(5, 2), s0=(2,))[1] == [(5, 2), (2,)]
    with pytest.raises(TypeError, match="must return \\(outputs, states\\)"):
        sym.contrib.foreach(lambda x, s: x, data, [s0])
    bad = json.loads(group.tojson())
    node = next(n for n in bad["nodes"] if n["op"] == "_foreach")
    node["attrs"]["remain_locs"] = "[0]"
    with pytest.raises(SymbolJSONError, match="cover"):
        sym.load_json(json.dumps(bad))


def test_deferred_dense_in_the_body_gets_its_shape_through_the_foreach():
    # MXNet 1.9.1: a block hybridized before its first call infers a Dense without in_units
    # through the foreach body (/work/eval/s51/me/tl/mx2.py prints (2, 4)); cond does not
    from hybridlint.runtime.gluon import HybridBlock, nn

    class Scan(HybridBlock):
        def __init__(self, **kwargs):
            super().__init__(**kwargs)
            with self.name_scope():
                self.fc = nn.Dense(4)

        def hybrid_forward(self, F, x):
            h = F.broadcast_like(F.zeros((1, 4)), F.sum(x, axis=(1, 2)).reshape((-1, 1)),
                                 lhs_axes=(0,), rhs_axes=(0,))

            def step(x_t, states):
                h = F.tanh(self.fc(x_t) + states[0])
                return [h], [h]
            outs, states = F.contrib.foreach(step, F.swapaxes(x, 0, 1), [h])
            return outs, states[0]

    x = nd.array(np.random.RandomState(0).randn(2, 3, 5))
    fresh = Scan()
    fresh.initialize()
    fresh.hybridize()
    (outs,), last = fresh(x)
    assert outs.shape == (3, 2, 4) and last.shape == (2, 4)
    assert fresh.fc.weight.shape == (4, 5)
    eager = Scan()
    eager.initialize()
    eager(x)
    eager.fc.weight.set_data(fresh.fc.weight.data())
    eager.fc.bias.set_data(fresh.fc.bias.data())
    (e_outs,), e_last = eager(x)
    np.testing.assert_array_equal(e_outs.asnumpy(), outs.asnumpy())
    np.testing.assert_array_equal(e_last.asnumpy(), last.asnumpy())
