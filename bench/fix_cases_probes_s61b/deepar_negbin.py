"""DeepAR's negative-binomial head for counts: mu and alpha by softplus, scaled by the per-series
mean `scale` (N, 1) put on (N, 1, 1) and multiplied with a plain `*` into (N, T, 1), the
log-likelihood by gammaln of counts rounded from the target."""
from mxnet.gluon import nn, rnn


INPUTS = [(2, 6)]


class Net(nn.HybridBlock):
    def __init__(self, hidden=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.rnn = rnn.GRU(hidden, layout='NTC', input_size=1)
            self.mu = nn.Dense(1, in_units=hidden, flatten=False)
            self.alpha = nn.Dense(1, in_units=hidden, flatten=False)

    def hybrid_forward(self, F, target):
        counts = F.round(F.abs(target) * 10)
        scale = 1.0 + F.mean(counts, axis=1, keepdims=True)
        h = self.rnn((counts / scale).expand_dims(2))
        scale3 = scale.expand_dims(1)
        mu = F.Activation(self.mu(h), act_type='softrelu') * scale3
        alpha = F.Activation(self.alpha(h), act_type='softrelu') / F.sqrt(scale3) + 1e-3
        y = counts.expand_dims(2)
        r = 1.0 / alpha
        ll = (F.gammaln(y + r) - F.gammaln(y + 1.0) - F.gammaln(r)
              + r * F.log(r / (r + mu)) + y * F.log(mu / (r + mu) + 1e-6))
        return ll.squeeze(axis=2)
