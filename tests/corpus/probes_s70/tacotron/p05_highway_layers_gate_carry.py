"""Tacotron CBHG highway network: four layers of `H = relu(Dense(x))`, `T = sigmoid(Dense(x))` and
`x = H * T + x * (1 - T)` on (B, T, C) features (all the same shape), after a pre-highway Dense when
the channel count differs (a python-valued `if` on constructor sizes)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 6)]


class Highway(HybridBlock):
    def __init__(self, in_dim=6, dim=8, layers=4, **kwargs):
        super().__init__(**kwargs)
        self.needs_proj = in_dim != dim
        with self.name_scope():
            self.pre = nn.Dense(dim, flatten=False, use_bias=False)
            self.h = nn.HybridSequential()
            self.t = nn.HybridSequential()
            for _ in range(layers):
                self.h.add(nn.Dense(dim, activation="relu", flatten=False))
                self.t.add(nn.Dense(dim, activation="sigmoid", flatten=False))

    def hybrid_forward(self, F, x):
        if self.needs_proj:
            x = self.pre(x)
        for h_layer, t_layer in zip(self.h, self.t):
            gate = t_layer(x)
            x = h_layer(x) * gate + x * (1.0 - gate)
        return x


Net = Highway
