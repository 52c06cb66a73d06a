"""ESIM alignment written one example at a time: `for i in range(len(a))` walks the batch, aligning `a[i]` with `b[i]` by `dot(..., transpose_b=True)`, and the per-example results are stacked."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 7, 6), (2, 5, 6)]


class Net(HybridBlock):
    def __init__(self, hidden=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.project = nn.Dense(hidden, flatten=False)

    def hybrid_forward(self, F, a, b):
        outs = []
        for i in range(len(a)):
            e = F.dot(a[i], b[i], transpose_b=True)
            outs.append(F.dot(F.softmax(e, axis=-1), b[i]))
        a_tilde = F.stack(*outs, axis=0)
        return self.project(a - a_tilde)
