"""Copy-augmented value decoder: attention over the dialogue tokens scattered to the vocabulary by one-hot ids and batch_dot, mixed with the generator by p_gen of shape (N, 1) against (N, V) distributions."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 3), (2, 4), (2, 3)]


class Net(nn.HybridBlock):
    def __init__(self, vocab=6, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.vocab = vocab
        with self.name_scope():
            self.gen = nn.Dense(vocab, in_units=3)
            self.pgen = nn.Dense(1, in_units=3)

    def hybrid_forward(self, F, enc, tokens, state):
        ids = F.floor((tokens + 1) * (self.vocab / 2.0 - 1e-3))
        att = F.softmax(F.batch_dot(enc, state.expand_dims(2)).squeeze(axis=2), axis=1)
        p_copy = F.batch_dot(att.expand_dims(1), F.one_hot(ids, self.vocab)).squeeze(axis=1)
        p_vocab = F.softmax(self.gen(state), axis=1)
        p_gen = F.sigmoid(self.pgen(state))
        return p_gen * p_vocab + (1 - p_gen) * p_copy
