"""hybridlint.testing.assert_hybrid_consistent on runtime blocks."""
import numpy as np
import pytest
from hybridlint.runtime import nd
from hybridlint.runtime.gluon import HybridBlock, nn

from hybridlint.testing import assert_hybrid_consistent

from .conftest import line_of


class Counter(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.calls = 0

    def hybrid_forward(self, F, x):
        self.calls += 1
        return x * self.calls


class Indexing(HybridBlock):
    def hybrid_forward(self, F, x):
        return x[0]  # the bug under test


class Pair(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.a = nn.Dense(3)
            self.b = nn.Dense(2, in_units=4)

    def hybrid_forward(self, F, x):
        return self.a(x), [self.b(x)]


def mlp():
    net = nn.HybridSequential()
    with net.name_scope():
        net.add(nn.Dense(6, activation="relu"), nn.Dense(2))
    net.initialize()
    return net


def test_passes_and_reports_each_mode():
    net = mlp()
    comparisons = assert_hybrid_consistent(net, nd.random.uniform(shape=(3, 4)))
    assert [c.mode for c in comparisons] == ["hybridized", "hybridized static"]
    assert all(c.ok and c.max_abs <= 1e-5 for c in comparisons)
    assert len(assert_hybrid_consistent(net, nd.ones((3, 4)), static=False)) == 1


def test_nested_outputs_and_numpy_inputs():
    net = Pair()
    net.initialize()
    comparisons = assert_hybrid_consistent(net, np.arange(8, dtype=np.float64).reshape(2, 4) / 8)
    assert {c.output for c in comparisons} == {"0", "1.0"}
    assert {c.dtype for c in comparisons} == {"float64"}
    assert comparisons[0].rtol == 1e-7  # float64 tolerances


def test_leaves_an_eager_block_eager():
    net = mlp()
    assert_hybrid_consistent(net, nd.ones((2, 4)))
    assert not net._active and not any(b._active for b in net._children.values())
    calls = []
    net[0].register_forward_hook(lambda *a: calls.append(1))
    net(nd.ones((2, 4)))
    net(nd.ones((2, 4)))
    assert len(calls) == 2  # still eager: the child's forward runs on every call


def test_leaves_a_hybridized_block_hybridized_with_its_flags():
    net = mlp()
    net.hybridize(static_alloc=True)
    assert_hybrid_consistent(net, nd.ones((2, 4)))
    assert net._active and dict(net._flags)["static_alloc"] and not dict(net._flags)["static_shape"]
    assert net._cached_op is None  # the next call traces afresh
    assert net(nd.ones((2, 4))).shape == (2, 2)


def test_state_restored_when_the_check_fails():
    net = Indexing()
    with pytest.raises(AssertionError):
        assert_hybrid_consistent(net, nd.ones((2, 3)))
    assert not net._active


def test_difference_message_names_output_errors_index_and_shapes():
    block = Counter()
    x = nd.array([[1.0, -2.0, 3.0]])
    with pytest.raises(AssertionError) as info:
        assert_hybrid_consistent(block, x)
    message = str(info.value)
    assert message.startswith("Counter: hybridized outputs differ from eager (2 of 2 comparisons)")
    # eager ran with calls=1, hybridize traced with calls=2: |2x - x| is worst at x=3
    assert "hybridized output 0: max abs err 3, max rel err 1" in message
    assert "worst element at index (0, 2): hybridized 6, eager 3" in message
    assert "shapes (1, 3) (hybridized) and (1, 3) (eager)" in message
    assert "hybridized static output 0" in message


def test_tolerances_can_be_loosened():
    block = Counter()
    assert_hybrid_consistent(block, nd.array([[1e-3]]), atol=1e-2, static=False)


def test_tracing_failure_message_names_file_line_and_rule():
    line = line_of(__file__, "return x[0]  # the bug under test")
    with pytest.raises(AssertionError) as info:
        assert_hybrid_consistent(Indexing(), nd.ones((2, 3)))
    message = str(info.value)
    assert message.startswith("Indexing does not hybridize: hybridize failed at ")
    assert f"test_testing_helper.py:{line}: HYB003" in message
    assert isinstance(info.value.__cause__, TypeError)  # the runtime's own error is chained


def test_bad_arguments():
    with pytest.raises(TypeError, match="at least one input"):
        assert_hybrid_consistent(mlp())
    with pytest.raises(TypeError, match="needs a Gluon HybridBlock"):
        assert_hybrid_consistent(object(), nd.ones((1,)))


def test_eager_failure_is_reported_as_such():
    net = mlp()
    net(nd.ones((2, 4)))  # the first Dense now has in_units 4
    with pytest.raises(AssertionError, match="fails before hybridization: eager run failed"):
        assert_hybrid_consistent(net, nd.ones((2, 5)))
