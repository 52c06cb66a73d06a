"""DeepAR-style encoder: the target window scaled by its mean absolute value (`keepdims=True`, plus one), divided by `broadcast_div`, fed to an NTC LSTM, the Gaussian mean rescaled by `broadcast_mul`."""
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(3, 12)]


class ScaledDeepAR(HybridBlock):
    def __init__(self, hidden=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.rnn = rnn.LSTM(hidden, layout="NTC")
            self.mu = nn.Dense(1, flatten=False)

    def hybrid_forward(self, F, target):
        scale = F.mean(F.abs(target), axis=1, keepdims=True) + 1.0
        scaled = F.broadcast_div(target, scale)
        out = self.rnn(scaled.expand_dims(axis=2))
        mu = self.mu(out).reshape((0, -1))
        return F.broadcast_mul(mu, scale)


Net = ScaledDeepAR
