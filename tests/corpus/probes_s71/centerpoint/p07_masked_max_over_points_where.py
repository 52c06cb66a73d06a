"""Max over the points of a pillar with padded points pushed to -1e9 first: the (B, P, N, 1) mask
`broadcast_like`d to the features, `F.where`, `max(axis=2)`, then a python-valued `if self.use_norm`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 5, 4)]


class MaskedMax(HybridBlock):
    def __init__(self, units=8, use_norm=True, **kwargs):
        super().__init__(**kwargs)
        self.use_norm = use_norm
        with self.name_scope():
            self.fc = nn.Dense(units, flatten=False)
            self.norm = nn.LayerNorm()

    def hybrid_forward(self, F, points):
        mask = F.slice_axis(points, axis=-1, begin=3, end=4) > -0.5
        h = self.fc(points)
        if self.use_norm:
            h = self.norm(h)
        h = F.where(F.broadcast_like(mask, h), h, F.ones_like(h) * -1e9)
        return F.max(h, axis=2)


Net = MaskedMax
