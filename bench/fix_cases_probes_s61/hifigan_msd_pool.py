"""HiFi-GAN's multi-scale discriminator: the waveform scored at three scales, each later scale average-pooled once more, every score flattened by `out.reshape((out.shape[0], -1))` and the feature maps' means collected in a python list."""
from mxnet.gluon import nn


INPUTS = [(2, 1, 16)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.discs = nn.HybridSequential()
            for _ in range(3):
                d = nn.HybridSequential()
                d.add(nn.Conv1D(4, 5, padding=2, in_channels=1), nn.LeakyReLU(0.1),
                      nn.Conv1D(1, 3, padding=1, in_channels=4))
                self.discs.add(d)
            self.pool = nn.AvgPool1D(4, 2, padding=2)

    def hybrid_forward(self, F, y):
        scores = []
        for i, d in enumerate(self.discs):
            if i != 0:
                y = self.pool(y)
            out = d(y)
            scores.append(out.reshape((out.shape[0], -1)).mean(axis=1))
        return F.stack(*scores, axis=1)
