"""Tacotron decoder output with reduction factor r: a Dense to `n_mels * r` per decoder step, reshaped by
`(0, -1, n_mels)` to r frames a step (B, T * r, n_mels), a stop-token head (sigmoid) on the decoder
states, and a post-net residual (conv stack on the transposed mels)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8)]


class FramesHead(HybridBlock):
    def __init__(self, n_mels=4, r=2, **kwargs):
        super().__init__(**kwargs)
        self.n_mels = n_mels
        with self.name_scope():
            self.frames = nn.Dense(n_mels * r, flatten=False)
            self.stop = nn.Dense(1, activation="sigmoid", flatten=False)
            self.postnet = nn.HybridSequential()
            self.postnet.add(nn.Conv1D(6, 5, padding=2, activation="tanh"), nn.Conv1D(n_mels, 5, padding=2))

    def hybrid_forward(self, F, states):
        mels = self.frames(states).reshape((0, -1, self.n_mels))
        post = mels + self.postnet(mels.transpose((0, 2, 1))).transpose((0, 2, 1))
        return mels, post, self.stop(states).reshape((0, -1))


Net = FramesHead
