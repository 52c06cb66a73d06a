"""PLE gate mixing in a module helper taking the experts by keyword, `mix(F, gate, **experts)`: the gate
split into (B, 1) columns, zipped with `experts.values()` and combined by the builtin `sum(g * e ...)`, a
plain `*` of a (B, 1) column and a (B, H) expert."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6)]


def mix(F, gate, **experts):
    cols = F.split(gate, num_outputs=len(experts), axis=1)
    return sum(g * e for g, e in zip(cols, experts.values()))


class KwargsMix(HybridBlock):
    def __init__(self, hidden=5, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.shared = nn.Dense(hidden, activation="relu")
            self.ctr = nn.Dense(hidden, activation="relu")
            self.gate = nn.Dense(2)

    def hybrid_forward(self, F, x):
        gate = F.softmax(self.gate(x), axis=-1)
        return mix(F, gate, shared=self.shared(x), ctr=self.ctr(x))


Net = KwargsMix
