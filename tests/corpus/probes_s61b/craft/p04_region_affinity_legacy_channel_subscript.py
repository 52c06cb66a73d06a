"""CRAFT head returning region and affinity score maps as the reference indexes them, `y[:, 0, :, :]` and `y[:, 1, :, :]` of the two-channel classifier output."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(1, 4, 8, 8)]


class SubscriptScoreHead(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.cls = nn.HybridSequential()
            self.cls.add(nn.Conv2D(8, 3, padding=1, activation="relu"),
                         nn.Conv2D(4, 1, activation="relu"), nn.Conv2D(2, 1))

    def hybrid_forward(self, F, feat):
        y = self.cls(feat)
        return F.sigmoid(y[:, 0, :, :]), F.sigmoid(y[:, 1, :, :])


Net = SubscriptScoreHead
