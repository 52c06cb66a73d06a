"""foreach step that clamps with a python test on `x_t.asnumpy()` inside the loop body."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(5, 2, 4), (2, 4)]


class Net(HybridBlock):
    def __init__(self, units=4, limit=0.5, **kwargs):
        super().__init__(**kwargs)
        self._limit = limit
        with self.name_scope():
            self.proj = nn.Dense(units, flatten=False, in_units=units)

    def hybrid_forward(self, F, seq, h0):
        limit = self._limit

        def step(x_t, states):
            if abs(x_t.asnumpy()).max() > limit:
                x_t = F.clip(x_t, -limit, limit)
            h = F.tanh(states[0] + x_t)
            return h, [h]

        outs, _ = F.contrib.foreach(step, self.proj(seq), [h0])
        return outs
