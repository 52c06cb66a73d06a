"""gluon.Trainer: step/update semantics, stale gradients, lr_mult, grad_req and states."""
import numpy as np
import pytest
from hybridlint.runtime import autograd, nd
from hybridlint.runtime import name as _name
from hybridlint.runtime import optimizer as opt
from hybridlint.runtime.context import cpu
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


def test_step_follows_grad_req_and_array_changes_between_steps():
    # a Trainer keeps each step's (gradient, weight) arrays while no parameter's arrays
    # are rebound: a grad_req turned on or off, a re-initialization, a set_data after
    # steps are each seen by the next step, as by a Trainer made afresh
    def run(fresh_trainer_each_step):
        net = _net()
        tr = None
        for change in (None, "bias off", None, "bias on", "reinit", None, "set_data"):
            if change == "bias off":
                net.bias.grad_req = "null"
            elif change == "bias on":
                net.bias.grad_req = "write"
            elif change == "reinit":
                net.initialize(force_reinit=True)
                net.weight.set_data(np.full((3, 4), 0.25))
            elif change == "set_data":
                net.bias.set_data(np.full((3,), -0.5))
            if tr is None or fresh_trainer_each_step:
                tr = Trainer(net.collect_params(), "sgd", {"learning_rate": 0.1})
            _backward(net)
            tr.step(6)
        return net.weight.data().asnumpy(), net.bias.data().asnumpy()

    for kept, fresh in zip(run(False), run(True)):
        np.testing.assert_array_equal(kept, fresh)


def test_stale_gradient_check_after_grad_req_turned_on():
    net = _net()
    net.bias.grad_req = "null"
    tr = Trainer(net.collect_params(), "sgd")
    _backward(net)
    tr.step(1)
    net.bias.grad_req = "write"        # fresh gradient arrays, not written by a backward yet
    with pytest.raises(UserWarning, match="Parameter `.*bias` .*has not been updated"):
        tr.step(1)


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


def _mlp():
    with _name.NameManager():
        net = nn.HybridSequential()
        net.add(nn.Dense(5, in_units=4, activation="relu"), nn.BatchNorm(in_channels=5),
                nn.Dense(3, in_units=5))
    net.initialize()
    rng = np.random.default_rng(7)
    for p in net.collect_params().values():
        p.set_data(rng.normal(size=p.shape).astype(np.float32))
    return net


@pytest.mark.parametrize("name,params", [
    ("sgd", {"learning_rate": 0.1, "momentum": 0.9, "wd": 1e-3, "clip_gradient": 0.05}),
    ("sgd", {"learning_rate": 0.1, "momentum": 0.9, "begin_num_update": 4}),
    ("sgd", {"learning_rate": 0.1, "wd": 1e-2}),
    ("nag", {"learning_rate": 0.1, "momentum": 0.8, "wd": 1e-3}),
    ("adam", {"learning_rate": 0.01, "wd": 1e-3}),
    ("rmsprop", {"learning_rate": 0.01, "centered": True, "clip_gradient": 0.5}),
])
def test_step_equals_one_update_per_parameter_bit_for_bit(name, params):
    """Trainer.step (one context: no allreduce, the aggregated update, a flat group's
    arrays not re-checked) gives the bits and update counts of one Updater call per
    fresh parameter in index order with rescale_grad = 1/batch: over steps where a
    multiplier changes, one parameter is stale and ignored, and grad_req is null for
    the BatchNorm's running statistics."""
    net, ref = _mlp(), _mlp()
    tr = Trainer(net.collect_params(), name, dict(params))
    ref_params = [ref.collect_params()[k] for k in sorted(ref.collect_params().keys())]
    o = opt.create(name, param_dict=dict(enumerate(ref_params)), **params)
    upd = opt.get_updater(o)
    for step in range(5):
        for n in (net, ref):
            if step == 2:
                n[2].weight.lr_mult = 0.5            # the flat group no longer applies
            if step == 4:
                n[2].weight.lr_mult = 1.0
            _backward(n)
        ignore = step == 3
        if ignore:                                    # one stale parameter, skipped
            net[0].bias.data()._fresh_grad = False
            ref[0].bias.data()._fresh_grad = False
        tr.step(6, ignore_stale_grad=ignore)
        o.rescale_grad = 1 / 6
        for i, p in enumerate(ref_params):
            w = p.data()
            if p.grad_req != "null" and w._fresh_grad:
                upd(i, p.grad(), w)
                w._fresh_grad = False
    got = [p.data().asnumpy() for p in tr._params]
    want = [p.data().asnumpy() for p in ref_params]
    assert [p.grad_req for p in tr._params].count("null") == 2
    for a, b in zip(got, want):
        assert a.tobytes() == b.tobytes()
    assert tr.optimizer._index_update_count == o._index_update_count
    assert tr.optimizer.num_update == o.num_update == params.get("begin_num_update", 0) + 5


def test_step_sums_gradients_over_two_contexts():
    """With parameters on two contexts the gradients are summed before the update (one
    context has nothing to sum: MXNet makes no kvstore then)."""
    with _name.NameManager():
        net = nn.Dense(3, in_units=4)
    net.initialize(ctx=[cpu(0), cpu(1)])
    w0 = net.weight.data(cpu(0)).asnumpy().copy()
    tr = Trainer(net.collect_params(), "sgd", {"learning_rate": 0.5})
    rng = np.random.default_rng(3)
    gs = [rng.normal(size=(3, 4)).astype(np.float32) for _ in range(2)]
    for p in net.collect_params().values():
        for k, (d, g) in enumerate(zip(p.list_data(), p.list_grad())):
            g[:] = gs[k] if p is net.weight else np.zeros(p.shape, np.float32)
            d._fresh_grad = True
    tr.step(2)
    total = (gs[0].astype(np.float64) + gs[1]).astype(np.float32)
    want = w0 - np.float32(0.5) * (total * np.float32(0.5))
    for d in net.weight.list_data():
        np.testing.assert_allclose(d.asnumpy(), want, rtol=1e-6)
