"""Geodesic rotation loss between predicted and target quaternions: 2 arccos |<q1, q2>|, averaged by dividing the sum by the batch size."""
from mxnet.gluon import nn


INPUTS = [(4, 4), (4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)

    def hybrid_forward(self, F, q1, q2):
        q1 = F.broadcast_div(q1, F.norm(q1, axis=1, keepdims=True))
        q2 = F.broadcast_div(q2, F.norm(q2, axis=1, keepdims=True))
        dot = F.clip(F.abs((q1 * q2).sum(axis=1)), 0, 1 - 1e-6)
        return 2 * F.arccos(dot).sum() / q1.shape[0]
