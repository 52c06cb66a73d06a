"""CenterNet-style: a feature map to (batch, positions, channels)."""
from mxnet.gluon import nn

INPUTS = [(2, 4, 3, 5)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, feat):
        out = feat.transpose((0, 2, 3, 1)).reshape((feat.shape[0], -1, feat.shape[1]))
        return F.softmax(out, axis=-1)
