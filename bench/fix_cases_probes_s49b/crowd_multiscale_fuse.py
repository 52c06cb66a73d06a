"""Multi-column crowd counter: coarse and fine columns, the coarse one upsampled to the fine map's size and added in place."""
from mxnet.gluon import nn


INPUTS = [(1, 3, 8, 8)]


class Net(nn.HybridBlock):
    def __init__(self, channels=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.fine = nn.Conv2D(channels, 3, padding=1, in_channels=3)
            self.coarse = nn.Conv2D(channels, 3, strides=2, padding=1, in_channels=3)
            self.out = nn.Conv2D(1, 1, in_channels=channels)

    def hybrid_forward(self, F, x):
        fine = F.relu(self.fine(x))
        coarse = F.relu(self.coarse(x))
        fused = F.contrib.BilinearResize2D(coarse, height=fine.shape[2], width=fine.shape[3])
        fused += fine
        return self.out(fused)
