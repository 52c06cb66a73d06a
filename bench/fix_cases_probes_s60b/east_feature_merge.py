"""EAST's feature-merging branch: the deepest map unpooled by `F.UpSampling(scale=2)`, concatenated with the next stage, a 1x1 and a 3x3 convolution, then resized to the shallowest stage by `BilinearResize2D(height=f1.shape[2], width=f1.shape[3])` and concatenated again."""
from mxnet.gluon import nn


INPUTS = [(2, 2, 8, 8), (2, 3, 4, 4), (2, 4, 2, 2)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.c1 = nn.Conv2D(3, 1, in_channels=7)
            self.c2 = nn.Conv2D(3, 3, padding=1, in_channels=3)
            self.c3 = nn.Conv2D(2, 3, padding=1, in_channels=5)

    def hybrid_forward(self, F, f1, f2, f3):
        g = F.UpSampling(f3, scale=2, sample_type='nearest')
        h = self.c2(F.relu(self.c1(F.concat(g, f2, dim=1))))
        g = F.contrib.BilinearResize2D(h, height=f1.shape[2], width=f1.shape[3])
        return self.c3(F.concat(g, f1, dim=1))
