"""Video tokens for a transformer head over a SlowFast trunk: the clip pooled over space, its T frames as tokens `feat.transpose((0, 2, 1))`, a CLS token broadcast by the batch size, a learned (T + 1, C) time embedding added by `+`, and the CLS output `h[:, 0]`."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4, 4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.stem = nn.Conv3D(6, (1, 3, 3), padding=(0, 1, 1), in_channels=3)
            self.cls = self.params.get('cls', shape=(1, 1, 6))
            self.pos = self.params.get('pos', shape=(5, 6))
            self.head = nn.Dense(2, in_units=6)

    def hybrid_forward(self, F, x, cls, pos):
        feat = self.stem(x).mean(axis=(3, 4))
        tokens = feat.transpose((0, 2, 1))
        c = F.broadcast_to(cls, (x.shape[0], 1, 6))
        h = F.concat(c, tokens, dim=1) + pos
        return self.head(h[:, 0])
