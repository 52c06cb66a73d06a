"""A first layer's columns copied again in the compiled backward
(``compiler.grad._conv_backward_recopied``, the ``fast`` extra): a float32, unpadded,
stride-1 first convolution keeps no columns from the forward, and its weight gradient
is the same per-image products and the same sum as kept columns give, so the same bits
-- chunks that divide the batch or not, with and without a bias -- while a padded,
float64 or data-gradient layer keeps what it kept before."""
import numpy as np
import pytest
from hybridlint.runtime import autograd, nd, random
from hybridlint.runtime import name as _name
from hybridlint.runtime.compiler import grad as cgrad
from hybridlint.runtime.gluon import HybridBlock, nn
from hybridlint.runtime.ops import fused

needs_numba = pytest.mark.skipif(not fused.ENABLED, reason="needs numba (the fast extra), enabled")


class Net(HybridBlock):
    def __init__(self, pad=0, bias=True, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv1 = nn.Conv2D(6, 5, padding=pad, use_bias=bias)
            self.conv2 = nn.Conv2D(8, 3)
            self.fc = nn.Dense(10)

    def hybrid_forward(self, F, x):
        x = F.Pooling(F.relu(self.conv1(x)), kernel=(2, 2), stride=(2, 2), pool_type="max")
        return self.fc(F.relu(self.conv2(x)))


def _train(monkeypatch, *, recopy, pad=0, bias=True, dtype=np.float32, data_grad=False,
           shape=(7, 1, 20, 20), steps=2):
    monkeypatch.setenv("HYBRIDLINT_EXECUTOR", "compiled")
    if not recopy:
        monkeypatch.setattr(cgrad, "_recopies_columns", lambda *a: False)
    random.seed(3)
    with _name.NameManager():
        net = Net(pad, bias)
    net.initialize()
    net.cast(np.dtype(dtype).name)
    x = nd.array(np.random.default_rng(0).normal(size=shape), dtype=dtype)
    net(x)
    for i, p in enumerate(net.collect_params().values()):
        p.set_data(np.random.default_rng(i + 10).normal(scale=0.3, size=p.shape).astype(dtype))
    net.hybridize(static_alloc=True, static_shape=True)
    if data_grad:
        x.attach_grad()
    for _ in range(steps):
        with autograd.record():
            y = net(x)
            loss = (y * y).sum() + y.sum()
        loss.backward()
        for p in net.collect_params().values():
            p.set_data(p.data() - 0.01 * p.grad())
    arrays = [p.data().asnumpy() for p in net.collect_params().values()]
    arrays += [p.grad().asnumpy() for p in net.collect_params().values()]
    if data_grad:
        arrays.append(x.grad.asnumpy())
    (impl,) = net._cached_op.__dict__["_grad_impls"].values()
    first = next(n for n in impl._last.graph.nodes if n.kind == "op" and n.op.name == "Convolution")
    return arrays, impl._last, first


@needs_numba
@pytest.mark.parametrize("chunk_elements", [1 << 16, 2 * 25 * 16 * 16, 1])
@pytest.mark.parametrize("bias", [True, False])
def test_recopied_columns_give_the_kept_columns_bits(chunk_elements, bias, monkeypatch):
    # (16x16 outputs of 25 taps, 6400 values an image: one chunk of all 7 images, chunks
    # of 2, 2, 2 and 1, and single images)
    monkeypatch.setattr(cgrad, "RECOPY_COLUMN_ELEMENTS", chunk_elements)
    got, plan, first = _train(monkeypatch, recopy=True, bias=bias)
    assert f"S{first.id} = _empty(" not in plan.forward_source
    assert f"_K{first.id}(_O{first.id}," in plan.backward_source
    assert plan.backward.__globals__[f"_K{first.id}"] is cgrad._conv_backward_recopied
    want, plan, _ = _train(monkeypatch, recopy=False, bias=bias)
    assert f"S{first.id} = _empty(" in plan.forward_source
    assert [a.tobytes() for a in got] == [a.tobytes() for a in want]


@needs_numba
@pytest.mark.parametrize("kw", [{"pad": 2}, {"dtype": np.float64}])
def test_padded_or_float64_first_layers_keep_their_columns(kw, monkeypatch):
    _, plan, first = _train(monkeypatch, recopy=True, **kw)
    assert f"S{first.id} = _empty(" in plan.forward_source
    assert plan.backward.__globals__[f"_K{first.id}"] is cgrad._conv_backward_kept_columns


@needs_numba
def test_a_first_layer_whose_data_needs_a_gradient_runs_its_rule(monkeypatch):
    got, plan, first = _train(monkeypatch, recopy=True, data_grad=True)
    assert f"_K{first.id}(" not in plan.backward_source
    assert np.abs(got[-1]).sum() > 0
