"""Learned client mixing: the softmaxed (K,) weight Parameter indexed `alpha[k]` per client inside the aggregation loop."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 5)]


class LearnedAggregation(HybridBlock):
    def __init__(self, num_clients=3, in_dim=5, out_dim=4, **kwargs):
        super().__init__(**kwargs)
        self.num_clients = num_clients
        with self.name_scope():
            self.mix = self.params.get("mix", shape=(num_clients,), init="zeros")
            self.clients = nn.HybridSequential()
            for _ in range(num_clients):
                self.clients.add(nn.Dense(out_dim, in_units=in_dim))

    def hybrid_forward(self, F, x, mix):
        alpha = F.softmax(mix)
        out = F.zeros_like(self.clients[0](x))
        for k in range(self.num_clients):
            out = out + F.broadcast_mul(alpha[k], self.clients[k](x))
        return out


Net = LearnedAggregation
