"""The compiled SGD-momentum pass of the ``fast`` extra (``fused.sgd_mom_update``, taken by
``optimizer_sgd``'s flat group): the bits of ``nd_updates.sgd_mom_step``'s numpy passes, signed
zeros, infinities and NaNs included, and a Trainer's parameters and momenta after several steps
byte-identical with and without it.  Without numba only the last test runs."""
import warnings

import numpy as np
import pytest
from hybridlint.runtime import autograd, nd, optimizer_sgd
from hybridlint.runtime.gluon import loss as gloss
from hybridlint.runtime.gluon import nn
from hybridlint.runtime.gluon.trainer import Trainer
from hybridlint.runtime.nd_updates import sgd_mom_step
from hybridlint.runtime.ops import fused

needs_numba = pytest.mark.skipif(not fused.ENABLED, reason="needs numba (the fast extra), enabled")

_SPECIAL = np.array([0.0, -0.0, np.inf, -np.inf, np.nan, -np.nan, 1e-45, -1e-45, 3e38, -3e38,
                     1.0, -1.0], np.float32)


def _arrays(seed, n, special):
    rng = np.random.default_rng(seed)
    out = []
    for scale in (1.0, 1.0, 0.05):
        a = (rng.normal(size=n) * scale).astype(np.float32)
        if special:
            a[: n // 2] = rng.choice(_SPECIAL, n // 2)
        out.append(a)
    return out


def _bits(a):
    return a.view(np.uint32)


# (lr, momentum, wd, rescale_grad): the bench's, a weight decay, no momentum, a large rescale,
# and a weight decay whose lr * wd product rounds
HYPER = [(0.01, 0.9, 0.0, 1 / 64), (0.1, 0.5, 1e-4, 1 / 32), (0.3, 0.0, 0.01, 1.0),
         (1e-3, 0.99, 5e-4, 128.0), (0.07, 0.9, 0.1 / 3, 1 / 3)]


@needs_numba
@pytest.mark.parametrize("lr,momentum,wd,rescale", HYPER)
@pytest.mark.parametrize("special", [False, True])
@pytest.mark.parametrize("n", [1, 17, 4099])
def test_kernel_has_the_numpy_steps_bits(lr, momentum, wd, rescale, special, n):
    w, g, m = _arrays(n * 7 + int(special), n, special)
    w2, g2, m2 = w.copy(), g.copy(), m.copy()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        with np.errstate(all="ignore"):
            sgd_mom_step(np, w, g, m, lr, momentum, wd, rescale, -1.0, w)
    T = np.float32
    fused.sgd_mom_update(w2, g2, m2, T(lr) * T(rescale), T(momentum), T(lr) * T(wd))
    np.testing.assert_array_equal(_bits(w2), _bits(w))
    np.testing.assert_array_equal(_bits(m2), _bits(m))
    np.testing.assert_array_equal(_bits(g2), _bits(g))        # the gradient is only read


def _train(steps, clip=None):
    net = nn.HybridSequential()
    with net.name_scope():
        net.add(nn.Dense(16, activation="relu"), nn.Dense(3))
    net.initialize()
    rng = np.random.default_rng(3)
    x = nd.array(rng.normal(size=(8, 5)).astype(np.float32))
    y = nd.array(rng.integers(0, 3, size=8).astype(np.float32))
    net(x)
    for i, p in enumerate(net.collect_params().values()):
        p.set_data(np.random.default_rng(i).normal(size=p.shape).astype(np.float32))
    params = {"learning_rate": 0.05, "momentum": 0.9, "wd": 1e-3}
    if clip is not None:
        params["clip_gradient"] = clip
    trainer = Trainer(net.collect_params(), "sgd", params)
    loss_fn = gloss.SoftmaxCrossEntropyLoss()
    for _ in range(steps):
        with autograd.record():
            loss = loss_fn(net(x), y)
        loss.backward()
        trainer.step(8)
    states = trainer._updaters[0].states
    return ([p.data().asnumpy().copy() for p in net.collect_params().values()]
            + [states[i].asnumpy().copy() for i in sorted(states)])


@pytest.mark.parametrize("clip", [None, 0.5])
def test_trainer_steps_with_and_without_the_kernel(monkeypatch, clip):
    """Five steps of a Trainer (the flat group's path) give the same bits with the kernel as
    without it (a clip keeps numpy's passes either way)."""
    taken = []
    original = fused.sgd_mom_update
    monkeypatch.setattr(fused, "sgd_mom_update", lambda *a: taken.append(1) or original(*a))
    fast = _train(5, clip)
    assert bool(taken) == (fused.ENABLED and clip is None)
    monkeypatch.setattr(fused, "ENABLED", False)
    slow = _train(5, clip)
    for a, b in zip(fast, slow):
        np.testing.assert_array_equal(_bits(a), _bits(b))


def test_a_subclass_with_its_own_momentum_step_keeps_it(monkeypatch):
    class Mine(optimizer_sgd.SGD):
        def _momentum_step(self, xp, mom, w, grad, lr, wd):
            super()._momentum_step(xp, mom, w, grad, lr, wd)

    opt = Mine(learning_rate=0.1, momentum=0.9)
    w, g, m = (np.ones(40, np.float32) for _ in range(3))
    assert opt._flat_compiled(w, g, m, 0.1, 0.0) is False
    monkeypatch.setattr(fused, "ENABLED", False)
    assert optimizer_sgd.SGD(momentum=0.9)._flat_compiled(w, g, m, 0.1, 0.0) is False
