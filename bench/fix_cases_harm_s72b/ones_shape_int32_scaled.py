"""attack (as zeros_shape_int32): `F.ones(ids.shape) * 0.5` of an int32 tensor -- ones_like(ids) * 0.5
stays int32."""
from mxnet.gluon import nn

INPUTS = [(2, 3)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        ids = (F.abs(x) * 4).astype('int32')
        z = F.ones(ids.shape) * 0.5
        return z + x * 0.5
