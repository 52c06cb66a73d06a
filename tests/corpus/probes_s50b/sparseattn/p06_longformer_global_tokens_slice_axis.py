"""Longformer-style global tokens: the first `n_global` positions (taken by `slice_axis` with a constructor count) attend to every token, and their outputs replace the local ones by `concat` with the remaining positions."""
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
        g = F.slice_axis(x, axis=1, begin=0, end=self.n_global)
        rest = F.slice_axis(x, axis=1, begin=self.n_global, end=None)
        scores = F.batch_dot(self.q_global(g), self.k_global(x), transpose_b=True)
        g_out = F.batch_dot(F.softmax(scores, axis=-1), x)
        return F.concat(g_out, self.local(rest), dim=1)
