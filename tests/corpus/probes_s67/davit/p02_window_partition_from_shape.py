"""Window partition written from the timm function: `B, H, W, C = x.shape` then
`x.reshape((B, H // ws, ws, W // ws, ws, C))`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 4, 4)]


class ShapePartition(HybridBlock):
    def __init__(self, dim=8, ws=2, **kwargs):
        super().__init__(**kwargs)
        self.ws = ws
        with self.name_scope():
            self.mix = nn.Dense(dim, flatten=False)

    def hybrid_forward(self, F, x):
        x = x.transpose((0, 2, 3, 1))
        B, H, W, C = x.shape
        t = x.reshape((B, H // self.ws, self.ws, W // self.ws, self.ws, C)).transpose((0, 1, 3, 2, 4, 5))
        return self.mix(t.reshape((-1, self.ws * self.ws, C)))


Net = ShapePartition
