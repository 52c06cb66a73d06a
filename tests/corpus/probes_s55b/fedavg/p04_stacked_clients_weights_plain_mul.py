"""Learned client mixing over stacked (K, N, O) outputs with the (K, 1, 1) weights applied by the plain `*`."""
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
        w = F.softmax(mix).reshape((-1, 1, 1))
        return (w * outs).sum(axis=0)


Net = StackedAggregation
