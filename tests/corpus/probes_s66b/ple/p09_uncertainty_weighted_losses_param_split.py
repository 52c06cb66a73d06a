"""Multi-task loss weighted by learned homoscedastic uncertainty: a (T,) `log_vars` Parameter split into
(1,) pieces, each task's (1,) mean squared error scaled by `exp(-log_var)` plus `log_var`, summed by
`F.add_n` over a list built by zipping predictions, labels and pieces."""
import mxnet as mx
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6), (4, 1), (4, 1)]


class UncertaintyWeightedPLE(HybridBlock):
    def __init__(self, n_tasks=2, hidden=5, **kwargs):
        super().__init__(**kwargs)
        self.n_tasks = n_tasks
        with self.name_scope():
            self.bottom = nn.Dense(hidden, activation="relu")
            self.towers = nn.HybridSequential()
            for _ in range(n_tasks):
                self.towers.add(nn.Dense(1))
            self.log_vars = self.params.get("log_vars", shape=(n_tasks,), init=mx.init.Zero())

    def hybrid_forward(self, F, x, y1, y2, log_vars):
        h = self.bottom(x)
        preds = [tower(h) for tower in self.towers]
        pieces = F.split(log_vars, num_outputs=self.n_tasks, axis=0)
        terms = [F.exp(-lv) * F.mean(F.square(p - y)) + lv for p, y, lv in zip(preds, (y1, y2), pieces)]
        return F.add_n(*terms), preds[0]


Net = UncertaintyWeightedPLE
