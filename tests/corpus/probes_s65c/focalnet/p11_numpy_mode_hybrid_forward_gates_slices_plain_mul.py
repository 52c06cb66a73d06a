"""FocalNet gated aggregation for numpy mode in a `hybrid_forward` (`npx.set_np()`): gates by basic slicing `gates[:, l:l + 1]` of a numpy symbol, a plain `*` broadcasting the one-channel gate, `F.npx.relu`."""
from mxnet import npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(2, 6, 4, 4)]


class NumpyGateFocal(HybridBlock):
    def __init__(self, dim=4, focal_level=2, **kwargs):
        super().__init__(**kwargs)
        self._dim = dim
        self.layers = nn.HybridSequential()
        for l in range(focal_level):
            self.layers.add(nn.Conv2D(dim, 3, padding=1, groups=dim, in_channels=dim))

    def hybrid_forward(self, F, x):
        ctx, gates = x[:, :self._dim], x[:, self._dim:]
        ctx_all = F.np.zeros_like(ctx)
        for l, layer in enumerate(self.layers):
            ctx = F.npx.relu(layer(ctx))
            ctx_all = ctx_all + ctx * gates[:, l:l + 1]
        return ctx_all


Net = NumpyGateFocal
