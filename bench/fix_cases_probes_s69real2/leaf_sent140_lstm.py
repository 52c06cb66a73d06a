"""A federated-learning sentiment model (LEAF Sent140): `mx.nd.transpose(data)` before the
embedding, a 2-layer LSTM, then `nd.concat(encoded[0], encoded[-1])` -- the first and last time
steps by tensor indexing, concatenated with the eager namespace.

Source: FelixWho/MXNet-LEAF sent140.py (SENT140_gluonnlp.hybrid_forward) at
cce11b7d2dd567f8763729580a2e7e322ddc959b; adapted: the vocabulary size (len(indd) + 1) fixed at 30,
the class named Net.
"""
import mxnet as mx
from mxnet import nd, gluon


INPUTS = [(2, 25)]


class Net(gluon.HybridBlock):
    def __init__(self, prefix=None, params=None, vocab_size=30):
        super(Net, self).__init__(prefix=prefix, params=params)
        with self.name_scope():
            self.embedding = gluon.nn.Embedding(input_dim=vocab_size, output_dim=50)
            self.encoder = gluon.rnn.LSTM(50, num_layers=2)
            self.output = gluon.nn.HybridSequential()
            with self.output.name_scope():
                self.output.add(gluon.nn.Dense(128))
                self.output.add(gluon.nn.Dense(2))

    def hybrid_forward(self, F, data): # pylint: disable=arguments-differ
        encoded = self.encoder(self.embedding(mx.nd.transpose(data)))  # Shape(T, N, C)
        encoding = nd.concat(encoded[0], encoded[-1])
        out = self.output(encoding)
        return out
