"""A bidirectional QRNN: the backward direction runs f-pooling on the reversed sequence `x[:, :, ::-1]` and its output is reversed back with `[:, :, ::-1]` before the two directions are concatenated on channels."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4)]


class Net(nn.HybridBlock):
    def __init__(self, hidden=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.fwd = nn.Conv1D(2 * hidden, 1, in_channels=3)
            self.bwd = nn.Conv1D(2 * hidden, 1, in_channels=3)

    def _pool(self, F, gates, steps):
        z, f = F.split(gates, num_outputs=2, axis=1)
        z, f = F.tanh(z), F.sigmoid(f)
        h = 0
        outs = []
        for t in range(steps):
            ft = F.slice_axis(f, axis=2, begin=t, end=t + 1)
            h = ft * h + (1 - ft) * F.slice_axis(z, axis=2, begin=t, end=t + 1)
            outs.append(h)
        return F.concat(*outs, dim=2)

    def hybrid_forward(self, F, x):
        fw = self._pool(F, self.fwd(x), 4)
        bw = self._pool(F, self.bwd(x[:, :, ::-1]), 4)[:, :, ::-1]
        return F.concat(fw, bw, dim=1)
