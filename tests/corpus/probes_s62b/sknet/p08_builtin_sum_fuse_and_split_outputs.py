"""SKNet unit fusing a list of branch outputs with the builtin `sum(feats)` (from int 0, equal shapes), attention over branches stacked by `F.stack`, returning the selected map and the per-branch weights split by `F.split(..., squeeze_axis=True)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 8, 8)]


class SumSKConv(HybridBlock):
    def __init__(self, channels=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv1 = nn.Conv2D(channels, 3, padding=1)
            self.conv2 = nn.Conv2D(channels, 3, padding=2, dilation=2)
            self.fc = nn.Dense(4, activation="relu")
            self.fc_a1 = nn.Dense(channels)
            self.fc_a2 = nn.Dense(channels)

    def hybrid_forward(self, F, x):
        feats = [F.relu(self.conv1(x)), F.relu(self.conv2(x))]
        z = self.fc(F.mean(sum(feats), axis=(2, 3)))
        att = F.softmax(F.stack(self.fc_a1(z), self.fc_a2(z), axis=1), axis=1)
        out = F.sum(F.broadcast_mul(F.stack(*feats, axis=1), att.reshape((0, 0, 0, 1, 1))), axis=1)
        w1, w2 = F.split(att, num_outputs=2, axis=1, squeeze_axis=True)
        return out, w1, w2


Net = SumSKConv
