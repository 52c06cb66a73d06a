"""One level of the Haar wavelet transform along time: approximation and detail from the even and odd samples."""
import math
from mxnet.gluon import nn


INPUTS = [(2, 3, 8)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)

    def hybrid_forward(self, F, x):
        even = x[:, :, ::2]
        odd = x[:, :, 1::2]
        approx = (even + odd) / math.sqrt(2.0)
        detail = (even - odd) / math.sqrt(2.0)
        return F.concat(approx, detail, dim=1)
