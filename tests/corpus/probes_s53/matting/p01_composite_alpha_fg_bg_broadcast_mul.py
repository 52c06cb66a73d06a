"""Compositing head: a one-channel alpha from a sigmoid and three-channel foreground/background predictions, `I = alpha F + (1 - alpha) B` by `broadcast_mul`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8)]


class Compositor(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.alpha = nn.Conv2D(1, 3, padding=1)
            self.fg = nn.Conv2D(3, 3, padding=1)
            self.bg = nn.Conv2D(3, 3, padding=1)

    def hybrid_forward(self, F, img):
        a = F.sigmoid(self.alpha(img))
        fg, bg = F.sigmoid(self.fg(img)), F.sigmoid(self.bg(img))
        comp = F.broadcast_mul(a, fg) + F.broadcast_mul(1 - a, bg)
        return a, comp


Net = Compositor
