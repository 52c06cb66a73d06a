"""EfficientFormer Meta4D block (timm port): the pooling token mixer `pool(x) - x` (AvgPool2D 3/1/1 without padded counts; same shape), layer-scale vectors (C,) reshaped to (1, C, 1, 1) and applied by `F.broadcast_mul`, a conv MLP residual."""
from mxnet import init
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 6, 6)]


class Meta4D(HybridBlock):
    def __init__(self, dim=8, **kwargs):
        super().__init__(**kwargs)
        self.pool = nn.AvgPool2D(3, 1, 1, count_include_pad=False)
        self.mlp = nn.HybridSequential()
        self.mlp.add(nn.Conv2D(2 * dim, 1, in_channels=dim, activation="relu"), nn.Conv2D(dim, 1, in_channels=2 * dim))
        self.ls1 = self.params.get("ls1", shape=(dim,), init=init.Constant(1e-1))
        self.ls2 = self.params.get("ls2", shape=(dim,), init=init.Constant(1e-1))

    def hybrid_forward(self, F, x, ls1, ls2):
        x = x + F.broadcast_mul(ls1.reshape((1, -1, 1, 1)), self.pool(x) - x)
        return x + F.broadcast_mul(ls2.reshape((1, -1, 1, 1)), self.mlp(x))


Net = Meta4D
