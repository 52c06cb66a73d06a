"""gluon.rnn layers and cells, run unchanged under real MXNet 1.9.1 and under the runtime's alias.

``bench/mxnet_rnn_fixtures.py`` records MXNet's results in
``tests/fixtures/mxnet/rnn_scenarios.npz``/``.json``; ``tests/gluon/test_rnn.py`` compares.
Parameters are ``synthetic.param_value`` of each name, the same in both; every block gets an
explicit prefix so that names (and so values) do not depend on what ran before.
"""
import importlib.util
from pathlib import Path

import numpy as np

_spec = importlib.util.spec_from_file_location(
    "synthetic", Path(__file__).resolve().parents[1] / "onnx" / "synthetic.py")
synthetic = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(synthetic)


def _x(mx, *shape, seed=0):
    return mx.nd.array(np.random.RandomState(seed).standard_normal(shape).astype("float32"))


def _set_params(mx, block):
    for name, p in sorted(block.collect_params().items()):
        p.set_data(mx.nd.array(synthetic.param_value(name, p.shape)))


def _ready(mx, block, *inputs):
    """Initialise, run once (deferred shapes), then give every parameter its synthetic value."""
    block.initialize()
    block(*inputs)
    _set_params(mx, block)
    return block


def _np(outs):
    if isinstance(outs, (list, tuple)):
        flat = []
        for o in outs:
            flat.extend(_np(o))
        return flat
    return [outs.asnumpy()]


def layers(mx):
    """name -> list of output arrays (eager and hybridized)."""
    rnn = mx.gluon.rnn
    out = {}
    cases = {
        "lstm_2layer_bi_ntc": (lambda: rnn.LSTM(6, num_layers=2, bidirectional=True, layout="NTC",
                                                input_size=4, prefix="bi_"), (2, 5, 4), 2 * 2),
        "gru_tnc": (lambda: rnn.GRU(5, input_size=3, prefix="gru_"), (4, 2, 3), 1),
        "rnn_tanh": (lambda: rnn.RNN(4, activation="tanh", num_layers=2, input_size=3, prefix="rnn_"),
                     (3, 2, 3), 2),
        "lstmp": (lambda: rnn.LSTM(5, projection_size=3, input_size=4, prefix="lstmp_"), (3, 2, 4), 1),
        # MXNet 1.9.1 on the CPU ignores the clip (cuDNN would clip); the recorded states say so
        "lstm_clip": (lambda: rnn.LSTM(4, input_size=3, state_clip_min=-0.01, state_clip_max=0.01,
                                       state_clip_nan=True, prefix="clip_"), (4, 2, 3), 1),
    }
    for name, (make, shape, n_state) in cases.items():
        x = _x(mx, *shape)
        net = _ready(mx, make(), x)
        batch = shape[0] if net._layout == "NTC" else shape[1]
        states = net.begin_state(batch)
        eager = _np(net(x)) + _np(net(x, states))
        net.hybridize()
        hybrid = _np(net(x)) + _np(net(x, net.begin_state(batch)))
        out[name] = eager
        out[name + "_hybrid"] = hybrid
        out[name + "_param_names"] = sorted(net.collect_params().keys())
        out[name + "_structural"] = sorted(net._collect_params_with_prefix().keys())
    return out


def cells(mx):
    rnn = mx.gluon.rnn
    out = {}
    x = _x(mx, 2, 4, 3)     # NTC
    lstm = _ready(mx, rnn.LSTMCell(5, input_size=3, prefix="lc_"), _x(mx, 2, 3), lstm_states(mx, 2, 5))
    o, s = lstm.unroll(4, x, layout="NTC", merge_outputs=True)
    out["lstm_unroll_merged"] = _np(o) + _np(s)
    gru = _ready(mx, rnn.GRUCell(4, input_size=3, prefix="gc_"), _x(mx, 2, 3), [mx.nd.zeros((2, 4))])
    o, s = gru.unroll(4, x, layout="NTC", merge_outputs=False)
    out["gru_unroll_steps"] = _np(o) + _np(s)
    cell = _ready(mx, rnn.RNNCell(4, activation="relu", input_size=3, prefix="rc_"), _x(mx, 2, 3),
                  [mx.nd.zeros((2, 4))])
    out["rnn_step"] = _np(cell(_x(mx, 2, 3, seed=5), [_x(mx, 2, 4, seed=6)]))
    stack = rnn.HybridSequentialRNNCell(prefix="stack_")
    with stack.name_scope():
        stack.add(rnn.LSTMCell(4, input_size=3))
        stack.add(rnn.DropoutCell(0.0))
        stack.add(rnn.GRUCell(3, input_size=4))
    stack.initialize()
    stack.unroll(4, x, layout="NTC", merge_outputs=True)
    _set_params(mx, stack)
    o, s = stack.unroll(4, x, layout="NTC", merge_outputs=True)
    out["stack_unroll"] = _np(o) + _np(s)
    out["stack_param_names"] = sorted(stack.collect_params().keys())
    bi = rnn.BidirectionalCell(rnn.LSTMCell(3, input_size=3, prefix="l_"),
                              rnn.LSTMCell(3, input_size=3, prefix="r_"))
    bi.initialize()
    bi.unroll(4, x, layout="NTC", merge_outputs=True)
    _set_params(mx, bi)
    o, s = bi.unroll(4, x, layout="NTC", merge_outputs=True)
    out["bidirectional_unroll"] = _np(o) + _np(s)
    lengths = mx.nd.array([2, 4])
    o, s = bi.unroll(4, x, layout="NTC", merge_outputs=True, valid_length=lengths)
    out["bidirectional_valid_length"] = _np(o) + _np(s)
    res = rnn.ResidualCell(rnn.GRUCell(3, input_size=3, prefix="res_"))
    res.initialize()
    res.unroll(4, x, layout="NTC", merge_outputs=False)
    _set_params(mx, res)
    o, s = res.unroll(4, x, layout="NTC", merge_outputs=False)
    out["residual_unroll"] = _np(o) + _np(s)
    fused = _ready(mx, rnn.LSTM(4, num_layers=2, input_size=3, layout="NTC", prefix="fused_"), x)
    o, s = fused._unfuse().unroll(4, x, layout="NTC", merge_outputs=True)
    out["unfused_matches_fused"] = _np(o) + _np(s) + _np(fused(x, fused.begin_state(2)))
    return out


def lstm_states(mx, batch, hidden):
    return [mx.nd.zeros((batch, hidden)), mx.nd.zeros((batch, hidden))]


def language_model(mx):
    """Embedding -> 2-layer LSTM -> Dense inside one HybridBlock, states passed in; eager and
    hybridized outputs and the next states."""
    gluon = mx.gluon

    class LM(gluon.HybridBlock):
        def __init__(self, **kwargs):
            super().__init__(**kwargs)
            with self.name_scope():
                self.embed = gluon.nn.Embedding(10, 4)
                self.rnn = gluon.rnn.LSTM(5, num_layers=2, input_size=4)
                self.out = gluon.nn.Dense(10, flatten=False, in_units=5)

        def hybrid_forward(self, F, tokens, h, c):
            emb = self.embed(tokens)
            y, (h, c) = self.rnn(emb, [h, c])
            return self.out(y), h, c

    tokens = mx.nd.array(np.array([[1, 2], [3, 4], [5, 6]], dtype="float32"))  # (T=3, N=2)
    net = LM(prefix="lm_")
    h, c = mx.nd.zeros((2, 2, 5)), mx.nd.zeros((2, 2, 5))
    _ready(mx, net, tokens, h, c)
    eager = _np(net(tokens, h, c))
    net.hybridize()
    hybrid = _np(net(tokens, h, c))
    return {"eager": eager, "hybrid": hybrid,
            "param_names": sorted(net.collect_params().keys())}


def nested_without_states(mx):
    """A GRU called without states inside a hybridized parent: its begin state is traced as
    zeros((1, 0, hidden)), whose batch size shape inference fills in, per batch size."""
    gluon = mx.gluon

    class Net(gluon.HybridBlock):
        def __init__(self, **kwargs):
            super().__init__(**kwargs)
            with self.name_scope():
                self.rnn = gluon.rnn.GRU(4, input_size=3)

        def hybrid_forward(self, F, x):
            return self.rnn(x)

    net = _ready(mx, Net(prefix="net_"), _x(mx, 5, 2, 3))
    eager = _np(net(_x(mx, 5, 2, 3)))
    net.hybridize()
    return {"eager": eager, "hybrid": _np(net(_x(mx, 5, 2, 3))),
            "hybrid_batch3": _np(net(_x(mx, 5, 3, 3, seed=1)))}


def deferred_input_size(mx):
    """Layers without ``input_size``: the first call (eager, or hybridized from the start) gives
    the first layer's i2h weights their input size, as d2l and the Gluon tutorials write them."""
    rnn = mx.gluon.rnn
    cases = {
        "gru_2layer": (lambda: rnn.GRU(5, num_layers=2, prefix="dgru_"), (4, 2, 3)),
        "lstm_bi_ntc": (lambda: rnn.LSTM(4, bidirectional=True, layout="NTC", prefix="dlstm_"),
                        (2, 5, 3)),
        "lstmp_2layer": (lambda: rnn.LSTM(5, projection_size=3, num_layers=2, prefix="dlstmp_"),
                         (3, 2, 4)),
    }
    out = {}
    for name, (make, shape) in cases.items():
        for hybrid in (False, True):
            net = make()
            net.initialize()
            if hybrid:
                net.hybridize()
            x = _x(mx, *shape)
            net(x)
            _set_params(mx, net)
            out[name + ("_hybrid" if hybrid else "")] = _np(net(x))
        out[name + "_shapes"] = [f"{n}={tuple(p.shape)}"
                                 for n, p in sorted(net.collect_params().items())]
    return out


def deferred_nested(mx):
    """Layers without ``input_size`` inside a hybridized HybridSequential, called without and
    with begin states: the parent's shape pass must give the first layer's i2h weights (both
    directions) their size backwards through the packed parameter vector, as MXNet's does."""
    rnn, nn = mx.gluon.rnn, mx.gluon.nn
    cases = {
        "lstm_bi_2layer_tnc": (lambda: rnn.LSTM(4, num_layers=2, bidirectional=True,
                                                dropout=0.0, prefix="nlstm_"), (5, 2, 3)),
        "gru_bi_ntc": (lambda: rnn.GRU(4, bidirectional=True, layout="NTC", prefix="ngru_"),
                       (2, 5, 3)),
        "rnn_2layer_ntc": (lambda: rnn.RNN(4, num_layers=2, layout="NTC", prefix="nrnn_"),
                           (2, 5, 3)),
    }
    out = {}
    for name, (make, shape) in cases.items():
        x = _x(mx, *shape)
        for states in (False, True):
            layer = make()
            net = nn.HybridSequential(prefix=f"seq{name}_")
            net.add(layer)
            net.initialize()
            net.hybridize()
            batch = shape[0] if layer._layout == "NTC" else shape[1]
            if states:
                # a direct call of the child hybridizes it alone, as MXNet does
                run = lambda: _np(layer(x, layer.begin_state(batch)))
            else:
                run = lambda: _np(net(x))
            run()
            _set_params(mx, net)
            out[name + ("_states" if states else "")] = run()
        out[name + "_shapes"] = [f"{n}={tuple(p.shape)}"
                                 for n, p in sorted(net.collect_params().items())]
    return out


def cells_hybridized(mx):
    """Cells unrolled inside a hybridized HybridBlock with their default begin states: the
    traced ``zeros((0, H))`` states get the batch size back through h2h's FullyConnected (or
    Convolution) and the elementwise ops, as MXNet's shape inference gives it; with and
    without ``valid_length``, and ``mx.gluon.contrib.rnn`` reached as an attribute."""
    gluon, rnn = mx.gluon, mx.gluon.rnn

    def stacked():
        stack = rnn.HybridSequentialRNNCell()
        stack.add(rnn.LSTMCell(4, input_size=3))
        stack.add(rnn.GRUCell(3, input_size=4))
        return stack

    makers = {
        "lstm": lambda: rnn.LSTMCell(4, input_size=3),
        "gru": lambda: rnn.GRUCell(4, input_size=3),
        "rnn_relu": lambda: rnn.RNNCell(4, activation="relu", input_size=3),
        "stack": stacked,
        "bidirectional": lambda: rnn.BidirectionalCell(rnn.GRUCell(3, input_size=3, prefix="l_"),
                                                      rnn.GRUCell(3, input_size=3, prefix="r_")),
        "residual": lambda: rnn.ResidualCell(rnn.GRUCell(3, input_size=3)),
        "zoneout_eval": lambda: rnn.ZoneoutCell(rnn.LSTMCell(3, input_size=3), 0.5, 0.5),
    }

    class Unroll(gluon.HybridBlock):
        def __init__(self, make, valid, **kwargs):
            super().__init__(**kwargs)
            self._valid = valid
            with self.name_scope():
                self.cell = make()

        def hybrid_forward(self, F, x, length):
            out, states = self.cell.unroll(4, x, layout="NTC", merge_outputs=True,
                                           valid_length=length if self._valid else None)
            return [out] + list(states)

    x, length = _x(mx, 2, 4, 3), mx.nd.array([2, 4])
    out = {}
    for name, make in makers.items():
        for valid in (False, True):
            net = _ready(mx, Unroll(make, valid, prefix=f"hc{name}_"), x, length)
            key = name + ("_valid" if valid else "")
            out[key] = _np(net(x, length))
            net.hybridize()
            out[key + "_hybrid"] = _np(net(x, length))

    class Conv(gluon.HybridBlock):
        def __init__(self, **kwargs):
            super().__init__(**kwargs)
            with self.name_scope():
                self.cell = gluon.contrib.rnn.Conv2DLSTMCell(
                    input_shape=(2, 5, 5), hidden_channels=3, i2h_kernel=(3, 3),
                    h2h_kernel=(3, 3), i2h_pad=(1, 1))

        def hybrid_forward(self, F, x):
            o, s = self.cell.unroll(2, x, layout="NTC", merge_outputs=True)
            return [o] + list(s)

    xc = _x(mx, 2, 2, 2, 5, 5, seed=3)
    net = _ready(mx, Conv(prefix="hconv_"), xc)
    out["conv2dlstm"] = _np(net(xc))
    net.hybridize()
    out["conv2dlstm_hybrid"] = _np(net(xc))
    return out


SCENARIOS = {"layers": layers, "cells": cells, "language_model": language_model,
             "nested_without_states": nested_without_states,
             "deferred_input_size": deferred_input_size, "deferred_nested": deferred_nested,
             "cells_hybridized": cells_hybridized}
