"""Deep Tensor Neural Network message passing over a program graph (graph neural network on source
code): each edge type has a learnable (1, hidden) weighting registered with `self.params.get` and
set as an attribute, and `compute_messages` multiplies the hidden states by
`edge_type_weighting.data()` -- the Parameter's NDArray, not the symbol the hybridized graph
passes in `**params` -- before summing `F.dot(adj_mat, messages)` over the edge types.

Source: mwcvitkovic/Open-Vocabulary-Learning-on-Source-Code-with-a-Graph-Structured-Cache @ 427011ab99
(Amazon, 2019), models/GraphNN/DTNN.py (`DTNN.__init__`, `compute_messages`,
`update_hidden_states`, `readout`, unchanged) on models/GraphNN/MPNN.py (`hybrid_forward`'s
message-passing loop, unchanged).  Completed: the model's data encoder is replaced by two edge
types (`AST`, `NEXT_TOKEN`), the FITB readout MLP is built (the FITB models are the ones that use
it), and the graph arrives as inputs instead of through `self.data.repack(*args)`: the initial
hidden states and one dense adjacency matrix per edge type (batchify builds CSR matrices; F.dot
takes both).  hidden_size 4, 2 message-passing iterations.  Inputs: hidden states (6, 4), two
adjacency matrices (6, 6).
"""
from collections import OrderedDict

from mxnet import gluon

INPUTS = [(6, 4), (6, 6), (6, 6)]
EDGE_TYPES = ('AST', 'NEXT_TOKEN')


class Net(gluon.HybridBlock):
    """
    Deep Tensor Neural Network from https://www.nature.com/articles/ncomms13890
    """

    def __init__(self, hidden_size=4, n_msg_pass_iters=2):
        super().__init__()
        self.n_msg_pass_iters = n_msg_pass_iters
        self.hidden_size = hidden_size

        # Initializing model components
        with self.name_scope():
            self.hidden_message_dense = gluon.nn.Dense(self.hidden_size, in_units=self.hidden_size)
            self.hidden_and_edge_dense = gluon.nn.Dense(self.hidden_size, in_units=self.hidden_size)
            self.edge_type_weightings = OrderedDict()
            for t in EDGE_TYPES:
                edge_type_weighting = self.params.get('edge_type_weighting_{}'.format(t), grad_req='write',
                                                      shape=(1, self.hidden_size))
                self.__setattr__('edge_type_weighting_{}'.format(t), edge_type_weighting)
                self.edge_type_weightings[t] = edge_type_weighting

            self.readout_mlp = gluon.nn.HybridSequential()
            with self.readout_mlp.name_scope():
                self.readout_mlp.add(gluon.nn.Dense(self.hidden_size, activation='tanh', in_units=self.hidden_size))
                self.readout_mlp.add(gluon.nn.Dense(1, in_units=self.hidden_size))

    def compute_messages(self, F, hidden_states, edges, t):
        hidden_states = self.hidden_message_dense(hidden_states)
        summed_msgs = []
        for key in self.edge_type_weightings.keys():
            adj_mat, edge_type_weighting = edges[key], self.edge_type_weightings[key]
            # Compute the messages passed for this edge type
            passed_msgs = F.tanh(
                self.hidden_and_edge_dense(hidden_states * edge_type_weighting.data()))  # n_vertices X hidden_size
            # Sum messages from all neighbors
            summed_msgs.append(F.dot(adj_mat, passed_msgs))
        summed_msgs = F.sum(F.stack(*summed_msgs), axis=0)
        return summed_msgs

    def update_hidden_states(self, F, hidden_states, messages, t):
        return hidden_states + messages

    def readout(self, F, hidden_states):
        return self.readout_mlp(hidden_states)

    def hybrid_forward(self, F, hidden_states, adj_ast, adj_next_token, **params):
        edges = OrderedDict(zip(EDGE_TYPES, (adj_ast, adj_next_token)))
        for t in range(self.n_msg_pass_iters):
            messages = self.compute_messages(F, hidden_states, edges, t)
            hidden_states = self.update_hidden_states(F, hidden_states, messages, t)

        return self.readout(F, hidden_states)
