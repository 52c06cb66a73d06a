"""CRAFT post-processing kept in the graph: region and affinity maps combined by `F.maximum`, thresholded against python floats from `__init__` with `F.where`, a python `if` choosing whether to return the binary map."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(1, 4, 8, 8)]


class ThresholdHead(HybridBlock):
    def __init__(self, text_threshold=0.6, link_threshold=0.4, binary=True, **kwargs):
        super().__init__(**kwargs)
        self._text = text_threshold
        self._link = link_threshold
        self._binary = binary
        with self.name_scope():
            self.cls = nn.Conv2D(2, 1)

    def hybrid_forward(self, F, feat):
        region, affinity = F.split(F.sigmoid(self.cls(feat)), num_outputs=2, axis=1)
        text = F.where(region > self._text, F.ones_like(region), F.zeros_like(region))
        link = F.where(affinity > self._link, F.ones_like(affinity), F.zeros_like(affinity))
        combined = F.clip(text + link, 0, 1)
        if self._binary:
            return combined
        return F.maximum(region, affinity)


Net = ThresholdHead
