"""DeepLabV3's ASPP: three atrous branches (rates 1, 2, 3) and the image-level pooling branch, the
global mean projected by a 1x1 conv and resized back to `x.shape[2]` x `x.shape[3]`, all concatenated
and projected."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 7, 7)]


class Net(nn.HybridBlock):
    def __init__(self, rates=(1, 2, 3), **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.branches = nn.HybridSequential()
            for r in rates:
                k = 1 if r == 1 else 3
                self.branches.add(nn.Conv2D(3, k, padding=0 if r == 1 else r, dilation=r, in_channels=4))
            self.pool_conv = nn.Conv2D(3, 1, in_channels=4)
            self.project = nn.Conv2D(5, 1, in_channels=12)

    def hybrid_forward(self, F, x):
        outs = [b(x) for b in self.branches]
        pooled = self.pool_conv(F.mean(x, axis=(2, 3), keepdims=True))
        pooled = F.contrib.BilinearResize2D(pooled, height=x.shape[2], width=x.shape[3])
        outs.append(pooled)
        return self.project(F.concat(*outs, dim=1))
