"""The split pieces' width read from `parts[0].shape[1]` to scale them: `.shape` of a traced piece."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 8)]


class Net(HybridBlock):
    def hybrid_forward(self, F, x):
        parts = F.split(x, num_outputs=2, axis=1)
        width = parts[0].shape[1]
        return (parts[0] + parts[1]) / width
