"""VoxelMorph's spatial transformer in 2-D: an identity grid built from the volume's size by
`h, w = flow.shape[2:]` and `nd.arange`, the flow added to it, the locations normalised to [-1, 1] by
`2 * (loc / (size - 1) - 0.5)` per axis, and the moving image sampled by `F.BilinearSampler`."""
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 1, 4, 5), (2, 2, 4, 5)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, moving, flow):
        h, w = flow.shape[2:]
        ys = nd.arange(h).reshape((1, h, 1)).broadcast_to((1, h, w))
        xs = nd.arange(w).reshape((1, 1, w)).broadcast_to((1, h, w))
        loc_y = ys + flow[:, 0]
        loc_x = xs + flow[:, 1]
        gx = 2 * (loc_x / (w - 1) - 0.5)
        gy = 2 * (loc_y / (h - 1) - 0.5)
        grid = F.stack(gx, gy, axis=1)
        return F.BilinearSampler(moving, grid)
