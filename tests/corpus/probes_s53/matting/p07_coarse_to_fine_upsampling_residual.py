"""Coarse-to-fine matting: alpha predicted at half resolution after average pooling, brought back by nearest `F.UpSampling(scale=2)` and corrected by a full-resolution residual, clipped to [0, 1]."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8, 8)]


class CoarseToFine(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.coarse = nn.Conv2D(1, 3, padding=1)
            self.fine = nn.Conv2D(1, 3, padding=1)

    def hybrid_forward(self, F, x):
        low = F.Pooling(x, kernel=(2, 2), stride=(2, 2), pool_type="avg")
        coarse = F.sigmoid(self.coarse(low))
        up = F.UpSampling(coarse, scale=2, sample_type="nearest")
        fine = up + 0.1 * F.tanh(self.fine(F.concat(x, up, dim=1)))
        return F.clip(fine, 0, 1)


Net = CoarseToFine
