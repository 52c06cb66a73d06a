"""Several regression heads over a shared trunk: their outputs concatenated and regrouped into (batch, heads, dim) by the batch size and the head count taken with len()."""
from mxnet.gluon import nn


INPUTS = [(3, 4)]


class Net(nn.HybridBlock):
    def __init__(self, tasks=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.trunk = nn.Dense(6, in_units=4, activation='tanh')
            self.heads = nn.HybridSequential()
            for _ in range(tasks):
                self.heads.add(nn.Dense(2, in_units=6))

    def hybrid_forward(self, F, x):
        h = self.trunk(x)
        outs = [head(h) for head in self.heads]
        return F.concat(*outs, dim=1).reshape((x.shape[0], len(self.heads), -1))
