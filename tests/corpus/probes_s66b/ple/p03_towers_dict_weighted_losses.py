"""PLE towers per task held in a dict, predictions in a dict comprehension, labels gathered in a dict by
task name, and the weighted multi-task loss as the builtin `sum` of a list of `w * mean(square(p - y))`
with python loss weights from the constructor; (B, 1) predictions against (B, 1) labels."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6), (4, 1), (4, 1)]


class WeightedTaskLoss(HybridBlock):
    def __init__(self, tasks=("ctr", "cvr"), loss_weights=(1.0, 0.5), hidden=5, **kwargs):
        super().__init__(**kwargs)
        self.tasks = list(tasks)
        self.loss_weights = list(loss_weights)
        with self.name_scope():
            self.bottom = nn.Dense(hidden, activation="relu")
            self.towers = {}
            for t in self.tasks:
                self.towers[t] = nn.Dense(1)
                self.register_child(self.towers[t])

    def hybrid_forward(self, F, x, y_ctr, y_cvr):
        h = self.bottom(x)
        preds = {t: F.sigmoid(self.towers[t](h)) for t in self.tasks}
        labels = {"ctr": y_ctr, "cvr": y_cvr}
        losses = [w * F.mean(F.square(preds[t] - labels[t])) for t, w in zip(self.tasks, self.loss_weights)]
        return sum(losses), preds["ctr"]


Net = WeightedTaskLoss
