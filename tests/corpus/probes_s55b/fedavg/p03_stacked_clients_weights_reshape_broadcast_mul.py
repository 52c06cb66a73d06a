"""Learned client mixing over stacked outputs: `F.stack` to (K, N, O), the softmaxed (K,) weights reshaped to (K, 1, 1) and applied by `broadcast_mul`, summed over clients."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 5)]


class StackedAggregation(HybridBlock):
    def __init__(self, num_clients=3, in_dim=5, out_dim=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.mix = self.params.get("mix", shape=(num_clients,), init="uniform")
            self.clients = nn.HybridSequential()
            for _ in range(num_clients):
                self.clients.add(nn.Dense(out_dim, in_units=in_dim))

    def hybrid_forward(self, F, x, mix):
        outs = F.stack(*[client(x) for client in self.clients], axis=0)
        w = F.reshape(F.softmax(mix), shape=(-1, 1, 1))
        return F.sum(F.broadcast_mul(w, outs), axis=0)


Net = StackedAggregation
