"""Per-example, per-task losses `(N, T)` weighted with a plain `*` by `F.exp(-log_vars).expand_dims(axis=0)` (`(1, T)`) from a `(T,)` Parameter."""
from mxnet import init
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6), (4, 3)]


class PrecisionWeighted(HybridBlock):
    def __init__(self, tasks=3, **kwargs):
        super(PrecisionWeighted, self).__init__(**kwargs)
        with self.name_scope():
            self.head = nn.Dense(tasks)
            self.log_vars = self.params.get("log_vars", shape=(tasks,), init=init.Uniform(0.5))

    def hybrid_forward(self, F, x, targets, log_vars):
        per_task = F.square(self.head(x) - targets)
        weighted = per_task * F.exp(-log_vars).expand_dims(axis=0)
        return F.mean(weighted) + F.sum(log_vars)


Net = PrecisionWeighted
