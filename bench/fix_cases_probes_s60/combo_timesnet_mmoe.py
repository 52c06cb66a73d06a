"""A forecaster with multi-task heads: the series folded by a constructor period with a pad from `F.zeros((B, pad, N))` when `T % p`, a 2-D conv, unfolded by `reshape((B, -1, N))[:, :T]`, then the last step `h[:, -1, :]` mixed by a softmax gate `g.reshape((B, E, 1))` over stacked experts."""
from mxnet.gluon import nn


INPUTS = [(2, 7, 3)]


class Net(nn.HybridBlock):
    def __init__(self, period=3, num_experts=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.period, self.num_experts = period, num_experts
        with self.name_scope():
            self.conv = nn.Conv2D(3, 3, padding=1, in_channels=3)
            self.experts = nn.HybridSequential()
            for _ in range(num_experts):
                self.experts.add(nn.Dense(4, in_units=3))
            self.gate = nn.Dense(num_experts, in_units=3)
            self.head = nn.Dense(1, in_units=4)

    def hybrid_forward(self, F, x):
        B, T, N = x.shape
        p = self.period
        h = x
        if T % p:
            h = F.concat(h, F.zeros((B, p - T % p, N)), dim=1)
        g2 = h.reshape((B, -1, p, N)).transpose((0, 3, 1, 2))
        h = self.conv(g2).transpose((0, 2, 3, 1)).reshape((B, -1, N))[:, :T]
        last = h[:, -1, :]
        experts = F.stack(*[e(last) for e in self.experts], axis=1)
        g = F.softmax(self.gate(last), axis=-1).reshape((B, self.num_experts, 1))
        return self.head(F.sum(experts * g, axis=1))
