"""PLE's extraction layer: task-specific and shared experts concatenated along a new axis by `F.stack(*(task + shared), axis=1)`, the gate sized `len(task) + len(shared)`, the mixture by `F.sum(experts * g.reshape((0, -1, 1)), axis=1)`, and the task probability thresholded on the host by `(p.asnumpy() > 0.5).mean()` into a returned ratio."""
from mxnet.gluon import nn


INPUTS = [(4, 5)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.task = nn.HybridSequential()
            self.shared = nn.HybridSequential()
            for _ in range(2):
                self.task.add(nn.Dense(3, in_units=5))
                self.shared.add(nn.Dense(3, in_units=5))
            self.gate = nn.Dense(4, in_units=5)
            self.tower = nn.Dense(1, in_units=3)

    def hybrid_forward(self, F, x):
        experts = F.stack(*([e(x) for e in self.task] + [e(x) for e in self.shared]), axis=1)
        g = F.softmax(self.gate(x), axis=-1)
        mixed = F.sum(experts * g.reshape((0, -1, 1)), axis=1)
        p = F.sigmoid(self.tower(mixed))
        if (p.asnumpy() > 0.5).mean() > 0.99:
            p = p * 0.99
        return p
