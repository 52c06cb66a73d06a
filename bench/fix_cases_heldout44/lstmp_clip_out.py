"""A projected LSTM cell with clip values: `LSTMPCell.hybrid_forward(self, F, inputs, states, i2h_weight,
h2h_weight, h2h_bias, h2proj_weight)` computes the gates with `F.FullyConnected` and `F.SliceChannel`,
the new cell state with `F._internal._plus`, and clips in place with
`next_c.clip(a_min=..., a_max=..., out=next_c)` and `next_h_proj.clip(..., out=next_h_proj)`.
Eagerly `out=` writes the clipped values into the arrays; hybridized `clip(out=...)` of a Symbol
builds a node nothing uses, so the cell state and the projection come out unclipped (no error,
other values).

Source: a public MXNet LSTMP cell (find_string id 46776436181; read by an analyzer held-out round,
tests/corpus/HELDOUT.md round 55, f01; in no fix set), `LSTMPCell` as written; the class docstring,
the unused LSTM/BidirectionalCell imports and a commented-out cell below it left out. Net: hidden 3,
cell 4, input 5, both clip values 0.1 (small enough to bite on these inputs); the cell is called
with the input and its two states (the first output and the new cell state returned).
Inputs: x (2, 5), h (2, 3), c (2, 4).
"""
from mxnet.gluon.rnn import HybridRecurrentCell
from mxnet import gluon

INPUTS = [(2, 5), (2, 3), (2, 4)]


class LSTMPCell(HybridRecurrentCell):
    def __init__(self, hidden_size, cell_size,
                 i2h_weight_initializer=None, h2h_weight_initializer=None, h2h_bias_initializer='lstmbias',
                 h2proj_weight_initializer=None, input_size=0,
                 memory_cell_clip_value=None, state_projection_clip_value=None, prefix=None, params=None):
        super(LSTMPCell, self).__init__(prefix=prefix, params=params)

        self._hidden_size = hidden_size
        self._cell_size = cell_size
        self._input_size = input_size
        self.memory_cell_clip_value = memory_cell_clip_value
        self.state_projection_clip_value = state_projection_clip_value
        self.i2h_weight = self.params.get('i2h_weight', shape=(4*cell_size, input_size),
                                          init=i2h_weight_initializer,
                                          allow_deferred_init=True)
        self.h2h_weight = self.params.get('h2h_weight', shape=(4*cell_size, hidden_size),
                                          init=h2h_weight_initializer,
                                          allow_deferred_init=True)
        self.h2h_bias = self.params.get('h2h_bias', shape=(4*cell_size,),
                                        init=h2h_bias_initializer,
                                        allow_deferred_init=True)
        self.h2proj_weight = self.params.get('h2proj_weight', shape=(hidden_size, cell_size),
                                             init=h2proj_weight_initializer, allow_deferred_init=True)

    def state_info(self, batch_size=0):
        return [{'shape': (batch_size, self._hidden_size), '__layout__': 'NC'},
                {'shape': (batch_size, self._cell_size), '__layout__': 'NC'}]

    def _alias(self):
        return 'lstm'

    def __repr__(self):
        s = '{name}({mapping})'
        shape = self.i2h_weight.shape
        mapping = '{0} -> {1}'.format(shape[1] if shape[1] else None, shape[0])
        return s.format(name=self.__class__.__name__,
                        mapping=mapping,
                        **self.__dict__)

    def hybrid_forward(self, F, inputs, states, i2h_weight,
                       h2h_weight, h2h_bias, h2proj_weight):
        prefix = 't%d_'%self._counter
        i2h = F.FullyConnected(data=inputs, weight=i2h_weight, bias=None,
                               num_hidden=self._cell_size*4, name=prefix+'i2h', no_bias=True)
        h2h = F.FullyConnected(data=states[0], weight=h2h_weight, bias=h2h_bias,
                               num_hidden=self._cell_size*4, name=prefix+'h2h')
        gates = i2h + h2h
        slice_gates = F.SliceChannel(gates, num_outputs=4, name=prefix+'slice')
        in_gate = F.Activation(slice_gates[0], act_type="sigmoid", name=prefix+'i')
        forget_gate = F.Activation(slice_gates[1], act_type="sigmoid", name=prefix+'f')
        in_transform = F.Activation(slice_gates[2], act_type="tanh", name=prefix+'c')
        out_gate = F.Activation(slice_gates[3], act_type="sigmoid", name=prefix+'o')
        next_c = F._internal._plus(forget_gate * states[1], in_gate * in_transform,
                                   name=prefix+'state')
        next_h = F._internal._mul(out_gate, F.Activation(next_c, act_type="tanh"),
                                  name=prefix+'out')

        if self.memory_cell_clip_value:
            next_c.clip(a_min=-self.memory_cell_clip_value, a_max=self.memory_cell_clip_value, out=next_c)

        next_h_proj = F.FullyConnected(data=next_h, weight=h2proj_weight, bias=None, num_hidden=self._hidden_size, no_bias=True, name=prefix+'h2proj')

        if self.state_projection_clip_value:
            next_h_proj.clip(a_min=-self.state_projection_clip_value, a_max=self.state_projection_clip_value, out=next_h_proj)

        return next_h_proj, [next_h_proj, next_c]


class Net(gluon.HybridBlock):
    def __init__(self):
        super(Net, self).__init__()
        with self.name_scope():
            self.cell = LSTMPCell(3, 4, input_size=5, memory_cell_clip_value=0.1,
                                  state_projection_clip_value=0.1)

    def hybrid_forward(self, F, x, h, c):
        out, (_, next_c) = self.cell(x, [h, c])
        return out, next_c
