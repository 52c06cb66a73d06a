"""attack (float32 carrier): F.ones of the shape of an int32 copy of the input made by `.astype` with a
dtype read from the configuration, then scaled by 0.5 (float32 ones keep 0.5, int32 ones give 0)."""
from mxnet.gluon import nn

INPUTS = [(2, 3)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.index_dtype = 'int32'

    def hybrid_forward(self, F, x):
        idx = x.astype(self.index_dtype)
        ones = F.ones(idx.shape) * 0.5
        return ones + x
