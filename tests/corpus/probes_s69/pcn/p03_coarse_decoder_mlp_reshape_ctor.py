"""PCN coarse decoder: an MLP from the (B, G) global feature to M*3 values and the reshape `(-1, M, 3)`
with the coarse point count M from the constructor."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 32)]


class CoarseDecoder(HybridBlock):
    def __init__(self, num_coarse=8, hidden=64, **kwargs):
        super().__init__(**kwargs)
        self.num_coarse = num_coarse
        with self.name_scope():
            self.mlp = nn.HybridSequential()
            self.mlp.add(nn.Dense(hidden, activation="relu"), nn.Dense(hidden, activation="relu"),
                         nn.Dense(num_coarse * 3))

    def hybrid_forward(self, F, g):
        return self.mlp(g).reshape((-1, self.num_coarse, 3))


Net = CoarseDecoder
