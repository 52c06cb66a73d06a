"""Compositing loss with the one-channel alpha multiplying the RGB foreground by a plain `*`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8)]


class CompositionLoss(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.alpha = nn.Conv2D(1, 3, padding=1)
            self.fg = nn.Conv2D(3, 3, padding=1)
            self.bg = nn.Conv2D(3, 3, padding=1)

    def hybrid_forward(self, F, img):
        a = F.sigmoid(self.alpha(img))
        comp = a * F.sigmoid(self.fg(img)) + (1 - a) * F.sigmoid(self.bg(img))
        return F.mean(F.abs(comp - img))


Net = CompositionLoss
