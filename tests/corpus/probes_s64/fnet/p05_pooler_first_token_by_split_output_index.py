"""FNet pooler: the first token taken as output 0 of `F.split(h, num_outputs=L, axis=1, squeeze_axis=True)` (the configured length; a multi-output index, legal on a symbol), a tanh Dense, and a classifier head."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 4)]


class FNetPooler(HybridBlock):
    def __init__(self, seq_len=6, units=4, classes=3, **kwargs):
        super(FNetPooler, self).__init__(**kwargs)
        self._l = seq_len
        with self.name_scope():
            self.dense = nn.Dense(units, in_units=units, activation="tanh")
            self.cls = nn.Dense(classes, in_units=units)

    def hybrid_forward(self, F, h):
        first = F.split(h, num_outputs=self._l, axis=1, squeeze_axis=True)[0]
        return self.cls(self.dense(first))


Net = FNetPooler
