"""Optimizer states as MXNet 1.9.1 pickles them (``Updater.get_states``/``set_states``,
``gluon.Trainer.save_states``), recorded by bench/mxnet_optimizer_states_fixtures.py: MXNet's
bytes load into the runtime (states in MXNet's order, MXNet's optimizer and lr_scheduler
rebuilt as the runtime's) and the next update gives MXNet's weights; the runtime's bytes load
back (and, with HYBRIDLINT_OPTIMIZER_STATES_OUT set, are left for the bench script's --check in
MXNet); anything but MXNet's classes in the pickle is refused unrun."""
import json
import os
import pickle
from pathlib import Path

import numpy as np
import pytest
from hybridlint.runtime import autograd, gluon, init, nd
from hybridlint.runtime import lr_scheduler as lrs
from hybridlint.runtime import optimizer as opt

from . import optimizer_cases

FIX = Path(__file__).resolve().parents[1] / "fixtures" / "mxnet" / "optimizer_states"
STEPS = np.load(FIX / "steps.npz")
SETTINGS = json.loads((FIX / "settings.json").read_text())


def _optimizer(name, kwargs):
    return optimizer_cases.optimizer(opt, lrs, name, kwargs)


def _step(upd, ws, grads):
    optimizer_cases.step(nd, upd, ws, grads)


def _third(upd, i, f16):
    _, grads = optimizer_cases.data(i, f16)
    ws = [nd.array(w, dtype=w.dtype) for w in STEPS[f"{i}_w2"]]
    _step(upd, ws, grads[2])
    return np.stack([w.asnumpy() for w in ws])


def _check_third(got, i, name):
    want = STEPS[f"{i}_w3"]
    if name == "lamb":          # the trust ratio's norms, as in test_optimizer.py
        np.testing.assert_allclose(got, want, rtol=1e-3, atol=0)
    elif name == "adam":
        # adam_update: an element now and then one float32 ulp from MXNet's kernel (seen in
        # test_optimizer.py's float16 master copy too); the states themselves load exactly
        np.testing.assert_allclose(got, want, rtol=2e-7, atol=0)
    else:
        np.testing.assert_array_equal(got, want)


@pytest.mark.parametrize("i", range(len(SETTINGS)), ids=[s[0] for s in SETTINGS])
def test_mxnet_states_load_and_the_next_update_is_mxnets(i):
    name, kwargs, f16 = SETTINGS[i]
    upd = opt.get_updater(opt.create("sgd"))        # MXNet's optimizer replaces this one
    upd.set_states((FIX / f"{i}.states").read_bytes())
    assert type(upd.optimizer) is type(_optimizer(name, kwargs))
    assert upd.optimizer.param_dict == {}
    _check_third(_third(upd, i, f16), i, name)


@pytest.mark.parametrize("i", range(len(SETTINGS)), ids=[s[0] for s in SETTINGS])
def test_runtime_states_round_trip(i, tmp_path):
    name, kwargs, f16 = SETTINGS[i]
    w0, grads = optimizer_cases.data(i, f16)
    upd = opt.get_updater(_optimizer(name, kwargs))
    ws = [nd.array(w, dtype=w.dtype) for w in w0]
    _step(upd, ws, grads[0])
    _step(upd, ws, grads[1])
    data = upd.get_states(dump_optimizer=True)
    where = os.environ.get("HYBRIDLINT_OPTIMIZER_STATES_OUT")
    if where:
        Path(where).mkdir(parents=True, exist_ok=True)
        (Path(where) / f"{i}.states").write_bytes(data)
    back = opt.get_updater(opt.create("sgd"))
    back.set_states(data)
    _check_third(_third(back, i, f16), i, name)
    states_only = opt.get_updater(_optimizer(name, kwargs))
    states_only.set_states(upd.get_states())
    assert sorted(states_only.states) == [0, 1]


def test_states_out_dir_gets_the_weights():
    where = os.environ.get("HYBRIDLINT_OPTIMIZER_STATES_OUT")
    if where:
        np.savez(Path(where) / "steps.npz", **{k: STEPS[k] for k in STEPS.files})


def test_trainer_loads_mxnets_save_states_file():
    net = gluon.nn.Dense(2, in_units=3)
    net.initialize(init.Constant(0.5))
    trainer = gluon.Trainer(net.collect_params(), "adam")
    x = nd.array(np.arange(12).reshape(4, 3) / 10)
    net(x)
    trainer.load_states(str(FIX / "trainer.states"))
    assert type(trainer._optimizer).__name__ == "SGD" and trainer._optimizer.momentum == 0.9
    net.weight.set_data(nd.array(STEPS["trainer_w2"]))
    net.bias.set_data(nd.array(STEPS["trainer_b2"]))
    with autograd.record():
        loss = (net(x) ** 2).sum()
    loss.backward()
    trainer.step(4)
    np.testing.assert_array_equal(net.weight.data().asnumpy(), STEPS["trainer_w3"])


class _Boom:
    def __reduce__(self):
        return (os.system, ("echo should-not-run",))


def test_other_globals_are_refused_unrun():
    upd = opt.get_updater(opt.create("sgd"))
    with pytest.raises(pickle.UnpicklingError, match="posix.system|nt.system|os.system"):
        upd.set_states(pickle.dumps({0: _Boom()}))


def test_kvstore_optimizer_states_are_updater_states(tmp_path):
    """``KVStore.save_optimizer_states`` writes ``Updater.get_states`` as MXNet's does (MXNet 1.9.1
    loaded such a file and printed the same momentum: bench/RESULTS.md), and loading goes
    through the restricted reader."""
    from hybridlint.runtime import kvstore
    kv = kvstore.create("local")
    kv.set_optimizer(opt.create("sgd", momentum=0.9, learning_rate=0.1))
    kv.init(3, nd.ones((2, 3)))
    kv.push(3, nd.ones((2, 3)))
    kv.push(3, nd.ones((2, 3)))
    kv.save_optimizer_states(str(tmp_path / "kv.states"), dump_optimizer=True)
    other = kvstore.create("local")
    other.set_optimizer(opt.create("adam"))
    other.load_optimizer_states(str(tmp_path / "kv.states"))
    assert type(other._updater.optimizer).__name__ == "SGD"
    np.testing.assert_allclose(other._updater.states[3].asnumpy(), np.full((2, 3), -0.19),
                               rtol=1e-6)
    (tmp_path / "bad.states").write_bytes(pickle.dumps({3: _Boom()}))
    with pytest.raises(pickle.UnpicklingError, match="system"):
        other.load_optimizer_states(str(tmp_path / "bad.states"))
