"""SwAV multi-crop with the crops passed as one stacked (V, N, d) tensor and iterated `for crop in crops:` -- iteration over a tensor (a traced symbol yields itself once)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 2, 8)]


class IterCrops(HybridBlock):
    def __init__(self, dim=8, **kwargs):
        super(IterCrops, self).__init__(**kwargs)
        with self.name_scope():
            self.head = nn.Dense(dim, in_units=dim)

    def hybrid_forward(self, F, crops):
        outs = [F.L2Normalization(self.head(crop)) for crop in crops]
        return F.concat(*outs, dim=0)


Net = IterCrops
