"""Longformer's `_chunk`: the padded sequence split into windows of `2 * w` that overlap by `w`,
collected in a python loop `for i in range(x.shape[1] // w - 1)` of slices `x[:, i * w:(i + 2) * w]`
and stacked on a new chunk axis; each chunk attends to itself and the halves are averaged back."""
from mxnet.gluon import nn


INPUTS = [(2, 8, 4)]


class Net(nn.HybridBlock):
    def __init__(self, d=4, window=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.w = window
        with self.name_scope():
            self.proj = nn.Dense(d, in_units=d, flatten=False)

    def hybrid_forward(self, F, x):
        w = self.w
        h = self.proj(x)
        chunks = []
        for i in range(x.shape[1] // w - 1):
            chunks.append(h[:, i * w:(i + 2) * w])
        c = F.stack(*chunks, axis=1)
        scores = F.softmax(F.batch_dot(c.reshape((-3, 0, 0)), c.reshape((-3, 0, 0)), transpose_b=True), axis=-1)
        ctx = F.batch_dot(scores, c.reshape((-3, 0, 0))).reshape((x.shape[0], len(chunks), 2 * w, -1))
        return ctx.mean(axis=1)
