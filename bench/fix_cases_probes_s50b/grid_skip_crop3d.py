"""3-D U-Net skip: the encoder volume is centre-cropped to the decoder volume and concatenated on channels."""
from mxnet.gluon import nn


INPUTS = [(1, 2, 6, 6, 6), (1, 2, 4, 4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)

    def hybrid_forward(self, F, skip, up):
        d0 = (skip.shape[2] - up.shape[2]) // 2
        h0 = (skip.shape[3] - up.shape[3]) // 2
        w0 = (skip.shape[4] - up.shape[4]) // 2
        skip = skip[:, :, d0:d0 + up.shape[2], h0:h0 + up.shape[3], w0:w0 + up.shape[4]]
        return F.concat(skip, up, dim=1)
