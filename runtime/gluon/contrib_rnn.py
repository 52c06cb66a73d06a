"""``mxnet.gluon.contrib.rnn``: ``LSTMPCell`` (LSTM with a projected recurrent state) and
``VariationalDropoutCell`` (one dropout mask per sequence), with MXNet 1.9.1's parameter names
and step-by-step computation.

``VariationalDropoutCell.unroll`` draws its masks per sequence as MXNet does (the masks live
until ``reset()``), but through the per-step path even without state dropout, where MXNet
drops the whole input/output sequence with one ``Dropout(axes=time)`` call: the same
distribution, another random stream.  The convolutional cells (``Conv1DRNNCell`` ...
``Conv3DGRUCell``) and ``dynamic_unroll`` are not provided and raise ``NotImplementedError``.
"""
from __future__ import annotations

from .rnn.rnn_cell import BidirectionalCell, HybridRecurrentCell, ModifierCell

__all__ = ["LSTMPCell", "VariationalDropoutCell", "dynamic_unroll", "Conv1DRNNCell",
           "Conv2DRNNCell", "Conv3DRNNCell", "Conv1DLSTMCell", "Conv2DLSTMCell",
           "Conv3DLSTMCell", "Conv1DGRUCell", "Conv2DGRUCell", "Conv3DGRUCell"]


class LSTMPCell(HybridRecurrentCell):
    """LSTM cell whose recurrent state is ``r_t = W_hr h_t`` (Sak et al. 2014): states are
    ``[r (batch, projection_size), c (batch, hidden_size)]`` and the output is ``r_t``."""

    def __init__(self, hidden_size, projection_size, i2h_weight_initializer=None,
                 h2h_weight_initializer=None, h2r_weight_initializer=None,
                 i2h_bias_initializer="zeros", h2h_bias_initializer="zeros", input_size=0,
                 prefix=None, params=None):
        super().__init__(prefix=prefix, params=params)
        self._hidden_size = hidden_size
        self._input_size = input_size
        self._projection_size = projection_size
        rows = 4 * hidden_size
        self.i2h_weight = self.params.get("i2h_weight", shape=(rows, input_size),
                                          init=i2h_weight_initializer, allow_deferred_init=True)
        self.h2h_weight = self.params.get("h2h_weight", shape=(rows, projection_size),
                                          init=h2h_weight_initializer, allow_deferred_init=True)
        self.h2r_weight = self.params.get("h2r_weight", shape=(projection_size, hidden_size),
                                          init=h2r_weight_initializer, allow_deferred_init=True)
        self.i2h_bias = self.params.get("i2h_bias", shape=(rows,), init=i2h_bias_initializer,
                                        allow_deferred_init=True)
        self.h2h_bias = self.params.get("h2h_bias", shape=(rows,), init=h2h_bias_initializer,
                                        allow_deferred_init=True)

    def state_info(self, batch_size=0):
        return [{"shape": (batch_size, self._projection_size), "__layout__": "NC"},
                {"shape": (batch_size, self._hidden_size), "__layout__": "NC"}]

    def _alias(self):
        return "lstmp"

    def __repr__(self):
        shape = self.i2h_weight.shape
        return (f"{type(self).__name__}({shape[1] if shape[1] else None} -> {shape[0]} -> "
                f"{self.h2r_weight.shape[0]})")

    def hybrid_forward(self, F, inputs, states, i2h_weight, h2h_weight, h2r_weight, i2h_bias,
                       h2h_bias):
        prefix = f"t{self._counter}_"
        rows = self._hidden_size * 4
        i2h = F.FullyConnected(data=inputs, weight=i2h_weight, bias=i2h_bias, num_hidden=rows,
                               name=prefix + "i2h")
        h2h = F.FullyConnected(data=states[0], weight=h2h_weight, bias=h2h_bias,
                               num_hidden=rows, name=prefix + "h2h")
        gates = F.SliceChannel(i2h + h2h, num_outputs=4, name=prefix + "slice")
        in_gate = F.Activation(gates[0], act_type="sigmoid", name=prefix + "i")
        forget_gate = F.Activation(gates[1], act_type="sigmoid", name=prefix + "f")
        in_transform = F.Activation(gates[2], act_type="tanh", name=prefix + "c")
        out_gate = F.Activation(gates[3], act_type="sigmoid", name=prefix + "o")
        next_c = F.elemwise_add(forget_gate * states[1], in_gate * in_transform,
                                name=prefix + "state")
        hidden = F.elemwise_mul(out_gate, F.Activation(next_c, act_type="tanh"),
                                name=prefix + "hidden")
        next_r = F.FullyConnected(data=hidden, num_hidden=self._projection_size,
                                  weight=h2r_weight, no_bias=True, name=prefix + "out")
        return next_r, [next_r, next_c]


class VariationalDropoutCell(ModifierCell):
    """Dropout on inputs, the first state and outputs with masks drawn once per sequence
    (Gal & Ghahramani 2016); call ``reset()`` between sequences when stepping by hand."""

    def __init__(self, base_cell, drop_inputs=0.0, drop_states=0.0, drop_outputs=0.0):
        assert not drop_states or not isinstance(base_cell, BidirectionalCell), \
            "BidirectionalCell doesn't support variational state dropout. " \
            "Please add VariationalDropoutCell to the cells underneath instead."
        super().__init__(base_cell)
        self.drop_inputs = drop_inputs
        self.drop_states = drop_states
        self.drop_outputs = drop_outputs
        self.drop_inputs_mask = None
        self.drop_states_mask = None
        self.drop_outputs_mask = None

    def _alias(self):
        return "vardrop"

    def reset(self):
        super().reset()
        self.drop_inputs_mask = None
        self.drop_states_mask = None
        self.drop_outputs_mask = None

    def hybrid_forward(self, F, inputs, states):
        if self.drop_states and self.drop_states_mask is None:
            self.drop_states_mask = F.Dropout(F.ones_like(states[0]), p=self.drop_states)
        if self.drop_inputs and self.drop_inputs_mask is None:
            self.drop_inputs_mask = F.Dropout(F.ones_like(inputs), p=self.drop_inputs)
        if self.drop_states:
            states = list(states)
            states[0] = states[0] * self.drop_states_mask   # h is always the first state
        if self.drop_inputs:
            inputs = inputs * self.drop_inputs_mask
        output, next_states = self.base_cell(inputs, states)
        if self.drop_outputs and self.drop_outputs_mask is None:
            self.drop_outputs_mask = F.Dropout(F.ones_like(output), p=self.drop_outputs)
        if self.drop_outputs:
            output = output * self.drop_outputs_mask
        return output, next_states

    def unroll(self, length, inputs, begin_state=None, layout="NTC", merge_outputs=None,
               valid_length=None):
        self.reset()
        return super().unroll(length, inputs, begin_state, layout, merge_outputs,
                              valid_length=valid_length)

    def __repr__(self):
        return (f"{type(self).__name__}(p_out = {self.drop_outputs}, "
                f"p_state = {self.drop_states})")


def dynamic_unroll(cell, inputs, begin_state, drop_inputs=0, drop_outputs=0, layout="TNC",
                   valid_length=None):
    """MXNet's foreach-based unroll: not provided; use ``cell.unroll(...)``."""
    raise NotImplementedError("gluon.contrib.rnn.dynamic_unroll is not provided by the "
                              "hybridlint runtime: use cell.unroll(length, inputs, ...)")


def _conv_cell(name):
    class NotProvided:
        def __init__(self, *args, **kwargs):
            raise NotImplementedError(f"gluon.contrib.rnn.{name} is not provided by the "
                                      "hybridlint runtime yet")
    NotProvided.__name__ = NotProvided.__qualname__ = name
    NotProvided.__doc__ = f"MXNet's convolutional recurrent cell {name}: not provided."
    return NotProvided


Conv1DRNNCell, Conv2DRNNCell, Conv3DRNNCell = (_conv_cell(f"Conv{d}DRNNCell") for d in (1, 2, 3))
Conv1DLSTMCell, Conv2DLSTMCell, Conv3DLSTMCell = (_conv_cell(f"Conv{d}DLSTMCell")
                                                  for d in (1, 2, 3))
Conv1DGRUCell, Conv2DGRUCell, Conv3DGRUCell = (_conv_cell(f"Conv{d}DGRUCell") for d in (1, 2, 3))
