"""SketchRNN KL term with the paper's tolerance floor written `kl = max(kl, self.kl_min * F.ones_like(kl))` (python builtin over two (1,) tensors)."""
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(2, 6, 5)]


class SketchKL(HybridBlock):
    def __init__(self, z_size=3, kl_min=0.2, **kwargs):
        super().__init__(**kwargs)
        self.kl_min = kl_min
        with self.name_scope():
            self.encoder = rnn.LSTM(4, layout="NTC", bidirectional=True, input_size=5)
            self.mu = nn.Dense(z_size, in_units=8)
            self.logvar = nn.Dense(z_size, in_units=8)

    def hybrid_forward(self, F, strokes):
        h = F.squeeze(F.slice_axis(self.encoder(strokes), axis=1, begin=-1, end=None), axis=1)
        mu, logvar = self.mu(h), self.logvar(h)
        kl = -0.5 * F.mean(1 + logvar - F.square(mu) - F.exp(logvar))
        kl = max(kl, self.kl_min * F.ones_like(kl))
        return mu, kl


Net = SketchKL
