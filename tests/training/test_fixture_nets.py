"""The tutorial MLP and LeNet with MXNet's fixture weights: eager and hybridized
gradients of SoftmaxCrossEntropyLoss agree, and three SGD steps from the same
start give the same parameters in both modes."""
import numpy as np
import pytest
from hybridlint.runtime import autograd, nd
from hybridlint.runtime.gluon import loss as gloss
from hybridlint.runtime.gluon.trainer import Trainer

from ..conftest import FIXTURES
from ..gluon.nets import fresh

MX = FIXTURES / "mxnet"


def _batch(net_name):
    x = np.load(MX / net_name / "input.npz")["data"]
    if net_name == "mlp":   # one fixture sample: add seeded neighbours to make a batch
        rng = np.random.default_rng(5)
        x = np.concatenate([x, x + rng.normal(0, 0.5, (7, 512)).astype(np.float32)])
        labels = np.arange(8) % 2
    else:
        labels = np.arange(len(x)) % 10
    return nd.array(x), nd.array(labels)


def _load(net_name, hybrid):
    net = fresh(net_name)
    net.load_parameters(str(MX / net_name / "net.params"))
    if hybrid:
        net.hybridize()
    return net


def _grads(net_name, hybrid):
    net = _load(net_name, hybrid)
    x, y = _batch(net_name)
    loss_fn = gloss.SoftmaxCrossEntropyLoss()
    with autograd.record():
        loss = loss_fn(net(x), y)
    loss.backward()
    params = net.collect_params()
    return loss.asnumpy(), {k: p.grad().asnumpy() for k, p in params.items()}, net


@pytest.mark.parametrize("net_name", ["mlp", "lenet"])
def test_eager_and_hybridized_gradients_agree(net_name):
    loss_e, grads_e, _ = _grads(net_name, False)
    loss_h, grads_h, net_h = _grads(net_name, True)
    assert net_h._cached_op is not None
    np.testing.assert_allclose(loss_h, loss_e, rtol=1e-5, atol=1e-6)
    assert grads_e.keys() == grads_h.keys() and len(grads_e) >= 6
    for name in grads_e:
        g = grads_e[name]
        assert np.abs(g).max() > 0, f"{name}: zero gradient"
        np.testing.assert_allclose(grads_h[name], g, rtol=1e-4, atol=1e-5 * np.abs(g).max(),
                                   err_msg=f"{net_name}: gradient of {name}")


@pytest.mark.parametrize("net_name", ["mlp", "lenet"])
def test_three_sgd_steps_give_the_same_parameters_in_both_modes(net_name):
    results = []
    for hybrid in (False, True):
        net = _load(net_name, hybrid)
        x, y = _batch(net_name)
        trainer = Trainer(net.collect_params(), "sgd",
                          {"learning_rate": 0.05, "momentum": 0.9, "wd": 1e-4})
        loss_fn = gloss.SoftmaxCrossEntropyLoss()
        losses = []
        for _ in range(3):
            with autograd.record():
                loss = loss_fn(net(x), y)
            loss.backward()
            trainer.step(x.shape[0])
            losses.append(float(loss.mean().asscalar()))
        results.append(({k: p.data().asnumpy() for k, p in net.collect_params().items()},
                         losses))
    (pe, le), (ph, lh) = results
    np.testing.assert_allclose(lh, le, rtol=1e-5)
    assert le[2] < le[0], f"{net_name}: SGD did not lower the loss: {le}"
    for name in pe:
        np.testing.assert_allclose(ph[name], pe[name], rtol=1e-5, atol=1e-6,
                                   err_msg=f"{net_name}: parameter {name}")


@pytest.mark.parametrize("net_name", ["mlp", "lenet"])
def test_mxnet_exported_model_trains_like_the_gluon_net(net_name):
    """MXNet's own export (model-symbol.json + model-0000.params) imported as a
    SymbolBlock gives the gradients of the Gluon net built from the same weights."""
    from hybridlint.runtime.gluon import SymbolBlock
    block = SymbolBlock.imports(str(MX / net_name / "model-symbol.json"), ["data"],
                                str(MX / net_name / "model-0000.params"))
    x, y = _batch(net_name)
    with autograd.record():
        loss = gloss.SoftmaxCrossEntropyLoss()(block(x), y)
    loss.backward()
    _, grads, _ = _grads(net_name, False)
    imported = {k: p.grad().asnumpy() for k, p in block.collect_params().items()
                if p.grad_req != "null"}
    assert sorted(imported) == sorted(grads)
    for name, g in grads.items():
        np.testing.assert_allclose(imported[name], g, rtol=1e-4, atol=1e-5 * np.abs(g).max(),
                                   err_msg=name)
