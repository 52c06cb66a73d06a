"""Upsample a coarse map to a finer map's spatial size and fuse them."""
from mxnet.gluon import nn

INPUTS = [(2, 4, 8, 6), (2, 4, 4, 3)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.lateral = nn.Conv2D(4, 1)

    def hybrid_forward(self, F, fine, coarse):
        up = F.contrib.BilinearResize2D(coarse, height=fine.shape[2], width=fine.shape[3])
        return self.lateral(fine) + up
