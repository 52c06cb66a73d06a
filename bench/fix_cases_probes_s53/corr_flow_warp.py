"""Optical-flow backward warp (PWC-Net/RAFT port): a pixel grid from arange, moved by the flow, normalised to [-1, 1] and sampled bilinearly."""
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 3, 4, 5), (2, 2, 4, 5)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)

    def hybrid_forward(self, F, x, flo):
        B, C, H, W = x.shape
        xx = F.arange(W).reshape((1, -1)).tile((H, 1))
        yy = F.arange(H).reshape((-1, 1)).tile((1, W))
        grid = F.stack(xx, yy, axis=0).expand_dims(0).tile((B, 1, 1, 1))
        vgrid = grid + flo
        gx = 2.0 * vgrid[:, 0:1] / max(W - 1, 1) - 1.0
        gy = 2.0 * vgrid[:, 1:2] / max(H - 1, 1) - 1.0
        return F.BilinearSampler(x, F.concat(gx, gy, dim=1))
