"""Numpy-mode pillar feature net: xyz by basic slicing, keepdims mean and broadcasting subtraction, concatenate, max over points."""
from mxnet import np, npx
from mxnet.gluon import HybridBlock, nn
from mxnet.util import use_np

npx.set_np()

INPUTS = [(2, 6, 5, 4)]


@use_np
class PillarFeatureNet(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.linear = nn.Dense(8, flatten=False, in_units=7)

    def forward(self, points):
        xyz = points[:, :, :, :3]
        f_cluster = xyz - xyz.mean(axis=2, keepdims=True)
        feats = np.concatenate([points, f_cluster], axis=-1)
        return npx.relu(self.linear(feats)).max(axis=2)


Net = PillarFeatureNet
