"""Row sums of a (N, D) input against the column sums of its transpose: both (N,)."""
from mxnet.gluon import HybridBlock

INPUTS = [(4, 3)]


class Net(HybridBlock):
    def hybrid_forward(self, F, m):
        rows = m.sum(axis=1)
        cols = F.transpose(m).sum(axis=0)
        return rows - cols
