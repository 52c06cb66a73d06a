"""Pointer-generator output (See et al.): the attention over source positions scattered into the vocabulary with `batch_dot` against `one_hot(src_ids, vocab)`, mixed with the generator's softmax by a sigmoid `p_gen` through `broadcast_mul`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8), (2, 8), (2, 5)]


class Net(HybridBlock):
    def __init__(self, units=8, vocab=11, **kwargs):
        super().__init__(**kwargs)
        self.vocab = vocab
        with self.name_scope():
            self.gen = nn.Dense(vocab, in_units=units)
            self.p_gen = nn.Dense(1, in_units=2 * units)

    def hybrid_forward(self, F, enc, dec, src):
        src_ids = F.floor(F.abs(src) * self.vocab)                                  # (N, S) token ids
        attn = F.softmax(F.batch_dot(enc, dec.expand_dims(-1)).squeeze(axis=-1), axis=-1)   # (N, S)
        context = F.batch_dot(attn.expand_dims(1), enc).squeeze(axis=1)            # (N, D)
        p_gen = F.sigmoid(self.p_gen(F.concat(context, dec, dim=-1)))              # (N, 1)
        copy = F.batch_dot(attn.expand_dims(1), F.one_hot(src_ids, self.vocab)).squeeze(axis=1)
        gen = F.softmax(self.gen(dec), axis=-1)
        return F.broadcast_mul(p_gen, gen) + F.broadcast_mul(1 - p_gen, copy)
