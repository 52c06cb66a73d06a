"""All task logits from one Dense reshaped to `(x.shape[0], self.tasks, -1)`, the batch size read off the input."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6)]


class StackedTaskLogits(HybridBlock):
    def __init__(self, tasks=3, classes=2, **kwargs):
        super(StackedTaskLogits, self).__init__(**kwargs)
        self.tasks = tasks
        with self.name_scope():
            self.head = nn.Dense(tasks * classes)

    def hybrid_forward(self, F, x):
        logits = self.head(x).reshape((x.shape[0], self.tasks, -1))
        return F.softmax(logits, axis=-1)


Net = StackedTaskLogits
