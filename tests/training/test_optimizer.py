"""mx.optimizer against MXNet 1.9.1's update formulas, written out in float64 numpy.

The references follow MXNet's operator kernels (sgd_mom_update, nag_mom_update,
adam_update, rmsprop_update, rmspropalex_update) and AdaGrad's python update."""
import json
import math
import pathlib

import numpy as np
import pytest
from hybridlint.runtime import nd
from hybridlint.runtime import optimizer as opt
from hybridlint.runtime import optimizer_sgd

from . import optimizer_cases

RNG = np.random.default_rng(7)
W0 = RNG.normal(size=(3, 4))
GRADS = [RNG.normal(size=(3, 4)) * 3 for _ in range(4)]


def _clip(g, c):
    return np.clip(g, -c, c) if c else g


def ref_sgd(w, grads, lr, momentum=0.0, wd=0.0, rescale=1.0, clip=None):
    w, mom = w.copy(), np.zeros_like(w)
    for g in grads:
        g = _clip(rescale * g, clip)
        if momentum:
            mom = momentum * mom - lr * wd * w - lr * g
            w = w + mom
        else:
            w = (1 - lr * wd) * w - lr * g
    return w


def ref_nag(w, grads, lr, momentum, wd=0.0, rescale=1.0, clip=None):
    w, mom = w.copy(), np.zeros_like(w)
    for g in grads:
        g = _clip(rescale * g, clip)
        mom = momentum * mom
        w = w - mom + (momentum + 1) * (mom - lr * (g + wd * w))
        # nag_mom_update(..., out=weight) writes the weight first and then reads it again for
        # the momentum's weight decay (measured in MXNet 1.9.1)
        mom = mom - lr * (g + wd * w)
    return w


def ref_adam(w, grads, lr, b1=0.9, b2=0.999, eps=1e-8, wd=0.0, rescale=1.0, clip=None):
    w, m, v = w.copy(), np.zeros_like(w), np.zeros_like(w)
    for t, g in enumerate(grads, 1):
        g = _clip(rescale * g + wd * w, clip)
        m = b1 * m + (1 - b1) * g
        v = b2 * v + (1 - b2) * g * g
        lr_t = lr * math.sqrt(1 - b2 ** t) / (1 - b1 ** t)
        w = w - lr_t * m / (np.sqrt(v) + eps)
    return w


def ref_rmsprop(w, grads, lr, g1=0.9, g2=0.9, eps=1e-8, wd=0.0, rescale=1.0, clip=None,
                centered=False, clip_weights=None):
    w, n, mg, d = w.copy(), np.zeros_like(w), np.zeros_like(w), np.zeros_like(w)
    for g in grads:
        g = _clip(rescale * g + wd * w, clip)
        n = (1 - g1) * g * g + g1 * n
        if centered:
            mg = (1 - g1) * g + g1 * mg
            d = g2 * d - lr * g / np.sqrt(n - mg * mg + eps)
            w = w + d
        else:
            w = w - lr * g / np.sqrt(n + eps)
        if clip_weights:
            w = np.clip(w, -clip_weights, clip_weights)
    return w


def ref_adagrad(w, grads, lr, eps=1e-7, wd=0.0, rescale=1.0, clip=None):
    w, h = w.copy(), np.zeros_like(w)
    for g in grads:
        g = _clip(rescale * g, clip)
        h = h + g * g
        w = w + (g / np.sqrt(h + eps) + w * wd) * -lr
    return w


def _run(o, grads=GRADS, index=0):
    w = nd.array(W0, dtype=np.float64)
    upd = opt.get_updater(o)
    for g in grads:
        upd(index, nd.array(g, dtype=np.float64), w)
    return w.asnumpy()


CASES = [
    ("sgd", {"learning_rate": 0.1}, lambda: ref_sgd(W0, GRADS, 0.1)),
    ("sgd", {"learning_rate": 0.1, "momentum": 0.9, "wd": 0.01, "rescale_grad": 0.5,
             "clip_gradient": 1.0},
     lambda: ref_sgd(W0, GRADS, 0.1, 0.9, 0.01, 0.5, 1.0)),
    ("sgd", {"learning_rate": 0.05, "wd": 0.1, "clip_gradient": 2.0},
     lambda: ref_sgd(W0, GRADS, 0.05, 0.0, 0.1, 1.0, 2.0)),
    ("nag", {"learning_rate": 0.1, "momentum": 0.9, "wd": 0.01, "clip_gradient": 1.5},
     lambda: ref_nag(W0, GRADS, 0.1, 0.9, 0.01, 1.0, 1.5)),
    ("nag", {"learning_rate": 0.1}, lambda: ref_sgd(W0, GRADS, 0.1)),
    ("adam", {"learning_rate": 0.01, "wd": 0.01, "rescale_grad": 0.25, "clip_gradient": 0.5},
     lambda: ref_adam(W0, GRADS, 0.01, wd=0.01, rescale=0.25, clip=0.5)),
    ("adam", {}, lambda: ref_adam(W0, GRADS, 0.001)),
    ("rmsprop", {"learning_rate": 0.01, "wd": 0.01, "gamma1": 0.95},
     lambda: ref_rmsprop(W0, GRADS, 0.01, g1=0.95, wd=0.01)),
    ("rmsprop", {"learning_rate": 0.01, "centered": True, "clip_weights": 1.2,
                 "clip_gradient": 2.0},
     lambda: ref_rmsprop(W0, GRADS, 0.01, centered=True, clip_weights=1.2, clip=2.0)),
    ("adagrad", {"learning_rate": 0.1, "wd": 0.01, "clip_gradient": 2.5},
     lambda: ref_adagrad(W0, GRADS, 0.1, wd=0.01, clip=2.5)),
]


@pytest.mark.parametrize("name,kwargs,want", CASES,
                         ids=[f"{n}-{i}" for i, (n, _, _) in enumerate(CASES)])
def test_update_matches_mxnet_formula(name, kwargs, want):
    np.testing.assert_allclose(_run(opt.create(name, **kwargs)), want(), rtol=1e-12, atol=1e-12)


def test_nag_with_weight_decay_matches_mxnet():
    # MXNet 1.9.1's optimizer.NAG (lr 0.1, momentum 0.9, wd 0.01, clip 1.5), these four
    # float64 steps: first row [0.02286626, 0.40679287, 0.39938223, -0.60071559] (MXNet keeps
    # its attributes as float32, hence rtol 1e-6; the old formula gave 0.0225241)
    o = opt.create("nag", learning_rate=0.1, momentum=0.9, wd=0.01, clip_gradient=1.5)
    np.testing.assert_allclose(_run(o)[0], [0.02286626, 0.40679287, 0.39938223, -0.60071559],
                               rtol=1e-6)


def test_float32_weights_update_in_float32():
    o = opt.create("sgd", learning_rate=0.1, momentum=0.9)
    w = nd.array(W0)
    opt.get_updater(o)(0, nd.array(GRADS[0]), w)
    assert w.dtype == np.float32
    np.testing.assert_allclose(w.asnumpy(), ref_sgd(W0, GRADS[:1], 0.1, 0.9), rtol=1e-6)


def test_lr_and_wd_multipliers_from_param_dict_and_names():
    class P:
        lr_mult, wd_mult = 0.5, 2.0
    o = opt.create("sgd", learning_rate=0.2, wd=0.01, param_dict={0: P()})
    assert o._get_lr(0) == pytest.approx(0.1) and o._get_wd(0) == pytest.approx(0.02)
    np.testing.assert_allclose(_run(o), ref_sgd(W0, GRADS, 0.1, wd=0.02), rtol=1e-12)
    o = opt.create("sgd", learning_rate=0.2, wd=0.01, param_idx2name={0: "fc_weight",
                                                                       1: "fc_bias"})
    assert o._get_wd(0) == pytest.approx(0.01) and o._get_wd(1) == 0.0
    o.set_lr_mult({1: 3.0})
    assert o._get_lr(1) == pytest.approx(0.6)


def test_learning_rate_and_update_counts():
    o = opt.create("adam")
    assert o.learning_rate == 0.001
    o.set_learning_rate(0.5)
    assert o.learning_rate == 0.5
    _run(o, GRADS[:3])
    assert o.num_update == 3 and o._index_update_count[0] == 3
    with pytest.raises(ValueError, match="Cannot find optimizer 'nosuch'"):
        opt.create("nosuch")


def test_multi_precision_keeps_a_float32_master_copy():
    o = opt.create("sgd", learning_rate=0.1, multi_precision=True)
    w = nd.array(W0, dtype=np.float16)
    upd = opt.get_updater(o)
    for g in GRADS:
        upd(0, nd.array(g, dtype=np.float16), w)
    master = upd.states[0][1]
    assert master.dtype == np.float32 and w.dtype == np.float16
    np.testing.assert_allclose(w.asnumpy(), master.asnumpy().astype(np.float16))
    np.testing.assert_allclose(master.asnumpy(),
                               ref_sgd(W0, [g.astype(np.float16) for g in GRADS], 0.1),
                               rtol=2e-3, atol=2e-3)


def test_shape_mismatch_is_a_clear_error():
    o = opt.create("sgd")
    with pytest.raises(ValueError, match="gradient shape"):
        o.update(0, nd.zeros((2, 2)), nd.zeros((3,)), None)


@pytest.mark.parametrize("name,kwargs", [
    ("sgd", {"momentum": 0.9, "wd": 1e-3, "clip_gradient": 0.5, "rescale_grad": 0.25}),
    ("sgd", {"wd": 1e-2}),
    ("nag", {"momentum": 0.8, "wd": 1e-3}),
])
def test_an_updater_over_many_parameters_equals_one_update_at_a_time(name, kwargs):
    """The Trainer hands the Updater every parameter at once: the aggregated update
    (MXNet's multi_sgd_mom_update path) gives the same bits and counts as one call per
    parameter, with per-parameter multipliers; an lr_scheduler keeps the one-at-a-time
    order (it reads the count as it grows)."""
    shapes = [(3, 4), (5,), (2, 2, 3)]
    weights = [RNG.normal(size=s).astype(np.float32) for s in shapes]
    grads = [[RNG.normal(size=s).astype(np.float32) for s in shapes] for _ in range(3)]
    results = []
    for many in (True, False):
        o = opt.create(name, learning_rate=0.1, **kwargs)
        o.set_lr_mult({1: 0.5})
        o.set_wd_mult({2: 3.0})
        upd = opt.get_updater(o)
        ws = [nd.array(w, dtype="float32") for w in weights]
        for step in grads:
            gs = [nd.array(g, dtype="float32") for g in step]
            if many:
                upd(list(range(len(ws))), gs, ws)
            else:
                for i, (g, w) in enumerate(zip(gs, ws)):
                    upd(i, g, w)
        results.append(([w.asnumpy() for w in ws], dict(o._index_update_count), o.num_update))
    (got, got_counts, got_n), (want, want_counts, want_n) = results
    for g, w in zip(got, want):
        np.testing.assert_array_equal(g, w)
    assert got_counts == want_counts and got_n == want_n == 3
    o = opt.create(name, learning_rate=0.1, lr_scheduler=opt_scheduler(), **kwargs)
    ws = [nd.array(w, dtype="float32") for w in weights]
    assert not o.update_many([0, 1, 2], [nd.array(g) for g in grads[0]], ws,
                             [o.create_state(i, w) for i, w in enumerate(ws)])
    assert o._index_update_count == {}        # refused before counting anything


def opt_scheduler():
    from hybridlint.runtime import lr_scheduler
    return lr_scheduler.FactorScheduler(step=1, factor=0.5, base_lr=0.1)


@pytest.mark.parametrize("name,kwargs", [
    ("sgd", {"momentum": 0.9, "wd": 1e-3, "clip_gradient": 0.5, "rescale_grad": 0.25}),
    ("sgd", {"momentum": 0.9}),
    ("nag", {"momentum": 0.8, "wd": 1e-3}),
])
def test_momentum_updates_of_a_trainer_step_run_on_one_flat_buffer_bit_for_bit(name, kwargs):
    """With one lr and wd for all, the aggregated momentum update moves the weights,
    gradients and momenta into one flat buffer each (the NDArrays rebound to views) and
    updates them together: the same bits as one update() per parameter, step after step,
    and an array rebound since (a replaced buffer) is taken back in."""
    shapes = [(3, 4), (5,), (2, 2, 3), (7,)]
    weights = [RNG.normal(size=s).astype(np.float32) for s in shapes]
    grads = [[RNG.normal(size=s).astype(np.float32) for s in shapes] for _ in range(5)]
    grads[1][0][0, 0], grads[2][3][2] = -0.0, np.inf

    def run(many):
        o = opt.create(name, learning_rate=0.1, **kwargs)
        upd = opt.get_updater(o)
        ws = [nd.array(w, dtype="float32") for w in weights]
        gs = [nd.zeros(s, dtype="float32") for s in shapes]     # written in place, as the tape does
        for k, step in enumerate(grads):
            for g_nd, g in zip(gs, step):
                g_nd[:] = g
            if k == 3 and many:
                ws[2]._data = ws[2]._data.copy()      # rebound: the group must follow
            if many:
                upd(list(range(len(ws))), gs, ws)
            else:
                for i, (g, w) in enumerate(zip(gs, ws)):
                    upd(i, g, w)
        states = [upd.states[i].asnumpy() for i in range(len(ws))]
        return o, ws, gs, upd, [w.asnumpy() for w in ws], states

    o, ws, gs, upd, got_w, got_m = run(True)
    assert o._flat is not None and o._flat.holds(ws, gs, [upd.states[i] for i in range(4)])
    assert ws[0]._data.base is ws[3]._data.base is not None    # one buffer: the flat path ran
    _, _, _, _, want_w, want_m = run(False)
    for a, b in zip(got_w + got_m, want_w + want_m):
        assert a.tobytes() == b.tobytes()


def test_flat_update_is_skipped_where_parameters_differ():
    """Per-parameter multipliers or mixed dtypes keep the per-parameter update."""
    o = opt.create("sgd", learning_rate=0.1, momentum=0.9)
    o.set_lr_mult({1: 0.5})
    upd = opt.get_updater(o)
    ws = [nd.array(RNG.normal(size=(3,)), dtype="float32") for _ in range(2)]
    upd([0, 1], [nd.ones((3,)), nd.ones((3,))], ws)
    assert o._flat is None and ws[0]._data.base is None and ws[1]._data.base is None
    o = opt.create("sgd", learning_rate=0.1, momentum=0.9)
    upd = opt.get_updater(o)
    ws = [nd.array(np.ones(3), dtype="float32"), nd.array(np.ones(3), dtype="float64")]
    upd([0, 1], [nd.ones((3,), dtype="float32"), nd.ones((3,), dtype="float64")], ws)
    assert o._flat is None
    np.testing.assert_allclose(ws[1].asnumpy(), 1 - 0.1)


def test_a_hybridized_block_predicts_with_the_trained_weights_after_flat_updates():
    """Inference between training steps (the hybridized block's fast call, which caches
    the parameters' buffers) sees the weights the flat update moved, not the buffers
    they had before it."""
    from hybridlint.runtime import autograd
    from hybridlint.runtime.gluon import Trainer, nn
    net = nn.HybridSequential()
    net.add(nn.Dense(8, activation="relu"), nn.Dense(3))
    net.initialize()
    net.hybridize(static_alloc=True)
    x = nd.array(RNG.normal(size=(4, 5)), dtype="float32")
    before = net(x).asnumpy()                  # installs the fast call
    trainer = Trainer(net.collect_params(), "sgd", {"learning_rate": 0.5, "momentum": 0.9})
    for _ in range(2):
        with autograd.record():
            loss = (net(x) ** 2).sum()
        loss.backward()
        trainer.step(4)
        fast = net(x).asnumpy()
        with autograd.record():
            full = net(x).asnumpy()            # the full path reads the parameters anew
        assert fast.tobytes() == full.tobytes()
    assert trainer._optimizer._flat is not None and not np.array_equal(before, fast)


# Four updates through get_updater, recorded in MXNet 1.9.1 by bench/mxnet_update_fixtures.py
# (float32 weights: the update operators' kernels and MXNet's python updates, rounding and all)
_MX = np.load(pathlib.Path(__file__).resolve().parent.parent / "fixtures" / "mxnet" / "updates.npz")
_MX_OPTIMIZERS = json.loads(str(_MX["optimizers"]))


def _zeros_noise(loc, scale, shape, dtype, ctx):
    return nd.zeros(shape, ctx, dtype=dtype)


@pytest.mark.parametrize("i", range(len(_MX_OPTIMIZERS)),
                         ids=[f"{n}-{i}" for i, (n, _) in enumerate(_MX_OPTIMIZERS)])
def test_four_updates_equal_mxnet(i, monkeypatch):
    """Keys starting with "_" are the recording's (see bench/mxnet_update_fixtures.py):
    several parameters updated together, their names, SGLD without its noise, an error."""
    name, kwargs = _MX_OPTIMIZERS[i]
    args = optimizer_cases.optimizer_args(kwargs)
    if kwargs.get("_no_noise"):
        monkeypatch.setattr(optimizer_sgd, "normal", _zeros_noise)   # SGLD draws from there
    o = opt.create(name, **args)
    upd = opt.get_updater(o)
    if kwargs.get("_error"):
        error = str(_MX[f"opt{i}_error"])
        w = nd.ones((1, 3, 4))
        with pytest.raises(Exception) as caught:
            for _ in range(4):
                upd([0], [nd.ones((3, 4))], [w[0]])
        assert f"{type(caught.value).__name__}: {caught.value}" == error
        return
    w0 = _MX[f"opt{i}_w0"]
    ws = [nd.array(w, dtype=w.dtype) for w in w0]
    for g in _MX[f"opt{i}_grads"]:
        grads = [nd.array(x, dtype=x.dtype) for x in g]
        upd(list(range(len(ws))), grads, ws)
    got = np.stack([w.asnumpy() for w in ws])
    if name == "lamb":
        # the trust ratio reads nd.norm: float32 norms are a numpy sum, MXNet's CPU reducer is
        # a sequential scaled nrm2 (ulps apart; runtime/ops/reduce.py keeps that loop for
        # float16 and integers only), so the weight may differ in its last bit
        np.testing.assert_allclose(got, _MX[f"opt{i}_w"], rtol=1e-6, atol=0)
    else:
        np.testing.assert_array_equal(got, _MX[f"opt{i}_w"])
    # states in MXNet's order (a float16 weight's master copy first, or last for SGD/NAG/LARS)
    states = optimizer_cases.state_columns(upd, len(ws))
    assert len(states) == sum(k.startswith(f"opt{i}_state") for k in _MX.files)
    for j, st in enumerate(states):
        if name == "lamb" and kwargs.get("multi_precision") and j == 0:
            # the float32 master copy moves by the trust ratio, whose norms are ulps apart as
            # above (the moments are equal since multi_mp_lamb_update stopped rounding the
            # rescaled gradient to float16, which MXNet does not do: 5e-4 apart before)
            np.testing.assert_allclose(st, _MX[f"opt{i}_state{j}"], rtol=0, atol=2e-6)
        elif kwargs.get("multi_precision"):
            # Adam's master copy: one element of twelve one float32 ulp apart (MXNet's kernel
            # on the float32 master copy rounds one product differently there)
            np.testing.assert_allclose(st, _MX[f"opt{i}_state{j}"], rtol=1e-6, atol=0)
        else:
            np.testing.assert_array_equal(st, _MX[f"opt{i}_state{j}"])
    # AdaDelta rescales the caller's gradient in place, as MXNet's does
    np.testing.assert_array_equal(np.stack([g.asnumpy() for g in grads]),
                                  _MX[f"opt{i}_last_grad"])


def test_every_mxnet_optimizer_provided_is_checked_against_mxnet():
    assert {n for n, _ in _MX_OPTIMIZERS} >= set(opt.Optimizer.opt_registry)


def test_sgld_noise_is_the_runtimes_seeded_normal():
    """SGLD adds normal(0, sqrt(lr)) noise from the runtime's generator: not MXNet's stream (its
    deterministic half is compared with MXNet above), but repeatable under mx.random.seed."""
    from hybridlint.runtime import random as mx_random

    def run():
        mx_random.seed(3)
        o = opt.create("sgld", learning_rate=0.01)
        w = nd.zeros((200, 50))
        opt.get_updater(o)(0, nd.zeros((200, 50)), w)
        return w.asnumpy()

    first, second = run(), run()
    np.testing.assert_array_equal(first, second)
    assert abs(first.std() - 0.1) < 0.005 and abs(first.mean()) < 0.005
