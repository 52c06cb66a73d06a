"""RAFT convex upsampling: each fine flow vector a softmax-weighted combination of its coarse 3x3 neighbourhood, unfolded with im2col."""
from mxnet.gluon import nn


INPUTS = [(1, 2, 3, 4), (1, 36, 3, 4)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)

    def hybrid_forward(self, F, flow, mask):
        N, _, H, W = flow.shape
        mask = mask.reshape((N, 1, 9, 2, 2, H, W))
        mask = F.softmax(mask, axis=2)
        up = F.im2col(2 * flow, kernel=(3, 3), pad=(1, 1))
        up = up.reshape((N, 2, 9, 1, 1, H, W))
        up = F.sum(F.broadcast_mul(mask, up), axis=2)
        up = up.transpose((0, 1, 4, 2, 5, 3))
        return up.reshape((N, 2, 2 * H, 2 * W))
