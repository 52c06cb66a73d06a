"""GraphSAGE layer whose aggregator is chosen by a constructor string from a module-level dict of helper
functions taking F (`{'mean': mean_agg, 'max': max_agg, 'sum': sum_agg}`), applied to the (n1, K, C)
neighbours `take`n by the fan-out index input; the self features concatenated, Dense(relu), L2 norm."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(8, 5), (3, 4)]


def mean_agg(F, neigh):
    return F.mean(neigh, axis=1)


def max_agg(F, neigh):
    return F.max(neigh, axis=1)


def sum_agg(F, neigh):
    return F.sum(neigh, axis=1)


AGGREGATORS = {"mean": mean_agg, "max": max_agg, "sum": sum_agg}


class NamedAggregator(HybridBlock):
    def __init__(self, aggregator="max", num_nodes=8, num_targets=3, dim=6, **kwargs):
        super().__init__(**kwargs)
        self.agg = AGGREGATORS[aggregator]
        self.num_nodes, self.num_targets = num_nodes, num_targets
        with self.name_scope():
            self.fc = nn.Dense(dim, activation="relu")

    def hybrid_forward(self, F, feats, nbr):
        idx = F.clip(F.floor((nbr + 1) * 0.5 * self.num_nodes), 0, self.num_nodes - 1)
        neigh = self.agg(F, F.take(feats, idx))
        h = self.fc(F.concat(F.slice_axis(feats, axis=0, begin=0, end=self.num_targets), neigh, dim=1))
        return F.L2Normalization(h, mode="instance")


Net = NamedAggregator
