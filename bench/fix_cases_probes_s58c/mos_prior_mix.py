"""Mixture of softmaxes (Yang et al.): K latent contexts from one hidden state, each decoded to a
softmax over the vocabulary, mixed in probability space by the prior's softmax; the latent read as
`(h.shape[0] * self.k, -1)` and the component probabilities back as `(h.shape[0], self.k, -1)`."""
from mxnet.gluon import nn


INPUTS = [(3, 4)]


class Net(nn.HybridBlock):
    def __init__(self, k=3, vocab=6, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.k = k
        with self.name_scope():
            self.prior = nn.Dense(k, in_units=4, use_bias=False)
            self.latent = nn.Dense(k * 4, in_units=4, activation='tanh')
            self.decoder = nn.Dense(vocab, in_units=4)

    def hybrid_forward(self, F, h):
        prior = F.softmax(self.prior(h), axis=-1)
        latent = self.latent(h).reshape((h.shape[0] * self.k, -1))
        probs = F.softmax(self.decoder(latent), axis=-1).reshape((h.shape[0], self.k, -1))
        mixed = (probs * prior.expand_dims(2)).sum(axis=1)
        return F.log(mixed + 1e-8)
