"""Feature centring of a (N, T, D) sequence batch: the mean over batch and time, (D,), taken without keepdims and subtracted with `-`."""
from mxnet.gluon import HybridBlock

INPUTS = [(3, 4, 5)]


class Net(HybridBlock):
    def hybrid_forward(self, F, seq):
        centred = seq - seq.mean(axis=(0, 1))
        return centred
