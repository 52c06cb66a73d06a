"""The MDN-RNN (the "M" of World Models): latents and actions concatenated per step into an LSTM, a mixture head whose output is split into `(b, t, k, z)` by `b, t, _ = z.shape` for the log mixing weights, means and log std, the weights normalized by a log-softmax over the mixtures."""
from mxnet.gluon import nn, rnn


INPUTS = [(2, 5, 4), (2, 5, 2)]


class Net(nn.HybridBlock):
    def __init__(self, latent=4, hidden=8, mixtures=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.k, self.latent = mixtures, latent
        with self.name_scope():
            self.rnn = rnn.LSTM(hidden, layout='NTC', input_size=latent + 2)
            self.mdn = nn.Dense(mixtures * (2 * latent + 1), in_units=hidden, flatten=False)

    def hybrid_forward(self, F, z, a):
        b, t, _ = z.shape
        h = self.rnn(F.concat(z, a, dim=2))
        out = self.mdn(h)
        logit = out[:, :, :self.k]
        mu = out[:, :, self.k:self.k + self.k * self.latent].reshape((b, t, self.k, self.latent))
        logstd = out[:, :, self.k + self.k * self.latent:].reshape((b, t, self.k, self.latent))
        log_pi = F.log_softmax(logit, axis=-1)
        return log_pi, mu, logstd
