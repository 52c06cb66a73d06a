"""FedProx proximal term that reads the child layer's weight with `self.fc.weight.data()` inside `hybrid_forward`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 4)]

GLOBAL_W = [[0.1 * (i - j) for j in range(4)] for i in range(2)]


class FedProxModel(HybridBlock):
    def __init__(self, in_dim=4, out_dim=2, mu=0.01, **kwargs):
        super().__init__(**kwargs)
        self.mu = mu
        with self.name_scope():
            self.fc = nn.Dense(out_dim, in_units=in_dim)
            self.global_w = self.params.get_constant("global_w", GLOBAL_W)

    def hybrid_forward(self, F, x, global_w):
        prox = self.mu / 2 * F.sum(F.square(self.fc.weight.data() - global_w))
        return self.fc(x), prox


Net = FedProxModel
