"""xiaolai-sqlai/gluon-reid#7 (https://github.com/xiaolai-sqlai/gluon-reid/issues/7): "the net can't be
hybridized": `parts_2 = nd.split(x2, axis=2, num_outputs=2)` in hybrid_forward (AssertionError:
Argument data must have NDArray type, but got Symbol). The part branch cut to what runs."""
from mxnet import nd
from mxnet.gluon import nn

INPUTS = [(2, 4, 4, 2)]


class Net(nn.HybridBlock):
    def __init__(self):
        super(Net, self).__init__()
        with self.name_scope():
            self.conv = nn.Conv2D(4, kernel_size=1)
            self.pool = nn.GlobalAvgPool2D()

    def hybrid_forward(self, F, x):
        x2 = self.conv(x)
        parts_2 = nd.split(x2, axis=2, num_outputs=2)
        p1 = self.pool(parts_2[0])
        p2 = self.pool(parts_2[1])
        return F.concat(p1, p2, dim=1)
