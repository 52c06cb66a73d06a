"""SiamFC cross-correlation whose grouped convolution takes its group count and kernel size from the features, `num_group=fz.shape[0]`, `kernel=fz.shape[2:]`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 6, 6), (2, 3, 12, 12)]


class Net(HybridBlock):
    def __init__(self, channels=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.backbone = nn.Conv2D(channels, 3, in_channels=3)

    def hybrid_forward(self, F, z, x):
        fz, fx = self.backbone(z), self.backbone(x)
        resp = F.Convolution(fx.reshape((1, -1, 0, 0)), fz, num_filter=fz.shape[0],
                             kernel=fz.shape[2:], num_group=fz.shape[0], no_bias=True)
        return F.transpose(resp, axes=(1, 0, 2, 3))
