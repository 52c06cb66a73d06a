"""Multi-label targets with missing entries marked negative: mask `targets >= 0`, squared errors masked with a same-shape `*`, summed and divided by the mask count plus one."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6), (4, 3)]


class MaskedTasks(HybridBlock):
    def __init__(self, tasks=3, **kwargs):
        super(MaskedTasks, self).__init__(**kwargs)
        with self.name_scope():
            self.head = nn.Dense(tasks)

    def hybrid_forward(self, F, x, targets):
        pred = self.head(x)
        mask = targets >= 0
        err = mask * F.square(pred - targets)
        return F.sum(err) / (F.sum(mask) + 1.0)


Net = MaskedTasks
