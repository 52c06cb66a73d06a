"""Temperature-scaled (N, C) log-softmax times a Dense(1) (N, 1) gate with a plain `*`, the gate read
through a sigmoid and a local."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4)]


class GatedLogits(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.cls = nn.Dense(6, in_units=4)
            self.gate = nn.Dense(1, in_units=4)

    def hybrid_forward(self, F, x):
        g = F.sigmoid(self.gate(x))
        logp = F.log_softmax(self.cls(x) / 2.0, axis=-1)
        return logp * g


Net = GatedLogits
