"""Attention refinement module of a BiSeNet: `AttentionReffineMoudle.hybrid_forward(self, F, x)` pools
the map globally, a 1x1 convolution, batch norm and sigmoid give per-channel weights, and `out =
x*feature_inputs` multiplies the (N, C, 1, 1) weights into the (N, C, H, W) map -- NDArray's `*`
broadcasts, Symbol's does not. Eagerly it runs; hybridized the product fails in shape inference
(`_mul`).

Source: a public MXNet BiSeNet (find_string id 42071796086; read by an analyzer held-out round,
tests/corpus/HELDOUT.md, "BiSeNet"; in no fix set), `AttentionReffineMoudle` as written; the spatial
path, feature fusion, the context path over GluonCV's resnet18_v1b and the network left out. Net: 4
channels. Input (2, 4, 5, 5).
"""
from mxnet.gluon import nn

INPUTS = [(2, 4, 5, 5)]


#ARM
class AttentionReffineMoudle(nn.HybridBlock):
    def __init__(self,channels,**kwargs):
        super(AttentionReffineMoudle,self).__init__(**kwargs)
        self.pool = nn.GlobalAvgPool2D()
        self.conv = nn.Conv2D(in_channels=channels,channels=channels,kernel_size=1,strides=1)
        self.norm = nn.BatchNorm()
    def hybrid_forward(self,F,x):
        feature_inputs = x
        x = self.pool(x)
        x = self.conv(x)
        x = self.norm(x)
        x = F.sigmoid(x)
        out = x*feature_inputs
        return out


class Net(AttentionReffineMoudle):
    def __init__(self):
        super(Net, self).__init__(4)
