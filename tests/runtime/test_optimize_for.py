"""``HybridBlock.optimize_for`` as MXNet 1.9.1 on CPU without a backend it knows: no backend is a
ValueError ('Must specify "backend" to optimize_for'); a backend name hybridizes and builds the
graph without running it (MXNet logs "Error optimizing for backend 'foo' cannot be found" and
goes on unpartitioned; the runtime warns), after which the block runs and exports (MXNet printed
the same values for both calls in the probe recorded in bench/RESULTS.md)."""
import numpy as np
import pytest
from hybridlint.runtime import gluon, nd, sym


def _net():
    net = gluon.nn.HybridSequential()
    with net.name_scope():
        net.add(gluon.nn.Dense(4, activation="relu", in_units=3), gluon.nn.Dense(2, in_units=4))
    net.initialize()
    return net


def test_without_backend_is_mxnets_error():
    with pytest.raises(ValueError, match='Must specify "backend" to optimize_for'):
        _net().optimize_for(nd.ones((2, 3)))


def test_backend_builds_the_graph_without_running_it(tmp_path):
    net, x = _net(), nd.ones((2, 3))
    eager = net(x).asnumpy()
    with pytest.warns(UserWarning, match="no subgraph backends"):
        net.optimize_for(x, backend="MKLDNN", static_alloc=True)
    assert net._cached_op is not None and net._active
    np.testing.assert_allclose(net(x).asnumpy(), eager, rtol=1e-6)
    net.export(str(tmp_path / "opt"))
    assert (tmp_path / "opt-symbol.json").exists()


def test_symbol_block_shares_the_hybrid_block_path():
    x = sym.var("data")
    block = gluon.SymbolBlock(sym.relu(x) * 2, x)
    data = nd.array([[-1.0, 0.5, 2.0]])
    with pytest.warns(UserWarning, match="no subgraph backends"):
        block.optimize_for(data, backend="MKLDNN")
    assert block._cached_op is not None
    np.testing.assert_array_equal(block(data).asnumpy(), [[0.0, 1.0, 4.0]])
