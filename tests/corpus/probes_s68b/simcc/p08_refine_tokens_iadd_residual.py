"""A stack of joint-token refinement layers that adds each layer's output to the tokens with `+=`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8)]


class IaddRefine(HybridBlock):
    def __init__(self, dim=8, depth=2, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.proj = nn.Dense(dim, flatten=False)
            self.layers = nn.HybridSequential()
            for _ in range(depth):
                self.layers.add(nn.Dense(dim, flatten=False, activation="relu"))

    def hybrid_forward(self, F, tokens):
        h = self.proj(tokens)
        for layer in self.layers:
            h += layer(h)
        return h


Net = IaddRefine
