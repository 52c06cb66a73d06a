"""The fused recurrent layers of MXNet 1.9.1's ``gluon.rnn`` (``RNN``, ``LSTM``, ``GRU``): one
``RNN`` op over the whole sequence, its parameters packed in cuDNN's order by
``_rnn_param_concat``.  Parameter names (``l0_i2h_weight``, ``r1_h2h_bias``, ``l0_h2r_weight``)
and shapes are MXNet's, so parameters saved by MXNet load here.
"""
from __future__ import annotations

import re

from ... import nd, sym
from ...ndarray import NDArray
from ...symbol import Symbol
from ..block import HybridBlock
from . import rnn_cell

__all__ = ["RNN", "LSTM", "GRU"]

_GATES = {"rnn_relu": 1, "rnn_tanh": 1, "lstm": 4, "gru": 3}
_KEY = re.compile(r"(l|r)(\d)_(i2h|h2h|h2r)_(weight|bias)\Z")


class _RNNLayer(HybridBlock):
    def __init__(self, hidden_size, num_layers, layout, dropout, bidirectional, input_size,
                 i2h_weight_initializer, h2h_weight_initializer, i2h_bias_initializer,
                 h2h_bias_initializer, mode, projection_size, h2r_weight_initializer,
                 lstm_state_clip_min, lstm_state_clip_max, lstm_state_clip_nan, dtype,
                 use_sequence_length=False, **kwargs):
        super().__init__(**kwargs)
        if layout not in ("TNC", "NTC"):
            raise ValueError(f"Invalid layout {layout}; must be one of ['TNC' or 'NTC']")
        self._hidden_size = hidden_size
        self._projection_size = projection_size or None
        self._num_layers = num_layers
        self._mode = mode
        self._layout = layout
        self._dropout = dropout
        self._dir = 2 if bidirectional else 1
        self._input_size = input_size
        self._i2h_weight_initializer = i2h_weight_initializer
        self._h2h_weight_initializer = h2h_weight_initializer
        self._i2h_bias_initializer = i2h_bias_initializer
        self._h2h_bias_initializer = h2h_bias_initializer
        self._h2r_weight_initializer = h2r_weight_initializer
        self._lstm_state_clip_min = lstm_state_clip_min
        self._lstm_state_clip_max = lstm_state_clip_max
        self._lstm_state_clip_nan = lstm_state_clip_nan
        self._dtype = dtype
        self._use_sequence_length = use_sequence_length
        self.skip_states = None
        self._gates = _GATES[mode]
        rows, n_in = self._gates * hidden_size, input_size
        recurrent = self._projection_size or hidden_size   # what h2h multiplies
        for i in range(num_layers):
            for d in ["l", "r"][:self._dir]:
                self._register_param(f"{d}{i}_i2h_weight", (rows, n_in), i2h_weight_initializer)
                self._register_param(f"{d}{i}_h2h_weight", (rows, recurrent),
                                     h2h_weight_initializer)
                self._register_param(f"{d}{i}_i2h_bias", (rows,), i2h_bias_initializer)
                self._register_param(f"{d}{i}_h2h_bias", (rows,), h2h_bias_initializer)
                if self._projection_size:
                    self._register_param(f"{d}{i}_h2r_weight", (recurrent, hidden_size),
                                         h2r_weight_initializer)
            n_in = recurrent * self._dir

    def infer_shape(self, inputs, *args):
        """Only the first layer's ``i2h_weight`` can lack a size (``input_size=0``); the graph's
        shape pass gives it back through RNN's parameter size, ``_rnn_param_concat`` and
        ``reshape(-1)``, as MXNet's does."""
        if len(inputs.shape) != 3:
            raise ValueError(f"Input data should be a rank-3 tensor of layout {self._layout}, "
                             f"got shape {tuple(inputs.shape)}")
        super().infer_shape(inputs, *args)

    def _register_param(self, name, shape, init):
        p = self.params.get(name, shape=shape, init=init, allow_deferred_init=True,
                            dtype=self._dtype)
        setattr(self, name, p)
        return p

    def __repr__(self):
        shape = self.l0_i2h_weight.shape
        text = (f"{type(self).__name__}({shape[1] if shape[1] else None} -> "
                f"{shape[0] // self._gates}, {self._layout}")
        if self._num_layers != 1:
            text += f", num_layers={self._num_layers}"
        if self._dropout != 0:
            text += f", dropout={self._dropout}"
        if self._dir == 2:
            text += ", bidirectional"
        return text + ")"

    def _collect_params_with_prefix(self, prefix=""):
        """Structural names as MXNet's ``save_parameters`` writes them: the unfused cells'
        (``_unfused.0.l_cell.i2h_weight``), so files move between fused and unfused models."""
        if prefix:
            prefix += "."
        bidirectional = any(_KEY.match(k).group(1) == "r" for k in self._reg_params)

        def convert(key):
            d, layer, g, t = _KEY.match(key).groups()
            if bidirectional:
                return f"_unfused.{layer}.{d}_cell.{g}_{t}"
            return f"_unfused.{layer}.{g}_{t}"

        ret = {prefix + convert(k): v for k, v in self._reg_params.items()}
        for name, child in self._children.items():
            ret.update(child._collect_params_with_prefix(prefix + name))
        return ret

    def state_info(self, batch_size=0):
        raise NotImplementedError

    def _unfuse(self):
        """The same network as stacked cells sharing these parameters."""
        if self._projection_size:
            raise NotImplementedError("_unfuse does not support projection layer yet!")
        if self._lstm_state_clip_min or self._lstm_state_clip_max:
            raise NotImplementedError("_unfuse does not support state clipping yet!")

        def make(**kwargs):
            if self._mode == "lstm":
                return rnn_cell.LSTMCell(self._hidden_size, **kwargs)
            if self._mode == "gru":
                return rnn_cell.GRUCell(self._hidden_size, **kwargs)
            return rnn_cell.RNNCell(self._hidden_size, activation=self._mode[4:], **kwargs)

        stack = rnn_cell.HybridSequentialRNNCell(prefix=self.prefix, params=self.params)
        with stack.name_scope():
            n_in = self._input_size
            for i in range(self._num_layers):
                kwargs = {"input_size": n_in,
                          "i2h_weight_initializer": self._i2h_weight_initializer,
                          "h2h_weight_initializer": self._h2h_weight_initializer,
                          "i2h_bias_initializer": self._i2h_bias_initializer,
                          "h2h_bias_initializer": self._h2h_bias_initializer}
                if self._dir == 2:
                    stack.add(rnn_cell.BidirectionalCell(make(prefix=f"l{i}_", **kwargs),
                                                         make(prefix=f"r{i}_", **kwargs)))
                else:
                    stack.add(make(prefix=f"l{i}_", **kwargs))
                if self._dropout > 0 and i != self._num_layers - 1:
                    stack.add(rnn_cell.DropoutCell(self._dropout))
                n_in = self._hidden_size * self._dir
        return stack

    def cast(self, dtype):
        super().cast(dtype)
        self._dtype = dtype

    def begin_state(self, batch_size=0, func=nd.zeros, **kwargs):
        """Zero states (``func``) shaped by ``state_info``, named ``<prefix>h0_<i>``."""
        states = []
        for i, info in enumerate(self.state_info(batch_size)):
            info = dict(info, **kwargs) if info is not None else dict(kwargs)
            states.append(func(name=f"{self.prefix}h0_{i}", **info))
        return states

    def __call__(self, inputs, states=None, sequence_length=None, **kwargs):
        self.skip_states = states is None
        if states is None:
            if isinstance(inputs, NDArray):
                batch_size = inputs.shape[self._layout.find("N")]
                states = self.begin_state(batch_size, ctx=inputs.context, dtype=inputs.dtype)
            else:
                states = self.begin_state(0, func=sym.zeros)
        if isinstance(states, (NDArray, Symbol)):
            states = [states]
        if self._use_sequence_length:
            return super().__call__(inputs, states, sequence_length, **kwargs)
        return super().__call__(inputs, states, **kwargs)

    def hybrid_forward(self, F, inputs, states, sequence_length=None, **kwargs):
        if F is nd:
            batch_size = inputs.shape[self._layout.find("N")]
            for state, info in zip(states, self.state_info(batch_size)):
                if state.shape != info["shape"]:
                    raise ValueError(f"Invalid recurrent state shape. Expecting "
                                     f"{info['shape']}, got {state.shape}.")
        out = self._forward_kernel(F, inputs, states, sequence_length, **kwargs)
        return out[0] if self.skip_states else out

    def _packed_params(self, F, kwargs):
        """Every weight, then every bias, each layer and direction in turn (cuDNN's order)."""
        kinds = ["i2h", "h2h", "h2r"] if self._projection_size else ["i2h", "h2h"]
        flat = [kwargs[f"{d}{layer}_{g}_{t}"].reshape(-1)
                for t in ["weight", "bias"] for layer in range(self._num_layers)
                for d in ["l", "r"][:self._dir] for g in kinds if g != "h2r" or t != "bias"]
        return F._internal._rnn_param_concat(*flat, dim=0)

    def _forward_kernel(self, F, inputs, states, sequence_length, **kwargs):
        if self._layout == "NTC":
            inputs = F.swapaxes(inputs, 0, 1)
        args = states + [sequence_length] if self._use_sequence_length else states
        rnn = F.RNN(inputs, self._packed_params(F, kwargs), *args,
                    use_sequence_length=self._use_sequence_length, state_size=self._hidden_size,
                    projection_size=self._projection_size, num_layers=self._num_layers,
                    bidirectional=self._dir == 2, p=self._dropout, state_outputs=True,
                    mode=self._mode, lstm_state_clip_min=self._lstm_state_clip_min,
                    lstm_state_clip_max=self._lstm_state_clip_max,
                    lstm_state_clip_nan=self._lstm_state_clip_nan)
        outputs = rnn[0]
        states = [rnn[1], rnn[2]] if self._mode == "lstm" else [rnn[1]]
        if self._layout == "NTC":
            outputs = F.swapaxes(outputs, 0, 1)
        return outputs, states


def _state(self, batch_size, size):
    return {"shape": (self._num_layers * self._dir, batch_size, size), "__layout__": "LNC",
            "dtype": self._dtype}


class RNN(_RNNLayer):
    """Elman RNN with relu or tanh."""

    def __init__(self, hidden_size, num_layers=1, activation="relu", layout="TNC", dropout=0,
                 bidirectional=False, i2h_weight_initializer=None, h2h_weight_initializer=None,
                 i2h_bias_initializer="zeros", h2h_bias_initializer="zeros", input_size=0,
                 dtype="float32", **kwargs):
        super().__init__(hidden_size, num_layers, layout, dropout, bidirectional, input_size,
                         i2h_weight_initializer, h2h_weight_initializer, i2h_bias_initializer,
                         h2h_bias_initializer, "rnn_" + activation, None, None, None, None,
                         False, dtype, **kwargs)

    def state_info(self, batch_size=0):
        return [_state(self, batch_size, self._hidden_size)]


class LSTM(_RNNLayer):
    """LSTM, optionally with a projection (LSTMP) and cell-state clipping."""

    def __init__(self, hidden_size, num_layers=1, layout="TNC", dropout=0, bidirectional=False,
                 input_size=0, i2h_weight_initializer=None, h2h_weight_initializer=None,
                 i2h_bias_initializer="zeros", h2h_bias_initializer="zeros",
                 projection_size=None, h2r_weight_initializer=None, state_clip_min=None,
                 state_clip_max=None, state_clip_nan=False, dtype="float32", **kwargs):
        super().__init__(hidden_size, num_layers, layout, dropout, bidirectional, input_size,
                         i2h_weight_initializer, h2h_weight_initializer, i2h_bias_initializer,
                         h2h_bias_initializer, "lstm", projection_size, h2r_weight_initializer,
                         state_clip_min, state_clip_max, state_clip_nan, dtype, **kwargs)

    def state_info(self, batch_size=0):
        return [_state(self, batch_size, self._projection_size or self._hidden_size),
                _state(self, batch_size, self._hidden_size)]


class GRU(_RNNLayer):
    def __init__(self, hidden_size, num_layers=1, layout="TNC", dropout=0, bidirectional=False,
                 input_size=0, i2h_weight_initializer=None, h2h_weight_initializer=None,
                 i2h_bias_initializer="zeros", h2h_bias_initializer="zeros", dtype="float32",
                 **kwargs):
        super().__init__(hidden_size, num_layers, layout, dropout, bidirectional, input_size,
                         i2h_weight_initializer, h2h_weight_initializer, i2h_bias_initializer,
                         h2h_bias_initializer, "gru", None, None, None, None, False, dtype,
                         **kwargs)

    def state_info(self, batch_size=0):
        return [_state(self, batch_size, self._hidden_size)]
