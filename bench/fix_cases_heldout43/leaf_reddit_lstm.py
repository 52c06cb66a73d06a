"""Next-word LSTM of a federated-learning (LEAF Reddit) code base: `REDDIT_gluonnlp.hybrid_forward(self,
F, data)` embeds the tokens, runs two LSTM layers, flattens with `nd.reshape(nd.concat(encoding,
dim=1), (-1, 64))`, applies its `XW_Plus_B_HybridLayer` child (`F.linalg.gemm2` plus a bias) and
reshapes with `nd.reshape(out, (-1, 10, self.vocab_size))`. Eagerly it runs; hybridized
`nd.concat` is given a Symbol (AssertionError).

Source: a public MXNet Byzantine-robust federated-learning code base (find_string id 31902484267, the
file of `leaf_sequence_loss.py` in this set; read by an analyzer held-out round,
tests/corpus/HELDOUT.md, "LEAF Reddit"; in no fix set), `XW_Plus_B_HybridLayer` and
`REDDIT_gluonnlp` as written; the loss, metric, data module and project imports left out. Net: a
vocabulary of 12. Input: tokens (10, 2) (time-major, as the LSTM's default layout; real values in
(-1, 1): the embedding reads row 0).
"""
import mxnet as mx
from mxnet import nd, gluon

INPUTS = [(10, 2)]


class XW_Plus_B_HybridLayer(gluon.HybridBlock):
    '''
    Rewrite Tensorflow's tf.nn.xw_plus_b layer in gluon
    '''
    def __init__(self, hidden_units, output):
        '''
        hidden_units - number of hidden units
        output - number of outputs
        '''
        super(XW_Plus_B_HybridLayer, self).__init__()

        with self.name_scope():
            self.weights = self.params.get('weights',
                                        grad_req = 'write',
                                        shape=(hidden_units, output),
                                        allow_deferred_init=True)

            self.bias = self.params.get('bias', 
                                        grad_req = 'write',
                                        shape=(output,),
                                        init=mx.initializer.Zero(), # custom init because Xavier requires 2D parameter, which the bias param isn't
                                        allow_deferred_init=True)

    def hybrid_forward(self, F, x, weights, bias):
        # x * weights + bias
        return F.broadcast_add(F.linalg.gemm2(x, weights), bias)

class REDDIT_gluonnlp(gluon.HybridBlock):
    '''
    Hidden units = 64 instead of 256 in original LEAF paper
    Otherwise, tensor size would > 2^31, which would require building MXNet from source to fix
    '''
    def __init__(self, prefix=None, params=None, vocab_size=None):
        super(REDDIT_gluonnlp, self).__init__(prefix=prefix, params=params)
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


class Net(REDDIT_gluonnlp):
    def __init__(self):
        super(Net, self).__init__(vocab_size=12)
