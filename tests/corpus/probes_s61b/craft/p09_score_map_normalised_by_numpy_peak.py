"""CRAFT score map normalised for display-free thresholding by its peak, `peak = score.max().asnumpy().item()` taken to python before dividing."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(1, 4, 8, 8)]


class PeakNormalisedHead(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.cls = nn.Conv2D(2, 1)

    def hybrid_forward(self, F, feat):
        score = F.sigmoid(self.cls(feat))
        peak = score.max().asnumpy().item()
        return score / peak


Net = PeakNormalisedHead
