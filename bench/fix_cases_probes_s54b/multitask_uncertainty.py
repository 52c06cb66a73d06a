"""Homoscedastic uncertainty weighting of two task losses: a (2,) log-variance Parameter indexed per task inside a loop that adds each weighted loss to the total with +=."""
from mxnet.gluon import nn


INPUTS = [(4, 3), (4, 2), (4, 1)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.shared = nn.Dense(5, in_units=3, activation='relu')
            self.reg = nn.Dense(2, in_units=5)
            self.cls = nn.Dense(1, in_units=5)
            self.log_vars = self.params.get('log_vars', shape=(2,), init='zeros')

    def hybrid_forward(self, F, x, y_reg, y_cls, log_vars):
        h = self.shared(x)
        losses = [((self.reg(h) - y_reg) ** 2).mean(),
                  F.relu(1 - self.cls(h) * F.sign(y_cls)).mean()]
        total = 0
        for i, l in enumerate(losses):
            total += F.exp(-log_vars[i]) * l + log_vars[i]
        return total
