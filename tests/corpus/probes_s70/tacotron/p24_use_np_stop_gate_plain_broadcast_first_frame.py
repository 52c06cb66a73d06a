"""Numpy-mode Tacotron output head (`@use_np`): frames (B, T, r * n_mels) gated by the stop token
`frames * (stop < 0.5)` with the (B, T, 1) stop probabilities (a plain `*`, numpy broadcasting), and the
first frame of each step by the basic slice `frames[:, :, :n_mels]` (legal in numpy mode)."""
from mxnet import npx
from mxnet.gluon import HybridBlock, nn
from mxnet.util import use_np

npx.set_np()

INPUTS = [(2, 3, 8)]


@use_np
class NumpyStopGate(HybridBlock):
    def __init__(self, n_mels=4, r=2, **kwargs):
        super().__init__(**kwargs)
        self.n_mels = n_mels
        with self.name_scope():
            self.frames = nn.Dense(n_mels * r, flatten=False)
            self.stop = nn.Dense(1, flatten=False)

    def hybrid_forward(self, F, states):
        frames = self.frames(states)
        stop = F.npx.sigmoid(self.stop(states))
        gated = frames * (stop < 0.5)
        return gated, gated[:, :, :self.n_mels]


Net = NumpyStopGate
