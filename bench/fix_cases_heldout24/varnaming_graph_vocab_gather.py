"""Variable-naming readout with a graph-structured vocabulary cache (graph neural network on
source code), first half: a python loop over the graphs of the batch
(`for l in self.data.batch_sizes.asnumpy()`) gathers the hidden states at each graph's
`__NAME_ME!__` nodes and at its subtoken nodes with python-list indices
(`hidden_states[locs_this_element]`, `hidden_states[graph_vocab_nodes_this_element, :]`), pads
the subtoken states with `F.zeros((pad_len, h.shape[1]), ctx=h.context)` behind the learned
sentinel, read as `self.sentinel.data()`, and stacks them.

Source: mwcvitkovic/Open-Vocabulary-Learning-on-Source-Code-with-a-Graph-Structured-Cache @ 427011ab99
(Amazon, 2019), models/VarNaming/GSCVocab.py, `VarNamingGSCVocab.readout` from its start to "#
Expanding to sequence dimension" (inclusive), unchanged; the sentinel Parameter as the model's
`__init__` declares it.  Completed: the batch object the model's `forward` stores in `self.data`
before calling the hybridized block is built in the constructor (a stand-in with the three
attributes the readout reads: two graphs of 4 and 3 nodes, `__NAME_ME!__` at nodes 1 and 5,
subtoken nodes 2, 3 and 6), and the readout returns what its second half (this set's
varnaming_graph_vocab_attention.py) takes.  hidden_size 4, max_name_length 3.  Input: the
hidden states of the 7 nodes, (7, 4).
"""
import mxnet as mx
from mxnet import gluon

INPUTS = [(7, 4)]


class _Batch(object):
    """The attributes of the model's batch input that the readout reads."""

    def __init__(self):
        self.batch_sizes = mx.nd.array([4, 3], dtype='int32')
        self.target_locations = [1, 5]
        self.graph_vocab_node_locations = [2, 3, 6]


class Net(gluon.HybridBlock):
    def __init__(self, hidden_size=4, max_name_length=3):
        super().__init__()
        self.hidden_size = hidden_size
        self.max_name_length = max_name_length
        with self.name_scope():
            self.sentinel = self.params.get('sentinel', grad_req='write', shape=(1, self.hidden_size))
        self.data = _Batch()

    def hybrid_forward(self, F, hidden_states, **params):
        # Separate the batch back to having its own dimension, while grabbing the mean of the hidden states at the __NAME_ME!__ locations
        decoder_hid_states = []
        graph_vocab_hid_states = []
        graph_vocab_nodes_per_batch_element = []
        max_n_subtokens = 0
        length = 0
        for l in self.data.batch_sizes.asnumpy():
            locs_this_element = [loc for loc in self.data.target_locations if length <= loc < length + l]
            decoder_hid_states.append(F.mean(hidden_states[locs_this_element], axis=0, keepdims=True))
            graph_vocab_nodes_this_element = [loc for loc in self.data.graph_vocab_node_locations if
                                              length <= loc < length + l]
            graph_vocab_nodes_per_batch_element.append(len(graph_vocab_nodes_this_element))
            graph_vocab_hid_states.append(
                hidden_states[graph_vocab_nodes_this_element, :] if graph_vocab_nodes_this_element else None)
            max_n_subtokens = max(max_n_subtokens, len(graph_vocab_nodes_this_element))
            length += l
        decoder_hid_state = F.concat(*decoder_hid_states, dim=0)

        # Adding sentinel and padding graph_vocab_hid_states with 0s to the max length
        padded_hid_states = []
        for i, h in enumerate(graph_vocab_hid_states):
            if h is None:
                pad = F.zeros((max_n_subtokens, hidden_states.shape[1]), ctx=hidden_states.context)
                padded_hid_states.append(F.concat(self.sentinel.data(), pad, dim=0))
            else:
                pad_len = max_n_subtokens - h.shape[0]
                if pad_len:
                    pad = F.zeros((pad_len, h.shape[1]), ctx=h.context)
                    padded_hid_states.append(F.concat(self.sentinel.data(), h, pad, dim=0))
                else:
                    padded_hid_states.append(F.concat(self.sentinel.data(), h, dim=0))
        graph_vocab_hid_states = F.stack(*padded_hid_states, axis=0)
        # Expanding to sequence dimension (batch x words x seq x hid)
        graph_vocab_hid_states = graph_vocab_hid_states.expand_dims(axis=2).broadcast_axes(axis=2,
                                                                                           size=self.max_name_length)
        return decoder_hid_state, graph_vocab_hid_states
