"""Pyramid pooling module: pooled context at several bin sizes, upsampled back to the map's size."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 8, 8)]


class Net(nn.HybridBlock):
    def __init__(self, channels=4, bins=(1, 2, 4), **kwargs):
        super(Net, self).__init__(**kwargs)
        self._bins = bins
        with self.name_scope():
            self.reduce = nn.HybridSequential()
            for _ in bins:
                self.reduce.add(nn.Conv2D(1, 1, in_channels=channels))

    def hybrid_forward(self, F, x):
        h, w = x.shape[2], x.shape[3]
        feats = [x]
        for size, conv in zip(self._bins, self.reduce):
            pooled = F.contrib.AdaptiveAvgPooling2D(x, output_size=size)
            feats.append(F.contrib.BilinearResize2D(conv(pooled), height=h, width=w))
        return F.concat(*feats, dim=1)
