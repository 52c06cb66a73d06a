"""One test per row of tests/fixtures/mxnet/CONSTRUCTS.md.

Each body is called like a ``hybrid_forward``: once with ``F = nd`` on an
NDArray (eager) and once with ``F = sym`` on ``sym.var('data')`` followed by
the graph executor (hybridized).  Legal code must give the same result both
ways; code MXNet rejects (or silently miscomputes) must raise the runtime's
error class, which subclasses MXNet's Python type and names this file's line,
the rule code and a fix.
"""
import random as pyrandom

import numpy as np
import pytest
from hybridlint.runtime import cpu, nd, sym
from hybridlint.runtime.errors import HybridError, MXNetError, NotImplementedForSymbol
from hybridlint.runtime.graph import Graph

X = np.array([[1, 2, 3], [4, 5, 6]], dtype=np.float32)


def eager(body):
    out = body(nd, nd.array(X))
    return out.asnumpy() if isinstance(out, nd.NDArray) else out


def hybrid(body):
    out = body(sym, sym.var("data"))
    return Graph.from_symbol(out).run({"data": X.copy()})[0]


def same(body, shape):
    e = eager(body)
    h = hybrid(body)
    assert e.shape == shape
    np.testing.assert_allclose(h, e)


def rejects(body, exc, code, fix_word=None):
    with pytest.raises(exc) as info:
        hybrid(body)
    err = info.value
    assert isinstance(err, HybridError)
    assert err.code == code
    msg = str(err)
    assert code in msg and "Fix:" in msg
    assert f"{__file__}:" in msg, msg  # names the user's file:line, not the runtime's
    if fix_word:
        assert fix_word in msg
    return err


def test_shape_in_arithmetic():
    assert eager(lambda F, x: x * x.shape[0]).shape == (2, 3)
    rejects(lambda F, x: x * x.shape[0], AttributeError, "HYB001")


def test_shape_in_reshape():
    assert eager(lambda F, x: x.reshape((x.shape[0], -1))).shape == (2, 3)
    rejects(lambda F, x: x.reshape((x.shape[0], -1)), AttributeError, "HYB001")


def test_asnumpy():
    assert eager(lambda F, x: x.asnumpy()).shape == (2, 3)
    rejects(lambda F, x: x.asnumpy(), NotImplementedForSymbol, "HYB002")


def test_index_int_silently_differs_in_mxnet():
    np.testing.assert_array_equal(eager(lambda F, x: x[0]), X[0])
    rejects(lambda F, x: x[0], TypeError, "HYB003", "slice_axis")


def test_index_two_ints():
    assert eager(lambda F, x: x[0, 0]).shape == (1,)
    rejects(lambda F, x: x[0, 0], TypeError, "HYB003")


def test_index_column():
    np.testing.assert_array_equal(eager(lambda F, x: x[:, 0]), X[:, 0])
    rejects(lambda F, x: x[:, 0], TypeError, "HYB003")


def test_slice_silently_differs_in_mxnet():
    assert eager(lambda F, x: x[0:1]).shape == (1, 3)
    rejects(lambda F, x: x[0:1], TypeError, "HYB003", "slice_axis")


def _iadd(F, x):
    x += 1
    return x


def test_augmented_assignment():
    np.testing.assert_array_equal(eager(_iadd), X + 1)
    rejects(_iadd, NotImplementedForSymbol, "HYB004")


def _setitem(F, x):
    x[0] = 2
    return x


def test_item_assignment():
    want = X.copy()
    want[0] = 2
    np.testing.assert_array_equal(eager(_setitem), want)
    rejects(_setitem, TypeError, "HYB005")


def test_mixed_shape_operator():
    np.testing.assert_array_equal(eager(lambda F, x: x + F.ones((1, 1))), X + 1)
    rejects(lambda F, x: x + F.ones((1, 1)), MXNetError, "HYB008", "broadcast_add")


def test_broadcast_add_is_fine():
    same(lambda F, x: F.broadcast_add(x, F.ones((1, 1))), (2, 3))


def _data_dependent_if(F, x):
    if x.sum() > 0:
        return x
    return -x


def test_data_dependent_if():
    np.testing.assert_array_equal(eager(_data_dependent_if), X)
    rejects(_data_dependent_if, NotImplementedForSymbol, "HYB006")


def test_nd_array_constant_into_sym_op():
    def body(F, x):
        c = nd.array([1, 2])
        return F.broadcast_add(x, c.reshape((2, 1)))
    np.testing.assert_array_equal(eager(body), X + [[1], [2]])
    rejects(body, AssertionError, "HYB007")


def test_nd_array_constant_in_operator():
    def body(F, x):
        c = nd.array([1, 2])
        return x + c.reshape((2, 1))
    np.testing.assert_array_equal(eager(body), X + [[1], [2]])
    rejects(body, TypeError, "HYB007")


def test_nd_array_used_only_as_python_scalar():
    same(lambda F, x: x * float(nd.array([1, 2]).sum().asscalar()), (2, 3))


def test_len():
    np.testing.assert_array_equal(eager(lambda F, x: x * len(x)), X * 2)
    rejects(lambda F, x: x * len(x), TypeError, "HYB013")


def test_for_row_in_x():
    def body(F, x):
        rows = [row for row in x]
        return F.add_n(*rows)
    np.testing.assert_array_equal(eager(body), X.sum(axis=0))
    rejects(body, TypeError, "HYB013", "split")


@pytest.mark.parametrize("attr", ["dtype", "context", "size", "ndim", "T"])
def test_ndarray_only_attributes(attr):
    eager(lambda F, x: getattr(x, attr))
    rejects(lambda F, x: getattr(x, attr), AttributeError, "HYB001")
    assert not hasattr(sym.var("v"), attr)


def test_asscalar():
    assert eager(lambda F, x: x.sum().asscalar()) == 21
    rejects(lambda F, x: x.sum().asscalar(), NotImplementedForSymbol, "HYB002")


def test_float_of_tensor():
    with pytest.raises(TypeError):
        eager(lambda F, x: float(x.sum()))
    rejects(lambda F, x: float(x.sum()), TypeError, "HYB013")


def test_numpy_operand_is_type_error_in_both_modes():
    with pytest.raises(TypeError):
        eager(lambda F, x: x + np.ones((2, 3)))
    with pytest.raises(TypeError, match="not supported"):
        hybrid(lambda F, x: x + np.ones((2, 3)))


def test_print_is_fine(capsys):
    def body(F, x):
        print(x)
        return x
    same(body, (2, 3))
    assert "<Symbol data>" in capsys.readouterr().out


def test_python_side_effect_frozen_at_trace():
    counter = []

    def body(F, x):
        counter.append(1)
        return x * len(counter)
    out = body(sym, sym.var("data"))
    g = Graph.from_symbol(out)
    first = g.run({"data": X})[0]
    counter.append(1)
    np.testing.assert_array_equal(g.run({"data": X})[0], first)  # value frozen at trace


def test_python_random_scalar_frozen_at_trace():
    r = pyrandom.Random(3)
    out = sym.var("data") * r.random()
    g = Graph.from_symbol(out)
    np.testing.assert_array_equal(g.run({"data": X})[0], g.run({"data": X})[0])


def test_nd_op_on_symbol():
    same(lambda F, x: F.relu(x), (2, 3))
    rejects(lambda F, x: nd.relu(x), AssertionError, "HYB007", "F.relu")


def test_sym_op_on_ndarray():
    with pytest.raises(HybridError) as info:
        eager(lambda F, x: sym.relu(x))
    assert info.value.code == "HYB007" and isinstance(info.value, AssertionError)
    np.testing.assert_array_equal(hybrid(lambda F, x: sym.relu(x)), X)


def test_as_in_context():
    np.testing.assert_array_equal(eager(lambda F, x: x.as_in_context(cpu())), X)
    rejects(lambda F, x: x.as_in_context(cpu()), TypeError, "HYB002")


def test_wait_to_read():
    def body(F, x):
        x.wait_to_read()
        return x
    np.testing.assert_array_equal(eager(body), X)
    rejects(body, NotImplementedForSymbol, "HYB002")


def test_control_legal_code():
    same(lambda F, x: F.relu(F.broadcast_add(x, F.ones((1, 1)))) * 2, (2, 3))


# ---- multi-output symbols keep MXNet's indexing, len and iteration
def test_multi_output_symbols_index_len_iter():
    def body(F, x):
        parts = F.split(x, num_outputs=3, axis=1)
        assert len(parts) == 3
        _, b, c = parts
        return parts[0] + b + c
    same(body, (2, 1))
    g = sym.Group([sym.var("a"), sym.var("b")])
    assert len(g) == 2 and [s.name for s in g] == ["a", "b"]
    assert g[1].name == "b" and g[-1].name == "b"
    with pytest.raises(IndexError):
        g[2]
