"""A Conformer block's macaron FFNs (`x + 0.5 * ff(x)` twice around the attention) with a streaming-style attention replaced by a causal running mean computed in a python loop over the time steps `x[:, t]` for `t in range(x.shape[1])`, stacked back on axis 1."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, dim=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.ff1 = nn.HybridSequential()
            self.ff1.add(nn.LayerNorm(in_channels=dim), nn.Dense(2 * dim, flatten=False, in_units=dim),
                         nn.Swish(), nn.Dense(dim, flatten=False, in_units=2 * dim))
            self.ff2 = nn.HybridSequential()
            self.ff2.add(nn.LayerNorm(in_channels=dim), nn.Dense(2 * dim, flatten=False, in_units=dim),
                         nn.Swish(), nn.Dense(dim, flatten=False, in_units=2 * dim))
            self.norm = nn.LayerNorm(in_channels=dim)

    def hybrid_forward(self, F, x):
        x = x + 0.5 * self.ff1(x)
        steps = []
        acc = F.zeros_like(x[:, 0])
        for t in range(x.shape[1]):
            acc = acc + x[:, t]
            steps.append(acc / (t + 1))
        x = x + F.stack(*steps, axis=1)
        x = x + 0.5 * self.ff2(x)
        return self.norm(x)
