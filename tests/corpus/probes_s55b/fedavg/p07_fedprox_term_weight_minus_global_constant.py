"""FedProx proximal term in the block: the layer's own weight Parameter minus the global model's weight kept as `get_constant` (equal shapes), `mu / 2 * sum(square(.))` returned beside the output."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 4)]

GLOBAL_W = [[0.1 * (i - j) for j in range(4)] for i in range(2)]


class FedProxLinear(HybridBlock):
    def __init__(self, in_dim=4, out_dim=2, mu=0.01, **kwargs):
        super().__init__(**kwargs)
        self.mu = mu
        with self.name_scope():
            self.weight = self.params.get("weight", shape=(out_dim, in_dim), init="normal")
            self.global_w = self.params.get_constant("global_w", GLOBAL_W)

    def hybrid_forward(self, F, x, weight, global_w):
        out = F.FullyConnected(x, weight, num_hidden=2, no_bias=True)
        prox = self.mu / 2 * F.sum(F.square(weight - global_w))
        return out, prox


Net = FedProxLinear
