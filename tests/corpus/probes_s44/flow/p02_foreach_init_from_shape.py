"""Recurrence with foreach whose initial state is allocated from `seq.shape[1]`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(5, 2, 4)]


class Net(HybridBlock):
    def __init__(self, decay=0.9, units=4, **kwargs):
        super().__init__(**kwargs)
        self._decay = decay
        self._units = units
        with self.name_scope():
            self.proj = nn.Dense(units, flatten=False, in_units=4)

    def hybrid_forward(self, F, seq):
        decay = self._decay

        def step(x_t, states):
            h = states[0] * decay + x_t
            return h, [h]

        init = F.zeros((seq.shape[1], self._units))
        outs, _ = F.contrib.foreach(step, self.proj(seq), [init])
        return outs
