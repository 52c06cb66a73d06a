"""Masked loop (H472): a float16 running normaliser."""
from mxnet.gluon import nn

INPUTS = [(2, 4, 3)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        xh = x.astype("float16")
        T = xh.shape[1]
        s = F.squeeze(F.slice_axis(xh, axis=1, begin=0, end=1), axis=1)
        z = F.ones_like(s)
        for t in range(1, T):
            r = F.squeeze(F.slice_axis(xh, axis=1, begin=t, end=t + 1), axis=1)
            s = s * 0.9 + r
            z = z * 0.9 + 1
        return (s / z).astype("float32")
