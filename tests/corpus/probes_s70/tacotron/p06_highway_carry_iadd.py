"""Tacotron highway layer written in place: `x += gate * (h - x)` (the carry form of
`h * gate + x * (1 - gate)`)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8)]


class InPlaceHighway(HybridBlock):
    def __init__(self, dim=8, layers=2, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.h = nn.HybridSequential()
            self.t = nn.HybridSequential()
            for _ in range(layers):
                self.h.add(nn.Dense(dim, activation="relu", flatten=False))
                self.t.add(nn.Dense(dim, activation="sigmoid", flatten=False))

    def hybrid_forward(self, F, x):
        for h_layer, t_layer in zip(self.h, self.t):
            gate = t_layer(x)
            x += gate * (h_layer(x) - x)
        return x


Net = InPlaceHighway
