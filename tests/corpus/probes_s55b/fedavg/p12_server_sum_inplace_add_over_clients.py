"""Server-side aggregation that accumulates client outputs with `agg += self.clients[k](x)` before dividing by the client count."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 5)]


class SumAggregation(HybridBlock):
    def __init__(self, num_clients=3, in_dim=5, out_dim=4, **kwargs):
        super().__init__(**kwargs)
        self.num_clients = num_clients
        with self.name_scope():
            self.clients = nn.HybridSequential()
            for _ in range(num_clients):
                self.clients.add(nn.Dense(out_dim, in_units=in_dim))

    def hybrid_forward(self, F, x):
        agg = self.clients[0](x)
        for k in range(1, self.num_clients):
            agg += self.clients[k](x)
        return agg / self.num_clients


Net = SumAggregation
