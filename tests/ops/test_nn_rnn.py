"""The fused RNN op against per-step numpy cells written from Gluon's cell formulas.

Parameters are packed the way Gluon's rnn layers pack them (weights then
biases; per layer, per direction, i2h then h2h) so the op's unpacking is
tested too.
"""
import numpy as np
import pytest
from hybridlint.runtime.registry import KernelContext, OpError

from .harness import Case, check, resolve

R = np.random.default_rng(3)
GATES = {"rnn_relu": 1, "rnn_tanh": 1, "lstm": 4, "gru": 3}


def sigmoid(x):
    return 1 / (1 + np.exp(-x))


def make_params(mode, input_size, hidden, layers, dirs):
    g = GATES[mode]
    named = {}
    for layer in range(layers):
        in_size = input_size if layer == 0 else dirs * hidden
        for d in "lr"[:dirs]:
            named[f"{d}{layer}_i2h_weight"] = R.standard_normal((g * hidden, in_size)) * 0.5
            named[f"{d}{layer}_h2h_weight"] = R.standard_normal((g * hidden, hidden)) * 0.5
            named[f"{d}{layer}_i2h_bias"] = R.standard_normal(g * hidden) * 0.1
            named[f"{d}{layer}_h2h_bias"] = R.standard_normal(g * hidden) * 0.1
    named = {k: v.astype("float32") for k, v in named.items()}
    flat = np.concatenate([named[f"{d}{layer}_{gate}_{t}"].reshape(-1)
                           for t in ("weight", "bias") for layer in range(layers)
                           for d in "lr"[:dirs] for gate in ("i2h", "h2h")])
    return named, flat


def cell(mode, x, h, c, w):
    i2h = x @ w["i2h_weight"].T + w["i2h_bias"]
    h2h = h @ w["h2h_weight"].T + w["h2h_bias"]
    if mode == "rnn_tanh":
        return np.tanh(i2h + h2h), c
    if mode == "rnn_relu":
        return np.maximum(i2h + h2h, 0), c
    if mode == "lstm":
        gi, gf, gc, go = np.split(i2h + h2h, 4, axis=-1)
        c = sigmoid(gf) * c + sigmoid(gi) * np.tanh(gc)
        return sigmoid(go) * np.tanh(c), c
    r_i, z_i, n_i = np.split(i2h, 3, axis=-1)
    r_h, z_h, n_h = np.split(h2h, 3, axis=-1)
    r, z = sigmoid(r_i + r_h), sigmoid(z_i + z_h)
    n = np.tanh(n_i + r * n_h)
    return (1 - z) * n + z * h, c


def ref_rnn(mode, x, named, h0, c0, layers, dirs):
    hs, cs = [], []
    seq = x
    for layer in range(layers):
        outs = []
        for di, d in enumerate("lr"[:dirs]):
            w = {k[len(f"{d}{layer}_"):]: v for k, v in named.items() if k.startswith(f"{d}{layer}_")}
            h, c = h0[layer * dirs + di], (c0[layer * dirs + di] if c0 is not None else None)
            steps = seq if di == 0 else seq[::-1]
            out = []
            for xt in steps:
                h, c = cell(mode, xt, h, c, w)
                out.append(h)
            out = np.stack(out)
            outs.append(out if di == 0 else out[::-1])
            hs.append(h)
            cs.append(c)
        seq = np.concatenate(outs, axis=-1)
    return seq, np.stack(hs), (np.stack(cs) if c0 is not None else None)


def rnn_case(mode, layers=1, dirs=1, seq=4, batch=3, feat=5, hidden=6, state_outputs=True):
    named, flat = make_params(mode, feat, hidden, layers, dirs)
    x = R.standard_normal((seq, batch, feat)).astype("float32")
    h0 = R.standard_normal((layers * dirs, batch, hidden)).astype("float32")
    c0 = R.standard_normal((layers * dirs, batch, hidden)).astype("float32") if mode == "lstm" else None
    inputs = [x, flat, h0] + ([c0] if c0 is not None else [])

    def reference(*_):
        out, h, c = ref_rnn(mode, x, named, h0, c0, layers, dirs)
        if not state_outputs:
            return out
        return (out, h) + ((c,) if c is not None else ())

    attrs = {"state_size": hidden, "num_layers": layers, "mode": mode,
             "bidirectional": dirs == 2, "state_outputs": state_outputs}
    return Case("RNN", inputs, attrs, reference=reference, rtol=1e-4, atol=1e-5,
                id=f"rnn-{mode}-L{layers}-D{dirs}-{'states' if state_outputs else 'out'}")


CASES = [
    rnn_case("rnn_tanh"),
    rnn_case("rnn_relu", state_outputs=False),
    rnn_case("lstm"),
    rnn_case("gru"),
    rnn_case("lstm", layers=2, dirs=2),
    rnn_case("gru", layers=2, dirs=1),
    rnn_case("rnn_tanh", layers=1, dirs=2, state_outputs=False),
    Case("_internal._rnn_param_concat", [np.ones((2, 3), "float32"), np.zeros((4, 3), "float32")],
         {"dim": 0, "num_args": 2}, reference=lambda a, b: np.concatenate([a, b]), id="param-concat"),
]


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.id)
def test_op(case):
    check(case)


def _run(*inputs, **attrs):
    op = resolve("RNN")
    return op.kernel(KernelContext(xp=np), op.parse_attrs(attrs), *inputs)


@pytest.mark.parametrize("dirs", [1, 2])
def test_sequence_length_is_read_as_mxnet_cpu_does(dirs):
    """MXNet 1.9.1 on the CPU runs every sequence to the end whatever sequence_length says
    (measured: uni- and bidirectional LSTM/GRU outputs equal the run without lengths); only
    the lengths' shape is checked."""
    mode, hidden, feat = "lstm", 4, 3
    named, flat = make_params(mode, feat, hidden, 1, dirs)
    x = R.standard_normal((5, 3, feat)).astype("float32")
    h0 = np.zeros((dirs, 3, hidden), "float32")
    c0 = np.zeros((dirs, 3, hidden), "float32")
    attrs = dict(state_size=hidden, num_layers=1, mode=mode, bidirectional=dirs == 2,
                 state_outputs=True)
    with_lengths = _run(x, flat, h0, c0, np.array([5, 2, 3], "float32"),
                        use_sequence_length=True, **attrs)
    without = _run(x, flat, h0, c0, **attrs)
    ro, rh, rc = ref_rnn(mode, x, named, h0, c0, 1, dirs)
    for got, plain, ref in zip(with_lengths, without, (ro, rh, rc)):
        np.testing.assert_array_equal(got, plain)
        np.testing.assert_allclose(got, ref, rtol=1e-4, atol=1e-5)
    with pytest.raises(OpError, match="sequence_length shape"):
        _run(x, flat, h0, c0, np.array([5, 2], "float32"), use_sequence_length=True, **attrs)


def test_positional_sequence_length_fills_the_op_inputs_in_order():
    """nd.RNN(x, p, h0, lengths, use_sequence_length=True) for a mode without a cell state:
    MXNet hands the arrays to the op in order, so the lengths are the sequence_length."""
    from hybridlint.runtime import nd
    hidden, feat = 2, 3
    _, flat = make_params("rnn_tanh", feat, hidden, 1, 1)
    x = nd.array(R.standard_normal((4, 2, feat)))
    out = nd.RNN(x, nd.array(flat), nd.zeros((1, 2, hidden)), nd.array([2, 4]),
                 state_size=hidden, num_layers=1, mode="rnn_tanh", use_sequence_length=True)
    plain = nd.RNN(x, nd.array(flat), nd.zeros((1, 2, hidden)), state_size=hidden,
                   num_layers=1, mode="rnn_tanh")
    np.testing.assert_array_equal(out.asnumpy(), plain.asnumpy())


def test_lstm_state_clip_is_ignored_as_on_mxnets_cpu():
    """MXNet 1.9.1 on the CPU (measured): outputs, states and gradients with
    lstm_state_clip_min/max/nan equal the run without them (cuDNN would clip)."""
    _, flat = make_params("lstm", 2, 3, 1, 1)
    x = (R.standard_normal((6, 2, 2)) * 10).astype("float32")
    z = np.zeros((1, 2, 3), "float32")
    kw = dict(state_size=3, num_layers=1, mode="lstm", state_outputs=True)
    plain = _run(x, flat, z, z, **kw)
    clipped = _run(x, flat, z, z, lstm_state_clip_min=-0.1, lstm_state_clip_max=0.2,
                   lstm_state_clip_nan=True, **kw)
    assert np.abs(plain[2]).max() > 0.2
    for p, c in zip(plain, clipped):
        np.testing.assert_array_equal(p, c)


def test_shapes_and_inputs():
    op = resolve("RNN")
    a = op.parse_attrs({"state_size": 6, "num_layers": 2, "mode": "lstm", "bidirectional": True,
                        "state_outputs": True})
    assert op.input_names(a) == ("data", "parameters", "state", "state_cell")
    assert op.n_outputs(a) == 3
    assert op.out_shapes(a, (7, 3, 5)) == [(7, 3, 12), (4, 3, 6), (4, 3, 6)]
    _, flat = make_params("lstm", 5, 6, 2, 2)
    shapes = op.infer_input_shapes(a, [(7, 3, 5), None, None, None])
    assert shapes == [(7, 3, 5), flat.shape, (4, 3, 6), (4, 3, 6)]
    a = op.parse_attrs({"state_size": 6, "num_layers": 1, "mode": "gru", "use_sequence_length": True})
    assert op.input_names(a) == ("data", "parameters", "state", "sequence_length")
    assert op.n_outputs(a) == 1


def test_wrong_parameter_size_is_a_clear_error():
    x = np.zeros((2, 1, 3), "float32")
    with pytest.raises(OpError, match=r"parameters has shape \(5,\)"):
        _run(x, np.zeros(5, "float32"), np.zeros((1, 1, 4), "float32"),
             state_size=4, num_layers=1, mode="gru")


def test_lstm_projection_matches_stepwise_reference():
    feat, hidden, proj = 3, 5, 2
    w = {"i2h_weight": R.standard_normal((4 * hidden, feat)), "h2h_weight": R.standard_normal((4 * hidden, proj)),
         "h2r_weight": R.standard_normal((proj, hidden)),
         "i2h_bias": R.standard_normal(4 * hidden), "h2h_bias": R.standard_normal(4 * hidden)}
    w = {k: (v * 0.5).astype("float32") for k, v in w.items()}
    # Gluon's order: weights (i2h, h2h, h2r) then biases (i2h, h2h)
    flat = np.concatenate([w[k].reshape(-1) for k in
                           ("i2h_weight", "h2h_weight", "h2r_weight", "i2h_bias", "h2h_bias")])
    x = R.standard_normal((4, 2, feat)).astype("float32")
    h = np.zeros((2, proj), "float32")
    c = np.zeros((2, hidden), "float32")
    want = []
    for xt in x:
        raw, c = cell("lstm", xt, h, c, w)
        h = raw @ w["h2r_weight"].T
        want.append(h)
    out, hy, cy = _run(x, flat, np.zeros((1, 2, proj), "float32"), np.zeros((1, 2, hidden), "float32"),
                       state_size=hidden, num_layers=1, mode="lstm", projection_size=proj,
                       state_outputs=True)
    np.testing.assert_allclose(out, np.stack(want), rtol=1e-4, atol=1e-5)
    np.testing.assert_allclose(hy[0], h, rtol=1e-4, atol=1e-5)
    np.testing.assert_allclose(cy[0], c, rtol=1e-4, atol=1e-5)


_NO_LSTMP_TRAINING = "No training support for LSTM with projection on CPU currently"


@pytest.mark.parametrize("hybridize", [False, True])
@pytest.mark.parametrize("record,train", [(False, False), (False, True), (True, False),
                                          (True, True)])
def test_lstm_projection_refuses_training_on_the_cpu_as_mxnet(hybridize, record, train):
    """MXNet 1.9.1 on the CPU raises in the forward of a fused LSTM with projection in
    training mode or while recording, eager and hybridized, float32 and float64 (measured,
    session 20 H33); in inference mode it runs."""
    from hybridlint.runtime import autograd, gluon, nd

    net = gluon.rnn.LSTM(6, projection_size=3, input_size=4)
    net.initialize()
    if hybridize:
        net.hybridize()
    x = nd.array(R.standard_normal((5, 2, 4)))
    scope = autograd.record(train_mode=train) if record else \
        (autograd.train_mode() if train else autograd.predict_mode())
    if not (record or train):
        with scope:
            assert net(x).shape == (5, 2, 3)
        return
    with pytest.raises(ValueError, match=_NO_LSTMP_TRAINING):
        with scope:
            net(x)


@pytest.mark.parametrize("grad_req,is_train", [("null", False), ("null", True),
                                               ("write", False), ("write", True)])
def test_lstm_projection_in_an_executor_as_mxnet(grad_req, is_train):
    """An Executor refuses when it trains or has gradients bound (MXNet: the same four)."""
    from hybridlint.runtime import cpu, sym

    hidden, proj, feat = 6, 3, 4
    n = 4 * hidden * feat + 4 * hidden * proj + proj * hidden + 8 * hidden
    s = sym.RNN(sym.var("x"), sym.var("p"), sym.var("h"), sym.var("c"), state_size=hidden,
                projection_size=proj, num_layers=1, mode="lstm", state_outputs=True)[0]
    ex = s.simple_bind(cpu(), grad_req=grad_req, x=(5, 2, feat), p=(n,), h=(1, 2, proj),
                       c=(1, 2, hidden))
    if grad_req == "null" and not is_train:
        assert ex.forward(is_train=False)[0].shape == (5, 2, proj)
        return
    with pytest.raises(ValueError, match=_NO_LSTMP_TRAINING):
        ex.forward(is_train=is_train)
