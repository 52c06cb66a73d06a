"""Frames a waveform into hops of a fixed size and scores each frame."""
from mxnet.gluon import nn


INPUTS = [(2, 24)]


class Net(nn.HybridBlock):
    def __init__(self, hop=8, units=5, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._hop = hop
        with self.name_scope():
            self.proj = nn.Dense(units, in_units=hop, flatten=False)

    def hybrid_forward(self, F, wav):
        frames = wav.reshape((wav.shape[0], wav.shape[1] // self._hop, self._hop))
        return self.proj(frames).mean(axis=1)
