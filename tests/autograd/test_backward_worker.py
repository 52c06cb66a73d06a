"""The compiled backward's worker thread (``compiler/worker.py``): weight gradients of
Convolution / FullyConnected nodes handed over through ``KernelContext.defer`` and joined
before ``backward()`` returns.  Same bits as the sequential backward, errors named after
the graph node, and the switches that turn it off."""
import threading

import numpy as np
import pytest
from hybridlint.runtime import autograd, nd, random
from hybridlint.runtime import name as _name
from hybridlint.runtime.autograd import AutogradError
from hybridlint.runtime.compiler import grad as cgrad
from hybridlint.runtime.compiler import worker
from hybridlint.runtime.gluon import HybridBlock, loss as gloss, nn
from hybridlint.runtime.gluon.trainer import Trainer
from hybridlint.runtime.ops import fused, nn_conv
from hybridlint.runtime.registry import KernelContext, get


class SmallLeNet(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv1 = nn.Conv2D(6, 5)
            self.conv2 = nn.Conv2D(16, 5)
            self.fc1 = nn.Dense(40)
            self.fc2 = nn.Dense(10)

    def hybrid_forward(self, F, x):
        x = F.Pooling(F.relu(self.conv1(x)), kernel=(2, 2), stride=(2, 2), pool_type="max")
        x = F.Pooling(F.relu(self.conv2(x)), kernel=(2, 2), stride=(2, 2), pool_type="max")
        return self.fc2(F.relu(self.fc1(x.reshape((0, -1)))))


class SmallResNet(HybridBlock):
    """A stem, one identity block of two 3x3 convolutions and one strided block with a
    1x1 downsample, BatchNorm after each convolution."""

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.stem = nn.Conv2D(8, 3, padding=1, use_bias=False)
            self.bn0 = nn.BatchNorm()
            self.a1 = nn.Conv2D(8, 3, padding=1, use_bias=False, in_channels=8)
            self.bn1 = nn.BatchNorm()
            self.a2 = nn.Conv2D(8, 3, padding=1, use_bias=False, in_channels=8)
            self.bn2 = nn.BatchNorm()
            self.b1 = nn.Conv2D(16, 3, strides=2, padding=1, use_bias=False, in_channels=8)
            self.bn3 = nn.BatchNorm()
            self.b2 = nn.Conv2D(16, 3, padding=1, use_bias=False, in_channels=16)
            self.bn4 = nn.BatchNorm()
            self.down = nn.Conv2D(16, 1, strides=2, use_bias=False, in_channels=8)
            self.bn5 = nn.BatchNorm()
            self.out = nn.Dense(10)

    def hybrid_forward(self, F, x):
        x = F.relu(self.bn0(self.stem(x)))
        x = F.relu(x + self.bn2(self.a2(F.relu(self.bn1(self.a1(x))))))
        y = self.bn4(self.b2(F.relu(self.bn3(self.b1(x)))))
        x = F.relu(y + self.bn5(self.down(x)))
        return self.out(F.Pooling(x, global_pool=True, pool_type="avg", kernel=(1, 1)))


def _steps(make, shape, monkeypatch, *, threaded, steps=3, macs=0):
    """Parameters (and BatchNorm statistics) after ``steps`` hybridized training steps
    (SoftmaxCrossEntropyLoss, SGD with momentum), float32, from fixed weights; with
    ``threaded`` every eligible weight gradient goes to the worker (threshold ``macs``)."""
    if threaded:
        monkeypatch.delenv(worker.ENV_SWITCH, raising=False)
    else:
        monkeypatch.setenv(worker.ENV_SWITCH, "1")
    monkeypatch.setenv("HYBRIDLINT_EXECUTOR", "compiled")
    monkeypatch.setattr(cgrad, "OFFLOAD_MACS", macs)
    random.seed(3)
    with _name.NameManager():
        net = make()
    net.initialize()
    rng = np.random.default_rng(0)
    x = nd.array(rng.normal(size=shape).astype(np.float32))
    y = nd.array(rng.integers(0, 10, size=shape[0]).astype(np.float32))
    net(x)
    for i, p in enumerate(net.collect_params().values()):
        v = np.random.default_rng(i + 10).normal(scale=0.3, size=p.shape)
        p.set_data((np.abs(v) + 0.5 if p.name.endswith("var") else v).astype(np.float32))
    net.hybridize(static_alloc=True, static_shape=True)
    trainer = Trainer(net.collect_params(), "sgd", {"learning_rate": 0.05, "momentum": 0.9})
    loss_fn = gloss.SoftmaxCrossEntropyLoss()
    for _ in range(steps):
        with autograd.record():
            loss = loss_fn(net(x), y)
        loss.backward()
        trainer.step(shape[0])
    (impl,) = net._cached_op.__dict__["_grad_impls"].values()
    return {p.name: p.data().asnumpy() for p in net.collect_params().values()}, impl._last


def _handed_over(plan):
    return [k for k in plan.backward.__globals__ if k.startswith("_D") and k[2:].isdigit()]


@pytest.mark.parametrize("make, shape, keep", [(SmallLeNet, (8, 1, 28, 28), True),
                                               (SmallResNet, (8, 3, 16, 16), True),
                                               (SmallResNet, (8, 3, 16, 16), False)],
                         ids=["lenet", "resnet", "resnet_rules"])
def test_threaded_backward_gives_the_sequential_bits(make, shape, keep, monkeypatch):
    if worker.cores() < 2:
        pytest.skip("one core: the worker is never used")
    if not keep:
        # no kept channels-last columns: every convolution's rule makes its parts
        monkeypatch.setattr(cgrad, "KEEP_TOTAL_ELEMENTS", 0)
    seq, seq_plan = _steps(make, shape, monkeypatch, threaded=False)
    thr, thr_plan = _steps(make, shape, monkeypatch, threaded=True)
    assert not _handed_over(seq_plan) and "_join(" not in seq_plan.backward_source
    # every convolution but the first layer (the backward's last node: nothing after it
    # to overlap): the rule's parts and the kept channels-last columns (where the data
    # gradient beside them is the compiled col2im)
    convs = [n for n in thr_plan.graph.nodes if n.kind == "op" and n.op.name == "Convolution"]
    # (not a unit-stride convolution of the taps form, whose kept split input gives both
    # gradients in its own backward: nn_conv.unit_stride_taps_choice)
    want = {f"_D{n.id}" for n in convs[1:]
            if "_K%d(" % n.id not in thr_plan.backward_source
            or (cgrad._compiled_data_grad_applies(thr_plan.graph, n)
                and thr_plan.backward.__globals__[f"_K{n.id}"] is cgrad._conv_backward_kept_cl)}
    assert want <= set(_handed_over(thr_plan)) and _handed_over(thr_plan)
    assert f"_D{convs[0].id}" not in _handed_over(thr_plan)
    assert "_join(" in thr_plan.backward_source
    assert seq.keys() == thr.keys()
    for k in seq:
        assert seq[k].tobytes() == thr[k].tobytes(), k


def test_the_default_threshold_keeps_small_weight_gradients_inline(monkeypatch):
    if worker.cores() < 2:
        pytest.skip("one core: the worker is never used")
    _, plan = _steps(SmallLeNet, (8, 1, 28, 28), monkeypatch, threaded=True, steps=1,
                     macs=cgrad.OFFLOAD_MACS)
    # batch 8: the second convolution's weight gradient is 1.2M multiply-adds
    assert not _handed_over(plan)
    _, plan = _steps(SmallLeNet, (32, 1, 28, 28), monkeypatch, threaded=True, steps=1,
                     macs=cgrad.OFFLOAD_MACS)
    (conv2,) = [n for n in plan.graph.nodes if n.kind == "op" and n.op.name == "Convolution"][1:]
    # (4.9M, kept channels-last columns: handed over beside the compiled data gradient)
    assert _handed_over(plan) == ([f"_D{conv2.id}"] if fused.ENABLED else [])


def test_kept_columns_stay_inline_beside_numpys_data_gradient(monkeypatch):
    """Handed over, the kept columns would live beside the row shifts' scratch (above
    eager's peak in LeNet's step); with the compiled col2im they go."""
    if worker.cores() < 2:
        pytest.skip("one core: the worker is never used")
    monkeypatch.setattr(fused, "ENABLED", False)
    _, plan = _steps(SmallLeNet, (8, 1, 28, 28), monkeypatch, threaded=True, steps=1)
    conv2 = [n for n in plan.graph.nodes if n.kind == "op" and n.op.name == "Convolution"][1]
    assert f"_K{conv2.id}(" in plan.backward_source
    assert f"_D{conv2.id}" not in _handed_over(plan)
    assert _handed_over(plan)           # (the FullyConnected ones, at threshold 0)


def test_switch_and_single_core_affinity_turn_it_off(monkeypatch):
    _, plan = _steps(SmallLeNet, (8, 1, 28, 28), monkeypatch, threaded=False, steps=1)
    assert not _handed_over(plan)
    monkeypatch.setattr(worker.os, "sched_getaffinity", lambda pid: {0}, raising=False)
    assert not worker.available()
    _, plan = _steps(SmallLeNet, (8, 1, 28, 28), monkeypatch, threaded=True, steps=1)
    assert not _handed_over(plan) and "_join(" not in plan.backward_source
    monkeypatch.setattr(worker.os, "sched_getaffinity", lambda pid: {0, 1}, raising=False)
    assert worker.available()
    monkeypatch.setenv(worker.ENV_SWITCH, "1")
    assert not worker.available()


@pytest.mark.parametrize("where", ["rule", "kept_columns"])
def test_an_error_of_handed_over_work_names_the_node(where, monkeypatch):
    if worker.cores() < 2:
        pytest.skip("one core: the worker is never used")

    def boom(*args, **kwargs):
        raise FloatingPointError("made to fail")

    if where == "rule":
        monkeypatch.setattr(nn_conv, "_cast_result", boom)
        monkeypatch.setattr(cgrad, "KEEP_TOTAL_ELEMENTS", 0)
        make, shape = SmallResNet, (8, 3, 16, 16)
    else:
        if not fused.ENABLED:
            pytest.skip("the kept columns go beside the compiled data gradient only")
        monkeypatch.setattr(cgrad, "_kept_cl_weight_grad", boom)
        make, shape = SmallLeNet, (8, 1, 28, 28)
    with pytest.raises(AutogradError, match=r"parameter gradient of graph node \w+_fwd "
                       r"\(Convolution.*FloatingPointError: made to fail.*"
                       + worker.ENV_SWITCH) as info:
        _steps(make, shape, monkeypatch, threaded=True, steps=1)
    assert isinstance(info.value.__cause__, FloatingPointError)


def test_the_worker_thread_runs_what_it_takes_and_join_waits_for_it():
    started, release = threading.Event(), threading.Event()

    def slow():
        started.set()
        release.wait(30)
        return threading.current_thread().name

    task = worker.submit(slow, "graph node t (Convolution)")
    assert started.wait(30)             # taken by the worker, not left for the join
    later = worker.submit(lambda: threading.current_thread().name, "graph node u (FullyConnected)")
    timer = threading.Timer(0.05, release.set)
    timer.start()
    out = worker.join(["x", task, later, None])
    timer.join()
    # the second one was still queued behind the first: the join ran it here
    assert out == ["x", "hybridlint-backward", threading.current_thread().name, None]


CONV_CASES = {
    # (data shape, filters, kernel, stride, pad, groups): the slim ResNet's stage-1 3x3
    # (its weight gradient took another route when asked alone), LeNet's second layer,
    # a strided 3x3, a 1x1/2 downsample, a 7x7/2 stem, a grouped one, a 4x4 channels-last one
    "stage1_3x3": ((32, 8, 8, 8), 8, (3, 3), (1, 1), (1, 1), 1),
    "lenet_conv2": ((16, 6, 12, 12), 16, (5, 5), (1, 1), (0, 0), 1),
    "strided_3x3": ((8, 8, 8, 8), 16, (3, 3), (2, 2), (1, 1), 1),
    "downsample_1x1": ((8, 8, 8, 8), 16, (1, 1), (2, 2), (0, 0), 1),
    "stem_7x7": ((4, 3, 32, 32), 8, (7, 7), (2, 2), (3, 3), 1),
    "grouped": ((4, 8, 9, 9), 8, (3, 3), (1, 1), (1, 1), 4),
    "small_cl": ((8, 32, 4, 4), 32, (3, 3), (1, 1), (1, 1), 1),
    "dense_map": ((4, 32, 2, 2), 32, (3, 3), (1, 1), (1, 1), 1),
}


@pytest.mark.parametrize("case", sorted(CONV_CASES))
@pytest.mark.parametrize("need", [(True, True, True), (False, True, True)], ids=["x", "no_x"])
def test_a_deferred_conv_weight_gradient_has_the_unsplit_bits(case, need):
    shape, filters, k, stride, pad, groups = CONV_CASES[case]
    rng = np.random.default_rng(1)
    x = rng.normal(size=shape).astype(np.float32)
    w = rng.normal(size=(filters, shape[1] // groups) + k).astype(np.float32)
    b = rng.normal(size=filters).astype(np.float32)
    op = get("Convolution")
    a = op.parse_attrs({"kernel": k, "stride": stride, "pad": pad, "num_filter": filters,
                        "num_group": groups})
    y = op.kernel(KernelContext(np), a, x, w, b)
    y = y[0] if isinstance(y, (tuple, list)) else y
    g = rng.normal(size=y.shape).astype(np.float32)
    whole = op.grad(KernelContext(np, True, None, need), a, (x, w, b), (y,), (g,))
    parts = []
    split = op.grad(KernelContext(np, True, None, need, defer=parts.append), a, (x, w, b),
                    (y,), (g,))
    if parts:
        assert len(parts) == 1 and split[1] is None        # the placeholder defer returned
        gw = parts[0]()
    else:
        # (the dense map makes both gradients in one product: nothing left to hand over)
        assert case == "dense_map"
        gw = split[1]
    assert (split[0] is None) == (whole[0] is None)
    if whole[0] is not None:
        assert split[0].tobytes() == whole[0].tobytes()
    assert split[2].tobytes() == whole[2].tobytes()
    assert gw.tobytes() == whole[1].tobytes()


def test_a_deferred_fully_connected_weight_gradient_has_the_unsplit_bits():
    rng = np.random.default_rng(2)
    x = rng.normal(size=(16, 40)).astype(np.float32)
    w = rng.normal(size=(12, 40)).astype(np.float32)
    b = rng.normal(size=12).astype(np.float32)
    g = rng.normal(size=(16, 12)).astype(np.float32)
    op = get("FullyConnected")
    a = op.parse_attrs({"num_hidden": 12})
    whole = op.grad(KernelContext(np, True), a, (x, w, b), (x @ w.T + b,), (g,))
    parts = []
    split = op.grad(KernelContext(np, True, defer=parts.append), a, (x, w, b),
                    (x @ w.T + b,), (g,))
    assert split[0].tobytes() == whole[0].tobytes() and split[1] is None
    assert parts[0]().tobytes() == whole[1].tobytes()


def test_handed_over_work_reads_no_reused_buffer(monkeypatch):
    """The memory plan copies every saved value that may alias a slot buffer (the next
    forward writes those), so the work handed over reads fresh arrays; a node reading a
    value the plan left in a buffer would be refused."""
    if worker.cores() < 2:
        pytest.skip("one core: the worker is never used")
    _, plan = _steps(SmallResNet, (8, 3, 16, 16), monkeypatch, threaded=True, steps=1)
    handed = [int(k[2:]) for k in _handed_over(plan)]
    assert handed
    node = plan.graph.by_id()[handed[0]]
    from_plan = cgrad._offloaded(plan.graph, plan.analysis, {}, {}, set())
    assert set(handed) <= set(from_plan)
    refused = cgrad._offloaded(plan.graph, plan.analysis, {}, {}, {node.inputs[0]})
    assert node.id not in refused
