"""Integer pixel coordinates wrapped by an int32 row of sizes."""
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 3, 5, 7), (2, 6, 2)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x, kpts):
        _, _, h, w = x.shape
        size = nd.array([[w, h]], dtype='int32')
        pix = (kpts * 10).astype('int32')
        return F.broadcast_mod(pix, size).astype('float32')
