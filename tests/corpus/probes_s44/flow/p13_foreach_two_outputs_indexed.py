"""foreach whose step returns two outputs as a list; both the output list and the state list are indexed."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(5, 2, 4), (2, 4)]


class Net(HybridBlock):
    def __init__(self, units=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.gate = nn.Dense(units, flatten=False, in_units=units)

    def hybrid_forward(self, F, seq, h0):
        gates = F.sigmoid(self.gate(seq))

        def step(inputs, states):
            x_t, g_t = inputs
            h = g_t * states[0] + (1 - g_t) * x_t
            return [h, g_t * x_t], [h]

        outs, states = F.contrib.foreach(step, [seq, gates], [h0])
        return outs[0] + outs[1], states[0]
