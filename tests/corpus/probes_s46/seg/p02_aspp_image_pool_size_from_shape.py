"""ASPP whose image-level pooling branch is resized with `height=x.shape[2], width=x.shape[3]`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 9, 9)]


class Net(HybridBlock):
    def __init__(self, channels=4, rates=(1, 2, 3), **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.branches = nn.HybridSequential()
            for r in rates:
                self.branches.add(nn.Conv2D(channels, 3, padding=r, dilation=r, activation="relu"))
            self.pool_proj = nn.Conv2D(channels, 1, activation="relu")
            self.project = nn.Conv2D(channels, 1)

    def hybrid_forward(self, F, x):
        outs = [branch(x) for branch in self.branches]
        pooled = self.pool_proj(F.mean(x, axis=(2, 3), keepdims=True))
        outs.append(F.contrib.BilinearResize2D(pooled, height=x.shape[2], width=x.shape[3]))
        return self.project(F.concat(*outs, dim=1))
