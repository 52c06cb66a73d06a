"""gluon.Parameter / Constant / ParameterDict."""
import warnings

import numpy as np
import pytest
from hybridlint.runtime import initializer as init
from hybridlint.runtime.context import cpu
from hybridlint.runtime.gluon.parameter import (
    Constant,
    DeferredInitializationError,
    Parameter,
    ParameterDict,
    ParameterLoadError,
)


def test_initialize_data_grad_and_repr():
    p = Parameter("fc_weight", shape=(3, 4), init=init.One())
    assert repr(p) == "Parameter fc_weight (shape=(3, 4), dtype=<class 'numpy.float32'>)"
    p.initialize(ctx=cpu())
    np.testing.assert_array_equal(p.data().asnumpy(), np.ones((3, 4)))
    assert p.list_data()[0] is p.data()
    assert p.grad().shape == (3, 4) and p.list_ctx() == [cpu()]
    p.grad()[:] = 5
    p.zero_grad()
    assert p.grad().asnumpy().sum() == 0
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        p.initialize()
    assert "already initialized" in str(w[0].message)
    p.initialize(init=init.Zero(), force_reinit=True)
    assert p.data().asnumpy().sum() == 0


def test_uninitialized_and_deferred_errors():
    p = Parameter("w_weight", shape=(2, 0), allow_deferred_init=True)
    with pytest.raises(RuntimeError, match="has not been initialized"):
        p.data()
    p.initialize()
    with pytest.raises(DeferredInitializationError, match="deferred"):
        p.data()
    p.shape = (2, 5)
    p._finish_deferred_init()
    assert p.data().shape == (2, 5)
    q = Parameter("v_weight", shape=(2, 0))
    with pytest.raises(ValueError, match="invalid shape"):
        q.initialize()


def test_shape_setter_merges_unknown_dims():
    p = Parameter("w", shape=(4, 0))
    p.shape = (4, 7)
    assert p.shape == (4, 7)
    with pytest.raises(ValueError, match="incompatible"):
        p.shape = (5, 7)
    with pytest.raises(ValueError, match="incompatible"):
        p.shape = (4, 7, 1)


def test_grad_req_null_and_validation():
    p = Parameter("w_weight", shape=(2,), grad_req="null")
    p.initialize()
    with pytest.raises(RuntimeError, match="grad_req='null'"):
        p.grad()
    p.grad_req = "write"
    assert p.grad().shape == (2,)
    with pytest.raises(ValueError, match="grad_req"):
        p.grad_req = "sometimes"
    assert Parameter("d", differentiable=False).grad_req == "null"


def test_set_data_before_and_after_init():
    p = Parameter("w_weight", shape=(0,), allow_deferred_init=True)
    p.initialize()
    p.set_data(np.array([1.0, 2.0], np.float32))
    p.shape = (2,)
    p._finish_deferred_init()
    np.testing.assert_array_equal(p.data().asnumpy(), [1, 2])
    p.set_data(np.array([3.0, 4.0]))
    np.testing.assert_array_equal(p.data().asnumpy(), [3, 4])
    with pytest.raises(ValueError, match="shape"):
        p.set_data(np.zeros(3))


def test_default_init_applies_to_everything_without_own_init():
    # MXNet hands the global initializer as "__init__", so even a *_bias without its
    # own init gets the global rule; Gluon layers give biases init='zeros'.
    b = Parameter("x_bias", shape=(50,))
    b.initialize(init=None, default_init=init.Uniform(1.0))
    assert np.abs(b.data().asnumpy()).max() > 0
    z = Parameter("x_bias", shape=(5,), init="zeros")
    z.initialize(default_init=init.Uniform(1.0))
    assert z.data().asnumpy().sum() == 0


def test_cast_and_load_init():
    p = Parameter("w_weight", shape=(2, 0), allow_deferred_init=True)
    p.initialize()
    p._load_init(np.arange(6, dtype=np.float32).reshape(2, 3), None)
    assert p.shape == (2, 3)
    np.testing.assert_array_equal(p.data().asnumpy(), np.arange(6).reshape(2, 3))
    with pytest.raises(ParameterLoadError, match="shape incompatible"):
        p._load_init(np.zeros((3, 3), np.float32), None)
    with pytest.raises(ParameterLoadError, match="cast_dtype=True"):
        p._load_init(np.zeros((2, 3), np.float64), None)
    p._load_init(np.ones((2, 3), np.float64), None, cast_dtype=True)
    assert p.data().dtype == np.float32
    p.cast("float16")
    assert p.data().dtype == np.float16 and p.grad().dtype == np.float16


def test_constant():
    c = Constant("const", [[1, 2], [3, 4]])
    assert c.grad_req == "null" and c.shape == (2, 2)
    c.initialize()
    np.testing.assert_array_equal(c.data().asnumpy(), [[1, 2], [3, 4]])
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        c.grad_req = "write"
    assert c.grad_req == "null" and w
    assert repr(c).startswith("Constant const (shape=(2, 2)")


def test_parameter_dict_get_prefix_sharing_and_merge():
    d = ParameterDict("net0_")
    w = d.get("weight", shape=(3, 0))
    assert w.name == "net0_weight" and d["net0_weight"] is w
    assert d.get("weight", shape=(0, 5)) is w and w.shape == (3, 5)
    with pytest.raises(ValueError, match="does not match"):
        d.get("weight", shape=(4, 5))
    with pytest.raises(ValueError, match="does not match"):
        d.get("weight", lr_mult=2.0)
    assert d.get("weight", dtype="float32") is w
    shared = ParameterDict("net0_", shared=d)
    assert shared.get("weight") is w
    c = d.get_constant("c", [1, 2])
    assert d.get_constant("c") is c
    with pytest.raises(KeyError):
        d.get_constant("missing")
    assert list(d.keys()) == ["net0_weight", "net0_c"]
    assert list(d.select(".*c$").keys()) == ["net0_c"]
    other = ParameterDict()
    other.update(d)
    with pytest.raises(ValueError, match="same name"):
        other.update({"net0_weight": Parameter("net0_weight")})
    assert "net0_weight" in repr(d)


def test_parameter_dict_initialize_save_load(tmp_path):
    d = ParameterDict("m_")
    d.get("weight", shape=(2, 3))
    d.get("bias", shape=(2,), init="zeros")
    d.initialize(init=init.One())
    np.testing.assert_array_equal(d["m_weight"].data().asnumpy(), np.ones((2, 3)))
    path = tmp_path / "p.params"
    d.save(path, strip_prefix="m_")
    e = ParameterDict("m_")
    e.get("weight", shape=(2, 0), allow_deferred_init=True)
    e.get("bias", shape=(2,))
    e.load(path, restore_prefix="m_")
    np.testing.assert_array_equal(e["m_weight"].data().asnumpy(), np.ones((2, 3)))
    f = ParameterDict("m_")
    f.get("weight", shape=(2, 3))
    f.get("extra", shape=(1,))
    with pytest.raises(ParameterLoadError, match="'extra' is missing"):
        f.load(path, restore_prefix="m_")
    with pytest.raises(ParameterLoadError, match="not present"):
        ParameterDict("m_").load(path, restore_prefix="m_")
    f.load(path, restore_prefix="m_", allow_missing=True, ignore_extra=True)
    with pytest.raises(AssertionError):  # MXNet raises AssertionError here
        f.load(path, restore_prefix="m_", allow_missing=False)


@pytest.mark.parametrize("value, dtype", [
    (np.arange(3), np.float32),                        # int64 anchors (GluonCV YOLO/SSD)
    (np.arange(3.0), np.float32),                      # float64 position tables (GluonNLP)
    (np.ones(2, dtype="float16"), np.float32),
    ([1, 2], np.float32),
])
def test_constant_from_a_list_or_numpy_array_is_float32_as_in_mxnet(value, dtype):
    """Measured in MXNet 1.9.1: get_constant wraps a non-NDArray with nd.array -> float32, so
    parameter files MXNet saved hold float32 constants and load here."""
    from hybridlint.runtime import nd
    d = ParameterDict("net0_")
    c = d.get_constant("c", value)
    c.initialize()
    assert c.dtype == dtype and c.data().dtype == dtype
    np.testing.assert_array_equal(c.data().asnumpy(), np.asarray(value, dtype=dtype))
    kept = d.get_constant("k", nd.array([1, 2], dtype="int32"))
    assert kept.dtype == np.int32


def test_a_user_initializer_gets_an_ndarray_as_in_mxnet():
    """GluonCV's BilinearUpSample calls nd ops with out=arr and assigns by index: MXNet hands
    initializers an NDArray, so must the runtime."""
    from hybridlint.runtime import nd
    seen = {}

    @init.register
    class Bilinear2(init.Initializer):
        def _init_weight(self, _, arr):
            seen["type"] = type(arr).__name__
            nd.random.normal(0, 0.01, arr.shape, out=arr)
            for i in range(arr.shape[2]):
                for j in range(arr.shape[3]):
                    arr[0, 0, i, j] = i + j
            for c in range(1, arr.shape[0]):
                arr[c, 0, :, :] = arr[0, 0, :, :]

    p = Parameter("up_weight", shape=(3, 2, 2, 2), init=Bilinear2())
    p.initialize()
    w = p.data().asnumpy()
    assert seen["type"] == "NDArray"
    np.testing.assert_array_equal(w[:, 0], np.broadcast_to([[0, 1], [1, 2]], (3, 2, 2)))
    assert np.abs(w[:, 1]).max() < 0.1 and np.abs(w[:, 1]).max() > 0


def test_ctx_map_indexes_contexts_as_mxnet_does():
    # GluonNLP's WeightDropParameter copies _ctx_list and _ctx_map from the Parameter it wraps
    p = Parameter("w", shape=(2,))
    assert p._ctx_map is None
    p.initialize(ctx=[cpu(1), cpu(0)])
    assert p._ctx_map == [[], [1, 0]]   # MXNet 1.9.1: cpu is device type 1
