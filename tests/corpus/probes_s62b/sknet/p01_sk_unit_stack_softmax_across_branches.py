"""SKNet selective kernel unit: 3x3 branches with dilation 1 and 2 (padding equal to the dilation) fused by `+`, squeezed by `AdaptiveAvgPooling2D(output_size=1)` and a Dense to d = max(C // r, L), branch attention from a Dense to M * C reshaped `(0, M, -1)` and softmaxed across branches (axis 1), applied to the branches stacked on axis 1 by `broadcast_mul` after `reshape((0, 0, 0, 1, 1))`, summed over branches."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 8, 8)]


class SKConv(HybridBlock):
    def __init__(self, channels=8, branches=2, reduction=4, min_dim=4, **kwargs):
        super().__init__(**kwargs)
        self._m = branches
        d = max(channels // reduction, min_dim)
        with self.name_scope():
            self.conv1 = nn.Conv2D(channels, 3, padding=1, dilation=1)
            self.conv2 = nn.Conv2D(channels, 3, padding=2, dilation=2)
            self.fc = nn.Dense(d, activation="relu")
            self.fc_a = nn.Dense(branches * channels)

    def hybrid_forward(self, F, x):
        b1, b2 = F.relu(self.conv1(x)), F.relu(self.conv2(x))
        u = b1 + b2
        z = self.fc(F.contrib.AdaptiveAvgPooling2D(u, output_size=1))
        att = F.softmax(self.fc_a(z).reshape((0, self._m, -1)), axis=1)
        feats = F.stack(b1, b2, axis=1)
        return F.sum(F.broadcast_mul(feats, att.reshape((0, 0, 0, 1, 1))), axis=1)


Net = SKConv
