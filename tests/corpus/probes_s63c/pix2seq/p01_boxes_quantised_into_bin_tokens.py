"""Pix2Seq box tokenisation: normalised (N, B, 4) coordinates clipped to [0, 1] by `F.clip`, quantised by `F.round(x * (n_bins - 1))`, shifted by the configured coordinate-vocab offset, flattened to (N, 4B) by a reshape code and embedded."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 4)]


class BoxTokens(HybridBlock):
    def __init__(self, n_bins=10, offset=5, units=8, **kwargs):
        super(BoxTokens, self).__init__(**kwargs)
        self.n_bins, self.offset = n_bins, offset
        with self.name_scope():
            self.emb = nn.Embedding(n_bins + offset, units)

    def hybrid_forward(self, F, boxes):
        unit = F.clip((boxes + 1) * 0.5, 0, 1)
        tokens = F.round(unit * (self.n_bins - 1)) + self.offset
        return self.emb(tokens.reshape((0, -1)))


Net = BoxTokens
