"""ConvNeXt head: global average pooling written as `N, C, H, W = x.shape; x.reshape((N, C, H * W)).mean(axis=-1)`, then LayerNorm and the classifier."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 4, 4)]


class Head(HybridBlock):
    def __init__(self, dim=8, classes=5, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.norm = nn.LayerNorm(in_channels=dim)
            self.fc = nn.Dense(classes, in_units=dim)

    def hybrid_forward(self, F, x):
        N, C, H, W = x.shape
        pooled = x.reshape((N, C, H * W)).mean(axis=-1)
        return self.fc(self.norm(pooled))


Net = Head
