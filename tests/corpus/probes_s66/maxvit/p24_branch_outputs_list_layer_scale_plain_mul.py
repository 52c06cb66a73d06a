"""MaxViT's block and grid branches collected in a python list and summed with a (C,) layer-scale Parameter
applied to each (N, H, W, C) channels-last output by a plain `*` (broadcasts eagerly; the traced elementwise
product needs equal shapes)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 4, 4)]


class LayerScaleBranches(HybridBlock):
    def __init__(self, dims=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.block_mlp = nn.Dense(dims, flatten=False, in_units=dims)
            self.grid_mlp = nn.Dense(dims, flatten=False, in_units=dims)
            self.gamma = self.params.get("gamma", shape=(dims,), init="ones")

    def hybrid_forward(self, F, x, gamma):
        h = F.transpose(x, axes=(0, 2, 3, 1))
        outs = [self.block_mlp(h), self.grid_mlp(h)]
        y = h
        for o in outs:
            y = y + o * gamma
        return F.transpose(y, axes=(0, 3, 1, 2))


Net = LayerScaleBranches
