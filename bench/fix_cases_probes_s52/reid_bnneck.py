"""BNNeck head for re-identification: features pooled, normalised per channel and L2-normalised by a norm kept per sample."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 3, 3)]


class Net(nn.HybridBlock):
    def __init__(self, channels=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.bn = nn.BatchNorm(in_channels=channels)

    def hybrid_forward(self, F, fmap):
        g = F.Pooling(fmap, kernel=(fmap.shape[2], fmap.shape[3]), pool_type='avg').reshape((fmap.shape[0], -1))
        f = self.bn(g)
        norm = F.sqrt((f ** 2).sum(axis=1, keepdims=True) + 1e-12)
        return f / norm
