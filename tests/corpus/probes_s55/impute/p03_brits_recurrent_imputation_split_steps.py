"""BRITS-style recurrent imputation over a python sequence length: steps by `split(squeeze_axis=True)`, a history regression per step, the complement vector fed back, estimates stacked on the time axis."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 3), (2, 5, 3)]


class RITS(HybridBlock):
    def __init__(self, seq_len=5, num_features=3, hidden=6, **kwargs):
        super().__init__(**kwargs)
        self.seq_len = seq_len
        self.hidden = hidden
        with self.name_scope():
            self.hist = nn.Dense(num_features, in_units=hidden)
            self.cell = nn.Dense(hidden, activation="tanh", in_units=hidden + 2 * num_features)

    def hybrid_forward(self, F, x, mask_in):
        m = F.cast(mask_in > 0, "float32")
        xs = F.split(x, num_outputs=self.seq_len, axis=1, squeeze_axis=True)
        ms = F.split(m, num_outputs=self.seq_len, axis=1, squeeze_axis=True)
        h = F.zeros_like(F.concat(xs[0], xs[0], dim=1))
        h = F.slice_axis(F.concat(h, h, dim=1), axis=1, begin=0, end=self.hidden)
        estimates = []
        for t in range(self.seq_len):
            x_hat = self.hist(h)
            x_c = ms[t] * xs[t] + (1 - ms[t]) * x_hat
            h = self.cell(F.concat(h, x_c, ms[t], dim=1))
            estimates.append(x_c)
        return F.stack(*estimates, axis=1)


Net = RITS
