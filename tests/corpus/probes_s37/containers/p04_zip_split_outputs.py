"""Gated linear unit over the halves of F.split, paired with zip and list-unpacked."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 8), (2, 8)]


class Net(HybridBlock):
    def hybrid_forward(self, F, x, y):
        xs = F.split(x, num_outputs=2, axis=1)
        ys = F.split(y, num_outputs=2, axis=1)
        out = []
        for a, b in zip(xs, ys):
            out.append(a * F.sigmoid(b))
        return F.concat(*out, dim=1)
