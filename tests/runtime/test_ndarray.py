"""NDArray: MXNet 1.x eager semantics."""
import numpy as np
import pytest
from hybridlint.runtime import cpu, nd
from hybridlint.runtime.ops.tensor import reshape_target
from hybridlint.runtime.registry import OpError

A = np.arange(6, dtype=np.float32).reshape(2, 3)


def arr(a=A):
    return nd.array(a)


def test_array_defaults_to_float32_like_mxnet():
    assert nd.array([[1, 2], [3, 4]]).dtype == np.float32
    assert nd.array(np.arange(3, dtype=np.float64)).dtype == np.float32
    assert nd.array(np.arange(3), dtype="int32").dtype == np.int32
    assert nd.array(nd.array([1], dtype="int64")).dtype == np.int64
    assert nd.array(5).shape == (1,)


def test_attributes():
    x = arr()
    assert x.shape == (2, 3) and x.size == 6 and x.ndim == 2
    assert x.context == cpu(0) and x.ctx == cpu()
    assert x.T.shape == (3, 2)
    assert x.stype == "default"


def test_data_out():
    x = arr()
    np.testing.assert_array_equal(x.asnumpy(), A)
    assert x.asnumpy() is not x._data  # a copy, as MXNet
    assert nd.array([7]).asscalar() == 7 and nd.array([7]).item() == 7
    with pytest.raises(ValueError):
        x.asscalar()
    assert x.tolist() == A.tolist()
    x.wait_to_read()
    assert x.as_in_context(cpu()) is x


def test_copy_copyto_astype():
    x = arr()
    y = x.copy()
    y[:] = 0
    assert x.asnumpy().sum() == 15
    z = nd.zeros((2, 3))
    x.copyto(z)
    np.testing.assert_array_equal(z.asnumpy(), A)
    assert x.astype("int32").dtype == np.int32
    assert x.astype(np.float32, copy=False) is x


def test_repr_like_mxnet():
    assert repr(nd.array([[1, 2, 3], [4, 5, 6]])) == \
        "\n[[1. 2. 3.]\n [4. 5. 6.]]\n<NDArray 2x3 @cpu(0)>"


def test_arithmetic_broadcasts_and_scalars():
    x = arr()
    r = nd.array([[10], [20]])
    np.testing.assert_array_equal((x + r).asnumpy(), A + [[10], [20]])
    np.testing.assert_array_equal((x - 1).asnumpy(), A - 1)
    np.testing.assert_array_equal((1 - x).asnumpy(), 1 - A)
    np.testing.assert_array_equal((x * 2).asnumpy(), A * 2)
    np.testing.assert_allclose((1 / (x + 1)).asnumpy(), 1 / (A + 1))
    np.testing.assert_allclose((2 ** x).asnumpy(), 2 ** A)
    np.testing.assert_allclose((x ** 2).asnumpy(), A ** 2)
    np.testing.assert_array_equal((x % 4).asnumpy(), A % 4)
    np.testing.assert_array_equal((-x).asnumpy(), -A)
    np.testing.assert_array_equal(abs(-x).asnumpy(), A)
    assert (x + 1).dtype == np.float32


def test_comparisons_return_0_1_in_input_dtype():
    x = arr()
    out = x > 2
    assert out.dtype == np.float32
    np.testing.assert_array_equal(out.asnumpy(), (A > 2).astype(np.float32))
    np.testing.assert_array_equal((x == x.copy()).asnumpy(), np.ones((2, 3)))
    np.testing.assert_array_equal((x <= nd.array([[1], [4]])).asnumpy(),
                                  (A <= [[1], [4]]).astype(np.float32))


def test_inplace_mutates_buffer():
    x = arr()
    view = x[0]
    x += 1
    x *= 2
    np.testing.assert_array_equal(x.asnumpy(), (A + 1) * 2)
    np.testing.assert_array_equal(view.asnumpy(), ((A + 1) * 2)[0])
    with pytest.raises(ValueError):
        x += nd.ones((3, 2, 3))


def test_basic_indexing():
    x = arr()
    assert x[0].shape == (3,)
    assert x[1:3].shape == (1, 3)
    assert x[:, 0].shape == (2,)
    assert x[0, 0].shape == (1,)  # MXNet 1.x: no 0-d arrays
    np.testing.assert_array_equal(x[-1, ::-1].asnumpy(), A[-1, ::-1])
    np.testing.assert_array_equal(x[None:None, 1:].asnumpy(), A[:, 1:])
    np.testing.assert_array_equal(x[nd.array([1, 0])].asnumpy(), A[[1, 0]])


def test_views_share_memory():
    x = arr()
    x[0][:] = -1
    assert (x.asnumpy()[0] == -1).all()


def test_item_assignment():
    x = arr()
    x[0] = 7
    x[1, 1:] = nd.array([8, 9])
    np.testing.assert_array_equal(x.asnumpy(), [[7, 7, 7], [3, 8, 9]])
    x[:] = 0
    assert x.asnumpy().sum() == 0


def test_python_protocols():
    x = arr()
    assert len(x) == 2
    rows = list(x)
    assert len(rows) == 2 and rows[1].shape == (3,)
    assert bool(nd.array([1])) and not bool(nd.array([0])) and not bool(nd.zeros((0,)))
    assert nd.ones((1, 1)).asscalar() == 1
    with pytest.raises(ValueError):
        bool(x)
    with pytest.raises(TypeError):  # MXNet 1.x NDArray has no __float__
        float(nd.array([1]))


def test_reshape_signatures():
    x = arr()
    assert x.reshape(3, 2).shape == (3, 2)
    assert x.reshape((3, 2)).shape == (3, 2)
    assert x.reshape(shape=(3, 2)).shape == (3, 2)
    assert x.reshape((0, -1)).shape == (2, 3)
    assert x.reshape((-1,)).shape == (6,)
    y = x.reshape(6)
    y[:] = 1
    assert x.asnumpy().sum() == 6  # a view, as MXNet
    with pytest.raises(OpError):
        x.reshape((4, 2))


def test_reshape_infers_a_minus_one_at_its_codes_position():
    """MXNet 1.9.1 keeps a -1's slot by the code's index, not by the axis it makes: after a -4
    (three codes, two axes) or a -2 it infers another axis. Measured in MXNet 1.9.1: (2, 6, 5) by
    (0, -4, -1, 3, -1) raises eagerly ("Cannot reshape array") and infers (2, 2, 3, 1) as a
    Symbol; (2, 6, 5, 4) by (-4, 1, -1, -1, 0, 0) infers (1, 2, 1, 6, 4); a -1 before the -4 or
    inside its pair is read right."""
    assert reshape_target((0, -4, -1, 3, -1), (2, 6, 5)) == (2, 2, 3, 1)
    assert reshape_target((-4, 1, -1, -1, 0, 0), (2, 6, 5, 4)) == (1, 2, 1, 6, 4)
    assert reshape_target((0, -2, -1), (2, 6, 5, 4)) == (2, 6, 1, 4, 1)
    assert nd.ones((2, 6, 5, 4)).reshape((-1, -4, -1, 3, 0, 0)).shape == (2, 2, 3, 5, 4)
    assert nd.ones((2, 6, 5)).reshape((0, -4, -1, 3, 0)).shape == (2, 2, 3, 5)
    with pytest.raises(OpError):
        nd.ones((2, 6, 5)).reshape((0, -4, -1, 3, -1))


def test_fluent_methods():
    x = arr()
    np.testing.assert_allclose(x.sum().asnumpy(), [15])
    np.testing.assert_allclose(x.sum(axis=1).asnumpy(), A.sum(axis=1))
    np.testing.assert_allclose(x.mean(axis=0).asnumpy(), A.mean(axis=0))
    np.testing.assert_allclose(x.exp().asnumpy(), np.exp(A), rtol=1e-6)
    assert x.transpose().shape == (3, 2)
    assert x.expand_dims(0).shape == (1, 2, 3)
    assert x.expand_dims(0).squeeze().shape == (2, 3)
    assert x.flatten().shape == (2, 3)
    assert x.slice_axis(axis=1, begin=0, end=2).shape == (2, 2)
    assert x.argmax(axis=1).dtype == np.float32  # MXNet 1.x returns float indices
    parts = x.split(num_outputs=3, axis=1)
    assert isinstance(parts, list) and len(parts) == 3
    np.testing.assert_allclose(x.clip(1, 4).asnumpy(), np.clip(A, 1, 4))
    assert nd.array([[1], [2]]).broadcast_to((2, 3)).shape == (2, 3)


def test_log_and_exp_variants_are_fluent_as_in_mxnet():
    # MXNet 1.9.1's NDArray and Symbol have log1p/expm1/log2/log10 methods; [0.5, 2] gives
    # [0.4054651, 1.0986123], [0.6487213, 6.389056], [-1, 1], [-0.30103, 0.30103] there
    x = nd.array([0.5, 2.0])
    np.testing.assert_allclose(x.log1p().asnumpy(), [0.4054651, 1.0986123], rtol=1e-6)
    np.testing.assert_allclose(x.expm1().asnumpy(), [0.6487213, 6.389056], rtol=1e-6)
    np.testing.assert_allclose(x.log2().asnumpy(), [-1.0, 1.0], rtol=1e-6)
    np.testing.assert_allclose(x.log10().asnumpy(), [-0.30103, 0.30103], rtol=1e-5)
    from hybridlint.runtime import sym
    s = sym.var("a").log1p().expm1()
    np.testing.assert_allclose(s.eval(a=x)[0].asnumpy(), [0.5, 2.0], rtol=1e-6)


def test_broadcast_to_method_prepends_axes_like_mxnet():
    # MXNet's NDArray.broadcast_to (not the operator) pads the shape with leading 1s
    out = nd.array([1, 2, 3]).broadcast_to((2, 2, 3))
    np.testing.assert_array_equal(out.asnumpy(), np.broadcast_to([1, 2, 3], (2, 2, 3)))
    with pytest.raises(ValueError, match="could not be broadcast"):
        nd.array([1, 2, 3]).broadcast_to((2, 2))
    with pytest.raises(ValueError, match="could not be broadcast"):
        nd.zeros((2, 3)).broadcast_to((3,))


def test_nd_namespace_calls():
    x = arr()
    np.testing.assert_allclose(nd.relu(x - 2).asnumpy(), np.maximum(A - 2, 0))
    np.testing.assert_allclose(nd.relu(data=x).asnumpy(), A)
    np.testing.assert_allclose(nd.reshape(x, (3, 2)).asnumpy(), A.reshape(3, 2))
    out = nd.zeros((2, 3))
    res = nd.relu(x, out=out)
    assert res is out and out.asnumpy().sum() == 15
    np.testing.assert_allclose(nd.concat(x, x, dim=0).asnumpy(), np.concatenate([A, A]))
    with pytest.raises(OpError, match="NDArray type"):
        nd.relu(A)
    # measured in MXNet 1.9.1: an op without parameters keeps and ignores any keyword, an op
    # with parameters refuses an unknown one
    np.testing.assert_allclose(nd.relu(x, bogus=1).asnumpy(), np.maximum(A, 0))
    with pytest.raises(OpError, match="no attribute"):
        nd.Activation(x, act_type="relu", bogus=1)


def test_nd_only_helpers():
    x = arr()
    np.testing.assert_allclose(nd.add(x, 1).asnumpy(), A + 1)
    np.testing.assert_allclose(nd.subtract(1, x).asnumpy(), 1 - A)
    np.testing.assert_allclose(nd.divide(x, nd.array([[1], [2]])).asnumpy(), A / [[1], [2]])
    np.testing.assert_allclose(nd.greater(2, x).asnumpy(), (2 > A).astype(np.float32))
    assert nd.add(1, 2) == 3
    assert nd.concatenate([x, x], axis=1).shape == (2, 6)
    assert nd.moveaxis(nd.zeros((2, 3, 4)), 0, -1).shape == (3, 4, 2)
    out = nd.zeros((3, 4))
    nd.onehot_encode(nd.array([0, 3, 1]), out)
    np.testing.assert_array_equal(out.asnumpy(), np.eye(4)[[0, 3, 1]])
    nd.waitall()


def test_creation():
    assert nd.zeros((2, 3)).dtype == np.float32
    assert nd.ones(4, dtype="int32").asnumpy().tolist() == [1, 1, 1, 1]
    np.testing.assert_array_equal(nd.full((2,), 7).asnumpy(), [7, 7])
    np.testing.assert_array_equal(nd.arange(0, 5, 2).asnumpy(), [0, 2, 4])
    assert nd.empty((2, 2)).shape == (2, 2)


def test_sub_namespaces_and_random_seed():
    from hybridlint.runtime import random
    random.seed(7)
    a = nd.random.normal(shape=(3,)).asnumpy()
    random.seed(7)
    b = nd.random.normal(shape=(3,)).asnumpy()
    np.testing.assert_array_equal(a, b)
    assert nd.random.uniform(0, 1, shape=(2, 2)).shape == (2, 2)
    assert random.normal is nd.random.normal  # mx.random.normal


def test_attach_grad_allocates_slot():
    x = arr()
    assert x.grad is None
    x.attach_grad()
    assert x.grad.shape == (2, 3) and x.grad.asnumpy().sum() == 0


def test_ndarray_module_exposes_ops_like_mx_ndarray():
    from hybridlint.runtime import ndarray, sym
    assert ndarray.relu is nd.relu and ndarray.NDArray is nd.NDArray
    # and under nd/sym as in MXNet: annotations and isinstance checks spell mx.nd.ndarray.NDArray,
    # mx.sym.symbol.Symbol
    assert nd.ndarray is ndarray and nd.ndarray.NDArray is nd.NDArray
    assert sym.symbol.Symbol is sym.Symbol


def test_random_dispatch_like_mxnet():
    from hybridlint.runtime import random, sym
    random.seed(1)
    assert nd.random.normal().shape == (1,)  # one draw by default
    assert nd.random.uniform(0, 1, shape=(2, 3)).shape == (2, 3)
    # tensor parameters: one block of `shape` draws per element (the _sample_* op)
    assert nd.random.uniform(nd.zeros((2,)), nd.ones((2,)), shape=3).shape == (2, 3)
    big = nd.random.exponential(nd.array([2.0, 0.5]), shape=(4000,)).mean(axis=1).asnumpy()
    np.testing.assert_allclose(big, [2.0, 0.5], rtol=0.1)  # scale, not rate
    assert abs(nd.random.exponential(2.0, shape=(4000,)).mean().asscalar() - 2.0) < 0.2
    with pytest.raises(TypeError, match="all be numbers"):
        nd.random.normal(nd.zeros((1,)), 1)
    s = sym.random.normal(0, 1, shape=(2, 2))
    assert s._outputs[0][0].op.name == "_random_normal"
    assert sym.random.normal(sym.var("a"), sym.var("b"), shape=2)._outputs[0][0].op.name == \
        "_sample_normal"


def test_random_out_gives_the_shape_like_mxnet():
    # MXNet 1.9.1: nd.random.uniform(0, .5, out=a) fills all of `a` (GluonCV's initializers);
    # an explicit shape that disagrees with `out` is an error there too
    a = nd.zeros((64,))
    r = nd.random.uniform(0, 0.5, out=a)
    assert r is a and a.shape == (64,)
    v = a.asnumpy()
    assert (v >= 0).all() and (v < 0.5).all() and len(np.unique(v)) > 1
    b = nd.zeros((2, 3), dtype="float64")
    nd.random.normal(out=b)
    assert b.dtype == np.float64 and b.shape == (2, 3) and np.all(b.asnumpy() != 0)
    with pytest.raises(ValueError):
        nd.random.normal(shape=(4,), out=nd.zeros((2, 3)))


def test_save_load_round_trip(tmp_path):
    p = str(tmp_path / "x.params")
    nd.save(p, {"a": nd.ones((2, 2)), "b": nd.array([1, 2, 3], dtype="int32")})
    back = nd.load(p)
    assert isinstance(back["a"], nd.NDArray) and back["b"].dtype == np.int32
    np.testing.assert_array_equal(back["b"].asnumpy(), [1, 2, 3])
    nd.save(p, [nd.ones((1,))])
    (only,) = nd.load(p)
    assert isinstance(only, nd.NDArray) and only.shape == (1,)


def test_inputs_unused_by_the_attributes_are_an_error():
    x, w = nd.ones((2, 3)), nd.ones((4, 3))
    assert nd.FullyConnected(x, w, None, no_bias=True, num_hidden=4).shape == (2, 4)
    with pytest.raises(OpError, match="bias"):
        nd.FullyConnected(x, w, nd.ones((4,)), no_bias=True, num_hidden=4)


def test_random_takes_shape_dtype_ctx_positionally_as_mxnet():
    """GluonCV calls nd.random.normal(loc, scale, shape): MXNet's signature is
    normal(loc, scale, shape, dtype, ctx, out) (sym: loc, scale, shape, dtype)."""
    from hybridlint.runtime import random as rt_random
    from hybridlint.runtime import sym
    from hybridlint.runtime.context import cpu
    rt_random.seed(0)
    a = nd.random.normal(1, 2, (2, 3), "float64", cpu())
    assert a.shape == (2, 3) and a.dtype == np.float64
    assert nd.random.uniform(0, 1, (4,)).shape == (4,)
    assert nd.random.exponential(2.0, (3,)).shape == (3,)
    s = sym.random.normal(0, 1, (2, 2))
    assert s.infer_shape()[1] == [(2, 2)]
    with pytest.raises(TypeError, match="multiple values for argument 'shape'"):
        nd.random.normal(0, 1, (2,), shape=(3,))
    with pytest.raises(TypeError, match="at most 6 positional"):
        nd.random.normal(0, 1, (2,), "float32", cpu(), None, 7)
