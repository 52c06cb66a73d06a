"""`loss.item()` ported to asscalar() to normalise by the number of positives."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 4)]


class Net(HybridBlock):
    def hybrid_forward(self, F, x):
        num_pos = F.sum(x > 0).asscalar()
        return F.relu(x) / max(num_pos, 1.0)
