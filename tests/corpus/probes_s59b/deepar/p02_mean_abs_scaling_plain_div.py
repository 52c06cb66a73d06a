"""DeepAR-style encoder dividing the (N, T) target window by its (N, 1) mean-absolute scale with a plain `/`."""
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
        scaled = target / scale
        out = self.rnn(scaled.expand_dims(axis=2))
        return F.broadcast_mul(self.mu(out).reshape((0, -1)), scale)


Net = ScaledDeepAR
