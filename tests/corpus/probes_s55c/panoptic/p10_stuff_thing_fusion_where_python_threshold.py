"""Panoptic fusion over a python list of heads: the foreground score compared with a python threshold picks instance scores or zeros through `F.where`, the per-head results stacked."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6, 6)]


class Fusion(HybridBlock):
    def __init__(self, heads=3, threshold=0.5, **kwargs):
        super().__init__(**kwargs)
        self.threshold = threshold
        with self.name_scope():
            self.fg = nn.Conv2D(1, 1)
            self.heads = nn.HybridSequential()
            for _ in range(heads):
                self.heads.add(nn.Conv2D(1, 3, padding=1))

    def hybrid_forward(self, F, feat):
        fg = F.sigmoid(self.fg(feat))
        outs = []
        for head in self.heads:
            score = F.sigmoid(head(feat))
            outs.append(F.where(fg > self.threshold, score, F.zeros_like(score)))
        return F.stack(*outs, axis=1)


Net = Fusion
