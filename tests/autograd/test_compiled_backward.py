"""The compiled backward of a hybridized call (``compiler.grad.CompiledGraphGrad``):
generated forward and backward code over the op table's gradient rules, gradients
only where a variable needs them.  Each case trains a block eagerly, hybridized
(compiled backward) and hybridized on the reference executor
(``HYBRIDLINT_EXECUTOR=reference``: ``GraphGrad``) from the same weights and
compares gradients, parameters and auxiliary states."""
import re

import numpy as np
import pytest
from hybridlint.runtime import autograd, cpu, nd, random, sym
from hybridlint.runtime import name as _name
from hybridlint.runtime.autograd import AutogradError
from hybridlint.runtime.compiler.grad import CompiledGraphGrad
from hybridlint.runtime.gluon import HybridBlock, nn
from hybridlint.runtime.graph import Graph, GraphError
from hybridlint.runtime.graph_grad import record_call
from hybridlint.runtime.ops import fused
from hybridlint.runtime.registry import KernelContext, get

RNG = np.random.default_rng(5)


class LeNet(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv1 = nn.Conv2D(6, 5)
            self.conv2 = nn.Conv2D(16, 5)
            self.fc1 = nn.Dense(32)
            self.fc2 = nn.Dense(10)

    def hybrid_forward(self, F, x):
        x = F.Pooling(F.relu(self.conv1(x)), kernel=(2, 2), stride=(2, 2), pool_type="max")
        x = F.Pooling(F.relu(self.conv2(x)), kernel=(2, 2), stride=(2, 2), pool_type="max")
        return self.fc2(F.relu(self.fc1(x.reshape((0, -1)))))


class ConvBN(HybridBlock):
    def __init__(self, groups=1, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(8, 3, padding=1, use_bias=False)
            self.bn = nn.BatchNorm()
            self.gconv = nn.Conv2D(8, 3, strides=2, padding=1, groups=groups, in_channels=8)
            self.bn2 = nn.BatchNorm(center=False)
            self.out = nn.Dense(3)

    def hybrid_forward(self, F, x):
        h = F.relu(self.bn(self.conv(x)))
        h = F.relu(self.bn2(self.gconv(h)) + F.Pooling(h, kernel=(3, 3), stride=(2, 2),
                                                         pad=(1, 1), pool_type="max"))
        return self.out(h)


class Pools(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(4, 3, dilation=2, strides=(1, 2))
            self.out = nn.Dense(2)

    def hybrid_forward(self, F, x):
        h = self.conv(x)
        a = F.Pooling(h, kernel=(2, 2), stride=(2, 2), pool_type="max")
        b = F.Pooling(h, kernel=(3, 3), stride=(2, 2), pad=(1, 1), pool_type="avg")
        c = F.Pooling(h, kernel=(3, 2), stride=(2, 1), pool_type="max", pooling_convention="full")
        d = F.Pooling(h, global_pool=True, pool_type="max", kernel=(1, 1))
        e = F.Pooling(F.round(h), kernel=(2, 2), stride=(1, 1), pool_type="max")  # ties
        s = (a.sum(axis=(2, 3)) + b.mean(axis=(2, 3)) + c.max(axis=(2, 3)) + d.reshape((0, -1))
             + e.sum(axis=(2, 3)) * 0.1)
        return self.out(s)


class Stem(HybridBlock):
    """ResNet's stem (7x7/2 convolution, BatchNorm, relu, padded 3x3/2 max pool, whose
    relu the compiler moves behind the pool) and its global average pool head."""

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(4, 7, 2, 3, use_bias=False)
            self.bn = nn.BatchNorm()
            self.pool = nn.MaxPool2D(3, 2, 1)
            self.gap = nn.GlobalAvgPool2D()
            self.out = nn.Dense(3)

    def hybrid_forward(self, F, x):
        h = self.pool(F.Activation(self.bn(self.conv(x)), act_type="relu"))
        return self.out(self.gap(h) + F.Pooling(h, global_pool=True, pool_type="sum",
                                                kernel=(1, 1)))


class DropoutNet(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.fc1 = nn.Dense(16, activation="tanh")
            self.drop = nn.Dropout(0.4)
            self.fc2 = nn.Dense(4)

    def hybrid_forward(self, F, x):
        return self.fc2(self.drop(self.fc1(x)))


def _mlp():
    net = nn.HybridSequential()
    with net.name_scope():
        net.add(nn.Dense(32, activation="relu"), nn.Dense(16, activation="relu"), nn.Dense(2))
    return net


CASES = {
    "mlp": (_mlp, (8, 12)),
    "lenet": (LeNet, (4, 1, 28, 28)),
    "conv_bn": (lambda: ConvBN(1), (4, 3, 9, 9)),
    "grouped": (lambda: ConvBN(4), (4, 3, 9, 9)),
    "depthwise": (lambda: ConvBN(8), (4, 3, 8, 8)),
    "pools": (Pools, (3, 2, 13, 17)),
    "dropout": (DropoutNet, (6, 10)),
    "stem": (Stem, (3, 3, 18, 18)),
}


def _train(make, shape, mode, monkeypatch, *, steps=2, reqs=None, data_grad=False):
    """Gradients, parameters and aux states after ``steps`` record/backward rounds
    (parameters moved by a plain SGD step between rounds, so later rounds see
    new weights); ``mode``: eager, compiled or reference."""
    monkeypatch.setenv("HYBRIDLINT_EXECUTOR", "reference" if mode == "reference" else "compiled")
    random.seed(3)
    with _name.NameManager():
        net = make()
    net.initialize()
    net.cast("float64")       # the compiled forward may sum in another order than the kernels
    rng = np.random.default_rng(0)
    x = nd.array(rng.normal(size=shape), dtype=np.float64)
    net(x)
    for i, p in enumerate(net.collect_params().values()):
        v = np.random.default_rng(i + 10).normal(scale=0.3, size=p.shape)
        p.set_data(np.abs(v) + 0.5 if p.name.endswith("var") else v)
        if reqs and p.name.split("_")[-1] in reqs:
            p.grad_req = reqs[p.name.split("_")[-1]]
    if mode != "eager":
        net.hybridize(static_alloc=True)
    if data_grad:
        x.attach_grad()
    random.seed(4)
    outs = []
    for _ in range(steps):
        with autograd.record():
            y = net(x)
            loss = (y * y).sum() + y.sum()
        loss.backward()
        outs.append(y.asnumpy())
        for p in net.collect_params().values():
            if p.grad_req != "null":
                p.set_data(p.data() - 0.01 * p.grad())
    grads = {p.name: p.grad().asnumpy() for p in net.collect_params().values()
             if p.grad_req != "null"}
    params = {p.name: p.data().asnumpy() for p in net.collect_params().values()}
    if data_grad:
        grads["data"] = x.grad.asnumpy()
    return outs, grads, params, net


def _compare(a, b, rtol=1e-8, atol=1e-9):
    (oa, ga, pa, _), (ob, gb, pb, _) = a, b
    for u, v in zip(oa, ob):
        np.testing.assert_allclose(u, v, rtol=rtol, atol=atol)
    assert ga.keys() == gb.keys()
    for k in ga:
        np.testing.assert_allclose(ga[k], gb[k], rtol=rtol, atol=atol, err_msg=k)
    for k in pa:
        np.testing.assert_allclose(pa[k], pb[k], rtol=rtol, atol=atol, err_msg=k)


@pytest.mark.parametrize("case", sorted(CASES))
def test_compiled_backward_equals_eager_and_reference(case, monkeypatch):
    make, shape = CASES[case]
    eager = _train(make, shape, "eager", monkeypatch)
    compiled = _train(make, shape, "compiled", monkeypatch)
    reference = _train(make, shape, "reference", monkeypatch)
    _compare(compiled, eager)
    _compare(compiled, reference)
    # the compiled backward ran (one plan, reused by the second step)
    impls = compiled[3]._cached_op.__dict__.get("_grad_impls", {})
    assert [i.plans_built for i in impls.values()] == [1]


def test_data_gradient_is_skipped_unless_asked_for(monkeypatch):
    make, shape = CASES["lenet"]
    _, _, _, net = _train(make, shape, "compiled", monkeypatch, steps=1)
    (impl,) = net._cached_op.__dict__["_grad_impls"].values()
    plan = impl._last
    first_conv = next(n for n in plan.graph.nodes if n.kind == "op" and n.op.name == "Convolution")
    # the data input needs no gradient, so the rule is told so
    assert not plan.analysis.need[first_conv.inputs[0]]
    assert plan.backward.__globals__[f"_need{first_conv.id}"] == (False, True, True)
    eager = _train(make, shape, "eager", monkeypatch, data_grad=True)
    compiled = _train(make, shape, "compiled", monkeypatch, data_grad=True)
    _compare(compiled, eager)
    assert np.abs(compiled[1]["data"]).sum() > 0


@pytest.mark.parametrize("case", ["conv_bn", "lenet"])
def test_grad_req_null_and_add(case, monkeypatch):
    make, shape = CASES[case]
    reqs = {"weight": "null", "gamma": "add", "bias": "add"}
    eager = _train(make, shape, "eager", monkeypatch, reqs=reqs, steps=3)
    compiled = _train(make, shape, "compiled", monkeypatch, reqs=reqs, steps=3)
    _compare(compiled, eager)
    assert not any(k.endswith("weight") for k in compiled[1])


def test_batchnorm_moving_statistics_follow_eager(monkeypatch):
    make, shape = CASES["conv_bn"]
    eager = _train(make, shape, "eager", monkeypatch, steps=3)
    compiled = _train(make, shape, "compiled", monkeypatch, steps=3)
    for k in eager[2]:
        if "running" in k or "moving" in k:
            np.testing.assert_allclose(compiled[2][k], eager[2][k], rtol=1e-5, atol=1e-6)
            assert not np.allclose(eager[2][k], 0) or "mean" not in k


def test_batchnorm_behind_frozen_layers_keeps_its_moving_statistics(monkeypatch):
    """Every weight, gamma and beta frozen: no needed gradient passes through the first
    BatchNorm (its conv has no bias), so MXNet leaves it out of its backward graph and its
    moving statistics stay (tests/ops/test_batchnorm_grad_mxnet.py has MXNet's recording);
    the second one is behind a conv with a trainable bias and updates.  The compiled
    backward, the reference pass and the eager tape agree."""
    make, shape = CASES["conv_bn"]
    reqs = {"weight": "null", "gamma": "null", "beta": "null"}
    runs = {mode: _train(make, shape, mode, monkeypatch, reqs=reqs, steps=2)
            for mode in ("compiled", "reference", "eager")}
    _compare(runs["compiled"], runs["reference"])
    names = list(runs["eager"][3].collect_params())
    for k in names:
        if "running" not in k:
            continue
        v = np.random.default_rng(names.index(k) + 10).normal(scale=0.3, size=runs["eager"][2][k].shape)
        start = np.abs(v) + 0.5 if k.endswith("var") else v      # what _train set
        for mode in ("compiled", "reference"):
            np.testing.assert_allclose(runs[mode][2][k], runs["eager"][2][k], rtol=1e-12)
        assert np.array_equal(runs["eager"][2][k], start) == ("batchnorm0_" in k), k


def test_unused_output_gets_zero_gradient(monkeypatch):
    class TwoHeads(HybridBlock):
        def __init__(self, **kwargs):
            super().__init__(**kwargs)
            with self.name_scope():
                self.fc = nn.Dense(4)

        def hybrid_forward(self, F, x):
            h = self.fc(x)
            return F.tanh(h), F.exp(h)

    results = {}
    xv = RNG.normal(size=(3, 5))
    for mode in ("compiled", "reference"):
        monkeypatch.setenv("HYBRIDLINT_EXECUTOR", mode)
        with _name.NameManager():
            net = TwoHeads()
        net.initialize()
        x = nd.array(xv)
        net(x)
        net.collect_params()[net.fc.weight.name].set_data(np.ones((4, 5)) * 0.1)
        net.hybridize()
        with autograd.record():
            a, _ = net(x)
        a.backward()
        results[mode] = net.fc.weight.grad().asnumpy()
    np.testing.assert_allclose(results["compiled"], results["reference"], rtol=1e-6)


def test_plans_follow_need_and_shape(monkeypatch):
    make, shape = CASES["mlp"]
    _, _, _, net = _train(make, shape, "compiled", monkeypatch, steps=1)
    (impl,) = net._cached_op.__dict__["_grad_impls"].values()
    assert isinstance(impl, CompiledGraphGrad)
    x = nd.array(RNG.normal(size=(5, 12)))
    with autograd.record():
        net(x).sum().backward()
    assert impl.plans_built == 2          # a new batch size: a new plan
    x.attach_grad()
    with autograd.record():
        net(x).sum().backward()
    assert impl.plans_built == 3          # the data now needs a gradient
    assert np.abs(x.grad.asnumpy()).sum() > 0


class CondNet(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.fc = nn.Dense(4)

    def hybrid_forward(self, F, x):
        h = self.fc(x)
        return F.contrib.cond(F.sum(h) > 0, lambda: F.tanh(h) * 2, lambda: F.relu(h) - h)


def test_graphs_with_cond_use_the_reference_reverse_pass(monkeypatch):
    eager = _train(CondNet, (3, 5), "eager", monkeypatch)
    compiled = _train(CondNet, (3, 5), "compiled", monkeypatch)
    _compare(compiled, eager)
    (impl,) = compiled[3]._cached_op.__dict__["_grad_impls"].values()
    assert impl.plans_built == 0


def test_missing_input_is_a_graph_error():
    g = Graph.from_symbol(sym.relu(sym.var("x")) * sym.var("y"))
    impl = CompiledGraphGrad(g)
    with pytest.raises(GraphError, match="missing input"):
        impl.forward({"x": np.ones(3)}, KernelContext(xp=np), {"x": True})


def test_an_op_without_gradient_rule_names_its_graph_node(monkeypatch):
    op = get("relu")
    monkeypatch.setattr(op, "grad", None)
    g = Graph.from_symbol(sym.relu(sym.var("x") * 2, name="myrelu"))
    x = nd.array(np.ones((2, 3)))
    x.attach_grad()
    with autograd.record():
        (y,) = record_call(g, ["x"], [x], cpu(), grad_impl=CompiledGraphGrad(g))
    with pytest.raises(AutogradError, match="relu has no gradient rule.*graph node myrelu"):
        y.backward()


def test_a_first_layer_keeps_its_forward_columns(monkeypatch):
    """A convolution whose weight needs a gradient and whose data does not keeps the
    forward's im2col columns for its weight gradient; with a data gradient it does not
    (the result equals eager either way: the lenet case above, and here)."""
    make, shape = CASES["lenet"]
    _, _, _, net = _train(make, shape, "compiled", monkeypatch, steps=1)
    (impl,) = net._cached_op.__dict__["_grad_impls"].values()
    first = next(n for n in impl._last.graph.nodes if n.kind == "op" and n.op.name == "Convolution")
    assert f"S{first.id} = _empty(" in impl._last.forward_source
    assert f"_K{first.id}(_O{first.id}," in impl._last.backward_source
    _, _, _, net = _train(make, shape, "compiled", monkeypatch, steps=1, data_grad=True)
    (impl,) = net._cached_op.__dict__["_grad_impls"].values()
    assert f"_K{first.id}(" not in impl._last.backward_source


def _second_conv(impl):
    return [n for n in impl._last.graph.nodes
            if n.kind == "op" and n.op.name == "Convolution"][1]


@pytest.mark.parametrize("data_grad", [False, True])
def test_a_channels_last_layer_keeps_its_forward_columns(data_grad, monkeypatch):
    """LeNet's second convolution (6 channels, 8x8 outputs) is generated on
    channels-last columns and keeps them for its weight gradient, whether or not its
    data needs a gradient; float64 results equal eager's (the lenet case above)."""
    make, shape = CASES["lenet"]
    compiled = _train(make, shape, "compiled", monkeypatch, data_grad=data_grad)
    (impl,) = compiled[3]._cached_op.__dict__["_grad_impls"].values()
    second = _second_conv(impl)
    assert f"S{second.id} = _empty((4, 8, 8, 5, 5, 6)," in impl._last.forward_source
    assert f"_K{second.id}(_O{second.id}," in impl._last.backward_source
    assert "_conv_backward_kept_cl" in repr(impl._last.backward.__globals__[f"_K{second.id}"])
    _compare(compiled, _train(make, shape, "eager", monkeypatch, data_grad=data_grad))


class SmallImages(HybridBlock):
    """Channels-last convolutions with 2x2 and 1x1 outputs: few positions an image."""

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv1 = nn.Conv2D(8, 3)
            self.conv2 = nn.Conv2D(6, 1, in_channels=8)
            self.conv3 = nn.Conv2D(4, 1, strides=2, in_channels=6)
            self.out = nn.Dense(3)

    def hybrid_forward(self, F, x):
        return self.out(self.conv3(F.relu(self.conv2(F.relu(self.conv1(x))))))


@pytest.mark.parametrize("reqs", [None, {"bias": "null"}])
def test_kept_channels_last_columns_with_few_positions_an_image(reqs, monkeypatch):
    """Below KEPT_CL_BATCHED_POSITIONS positions an image the weight gradient is one
    product over the whole batch's positions; float64 results equal eager's.  With
    frozen biases and no data gradient the first layer needs nothing but its weight
    gradient (the rule is not called)."""
    data_grad = reqs is None
    compiled = _train(SmallImages, (5, 4, 4, 4), "compiled", monkeypatch, reqs=reqs,
                      data_grad=data_grad)
    (impl,) = compiled[3]._cached_op.__dict__["_grad_impls"].values()
    convs = [n for n in impl._last.graph.nodes if n.kind == "op" and n.op.name == "Convolution"]
    sizes = ("(5, 2, 2, 3, 3, 4)", "(5, 2, 2, 1, 1, 8)", "(5, 1, 1, 1, 1, 6)")
    assert len(convs) == len(sizes)
    for n, size in zip(convs, sizes):
        assert f"S{n.id} = _empty({size}," in impl._last.forward_source
        assert f"_K{n.id}(_O{n.id}," in impl._last.backward_source
    if reqs:
        assert impl._last.backward.__globals__[f"_need{convs[0].id}"] == (False, True, False)
    _compare(compiled, _train(SmallImages, (5, 4, 4, 4), "eager", monkeypatch, reqs=reqs,
                              data_grad=data_grad))


def test_kept_channels_last_columns_of_a_chunked_forward(monkeypatch):
    """A batch whose channels-last columns the forward makes a few images at a time
    (here one) writes each chunk into its rows of the kept columns."""
    from hybridlint.runtime.compiler import codegen
    from hybridlint.runtime.ops import nn_conv

    monkeypatch.setattr(codegen, "CONV_COLUMN_ELEMENTS", 64 * 150)  # one image's columns
    monkeypatch.setattr(nn_conv, "GEMM_MIN_ROWS", 1)
    make, shape = CASES["lenet"]
    compiled = _train(make, shape, "compiled", monkeypatch, data_grad=True)
    (impl,) = compiled[3]._cached_op.__dict__["_grad_impls"].values()
    second = _second_conv(impl)
    assert "for _a, _b in " in impl._last.forward_source
    assert f"_cc = S{second.id}[_a:_b]" in impl._last.forward_source
    assert f"_K{second.id}(_O{second.id}," in impl._last.backward_source
    _compare(compiled, _train(make, shape, "eager", monkeypatch, data_grad=True))


def _float32_lenet_grads(monkeypatch, hybridize, retain=False):
    monkeypatch.setenv("HYBRIDLINT_EXECUTOR", "compiled")
    with _name.NameManager():
        net = LeNet()
    net.initialize()
    x = nd.array(np.random.default_rng(0).normal(size=(8, 1, 28, 28)).astype(np.float32))
    net(x)
    for i, p in enumerate(net.collect_params().values()):
        p.set_data(np.random.default_rng(i + 10).normal(scale=0.3, size=p.shape))
    if hybridize:
        net.hybridize(static_alloc=True)
    with autograd.record():
        y = net(x)
        loss = (y * y).sum()
    loss.backward(retain_graph=retain)
    first = {p.name: p.grad().asnumpy().copy() for p in net.collect_params().values()}
    if retain:
        loss.backward()
    return first, {p.name: p.grad().asnumpy() for p in net.collect_params().values()}, net


def test_kept_channels_last_columns_give_eagers_float32_weight_gradient(monkeypatch):
    """In float32 the kept columns' product sums the positions in another order than the
    rule, so the second layer's weight gradient equals eager's to float32 rounding (a
    relative 1e-5 of its largest value), not bit for bit; a second backward of a retained
    graph reads the same columns again and gives the same gradients."""
    _, eager, _ = _float32_lenet_grads(monkeypatch, False)
    first, second, net = _float32_lenet_grads(monkeypatch, True, retain=True)
    (impl,) = net._cached_op.__dict__["_grad_impls"].values()
    assert f"_K{_second_conv(impl).id}(" in impl._last.backward_source
    for k, g in eager.items():
        scale = np.abs(g).max()
        assert scale > 0, k
        np.testing.assert_allclose(first[k], g, rtol=1e-5, atol=1e-5 * scale, err_msg=k)
        np.testing.assert_array_equal(second[k], first[k], err_msg=k)


def test_kept_columns_stay_within_the_graphs_budget(monkeypatch):
    """Channels-last columns are kept only while everything the graph keeps fits
    KEEP_TOTAL_ELEMENTS (they live beside the saved activations through the backward):
    with no room left the second layer's rule makes its own weight gradient."""
    from hybridlint.runtime.compiler import grad as cgrad

    monkeypatch.setattr(cgrad, "KEEP_TOTAL_ELEMENTS", 1)
    make, shape = CASES["lenet"]
    compiled = _train(make, shape, "compiled", monkeypatch)
    (impl,) = compiled[3]._cached_op.__dict__["_grad_impls"].values()
    second = _second_conv(impl)
    assert f"_K{second.id}(" not in impl._last.backward_source
    assert f"_G{second.id}(" in impl._last.backward_source
    _compare(compiled, _train(make, shape, "eager", monkeypatch))


def test_a_strided_first_layer_keeps_its_column_phase_rows(monkeypatch):
    """ResNet's stem (7x7/2 on 3 channels) is generated on the input's column phases and
    keeps their rows for its weight gradient (equal to eager: the stem case above)."""
    make, shape = CASES["stem"]
    _, _, _, net = _train(make, shape, "compiled", monkeypatch, steps=1)
    (impl,) = net._cached_op.__dict__["_grad_impls"].values()
    first = next(n for n in impl._last.graph.nodes if n.kind == "op" and n.op.name == "Convolution")
    assert f"S{first.id} = _empty(" in impl._last.forward_source
    assert f"_K{first.id}(_O{first.id}," in impl._last.backward_source
    assert "_conv_backward_kept_rows" in repr(impl._last.backward.__globals__[f"_K{first.id}"])
    _, _, _, net = _train(make, shape, "compiled", monkeypatch, steps=1, data_grad=True)
    (impl,) = net._cached_op.__dict__["_grad_impls"].values()
    assert not re.search(r"_K\d+\(", impl._last.backward_source)


def _float32_stem_grads(monkeypatch, hybridize, retain=False):
    monkeypatch.setenv("HYBRIDLINT_EXECUTOR", "compiled")
    with _name.NameManager():
        net = Stem()
    net.initialize()
    x = nd.array(np.random.default_rng(1).normal(size=(5, 3, 21, 19)).astype(np.float32))
    net(x)
    for i, p in enumerate(net.collect_params().values()):
        p.set_data(np.random.default_rng(i + 20).normal(scale=0.3, size=p.shape))
    if hybridize:
        net.hybridize(static_alloc=True)
    with autograd.record():
        y = net(x)
        loss = (y * y).sum()
    loss.backward(retain_graph=retain)
    params = [p for p in net.collect_params().values() if p.grad_req != "null"]
    first = {p.name: p.grad().asnumpy().copy() for p in params}
    if retain:
        loss.backward()
    return y.asnumpy(), first, {p.name: p.grad().asnumpy() for p in params}, net


@pytest.mark.skipif(not fused.ENABLED, reason="the taps form needs numba (the fast extra)")
def test_a_float32_strided_first_layer_keeps_its_split_input(monkeypatch):
    """With numba, a float32 stem runs on its split input (``fused.conv_taps_forward``) and
    keeps it for its weight gradient (``fused.conv_taps_weight_grad``): the output and every
    gradient equal eager's (im2col and its product) to float32 rounding, and a second
    backward of a retained graph reads the same split input again."""
    y_eager, eager, _, _ = _float32_stem_grads(monkeypatch, False)
    y, first, second, net = _float32_stem_grads(monkeypatch, True, retain=True)
    (impl,) = net._cached_op.__dict__["_grad_impls"].values()
    conv = next(n for n in impl._last.graph.nodes if n.kind == "op" and n.op.name == "Convolution")
    assert f"S{conv.id} = _empty(" in impl._last.forward_source
    assert any(v is fused.conv_taps_forward for v in impl._last.forward.__globals__.values())
    assert "_conv_backward_kept_split" in repr(impl._last.backward.__globals__[f"_K{conv.id}"])
    np.testing.assert_allclose(y, y_eager, rtol=1e-5, atol=1e-5 * np.abs(y_eager).max())
    for k, g in eager.items():
        scale = np.abs(g).max()
        assert scale > 0, k
        np.testing.assert_allclose(first[k], g, rtol=1e-4, atol=1e-5 * scale, err_msg=k)
        np.testing.assert_array_equal(second[k], first[k], err_msg=k)


def test_retain_graph_keeps_saved_values_and_the_last_backward_releases_them(monkeypatch):
    make, shape = CASES["conv_bn"]
    monkeypatch.setenv("HYBRIDLINT_EXECUTOR", "compiled")
    with _name.NameManager():
        net = make()
    net.initialize()
    x = nd.array(RNG.normal(size=shape))
    net(x)
    net.hybridize(static_alloc=True)
    with autograd.record():
        loss = (net(x) ** 2).sum()
    loss.backward(retain_graph=True)
    first = {p.name: p.grad().asnumpy().copy() for p in net.collect_params().values()
             if p.grad_req != "null"}
    loss.backward()                 # the saved values were kept for this one
    for p in net.collect_params().values():
        if p.grad_req != "null":
            np.testing.assert_allclose(p.grad().asnumpy(), first[p.name], rtol=1e-6, atol=1e-7)
    with pytest.raises(AutogradError):
        loss.backward()
    # called directly: a backward told it is the last releases what the forward saved
    (impl,) = net._cached_op.__dict__["_grad_impls"].values()
    feed = {n: a._data for n, a in zip(impl.input_names, net._cached_op.gather([x], cpu()))}
    outs, saved = impl.forward(feed, KernelContext(xp=np, is_train=True))
    head = [np.ones_like(outs[0])]
    impl.backward(saved, head, KernelContext(xp=np, is_train=True), True)
    with pytest.raises(AutogradError, match="already released"):
        impl.backward(saved, head, KernelContext(xp=np, is_train=True))


class UnitStrideBlock(HybridBlock):
    """A residual block of unit-stride 3x3 convolutions of few channels on rows long enough
    for the taps form (``nn_conv.unit_stride_taps_choice``): one with a bias."""

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv1 = nn.Conv2D(6, 3, padding=1, use_bias=False)
            self.conv2 = nn.Conv2D(6, 3, padding=1, in_channels=6)
            self.out = nn.Dense(3)

    def hybrid_forward(self, F, x):
        h = F.relu(self.conv1(x))
        return self.out(F.relu(self.conv2(h) + h))


def _float32_grads(make, shape, monkeypatch, hybridize, data_grad):
    monkeypatch.setenv("HYBRIDLINT_EXECUTOR", "compiled")
    with _name.NameManager():
        net = make()
    net.initialize()
    x = nd.array(np.random.default_rng(2).normal(size=shape).astype(np.float32))
    net(x)
    for i, p in enumerate(net.collect_params().values()):
        p.set_data(np.random.default_rng(i + 30).normal(scale=0.3, size=p.shape))
    if hybridize:
        net.hybridize(static_alloc=True)
    if data_grad:
        x.attach_grad()
    with autograd.record():
        y = net(x)
        loss = (y * y).sum()
    loss.backward()
    grads = {p.name: p.grad().asnumpy().copy() for p in net.collect_params().values()
             if p.grad_req != "null"}
    if data_grad:
        grads["data"] = x.grad.asnumpy()
    return y.asnumpy(), grads, net


@pytest.mark.skipif(not fused.ENABLED, reason="the taps form needs numba (the fast extra)")
@pytest.mark.parametrize("data_grad", [False, True])
def test_unit_stride_convolutions_inside_a_net_make_both_gradients_with_the_taps(
        monkeypatch, data_grad):
    """With numba, float32 unit-stride 3x3 convolutions of few channels on long rows run
    through the taps kernels and keep their split inputs; one whose data needs a gradient
    (the inner one; the first too when the input's gradient is asked for) makes it with
    the same kernels (``data_pad``), the others with their rule: output, weight, bias and
    data gradients equal eager's (im2col and its products) to float32 rounding."""
    shape = (4, 4, 10, 9)       # (4 channels: where the channels-last columns would be)
    y_eager, eager, _ = _float32_grads(UnitStrideBlock, shape, monkeypatch, False, data_grad)
    y, grads, net = _float32_grads(UnitStrideBlock, shape, monkeypatch, True, data_grad)
    (impl,) = net._cached_op.__dict__["_grad_impls"].values()
    convs = [n for n in impl._last.graph.nodes if n.kind == "op" and n.op.name == "Convolution"]
    assert len(convs) == 2
    for conv, inner in zip(convs, (data_grad, True)):
        assert f"S{conv.id} = _empty(" in impl._last.forward_source
        rule = impl._last.backward.__globals__[f"_K{conv.id}"]
        assert "_conv_backward_kept_split" in repr(rule)
        assert ("data_pad=(1, 1)" in repr(rule)) == inner, repr(rule)
    np.testing.assert_allclose(y, y_eager, rtol=1e-5, atol=1e-5 * np.abs(y_eager).max())
    assert grads.keys() == eager.keys()
    for k, g in eager.items():
        scale = np.abs(g).max()
        assert scale > 0, k
        np.testing.assert_allclose(grads[k], g, rtol=1e-4, atol=1e-5 * scale, err_msg=k)
