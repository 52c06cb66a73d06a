"""DeepSpeech2 output head in numpy mode (`forward`): time-major RNN outputs `x.transpose(1, 0, 2)` to batch-major, a fully connected layer, `npx.log_softmax` over the characters, and `x.reshape(-1, h)` for a frame-wise auxiliary head (numpy reshape and transpose arguments)."""
from mxnet import np, npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(6, 2, 5)]


class NumpyCTCHead(HybridBlock):
    def __init__(self, hidden=5, chars=7, **kwargs):
        super().__init__(**kwargs)
        self._h = hidden
        self.fc = nn.Dense(chars, flatten=False, in_units=hidden)
        self.aux = nn.Dense(1, in_units=hidden)

    def forward(self, x):
        logp = npx.log_softmax(self.fc(x.transpose(1, 0, 2)), axis=-1)
        frames = self.aux(x.reshape(-1, self._h))
        return logp, np.tanh(frames)


Net = NumpyCTCHead
