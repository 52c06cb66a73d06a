"""EfficientNet's drop connect at inference scale: the survival mask drawn per sample as `F.random.uniform(shape=(x.shape[0], 1, 1, 1))` floored against the keep probability, the residual scaled by it."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 3, 3)]


class Net(nn.HybridBlock):
    def __init__(self, channels=4, drop_rate=0.2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.drop_rate = drop_rate
        with self.name_scope():
            self.conv = nn.Conv2D(channels, 1, in_channels=channels)

    def hybrid_forward(self, F, x):
        out = self.conv(x)
        keep = 1.0 - self.drop_rate
        mask = F.random.uniform(shape=(x.shape[0], 1, 1, 1)) + keep
        mask = F.floor(mask)
        return x + F.broadcast_mul(out / keep, mask)
