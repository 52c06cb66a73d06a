"""Pointer-generator mixing written as `p_gen * gen + (1 - p_gen) * copy`, the (N, 1) switch against the (N, vocab) distributions with plain `*`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8), (2, 8), (2, 5)]


class Net(HybridBlock):
    def __init__(self, units=8, vocab=11, **kwargs):
        super().__init__(**kwargs)
        self.vocab = vocab
        with self.name_scope():
            self.gen = nn.Dense(vocab, in_units=units)
            self.switch = nn.Dense(1, in_units=units)

    def hybrid_forward(self, F, enc, dec, src):
        src_ids = F.floor(F.abs(src) * self.vocab)
        attn = F.softmax(F.batch_dot(enc, dec.expand_dims(-1)).squeeze(axis=-1), axis=-1)
        copy = F.batch_dot(attn.expand_dims(1), F.one_hot(src_ids, self.vocab)).squeeze(axis=1)
        p_gen = F.sigmoid(self.switch(dec))
        return p_gen * F.softmax(self.gen(dec), axis=-1) + (1 - p_gen) * copy
