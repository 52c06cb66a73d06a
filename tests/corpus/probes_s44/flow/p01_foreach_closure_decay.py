"""Exponential moving average over time with F.contrib.foreach, the step a closure over a constructor decay."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(5, 2, 4)]


class Net(HybridBlock):
    def __init__(self, decay=0.9, units=4, **kwargs):
        super().__init__(**kwargs)
        self._decay = decay
        with self.name_scope():
            self.proj = nn.Dense(units, flatten=False, in_units=4)

    def hybrid_forward(self, F, seq):            # seq: T, B, C
        decay = self._decay

        def step(x_t, states):
            h = states[0] * decay + x_t * (1 - decay)
            return h, [h]

        init = F.zeros_like(F.squeeze(F.slice_axis(seq, axis=0, begin=0, end=1), axis=0))
        outs, last = F.contrib.foreach(step, self.proj(seq), [init])
        return outs, last[0]
