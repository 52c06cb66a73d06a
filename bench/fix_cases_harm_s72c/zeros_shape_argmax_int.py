"""attack (float32 carrier): F.zeros of the shape of an integer-typed argmax (`dtype='int32'` via
topk's ret_typ indices), plus 0.5."""
from mxnet.gluon import nn

INPUTS = [(2, 3)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        idx = F.topk(x, axis=1, k=2, ret_typ='indices', dtype='int32')
        z = F.zeros(idx.shape) + 0.5
        return z * F.cast(idx, 'float32')
