"""Multi-task loss with per-task losses in a dict keyed by task (`F.mean` over everything, shape (1,)),
each task's log-variance cut from a (T,) Parameter by `F.slice_axis(..., begin=i, end=i + 1)` (shape
(1,)), `F.exp(-lv) * loss + lv` per task and python weights from a dict, summed by `F.add_n`."""
import mxnet as mx
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6), (4, 1), (4, 1)]


class DictTaskLosses(HybridBlock):
    def __init__(self, tasks=("ctr", "cvr"), weights=None, hidden=5, **kwargs):
        super().__init__(**kwargs)
        self.tasks = list(tasks)
        self.weights = dict(weights or {"ctr": 1.0, "cvr": 2.0})
        with self.name_scope():
            self.bottom = nn.Dense(hidden, activation="relu")
            self.towers = nn.HybridSequential()
            for _ in self.tasks:
                self.towers.add(nn.Dense(1))
            self.log_vars = self.params.get("log_vars", shape=(len(self.tasks),), init=mx.init.Zero())

    def hybrid_forward(self, F, x, y_ctr, y_cvr, log_vars):
        h = self.bottom(x)
        labels = {"ctr": y_ctr, "cvr": y_cvr}
        losses = {t: F.mean(F.square(tower(h) - labels[t])) for t, tower in zip(self.tasks, self.towers)}
        terms = []
        for i, t in enumerate(self.tasks):
            lv = F.slice_axis(log_vars, axis=0, begin=i, end=i + 1)
            terms.append(self.weights[t] * (F.exp(-lv) * losses[t] + lv))
        return F.add_n(*terms)


Net = DictTaskLosses
