"""gluon.Trainer: step/update semantics, stale gradients, lr_mult, grad_req and states."""
import numpy as np
import pytest
from hybridlint.runtime import autograd, nd
from hybridlint.runtime import name as _name
from hybridlint.runtime.gluon import nn
from hybridlint.runtime.gluon.trainer import Trainer

X = nd.array(np.random.default_rng(0).normal(size=(6, 4)))


def _net(seed_w=1):
    with _name.NameManager():
        net = nn.Dense(3, in_units=4)
    net.initialize()
    rng = np.random.default_rng(seed_w)
    net.weight.set_data(rng.normal(size=(3, 4)))
    net.bias.set_data(rng.normal(size=(3,)))
    return net


def _backward(net, x=X):
    with autograd.record():
        loss = nd.sum(net(x) ** 2)
    loss.backward()


def test_step_rescales_by_batch_size():
    net = _net()
    w0 = net.weight.data().asnumpy().copy()
    tr = Trainer(net.collect_params(), "sgd", {"learning_rate": 0.1})
    _backward(net)
    g = net.weight.grad().asnumpy().copy()
    tr.step(6)
    np.testing.assert_allclose(net.weight.data().asnumpy(), w0 - 0.1 * g / 6, rtol=1e-6)
    assert tr.learning_rate == 0.1
    tr.set_learning_rate(0.5)
    assert tr.learning_rate == 0.5 and tr.optimizer.lr == 0.5


def test_stale_gradient_is_an_error_unless_ignored():
    net = _net()
    tr = Trainer(net.collect_params(), "sgd")
    _backward(net)
    tr.step(1)
    with pytest.raises(UserWarning, match="has not been updated by backward since last `step`"):
        tr.step(1)
    w = net.weight.data().asnumpy().copy()
    tr.step(1, ignore_stale_grad=True)             # skipped: nothing fresh
    np.testing.assert_array_equal(net.weight.data().asnumpy(), w)


def test_null_grad_req_and_lr_mult():
    net = _net()
    net.bias.grad_req = "null"
    net.weight.lr_mult = 0.0
    b0, w0 = net.bias.data().asnumpy().copy(), net.weight.data().asnumpy().copy()
    tr = Trainer(net.collect_params(), "sgd", {"learning_rate": 1.0})
    _backward(net)
    tr.step(1)
    np.testing.assert_array_equal(net.bias.data().asnumpy(), b0)
    np.testing.assert_array_equal(net.weight.data().asnumpy(), w0)   # lr_mult 0


def test_grad_req_add_accumulates_until_zero_grad():
    net = _net()
    net.collect_params().setattr("grad_req", "add")
    _backward(net)
    g1 = net.weight.grad().asnumpy().copy()
    _backward(net)
    np.testing.assert_allclose(net.weight.grad().asnumpy(), 2 * g1, rtol=1e-6)
    net.collect_params().zero_grad()
    np.testing.assert_array_equal(net.weight.grad().asnumpy(), 0)


def test_allreduce_then_update_equals_step():
    a, b = _net(), _net()
    ta = Trainer(a.collect_params(), "sgd", {"learning_rate": 0.1, "momentum": 0.9})
    tb = Trainer(b.collect_params(), "sgd", {"learning_rate": 0.1, "momentum": 0.9})
    for _ in range(2):
        _backward(a)
        _backward(b)
        ta.step(3)
        tb.allreduce_grads()
        tb.update(3)
    np.testing.assert_array_equal(a.weight.data().asnumpy(), b.weight.data().asnumpy())


@pytest.mark.parametrize("name,params", [
    ("sgd", {"learning_rate": 0.1, "momentum": 0.9}),
    ("adam", {"learning_rate": 0.01}),
    ("rmsprop", {"learning_rate": 0.01, "centered": True}),
])
def test_save_and_load_states_continue_training_identically(tmp_path, name, params):
    ref, net = _net(), _net()
    tr_ref = Trainer(ref.collect_params(), name, params)
    tr = Trainer(net.collect_params(), name, params)
    for _ in range(2):
        for n, t in ((ref, tr_ref), (net, tr)):
            _backward(n)
            t.step(6)
    fname = tmp_path / "trainer.states"
    tr.save_states(str(fname))
    assert fname.read_bytes()[:8] == (0x112).to_bytes(8, "little")   # MXNet's list magic
    tr2 = Trainer(net.collect_params(), name, dict(params, learning_rate=123.0))
    tr2.load_states(str(fname))
    assert tr2.learning_rate == params["learning_rate"]
    assert tr2.optimizer.num_update == 2
    for n, t in ((ref, tr_ref), (net, tr2)):
        _backward(n)
        t.step(6)
    np.testing.assert_allclose(net.weight.data().asnumpy(), ref.weight.data().asnumpy(),
                               rtol=1e-6)


def test_load_states_rejects_bad_files(tmp_path):
    net = _net()
    tr = Trainer(net.collect_params(), "sgd", {"momentum": 0.9})
    bad = tmp_path / "bad.states"
    bad.write_bytes(b"\x80\x04pickle payload")
    with pytest.raises(ValueError):
        tr.load_states(str(bad))
    nd.save(str(bad), {"w": nd.ones((2,))})
    with pytest.raises(ValueError, match="not a trainer states file"):
        tr.load_states(str(bad))
    _backward(net)
    tr.step(1)
    tr.save_states(str(bad))
    with pytest.raises(ValueError, match="states of a SGD optimizer"):
        Trainer(net.collect_params(), "adam").load_states(str(bad))


def test_trainer_rejects_non_parameters():
    with pytest.raises(ValueError, match="list or dict of Parameters"):
        Trainer([1, 2], "sgd")
    with pytest.raises(ValueError, match="optimizer_params must be None"):
        from hybridlint.runtime import optimizer
        Trainer(_net().collect_params(), optimizer.SGD(), {"learning_rate": 1})
