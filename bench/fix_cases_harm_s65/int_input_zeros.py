"""Integer labels padded with a zeros column of the labels dtype, divided as integers."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4)]


from mxnet import nd


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        lab = (x * 10).astype("int32")
        B, C, T = lab.shape
        pad = nd.zeros((B, C, 1), dtype="int32")
        return (F.concat(lab, pad, dim=2) / 3).astype("float32")
