"""Masked loop (H472): a list seeded with the state, loop from 2: the list holds T - 1 states."""
from mxnet.gluon import nn

INPUTS = [(2, 4, 3)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        T = x.shape[1]
        h = F.squeeze(F.slice_axis(x, axis=1, begin=0, end=1), axis=1)
        outs = [h]
        for t in range(2, T):
            h = 0.5 * h + F.squeeze(F.slice_axis(x, axis=1, begin=t, end=t + 1), axis=1)
            outs.append(h)
        return F.stack(*outs, axis=1)
