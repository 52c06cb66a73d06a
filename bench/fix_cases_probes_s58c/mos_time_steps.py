"""MoS over every time step of an LSTM output (B, T, H): `b, t, _ = out.shape`, the latents flattened
to `(b * t * k, H)`, the components' softmaxes mixed by the prior reshaped to `(b * t, k, 1)`, the
log-probabilities read back as `(b, t, -1)`."""
from mxnet.gluon import nn, rnn


INPUTS = [(2, 3, 4)]


class Net(nn.HybridBlock):
    def __init__(self, k=2, vocab=5, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.k = k
        with self.name_scope():
            self.lstm = rnn.LSTM(4, layout='NTC', input_size=4)
            self.prior = nn.Dense(k, in_units=4, flatten=False)
            self.latent = nn.Dense(k * 4, in_units=4, flatten=False, activation='tanh')
            self.decoder = nn.Dense(vocab, in_units=4)

    def hybrid_forward(self, F, x):
        out = self.lstm(x)
        b, t, _ = out.shape
        prior = F.softmax(self.prior(out), axis=-1).reshape((b * t, self.k, 1))
        latent = self.latent(out).reshape((b * t * self.k, -1))
        probs = F.softmax(self.decoder(latent), axis=-1).reshape((b * t, self.k, -1))
        mixed = F.sum(probs * prior, axis=1)
        return F.log(mixed + 1e-8).reshape((b, t, -1))
