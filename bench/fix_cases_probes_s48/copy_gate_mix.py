"""Pointer-generator output: generation probability mixes the vocabulary distribution with copied attention."""
from mxnet.gluon import nn


INPUTS = [(2, 4), (2, 3), (2, 3)]


class Net(nn.HybridBlock):
    def __init__(self, hidden=4, vocab=6, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._vocab = vocab
        with self.name_scope():
            self.out = nn.Dense(vocab, in_units=hidden)
            self.p_gen = nn.Dense(1, in_units=hidden)

    def hybrid_forward(self, F, state, attn_logits, src):
        vocab_dist = F.softmax(self.out(state), axis=1)
        attn = F.softmax(attn_logits, axis=1)
        src_ids = F.floor(F.abs(src) * self._vocab)
        copy_dist = F.batch_dot(attn.expand_dims(1), F.one_hot(src_ids, self._vocab)).reshape((attn.shape[0], -1))
        p = F.sigmoid(self.p_gen(state))
        return p * vocab_dist + (1 - p) * copy_dist
