"""Unweighted FedAvg of stacked client outputs, `F.sum(stacked, axis=0) / len(stacked)` with the client count taken by `len()` of the stacked tensor."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 5)]


class MeanAggregation(HybridBlock):
    def __init__(self, num_clients=3, in_dim=5, out_dim=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.clients = nn.HybridSequential()
            for _ in range(num_clients):
                self.clients.add(nn.Dense(out_dim, in_units=in_dim))

    def hybrid_forward(self, F, x):
        stacked = F.stack(*[client(x) for client in self.clients], axis=0)
        return F.sum(stacked, axis=0) / len(stacked)


Net = MeanAggregation
