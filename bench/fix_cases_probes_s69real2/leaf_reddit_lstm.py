"""A federated-learning next-word model (LEAF Reddit): embedding, two LSTMs, then
`nd.reshape(nd.concat(encoding, dim=1), (-1, 64))` and `nd.reshape(out, (-1, 10, vocab))` -- the
eager namespace called on what is a Symbol once hybridized -- around a hand-written xW+b layer.

Source: FelixWho/MXNet-LEAF reddit.py (REDDIT_gluonnlp.hybrid_forward, XW_Plus_B_HybridLayer) at
cce11b7d2dd567f8763729580a2e7e322ddc959b; adapted: vocab_size fixed small (20), the class named Net.
"""
import mxnet as mx
from mxnet import nd, gluon


INPUTS = [(2, 10)]


class XW_Plus_B_HybridLayer(gluon.HybridBlock):
    '''
    Rewrite Tensorflow's tf.nn.xw_plus_b layer in gluon
    '''
    def __init__(self, hidden_units, output):
        super(XW_Plus_B_HybridLayer, self).__init__()

        with self.name_scope():
            self.weights = self.params.get('weights',
                                        grad_req = 'write',
                                        shape=(hidden_units, output),
                                        allow_deferred_init=True)

            self.bias = self.params.get('bias',
                                        grad_req = 'write',
                                        shape=(output,),
                                        init=mx.initializer.Zero(),
                                        allow_deferred_init=True)

    def hybrid_forward(self, F, x, weights, bias):
        # x * weights + bias
        return F.broadcast_add(F.linalg.gemm2(x, weights), bias)


class Net(gluon.HybridBlock):
    def __init__(self, prefix=None, params=None, vocab_size=20):
        super(Net, self).__init__(prefix=prefix, params=params)
        self.vocab_size = vocab_size
        with self.name_scope():
            self.embedding = gluon.nn.Embedding(input_dim=self.vocab_size, output_dim=128)
            self.encoder = gluon.nn.HybridSequential()
            with self.encoder.name_scope():
                self.encoder.add(gluon.rnn.LSTM(64, num_layers=1))
                self.encoder.add(gluon.nn.Dropout(0))
                self.encoder.add(gluon.rnn.LSTM(64, num_layers=1))
                self.encoder.add(gluon.nn.Dropout(0))
            self.output = XW_Plus_B_HybridLayer(64, self.vocab_size)

    def hybrid_forward(self, F, data): # pylint: disable=arguments-differ
        inputs = self.embedding(data)
        encoding = self.encoder(inputs)
        flattened_encoding = nd.reshape(nd.concat(encoding, dim=1), (-1, 64))
        out = self.output(flattened_encoding)
        out = nd.reshape(out, (-1, 10, self.vocab_size))

        return out
