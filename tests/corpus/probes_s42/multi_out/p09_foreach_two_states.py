"""A recurrence over time with contrib.foreach carrying two states; the final states are returned."""
from mxnet.gluon import HybridBlock

INPUTS = [(4, 2, 3)]


class Net(HybridBlock):
    def hybrid_forward(self, F, seq):
        def step(x_t, states):
            h, c = states
            c = 0.5 * c + F.tanh(x_t)
            h = F.sigmoid(c) * h + x_t
            return h, [h, c]

        zero = F.zeros_like(seq).sum(axis=0)
        init = [zero + 1, zero]
        outs, (h_last, c_last) = F.contrib.foreach(step, seq, init)
        return outs, h_last + c_last
