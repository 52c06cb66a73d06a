"""contrib.foreach outputs read with `.shape[0]` to average over time."""
from mxnet.gluon import HybridBlock

INPUTS = [(4, 2, 3)]


class Net(HybridBlock):
    def hybrid_forward(self, F, seq):
        def step(x_t, states):
            s = states[0] + x_t
            return s, [s]

        outs, _ = F.contrib.foreach(step, seq, [F.zeros_like(seq).sum(axis=0)])
        return F.sum(outs, axis=0) / outs.shape[0]
