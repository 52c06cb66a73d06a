"""DeepVAR scaling: the scale of each series the mean absolute value over the context, `F.mean(F.abs(past), axis=1, keepdims=True) + min_scale` (N, 1, D), the target divided by `F.broadcast_div`, an LSTM (layout NTC) over it, the mean head rescaled by `F.broadcast_mul`."""
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(2, 6, 3)]


class ScaledLSTM(HybridBlock):
    def __init__(self, target_dim=3, hidden=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.lstm = rnn.LSTM(hidden, layout="NTC")
            self.mu = nn.Dense(target_dim, flatten=False)

    def hybrid_forward(self, F, past):
        scale = F.mean(F.abs(past), axis=1, keepdims=True) + 1e-3
        out = self.lstm(F.broadcast_div(past, scale))
        return F.broadcast_mul(self.mu(out), scale)


Net = ScaledLSTM
