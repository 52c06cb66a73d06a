"""attack (float32 carrier): F.ones of the shape of `F.contrib.index_array` (int64 whatever its input),
times 0.5: float32 ones keep the half, int64 ones give 0."""
from mxnet.gluon import nn

INPUTS = [(2, 3)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        pos = F.contrib.index_array(x, axes=(1,))
        half = F.ones(pos.shape) * 0.5
        return F.sum(half, axis=2) + x
