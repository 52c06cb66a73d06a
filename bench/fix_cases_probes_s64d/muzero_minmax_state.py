"""MuZero's representation network (the EfficientZero/muzero-general residual version): a conv stem and a
residual block (`out += identity`), the hidden state scaled to [0, 1] per sample by its min and max, read
over `encoded.reshape((-1, encoded.shape[1] * encoded.shape[2] * encoded.shape[3]))` and reshaped back to
`(b, 1, 1, 1)` from `b = x.shape[0]`; a flat range gets 1e-5 added by a comparison mask."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, channels=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(channels, 3, padding=1, in_channels=3)
            self.bn = nn.BatchNorm(in_channels=channels)
            self.conv1 = nn.Conv2D(channels, 3, padding=1, in_channels=channels)
            self.conv2 = nn.Conv2D(channels, 3, padding=1, in_channels=channels)

    def hybrid_forward(self, F, x):
        out = F.relu(self.bn(self.conv(x)))
        identity = out
        out = self.conv2(F.relu(self.conv1(out)))
        out += identity
        encoded = F.relu(out)
        b = x.shape[0]
        flat = encoded.reshape((-1, encoded.shape[1] * encoded.shape[2] * encoded.shape[3]))
        min_s = flat.min(axis=1).reshape((b, 1, 1, 1))
        max_s = flat.max(axis=1).reshape((b, 1, 1, 1))
        scale = max_s - min_s
        scale = scale + (scale < 1e-5) * 1e-5
        return (encoded - min_s) / scale
