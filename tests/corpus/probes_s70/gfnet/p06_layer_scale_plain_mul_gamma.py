"""GFNet block with layer scale as in the PyTorch code, `x + gamma * mlp(norm(x))`: the (C,) gamma
Parameter times the (B, N, C) branch by a plain `*`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6)]


class PlainLayerScale(HybridBlock):
    def __init__(self, dim=6, init_values=1e-2, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.gamma = self.params.get("gamma", shape=(dim,), init="ones")
            self.norm = nn.LayerNorm()
            self.mlp = nn.HybridSequential()
            self.mlp.add(nn.Dense(12, activation="relu", flatten=False), nn.Dense(dim, flatten=False))

    def hybrid_forward(self, F, x, gamma):
        return x + gamma * self.mlp(self.norm(x))


Net = PlainLayerScale
