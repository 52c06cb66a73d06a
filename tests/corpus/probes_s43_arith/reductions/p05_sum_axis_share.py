"""Each count's share of its column: (N, K) over the sum_axis total over the batch, (K,), with `/`."""
from mxnet.gluon import HybridBlock

INPUTS = [(3, 4)]


class Net(HybridBlock):
    def hybrid_forward(self, F, counts):
        pos = F.abs(counts) + 1e-3
        total = F.sum_axis(pos, axis=0)
        return pos / total
