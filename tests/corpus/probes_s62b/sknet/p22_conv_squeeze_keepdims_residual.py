"""SKNet unit with 1x1 convolutions for the squeeze and the attention (as the official Caffe model): the pooled descriptor `u.mean(axis=(2, 3), keepdims=True)` (N, C, 1, 1), attention (N, M * C, 1, 1) reshaped `(0, M, -1, 1, 1)` and softmaxed across branches, the selected map added to the input by a plain `+` of equal shapes."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 8, 8)]


class ConvSqueezeSK(HybridBlock):
    def __init__(self, channels=8, branches=2, d=4, **kwargs):
        super().__init__(**kwargs)
        self._m = branches
        with self.name_scope():
            self.conv1 = nn.Conv2D(channels, 3, padding=1)
            self.conv2 = nn.Conv2D(channels, 3, padding=2, dilation=2)
            self.squeeze = nn.Conv2D(d, 1, activation="relu")
            self.excite = nn.Conv2D(branches * channels, 1)

    def hybrid_forward(self, F, x):
        b1, b2 = F.relu(self.conv1(x)), F.relu(self.conv2(x))
        s = (b1 + b2).mean(axis=(2, 3), keepdims=True)
        att = F.softmax(self.excite(self.squeeze(s)).reshape((0, self._m, -1, 1, 1)), axis=1)
        out = F.sum(F.broadcast_mul(F.stack(b1, b2, axis=1), att), axis=1)
        return F.relu(out + x)


Net = ConvSqueezeSK
