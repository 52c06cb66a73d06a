"""FocalNet gated aggregation collected as a python list of `F.broadcast_mul` terms (one per level, gates by `F.slice_axis`) and summed by `F.add_n(*terms)`, the modulator a 1x1 conv, `q * modulator` of equal shapes."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 10, 4, 4)]


class AddNFocal(HybridBlock):
    def __init__(self, dim=4, focal_level=2, **kwargs):
        super().__init__(**kwargs)
        self._dim, self._levels = dim, focal_level
        self.layers = nn.HybridSequential()
        for l in range(focal_level):
            self.layers.add(nn.Conv2D(dim, 3, padding=1, groups=dim, in_channels=dim))
        self.h = nn.Conv2D(dim, 1, in_channels=dim)

    def hybrid_forward(self, F, x):
        q = F.slice_axis(x, axis=1, begin=0, end=self._dim)
        ctx = F.slice_axis(x, axis=1, begin=self._dim, end=2 * self._dim)
        terms = []
        for l, layer in enumerate(self.layers):
            ctx = F.relu(layer(ctx))
            gate = F.slice_axis(x, axis=1, begin=2 * self._dim + l, end=2 * self._dim + l + 1)
            terms.append(F.broadcast_mul(ctx, gate))
        return q * self.h(F.add_n(*terms))


Net = AddNFocal
