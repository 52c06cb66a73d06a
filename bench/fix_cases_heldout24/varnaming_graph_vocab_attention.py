"""Variable-naming readout with a graph-structured vocabulary cache (graph neural network on
source code): the name decoder unrolls a GRUCell on zero inputs sized from the state
(`F.zeros((decoder_hid_state.shape[0], 1), ctx=decoder_hid_state.context)`), scores the
vocabulary and attends over the subtoken nodes of each graph, whose counts arrive as a python list
turned into a tensor with `F.array(..., ctx=graph_vocab_hid_states.context)`; the masked
log-softmax fills the padding with `min(log_attn_probs.min().asscalar(),
vocab_output.min().asscalar()) - 1`, and the sentinel column is peeled off with
`log_attn_probs[:, :, :1]` / `[:, :, 1:]`.

Source: mwcvitkovic/Open-Vocabulary-Learning-on-Source-Code-with-a-Graph-Structured-Cache @ 427011ab99
(Amazon, 2019), models/VarNaming/GSCVocab.py, `VarNamingGSCVocab.readout` from "# Expanding to
sequence dimension" to the end, unchanged; the layers as the model builds them
(`decoder_gru`/`vocab_decoder` of models/VarNaming/ClosedVocab.py's pattern, `attn_decoder` of
GSCVocab.py).  Cut: the readout's first half (a python loop over `self.data.batch_sizes.asnumpy()`
gathering, per graph, the hidden state at the `__NAME_ME!__` nodes and the padded, sentinel-led
subtoken-node states) is left out: its results `decoder_hid_state` (batch, hidden) and
`graph_vocab_hid_states` (batch, 1 + most subtokens, hidden) are the inputs, and the per-graph
subtoken counts it collects, a python list, are fixed in the constructor ([2, 1]).  hidden_size
4, vocabulary 7, max_name_length 3.  Inputs: (2, 4), (2, 3, 4).
"""
from mxnet import gluon

INPUTS = [(2, 4), (2, 3, 4)]


class Net(gluon.HybridBlock):
    def __init__(self, hidden_size=4, n_subtokens=7, max_name_length=3, subtokens_per_graph=(2, 1)):
        super().__init__()
        self.hidden_size = hidden_size
        self.max_name_length = max_name_length
        self.subtokens_per_graph = list(subtokens_per_graph)
        with self.name_scope():
            self.decoder_gru = gluon.rnn.GRUCell(self.hidden_size, input_size=1)
            self.vocab_decoder = gluon.nn.Dense(n_subtokens, in_units=self.hidden_size, flatten=False)
            self.attn_decoder = gluon.nn.Dense(self.hidden_size, in_units=self.hidden_size, flatten=False)

    def hybrid_forward(self, F, decoder_hid_state, graph_vocab_hid_states):
        graph_vocab_nodes_per_batch_element = self.subtokens_per_graph
        # Expanding to sequence dimension (batch x words x seq x hid)
        graph_vocab_hid_states = graph_vocab_hid_states.expand_dims(axis=2).broadcast_axes(axis=2,
                                                                                           size=self.max_name_length)
        graph_vocab_nodes_per_batch_element = 1 + F.array(graph_vocab_nodes_per_batch_element, dtype='float32',
                                                          ctx=graph_vocab_hid_states.context)  # +1 for the sentinel

        # Get the hidden states from the decoder gru
        gru_outputs = []
        for _ in range(self.max_name_length):
            decoder_hid_state, _ = self.decoder_gru(
                F.zeros((decoder_hid_state.shape[0], 1), ctx=decoder_hid_state.context), [decoder_hid_state])
            gru_outputs.append(decoder_hid_state)
        gru_output = F.stack(*gru_outputs, axis=1)  # batch x seq x hid

        # Computing the log probabilities for the vocab outputs
        vocab_output = F.log_softmax(self.vocab_decoder(gru_output), axis=2)  # batch x seq x vocab_size
        # Computing the log probabilities for the attention outputs
        attn_keys = self.attn_decoder(gru_output)
        attn_output = F.sum(attn_keys.expand_dims(1) * graph_vocab_hid_states, axis=3)  # batch x max_n_sbtk x seq
        # Stable log softmax: log_softmax(i) = i - (max + \log\sum_j(e^(j - max)) for i, j in attn_output[0,:,0]
        maxs = attn_output.max(axis=1, keepdims=True)
        e_attn_output = F.exp(attn_output - maxs)
        # Don't include nonexistent graph vocab nodes in \sum_j(e^(j - max))
        e_attn_output = F.SequenceMask(e_attn_output, use_sequence_length=True,
                                       sequence_length=graph_vocab_nodes_per_batch_element, axis=1)
        log_attn_probs = (attn_output - (maxs + F.log(F.sum(e_attn_output, axis=1, keepdims=True))))
        # Make sure nonexistent graph vocab nodes aren't the largest values in log_attn_probs, since we'll take the argmax of this later
        log_attn_probs = F.SequenceMask(log_attn_probs, use_sequence_length=True,
                                        value=min(log_attn_probs.min().asscalar(), vocab_output.min().asscalar()) - 1,
                                        sequence_length=graph_vocab_nodes_per_batch_element, axis=1).swapaxes(1,
                                                                                                              2)  # batch x seq x max_n_sbtk
        # Peel off the sentinel value and scale the vocab log probs by it
        log_gating_value, log_attn_probs = log_attn_probs[:, :, :1], log_attn_probs[:, :, 1:]
        log_vocab_probs = log_gating_value + vocab_output
        # Stick the attention log probs on the end of the vocab probs
        log_joint_probs = F.concat(log_vocab_probs, log_attn_probs, dim=2)

        return log_joint_probs
