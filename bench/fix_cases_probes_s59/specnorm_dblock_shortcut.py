"""A BigGAN-style discriminator block: two convs with ReLUs, average pooling, and a learnable 1x1 shortcut applied when `x.shape[1] != self.out_channels`; the sum of both paths."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 6, 6)]


class Net(nn.HybridBlock):
    def __init__(self, cin=3, cout=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.out_channels = cout
        with self.name_scope():
            self.conv1 = nn.Conv2D(cout, 3, padding=1, in_channels=cin)
            self.conv2 = nn.Conv2D(cout, 3, padding=1, in_channels=cout)
            self.sc = nn.Conv2D(cout, 1, in_channels=cin)

    def hybrid_forward(self, F, x):
        h = self.conv1(F.relu(x))
        h = self.conv2(F.relu(h))
        h = F.Pooling(h, kernel=(2, 2), stride=(2, 2), pool_type='avg')
        sc = x
        if x.shape[1] != self.out_channels:
            sc = self.sc(sc)
        sc = F.Pooling(sc, kernel=(2, 2), stride=(2, 2), pool_type='avg')
        return h + sc
