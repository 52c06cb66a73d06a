"""ViLT encoder keeping every layer's hidden states in a python list; the pooler reads the CLS token of
`hidden[-1]` (a negative index of the list) by `slice_axis`, and a second head averages the tokens of the
last two layers `hidden[-2:]` and concatenates them."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 8)]


class HiddenList(HybridBlock):
    def __init__(self, dim=8, layers=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.layers = nn.HybridSequential()
            for _ in range(layers):
                self.layers.add(nn.Dense(dim, flatten=False, activation="relu"))
            self.pool = nn.Dense(dim, activation="tanh")

    def hybrid_forward(self, F, x):
        hidden = [x]
        for layer in self.layers:
            hidden.append(hidden[-1] + layer(hidden[-1]))
        cls = F.slice_axis(hidden[-1], axis=1, begin=0, end=1).reshape((0, -1))
        avg = F.concat(*[h.mean(axis=1) for h in hidden[-2:]], dim=1)
        return self.pool(cls), avg


Net = HiddenList
