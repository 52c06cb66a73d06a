"""Client-weighted average of per-client losses: each client's mean loss weighted by its python sample count and divided by `float(sum(self.counts))`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 5), (3, 4)]


class WeightedClientLoss(HybridBlock):
    def __init__(self, counts=(10, 30, 20), in_dim=5, out_dim=4, **kwargs):
        super().__init__(**kwargs)
        self.counts = list(counts)
        with self.name_scope():
            self.clients = nn.HybridSequential()
            for _ in counts:
                self.clients.add(nn.Dense(out_dim, in_units=in_dim))

    def hybrid_forward(self, F, x, target):
        losses = []
        for n, client in zip(self.counts, self.clients):
            losses.append(n * F.mean(F.square(client(x) - target)))
        return F.add_n(*losses) / float(sum(self.counts))


Net = WeightedClientLoss
