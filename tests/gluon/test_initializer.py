"""mx.init: defaults, name-suffix dispatch, __init__ attributes, seeding."""
import json
import math

import numpy as np
import pytest
from hybridlint.runtime import initializer as init
from hybridlint.runtime import random as mxrandom


def _run(initializer, name, shape, attrs=None):
    arr = np.full(shape, np.nan, dtype=np.float32)
    initializer(init.InitDesc(name, attrs), arr)
    return arr


def test_defaults_match_mxnet():
    assert init.Uniform().scale == 0.07
    assert init.Normal().sigma == 0.01
    x = init.Xavier()
    assert (x.rnd_type, x.factor_type, x.magnitude) == ("uniform", "avg", 3.0)
    assert init.Normal(0.5).dumps() == '["normal", {"sigma": 0.5}]'
    assert json.loads(init.Xavier(factor_type="in", magnitude=2.34).dumps()) == [
        "xavier", {"rnd_type": "uniform", "factor_type": "in", "magnitude": 2.34}]


@pytest.mark.parametrize("name,value", [
    ("dense0_bias", 0.0), ("bn_gamma", 1.0), ("bn_beta", 0.0), ("bn_moving_mean", 0.0),
    ("bn_moving_var", 1.0), ("bn_running_mean", 0.0), ("bn_running_var", 1.0),
    ("q_min", 0.0), ("q_max", 1.0)])
def test_name_suffix_rules(name, value):
    np.testing.assert_array_equal(_run(init.Uniform(), name, (3,)), np.full(3, value))


def test_weight_uses_the_initializers_rule_and_unknown_names_fail():
    w = _run(init.Uniform(0.5), "fc_weight", (200,))
    assert np.all(np.abs(w) <= 0.5) and w.std() > 0.1
    with pytest.raises(ValueError, match="Unknown initialization pattern for 'foo'.*init"):
        _run(init.Uniform(), "foo", (2,))


def test_init_attribute_wins_over_suffix():
    np.testing.assert_array_equal(_run(init.Uniform(), "w_weight", (4,), {"__init__": "zeros"}),
                                  np.zeros(4))
    np.testing.assert_array_equal(_run(init.Uniform(), "x_bias", (4,), {"__init__": "ones"}),
                                  np.ones(4))
    got = _run(init.Zero(), "x", (2, 2), {"__init__": init.Constant(3).dumps()})
    np.testing.assert_array_equal(got, np.full((2, 2), 3.0))
    got = _run(init.Zero(), "x", (2,), {"__init__": init.Uniform(0.1)})
    assert np.all(np.abs(got) <= 0.1) and np.all(got != 0)


def test_create_accepts_names_instances_and_json():
    assert isinstance(init.create("xavier"), init.Xavier)
    assert isinstance(init.create("zeros"), init.Zero)
    u = init.Uniform(2)
    assert init.create(u) is u
    n = init.create('["normal", {"sigma": 3.0}]')
    assert isinstance(n, init.Normal) and n.sigma == 3.0
    with pytest.raises(ValueError, match="unknown initializer 'nope'"):
        init.create("nope")
    with pytest.raises(ValueError, match="malformed"):
        init.create('["normal", ')
    with pytest.raises(ValueError, match="bad arguments"):
        init.create('["normal", {"bogus": 1}]')


def test_xavier_scale_and_errors():
    shape = (64, 32, 3, 3)
    w = _run(init.Xavier(magnitude=3), "c_weight", shape)
    fan_in, fan_out = 32 * 9, 64 * 9
    bound = math.sqrt(3 / ((fan_in + fan_out) / 2))
    assert np.abs(w).max() <= bound and np.abs(w).max() > 0.9 * bound
    g = _run(init.Xavier(rnd_type="gaussian", factor_type="in", magnitude=2), "c_weight", shape)
    assert abs(g.std() - math.sqrt(2 / fan_in)) < 0.1 * math.sqrt(2 / fan_in)
    with pytest.raises(ValueError, match="at least 2 dimensions"):
        _run(init.Xavier(), "v_weight", (5,))
    with pytest.raises(ValueError):
        init.Xavier(rnd_type="cauchy")
    with pytest.raises(ValueError):
        init.Xavier(factor_type="sideways")


def test_normal_constant_msra_bilinear_orthogonal():
    n = _run(init.Normal(0.5), "w_weight", (4000,))
    assert abs(n.std() - 0.5) < 0.05
    c = _run(init.Constant([1, 2]), "w_weight", (3, 2))
    np.testing.assert_array_equal(c, [[1, 2]] * 3)
    m = _run(init.MSRAPrelu(), "w_weight", (50, 40))
    assert np.isfinite(m).all()
    b = _run(init.Bilinear(), "up_weight", (1, 1, 4, 4))
    np.testing.assert_allclose(b[0, 0, 0], [0.0625, 0.1875, 0.1875, 0.0625])
    o = _run(init.Orthogonal(scale=1.0), "w_weight", (4, 6))
    np.testing.assert_allclose(o @ o.T, np.eye(4), atol=1e-5)


def test_list_valued_constant_initializes_but_cannot_be_declared_in_a_graph():
    """MXNet 1.9.1's Constant.dumps turns a non-scalar value into a list with numpy's or NDArray's
    methods: a python list or tuple has neither, so the parameter initializes eagerly and its
    variable cannot be made when the block is hybridized (checked: AttributeError "'list' object
    has no attribute 'asnumpy'"; a scalar, a numpy array and an NDArray dump)."""
    from hybridlint.runtime import nd
    from hybridlint.runtime.gluon import HybridBlock

    class Net(HybridBlock):
        def __init__(self, value):
            super().__init__()
            self.c = self.params.get('c', shape=(1,), init=init.Constant(value))

        def hybrid_forward(self, F, x, c):
            return F.broadcast_mul(x, c)

    for value, kind in (([2.0], "list"), ((2.0,), "tuple")):
        net = Net(value)
        net.initialize()
        np.testing.assert_array_equal(net(nd.ones((2, 3))).asnumpy(), np.full((2, 3), 2.0))
        net.hybridize()
        with pytest.raises(AttributeError, match=f"'{kind}' object has no attribute 'asnumpy'"):
            net(nd.ones((2, 3)))
    for value in (2.0, np.array([2.0]), nd.array([2.0])):
        net = Net(value)
        net.initialize()
        net.hybridize()
        np.testing.assert_array_equal(net(nd.ones((2, 3))).asnumpy(), np.full((2, 3), 2.0))


def test_seeded_draws_repeat():
    mxrandom.seed(7)
    a = _run(init.Uniform(), "w_weight", (10,))
    mxrandom.seed(7)
    b = _run(init.Uniform(), "w_weight", (10,))
    c = _run(init.Uniform(), "w_weight", (10,))
    np.testing.assert_array_equal(a, b)
    assert not np.array_equal(b, c)


def test_mixed_and_load():
    mixed = init.Mixed([".*special", ".*"], [init.One(), init.Zero()])
    a = np.empty(2, np.float32)
    mixed("fc_special_weight", a)
    np.testing.assert_array_equal(a, 1)
    mixed("fc_weight", a)
    np.testing.assert_array_equal(a, 0)
    load = init.Load({"arg:fc_weight": np.arange(2.0)}, default_init=init.One())
    load("fc_weight", a)
    np.testing.assert_array_equal(a, [0, 1])
    load("other_weight", a)
    np.testing.assert_array_equal(a, 1)
    with pytest.raises(ValueError, match="shape"):
        load("fc_weight", np.empty(3, np.float32))


def test_lstm_bias_sets_the_forget_gate_as_mxnet():
    # MXNet 1.9.1: LSTMCell(3, input_size=2, i2h_bias_initializer=LSTMBias(2.0)) -> i2h_bias
    # [0]*3 + [2]*3 + [0]*6, h2h_bias zeros; a (8,) Parameter with LSTMBias() -> 1.0 at 2:4;
    # create('lstmbias') and dumps() as MXNet's
    from hybridlint.runtime import gluon
    from hybridlint.runtime import initializer as mxinit
    cell = gluon.rnn.LSTMCell(3, input_size=2, i2h_bias_initializer=mxinit.LSTMBias(forget_bias=2.0))
    cell.initialize()
    assert cell.i2h_bias.data().asnumpy().tolist() == [0.0] * 3 + [2.0] * 3 + [0.0] * 6
    assert cell.h2h_bias.data().asnumpy().tolist() == [0.0] * 12
    p = gluon.Parameter("x_bias", shape=(8,))
    p.initialize(mxinit.LSTMBias())
    assert p.data().asnumpy().tolist() == [0.0, 0.0, 1.0, 1.0, 0.0, 0.0, 0.0, 0.0]
    assert mxinit.create("lstmbias").forget_bias == 1.0
    assert mxinit.LSTMBias(3.0).dumps() == '["lstmbias", {"forget_bias": 3.0}]'
