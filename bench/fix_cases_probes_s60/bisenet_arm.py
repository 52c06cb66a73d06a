"""BiSeNet's AttentionRefinementModule: a 3x3 conv, a global average pool written `F.Pooling(feat, kernel=feat.shape[2:], pool_type='avg')`, a 1x1 conv and sigmoid, and the map reweighted by `feat * atten` of (N, C, H, W) and (N, C, 1, 1)."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 5, 6)]


class Net(nn.HybridBlock):
    def __init__(self, cin=3, cout=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(cout, 3, padding=1, in_channels=cin)
            self.conv_atten = nn.Conv2D(cout, 1, in_channels=cout, use_bias=False)
            self.bn = nn.BatchNorm(in_channels=cout)

    def hybrid_forward(self, F, x):
        feat = self.conv(x)
        atten = F.Pooling(feat, kernel=feat.shape[2:], pool_type='avg')
        atten = F.sigmoid(self.bn(self.conv_atten(atten)))
        return feat * atten
