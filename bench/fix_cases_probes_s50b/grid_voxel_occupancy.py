"""Voxel occupancy: points in the unit cube are binned into a res^3 grid by their flattened voxel index."""
from mxnet.gluon import nn


INPUTS = [(2, 5, 3)]


class Net(nn.HybridBlock):
    def __init__(self, res=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._res = res

    def hybrid_forward(self, F, pts):
        r = self._res
        idx = F.clip(F.floor(pts * r), 0, r - 1)
        flat = idx[:, :, 0] * r * r + idx[:, :, 1] * r + idx[:, :, 2]
        occ = F.one_hot(flat, depth=r ** 3).sum(axis=1)
        return occ.reshape((pts.shape[0], r, r, r))
