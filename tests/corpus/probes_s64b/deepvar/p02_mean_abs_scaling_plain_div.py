"""DeepVAR mean scaler written with plain operators: `past / scale` with the (N, 1, D) keepdims scale against the (N, T, D) target."""
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(2, 6, 3)]


class PlainScaledLSTM(HybridBlock):
    def __init__(self, target_dim=3, hidden=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.lstm = rnn.LSTM(hidden, layout="NTC")
            self.mu = nn.Dense(target_dim, flatten=False)

    def hybrid_forward(self, F, past):
        scale = F.mean(F.abs(past), axis=1, keepdims=True) + 1e-3
        return self.mu(self.lstm(past / scale))


Net = PlainScaledLSTM
