"""Reroll for the decoder: unrolled (B, N, C) tokens folded back to the spatial layout by
`reshape((0, mu, mu, hu, hu, C))`, `transpose((0, 5, 3, 1, 4, 2))` and `reshape((0, C, H, W))` with the
sizes of the constructor, then a Conv2D head."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 16, 4)]


class Reroll(HybridBlock):
    def __init__(self, dim=4, tokens_hw=4, mu=2, **kwargs):
        super().__init__(**kwargs)
        self.dim, self.mu, self.hw = dim, mu, tokens_hw
        with self.name_scope():
            self.head = nn.Conv2D(3, 3, padding=1)

    def hybrid_forward(self, F, x):
        hu = self.hw // self.mu
        t = x.reshape((0, self.mu, self.mu, hu, hu, self.dim)).transpose((0, 5, 3, 1, 4, 2))
        return self.head(t.reshape((0, self.dim, self.hw, self.hw)))


Net = Reroll
