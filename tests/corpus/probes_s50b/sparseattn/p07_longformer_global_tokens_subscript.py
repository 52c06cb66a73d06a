"""Longformer-style global tokens taken by subscripts `x[:, :self.n_global]` and `x[:, self.n_global:]` (the PyTorch port), attended over the whole sequence and concatenated back."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 10, 8)]


class Net(HybridBlock):
    def __init__(self, units=8, n_global=2, **kwargs):
        super().__init__(**kwargs)
        self.n_global = n_global
        with self.name_scope():
            self.q_global = nn.Dense(units, flatten=False, in_units=units)
            self.k_global = nn.Dense(units, flatten=False, in_units=units)
            self.local = nn.Dense(units, flatten=False, in_units=units)

    def hybrid_forward(self, F, x):
        g, rest = x[:, :self.n_global], x[:, self.n_global:]
        scores = F.batch_dot(self.q_global(g), self.k_global(x), transpose_b=True)
        g_out = F.batch_dot(F.softmax(scores, axis=-1), x)
        return F.concat(g_out, self.local(rest), dim=1)
