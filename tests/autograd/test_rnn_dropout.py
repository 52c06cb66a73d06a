"""Training the fused RNN op with dropout between its layers.

The forward draws the masks inside the kernel; the gradient rule gets them back through
``ctx.saved`` (``Op.keeps_saved``) from the eager tape, the graph's reverse pass
(``GraphGrad``), the compiled training step (``CompiledGraphGrad``) and the Executor.
Checked here: the fused gradient equals that of an unfused stack of one-layer RNN ops
with the same masks multiplied in between (float64), every path gives the same gradients
for the same seed, and where dropout acts, as measured in MXNet 1.9.1's native CPU kernel
(``MXNET_USE_MKLDNN_RNN=0``; scratch probe of session 20, H33): between layers only, never
after the last, only in training mode, kept elements scaled by 1/(1-p), one draw per
element.  (MXNet's default oneDNN build ignores ``p`` for float32 altogether; its native
kernel also drops under ``record(train_mode=False)``, which the runtime does not: the
gradient sweeps record that way and compare with the oneDNN build.)
"""
import numpy as np
import pytest
from hybridlint.runtime import autograd, cpu, gluon, nd, sym
from hybridlint.runtime import random as mx_random
from hybridlint.runtime.compiler.grad import CompiledGraphGrad
from hybridlint.runtime.graph import Graph
from hybridlint.runtime.graph_grad import GraphGrad, record_call
from hybridlint.runtime.ops.nn_rnn import _param_layout, _param_size
from hybridlint.runtime.registry import KernelContext, get
from hybridlint.runtime.rng import generator


def _inputs(mode, feat, hidden, layers, dirs, seq=5, batch=3, dtype="float64"):
    a = get("RNN").parse_attrs({"mode": mode, "state_size": hidden, "num_layers": layers,
                                "bidirectional": dirs == 2})
    r = np.random.default_rng(11)
    arrays = {"data": r.uniform(-1, 1, (seq, batch, feat)),
              "parameters": r.uniform(-0.5, 0.5, (_param_size(a, feat),)),
              "state": r.uniform(-0.5, 0.5, (layers * dirs, batch, hidden))}
    if mode == "lstm":
        arrays["state_cell"] = r.uniform(-0.5, 0.5, (layers * dirs, batch, hidden))
    return {k: nd.array(v, dtype=dtype) for k, v in arrays.items()}, a


def _attrs(mode, hidden, layers, dirs, p):
    return dict(state_size=hidden, num_layers=layers, mode=mode, bidirectional=dirs == 2, p=p,
                state_outputs=True)


def _fused_grads(arrays, attrs, seed):
    for v in arrays.values():
        v.attach_grad()
    mx_random.seed(seed)
    with autograd.record():
        outs = nd.RNN(*arrays.values(), **attrs)
        loss = sum(((o * o) * (k + 1)).sum() for k, o in enumerate(outs))
    loss.backward()
    return [o.asnumpy() for o in outs], {k: v.grad.asnumpy() for k, v in arrays.items()}


def _masks(arrays, attrs, seed):
    """The masks a training-mode forward draws after ``mx.random.seed(seed)``."""
    mx_random.seed(seed)
    op = get("RNN")
    ctx = KernelContext(xp=np, is_train=True, rng=generator(cpu()))
    op.kernel(ctx, op.parse_attrs(attrs), *[v.asnumpy() for v in arrays.values()])
    return ctx.saved


def _layer_params(flat, a, feat, layer):
    """The one-layer op's flat parameters for layer ``layer`` of ``a``, cut out of the
    recorded ``flat`` (so their gradients flow back into it)."""
    spans, pos = {}, 0
    for kind, lay, d, shape in _param_layout(a, feat):
        size = int(np.prod(shape))
        spans[(kind, lay, d)] = (pos, pos + size)
        pos += size
    dirs = 2 if a.bidirectional else 1
    kinds = ("i2h", "h2h", "b_i2h", "b_h2h")
    order = [(k, d) for d in range(dirs) for k in kinds[:2]] + \
        [(k, d) for d in range(dirs) for k in kinds[2:]]
    return nd.concat(*[nd.slice(flat, begin=(spans[(k, layer, d)][0],),
                                end=(spans[(k, layer, d)][1],)) for k, d in order], dim=0)


def _unfused_grads(arrays, attrs, masks):
    """The same network as one-layer RNN ops with the masks multiplied in between."""
    for v in arrays.values():
        v.attach_grad()
    a = get("RNN").parse_attrs(attrs)
    dirs = 2 if a.bidirectional else 1
    feat = arrays["data"].shape[2]
    one = dict(attrs, num_layers=1, p=0.0)
    lstm = "state_cell" in arrays
    with autograd.record():
        xs, hs, cs = arrays["data"], [], []
        for layer in range(a.num_layers):
            rows = slice(layer * dirs, (layer + 1) * dirs)
            ins = [xs, _layer_params(arrays["parameters"], a, feat, layer),
                   arrays["state"][rows]]
            if lstm:
                ins.append(arrays["state_cell"][rows])
            outs = nd.RNN(*ins, **one)
            xs = outs[0]
            hs.append(outs[1])
            if lstm:
                cs.append(outs[2])
            if layer < a.num_layers - 1:
                xs = xs * nd.array(masks[layer], dtype=xs.dtype) / (1 - a.p)
        outs = [xs, nd.concat(*hs, dim=0)] + ([nd.concat(*cs, dim=0)] if lstm else [])
        loss = sum(((o * o) * (k + 1)).sum() for k, o in enumerate(outs))
    loss.backward()
    return [o.asnumpy() for o in outs], {k: v.grad.asnumpy() for k, v in arrays.items()}


@pytest.mark.parametrize("mode,layers,dirs,p", [
    ("lstm", 2, 1, 0.5), ("gru", 3, 2, 0.4), ("rnn_tanh", 2, 2, 0.3), ("rnn_relu", 3, 1, 0.5)])
def test_fused_gradient_equals_an_unfused_stack_with_the_same_masks(mode, layers, dirs, p):
    with autograd.train_mode():
        arrays, _ = _inputs(mode, 4, 3, layers, dirs)
        attrs = _attrs(mode, 3, layers, dirs, p)
        masks = _masks(arrays, attrs, seed=5)
        assert len(masks) == layers - 1
        assert all(0 < m.mean() < 1 for m in masks)
        got_out, got = _fused_grads(arrays, attrs, seed=5)
        want_out, want = _unfused_grads(arrays, attrs, masks)
    for o, w in zip(got_out, want_out):
        np.testing.assert_allclose(o, w, rtol=1e-12, atol=1e-12)
    for k in want:
        np.testing.assert_allclose(got[k], want[k], rtol=1e-10, atol=1e-12, err_msg=k)


def _symbol(attrs, lstm):
    names = ["data", "parameters", "state"] + (["state_cell"] if lstm else [])
    outs = sym.RNN(*[sym.var(n) for n in names], **attrs)
    return sym.Group([outs[k] for k in range(3 if lstm else 2)]), names


def _graph(attrs, lstm):
    s, names = _symbol(attrs, lstm)
    return Graph.from_symbol(s), names


def _path_grads(path, arrays, attrs, seed):
    """Outputs and gradients of a training step through ``path``, masks drawn after
    ``mx.random.seed(seed)``."""
    if path == "eager":
        return _fused_grads(arrays, attrs, seed)
    g, names = _graph(attrs, "state_cell" in arrays)
    impl = GraphGrad(g) if path == "graph" else CompiledGraphGrad(g, cpu(),
                                                                  static_alloc=path == "static")
    for v in arrays.values():
        v.attach_grad()
    mx_random.seed(seed)
    with autograd.record():
        outs = record_call(g, names, [arrays[n] for n in names], cpu(), grad_impl=impl)
        loss = sum(((o * o) * (k + 1)).sum() for k, o in enumerate(outs))
    loss.backward()
    if path != "graph":
        # the generated step, which hands the kernel's masks to the rule
        assert impl.plans_built == 1 and "= kctx.saved" in impl._last.forward_source
    return [o.asnumpy() for o in outs], {k: v.grad.asnumpy() for k, v in arrays.items()}


@pytest.mark.parametrize("dtype", ["float64", "float32"])
@pytest.mark.parametrize("mode", ["lstm", "gru"])
def test_every_path_trains_on_the_masks_its_forward_drew(mode, dtype):
    """Eager tape, the graph's reverse pass, the compiled step (with and without
    static_alloc) and an Executor: the same masks for the same seed, so the same outputs
    and gradients; and those differ from p=0 (the masks act)."""
    attrs = _attrs(mode, 3, 2, 2, 0.5)
    with autograd.train_mode():
        arrays, _ = _inputs(mode, 4, 3, 2, 2, dtype=dtype)
        runs = {path: _path_grads(path, arrays, attrs, seed=9)
                for path in ("eager", "graph", "compiled", "static")}
        _, plain = _path_grads("eager", arrays, dict(attrs, p=0.0), seed=9)
    want_out, want = runs["eager"]
    for path, (outs, grads) in runs.items():
        for o, w in zip(outs, want_out):
            np.testing.assert_array_equal(o, w, err_msg=path)
        for k in want:
            np.testing.assert_array_equal(grads[k], want[k], err_msg=f"{path}: {k}")
    assert not np.allclose(want["parameters"], plain["parameters"])

    s, names = _symbol(attrs, mode == "lstm")
    ex = s.simple_bind(cpu(), grad_req="write", type_dict=dict.fromkeys(names, dtype),
                       **{n: arrays[n].shape for n in names})
    for n in names:
        ex.arg_dict[n][:] = arrays[n]
    mx_random.seed(9)
    outs = ex.forward(is_train=True)
    for o, w in zip(outs, want_out):
        np.testing.assert_array_equal(o.asnumpy(), w, err_msg="executor")
    ex.backward([o * 2 * (k + 1) for k, o in enumerate(outs)])
    for n in names:
        np.testing.assert_allclose(ex.grad_dict[n].asnumpy(), want[n], rtol=1e-6, atol=1e-7,
                                   err_msg=f"executor: {n}")


def _identity_stack(layers, p, hidden=16, seq=50, batch=40, bidirectional=False):
    """rnn_relu layers whose first copies its positive input and whose later layers copy
    their input's first ``hidden`` features (no recurrence): the output over the input is
    the product of the masks' scales, element by element."""
    dirs = 2 if bidirectional else 1
    ws, bs = [], []
    for layer in range(layers):
        for _ in range(dirs):
            ws += [np.eye(hidden, hidden if layer == 0 else hidden * dirs).ravel(),
                   np.zeros(hidden * hidden)]
            bs += [np.zeros(hidden), np.zeros(hidden)]
    x = np.random.default_rng(1).uniform(0.5, 1.5, (seq, batch, hidden))
    args = [nd.array(x), nd.array(np.concatenate(ws + bs)),
            nd.zeros((layers * dirs, batch, hidden))]
    attrs = dict(state_size=hidden, num_layers=layers, mode="rnn_relu", p=p,
                 bidirectional=bidirectional)
    return x, args, attrs


@pytest.mark.parametrize("layers,p,bidirectional", [(2, 0.3, False), (3, 0.5, False),
                                                    (2, 0.5, True)])
def test_dropout_acts_between_layers_while_training_as_in_mxnet(layers, p, bidirectional):
    x, args, attrs = _identity_stack(layers, p, bidirectional=bidirectional)
    with autograd.train_mode():
        mx_random.seed(3)
        out = nd.RNN(*args, **attrs).asnumpy()[:, :, :16]
    ratio = out / x
    scale = (1 / (1 - p)) ** (layers - 1)        # one mask per boundary, none after the last
    np.testing.assert_allclose(np.unique(np.round(ratio, 4)), [0, round(scale, 4)], rtol=1e-6)
    keep = (ratio > 0).mean()
    assert abs(keep - (1 - p) ** (layers - 1)) < 0.03
    assert (ratio[0] != ratio[1]).any() and (ratio[:, 0] != ratio[:, 1]).any()


def test_no_dropout_in_inference_mode_or_after_a_single_layer():
    x, args, attrs = _identity_stack(2, 0.5)
    for rec in (False, True):
        with autograd.predict_mode():
            if rec:
                with autograd.record(train_mode=False):
                    out = nd.RNN(*args, **attrs).asnumpy()
            else:
                out = nd.RNN(*args, **attrs).asnumpy()
        np.testing.assert_allclose(out, x, rtol=1e-6)
    x, args, attrs = _identity_stack(1, 0.5)
    with autograd.train_mode():
        np.testing.assert_allclose(nd.RNN(*args, **attrs).asnumpy(), x, rtol=1e-6)


@pytest.mark.parametrize("hybridize", [None, {}, {"static_alloc": True, "static_shape": True}])
def test_gluon_lstm_with_dropout_trains(hybridize):
    """A 2-layer LSTM layer with dropout=0.5 under record() in training mode: backward
    runs and one SGD step lowers the loss on the same masks."""
    mx_random.seed(0)
    net = gluon.rnn.LSTM(8, num_layers=2, dropout=0.5, input_size=5)
    net.initialize()
    if hybridize is not None:
        net.hybridize(**hybridize)
    trainer = gluon.Trainer(net.collect_params(), "sgd", {"learning_rate": 0.05})
    x = nd.array(np.random.default_rng(2).uniform(-1, 1, (6, 3, 5)))
    losses = []
    for _ in range(2):
        mx_random.seed(4)
        with autograd.record():
            loss = (net(x) - 0.5).square().sum()
        loss.backward()
        trainer.step(1)
        losses.append(float(loss.asscalar()))
    assert losses[1] < losses[0]
