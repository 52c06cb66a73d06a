"""Masked loop (H472): a list seeded with h while c is also carried; c appended."""
from mxnet.gluon import nn

INPUTS = [(2, 4, 3)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        T = x.shape[1]
        h = F.squeeze(F.slice_axis(x, axis=1, begin=0, end=1), axis=1)
        c = h * 0
        outs = [h]
        for t in range(1, T):
            c = c + h
            h = 0.5 * h + x[:, t]
            outs.append(c)
        return F.stack(*outs, axis=1)
