"""Numpy-mode pillar feature net (`@use_np`) with a module helper without F, `masked_mean(xyz, mask)` as
`(xyz * mask).sum(axis=2, keepdims=True) / mask.sum(axis=2, keepdims=True).clip(1, None)` (plain broadcasts
of (B, P, N, 3) by (B, P, N, 1)), offsets by a plain `-` of (B, P, N, 3) and (B, P, 1, 3) (numpy
broadcasting), the mask and xyz by basic subscripts `points[:, :, :, 3:4]`, `points[:, :, :, :3]`."""
from mxnet import npx
from mxnet.gluon import HybridBlock, nn
from mxnet.util import use_np

npx.set_np()

INPUTS = [(2, 3, 5, 4)]


def masked_mean(xyz, mask):
    return (xyz * mask).sum(axis=2, keepdims=True) / mask.sum(axis=2, keepdims=True).clip(1, None)


@use_np
class NumpyPillarNet(HybridBlock):
    def __init__(self, units=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.fc = nn.Dense(units, flatten=False)

    def hybrid_forward(self, F, points):
        mask = (points[:, :, :, 3:4] > 0).astype("float32")
        xyz = points[:, :, :, :3]
        feats = F.np.concatenate([points, xyz - masked_mean(xyz, mask)], axis=-1)
        return (F.npx.relu(self.fc(feats)) * mask).max(axis=2)


Net = NumpyPillarNet
