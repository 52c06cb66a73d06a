"""Attention U-Net segmentation head: per-pixel class scores flattened by reshape codes `(0, 0, -3)` and moved to (N, HW, C) for a softmax over classes; with `deep_supervision=True` (the default) the coarser level's scores are upsampled and returned too (a python `if` on the flag)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8, 8), (2, 6, 4, 4)]


class AttUNetHead(HybridBlock):
    def __init__(self, classes=3, deep_supervision=True, **kwargs):
        super().__init__(**kwargs)
        self._ds = deep_supervision
        self.out = nn.Conv2D(classes, 1)
        self.aux = nn.Conv2D(classes, 1)

    def scores(self, F, logits):
        return F.softmax(logits.reshape((0, 0, -3)).transpose((0, 2, 1)), axis=-1)

    def hybrid_forward(self, F, fine, coarse):
        main = self.scores(F, self.out(fine))
        if self._ds:
            aux = F.contrib.BilinearResize2D(self.aux(coarse), like=fine, mode="like")
            return main, self.scores(F, aux)
        return main


Net = AttUNetHead
