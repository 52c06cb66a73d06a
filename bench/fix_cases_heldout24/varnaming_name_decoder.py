"""Variable-naming readout of a graph neural network on source code: the name decoder unrolls a
GRUCell for `max_name_length` steps, feeding it a zero input built from the state's own size and
context (`F.zeros((decoder_hid_state.shape[0], 1), ctx=decoder_hid_state.context)`), stacks the
states and applies the vocabulary Dense and a log-softmax.

Source: mwcvitkovic/Open-Vocabulary-Learning-on-Source-Code-with-a-Graph-Structured-Cache @ 427011ab99
(Amazon, 2019), models/VarNaming/VarNamingModel.py, `VarNamingModel.readout` from "# Produce
output name" to the end, unchanged; its layers as models/VarNaming/ClosedVocab.py builds them
(`decoder_gru = gluon.rnn.GRUCell(hidden_size, input_size=1)`, `vocab_decoder =
gluon.nn.Dense(vocabulary, in_units=hidden_size, flatten=False)`).  Cut: the readout's first half
(a python loop over `self.data.batch_sizes.asnumpy()` that averages the hidden states at the
`__NAME_ME!__` nodes of each graph) is left out and its result, `decoder_hid_state` (batch,
hidden), is the input.  hidden_size 4, vocabulary 7, max_name_length 3.  Input: (3, 4).
"""
from mxnet import gluon

INPUTS = [(3, 4)]


class Net(gluon.HybridBlock):
    def __init__(self, hidden_size=4, n_subtokens=7, max_name_length=3):
        super().__init__()
        self.hidden_size = hidden_size
        self.max_name_length = max_name_length
        with self.name_scope():
            self.decoder_gru = gluon.rnn.GRUCell(self.hidden_size, input_size=1)
            self.vocab_decoder = gluon.nn.Dense(n_subtokens, in_units=self.hidden_size, flatten=False)

    def hybrid_forward(self, F, decoder_hid_state):
        # Produce output name
        outputs = []
        for _ in range(self.max_name_length):
            decoder_hid_state, _ = self.decoder_gru(
                F.zeros((decoder_hid_state.shape[0], 1), ctx=decoder_hid_state.context), [decoder_hid_state])
            outputs.append(decoder_hid_state)
        output = F.stack(*outputs, axis=1)
        return F.log_softmax(self.vocab_decoder(output))
