"""PointRend point head validating its inputs only when run imperatively: `if F is nd:` guards an `assert` on `fine.shape[-1] == coarse.shape[-1]` (never traced), then the Conv1D MLP on the concatenation."""
from mxnet import nd
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 5), (2, 3, 5)]


class CheckedPointHead(HybridBlock):
    def __init__(self, channels=8, num_classes=3, fc_dim=6, **kwargs):
        super(CheckedPointHead, self).__init__(**kwargs)
        with self.name_scope():
            self.fc = nn.Conv1D(fc_dim, 1, in_channels=channels + num_classes, activation="relu")
            self.predictor = nn.Conv1D(num_classes, 1, in_channels=fc_dim)

    def hybrid_forward(self, F, fine, coarse):
        if F is nd:
            assert fine.shape[-1] == coarse.shape[-1], "point counts differ"
        return self.predictor(self.fc(F.concat(fine, coarse, dim=1)))


Net = CheckedPointHead
