"""APPNP keeping its states in a dict of tensors (`{"h0": ..., "h": ...}`) inside a method `run(F, a_hat, h0)`,
updated by key in the loop; the method returns the dict and `hybrid_forward` reads it by literal keys."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(6, 5), (6, 6)]


class DictStateAPPNP(HybridBlock):
    def __init__(self, num_nodes=6, classes=3, K=3, alpha=0.15, **kwargs):
        super().__init__(**kwargs)
        self.N, self.K, self.alpha = num_nodes, K, alpha
        with self.name_scope():
            self.lin = nn.Dense(classes)

    def run(self, F, a_hat, h0):
        state = {"h0": h0, "h": h0}
        for _ in range(self.K):
            state["h"] = (1 - self.alpha) * F.dot(a_hat, state["h"]) + self.alpha * state["h0"]
        return state

    def hybrid_forward(self, F, x, adj):
        a = (adj > 0) + F.eye(self.N)
        dinv = F.rsqrt(a.sum(axis=1))
        a_hat = F.broadcast_mul(F.broadcast_mul(dinv.expand_dims(1), a), dinv.expand_dims(0))
        state = self.run(F, a_hat, self.lin(x))
        return state["h"], state["h0"]


Net = DictStateAPPNP
