"""Numpy-mode (MXNet 2 style) V-trace step in `forward`: the one-step shift `np.concatenate([vs[1:], bootstrap[None]], axis=0)` by numpy basic indexing, then `rewards + discounts * vs_tp1 - values` with numpy operators."""
from mxnet import np, npx
from mxnet.gluon import HybridBlock

npx.set_np()

INPUTS = [(4, 3), (4, 3), (4, 3), (4, 3), (3,)]


class NumpyShift(HybridBlock):
    def forward(self, discounts, rewards, values, vs, bootstrap):
        vs_tp1 = np.concatenate([vs[1:], bootstrap[None]], axis=0)
        return np.clip(rewards, -1, 1) + discounts * vs_tp1 - values


Net = NumpyShift
