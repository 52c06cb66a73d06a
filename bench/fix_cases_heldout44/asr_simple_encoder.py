"""The recurrent encoder of an end-to-end speech-recognition seq2seq model: `SimpleEncoder.hybrid_forward(self,
F, inputs, valid_length)` reads `batch_size = inputs.shape[0]` and builds the LSTM's initial state
with `self.rnn_cells.begin_state(batch_size, ctx=inputs.context)`, runs the `rnn.LSTM` child on the
input and those states, and masks the padded steps with `F.SequenceMask`. Eagerly it runs;
hybridized `inputs.shape` is an AttributeError of the Symbol.

Source: a public MXNet end-to-end ASR code base's encoder/decoder module (find_string id
40044440614; read by an analyzer held-out round, tests/corpus/HELDOUT.md, "E2E ASR seq2seq"; in no
fix set), `_get_cell_type` and `SimpleEncoder` as written (the attention cells, the decoder, the
state-copy helper and the project imports left out). Net: a 2-layer LSTM encoder of 6 units around
it, its two final states returned next to the outputs, the valid lengths made whole numbers 1..5 by
`F.round(F.abs(v) * 4) + 1`. Inputs: features (2, 5, 4) (batch-major, as the encoder's `NTC`), and
the raw lengths (2,).
"""
import mxnet as mx
from mxnet.gluon import nn, rnn
from mxnet.gluon.block import Block, HybridBlock

INPUTS = [(2, 5, 4), (2,)]


def _get_cell_type(cell_type):
    if isinstance(cell_type, str):
        if cell_type == 'lstm':
            return rnn.LSTM
        elif cell_type == 'gru':
            return rnn.GRU
        else:
            raise NotImplementedError
    else:
        return cell_type


class SimpleEncoder(HybridBlock):
    def __init__(self, cell_type='lstm', num_layers=3, hidden_size=300, 
                 dropout=0.0, bidirectional=False, prefix=None, params=None):
        super(SimpleEncoder, self).__init__(prefix=prefix, params=params)
        self._cell_type = _get_cell_type(cell_type)
        self._num_layers = num_layers
        self._bidirectional = bidirectional
        if bidirectional:
            hidden_size = hidden_size // 2
        self._hidden_size = hidden_size
        with self.name_scope():
            self.rnn_cells = self._cell_type(hidden_size=hidden_size,
                                             num_layers=num_layers,
                                             layout='NTC',
                                             dropout=dropout,
                                             bidirectional=bidirectional)

    def hybrid_forward(self, F, inputs, valid_length):
        batch_size = inputs.shape[0]
        begin_states = self.rnn_cells.begin_state(batch_size, ctx=inputs.context)
        # thy states will always be a list, [ele, ], each ele has 
        # the Shape (num_layers, batch_size, hidden_sizes)
        outputs, last_states = self.rnn_cells(inputs, begin_states)
        outputs = F.SequenceMask(outputs, sequence_length=valid_length, 
                                        use_sequence_length=True, axis=1)
        return outputs, last_states


class Net(HybridBlock):
    def __init__(self):
        super(Net, self).__init__()
        with self.name_scope():
            self.encoder = SimpleEncoder(num_layers=2, hidden_size=6)

    def hybrid_forward(self, F, inputs, lengths):
        outputs, (h, c) = self.encoder(inputs, F.round(F.abs(lengths) * 4) + 1)
        return outputs, h, c
