"""attack: F.Convolution of stride 3 padded by 2: at L = 4 the output is 3 long, where n - 4 = -1 keeps 2"""
from mxnet.gluon import nn

INPUTS = [(2, 2, 4)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)

    def hybrid_forward(self, F, x):
        out = F.Convolution(x, weight=F.ones((2, 2, 1)), no_bias=True, kernel=(1,), stride=(3,), num_filter=2, pad=(2,))
        return out[:, :, :out.shape[2] - 4]
