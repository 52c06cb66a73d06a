"""CRAFT head splitting the two-channel classifier output into region and affinity maps with `F.split(y, num_outputs=2, axis=1, squeeze_axis=True)` and also returning it channels-last via `transpose`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(1, 4, 8, 8)]


class SplitScoreHead(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.cls = nn.HybridSequential()
            self.cls.add(nn.Conv2D(8, 3, padding=1, activation="relu"),
                         nn.Conv2D(4, 1, activation="relu"), nn.Conv2D(2, 1))

    def hybrid_forward(self, F, feat):
        y = self.cls(feat)
        region, affinity = F.split(F.sigmoid(y), num_outputs=2, axis=1, squeeze_axis=True)
        return region, affinity, F.transpose(y, axes=(0, 2, 3, 1))


Net = SplitScoreHead
