"""`F.contrib.foreach` whose step closes over a python list of weights from the constructor."""
from mxnet.gluon import HybridBlock

INPUTS = [(4, 2, 3)]


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self._mix = [0.5, 0.25]

    def hybrid_forward(self, F, seq):
        mix = self._mix

        def step(x_t, states):
            h = states[0] * mix[0] + x_t * mix[1]
            return h, [h]

        init = F.zeros_like(F.slice_axis(seq, axis=0, begin=0, end=1).squeeze(axis=0))
        outs, last = F.contrib.foreach(step, seq, [init])
        return outs, last[0]
