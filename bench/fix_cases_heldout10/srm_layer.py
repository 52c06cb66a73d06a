"""SRM (style-based recalibration) layer: `b, c, h, w = x.shape` unpacked at the top of
hybrid_forward, then `x.reshape(b, c, h*w)` for the style pooling and `g.reshape(b, c, 1, 1)` for
the gate.

Source: a public MXNet SRM-ResNet port (find_string id 44983542874, "hybrid_forward(self, F,
x):\n        b, c, h, w"; the file's first line says "#Cnnot Use net.hybridize()"), SRMLayer as
written; 4 channels where the model has 64..2048, a 5x6 input.
"""
from mxnet.gluon import nn
from mxnet.gluon.nn import HybridBlock

INPUTS = [(2, 4, 5, 6)]


class Net(HybridBlock):
    def __init__(self, channel=4, reduction=None):
        # Reduction for compatibility with layer_block interface
        super(Net, self).__init__()

        # CFC: channel-wise fully connected layer
        self.cfc = nn.Conv1D(channel, in_channels=channel, kernel_size=2, use_bias=False, groups=channel)
        self.bn = nn.BatchNorm(in_channels=channel, momentum=0.1)

    def hybrid_forward(self, F, x):
        b, c, h, w = x.shape

        # Style pooling
        mean, std = F.moments(x.reshape(b,c,h*w), axes=-1)
        mean = F.expand_dims(mean, axis=-1)
        std = F.expand_dims(std, axis=-1)

        u = F.concat(mean, std, dim=-1)# (b, c, 2)

        # Style integration
        z = self.cfc(u)  # (b, c, 1)
        z = self.bn(z)
        g = F.sigmoid(z)
        g = g.reshape(b, c, 1, 1)

        return F.broadcast_mul(g, x)
