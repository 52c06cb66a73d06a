"""Copy mechanism whose per-position copy probabilities are scattered into a vocabulary-sized vector with `F.scatter_nd`, the vocabulary size taken as `gen.shape[1]`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(1, 5, 8), (1, 8)]


class Net(HybridBlock):
    def __init__(self, units=8, vocab=11, **kwargs):
        super().__init__(**kwargs)
        self.vocab = vocab
        with self.name_scope():
            self.gen = nn.Dense(vocab, in_units=units)

    def hybrid_forward(self, F, enc, dec):
        attn = F.softmax(F.batch_dot(enc, dec.expand_dims(-1)).squeeze(axis=-1), axis=-1)   # (1, S)
        gen = F.softmax(self.gen(dec), axis=-1)                                              # (1, V)
        src_ids = F.floor(F.abs(F.sum(enc, axis=-1)) * 3) % self.vocab                       # (1, S)
        copy = F.scatter_nd(attn.reshape((-1,)), src_ids.reshape((1, -1)), shape=(gen.shape[1],))
        return 0.5 * gen + 0.5 * copy.reshape((1, -1))
