"""Matting gradient loss: Sobel kernels built with nd.array filter the predicted and true alpha, the gradient magnitudes compared."""
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 1, 5, 5), (2, 1, 5, 5)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)

    def hybrid_forward(self, F, pred, gt):
        kx = nd.array([[-1, 0, 1], [-2, 0, 2], [-1, 0, 1]]).reshape((1, 1, 3, 3))
        ky = kx.transpose((0, 1, 3, 2))
        def grad(a):
            gx = F.Convolution(a, weight=kx, no_bias=True, kernel=(3, 3), pad=(1, 1), num_filter=1)
            gy = F.Convolution(a, weight=ky, no_bias=True, kernel=(3, 3), pad=(1, 1), num_filter=1)
            return F.sqrt(gx ** 2 + gy ** 2 + 1e-6)
        return F.abs(grad(F.sigmoid(pred)) - grad(gt)).mean()
