"""Numpy-mode pillar net taking the coordinates and the mask by Ellipsis subscripts, `points[..., :3]` and
`points[..., 3:4]` -- an Ellipsis key, which a numpy-mode Symbol of MXNet 1.9.1 refuses."""
from mxnet import npx
from mxnet.gluon import HybridBlock, nn
from mxnet.util import use_np

npx.set_np()

INPUTS = [(2, 3, 5, 4)]


@use_np
class EllipsisPillars(HybridBlock):
    def __init__(self, units=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.fc = nn.Dense(units, flatten=False)

    def hybrid_forward(self, F, points):
        mask = (points[..., 3:4] > 0).astype("float32")
        xyz = points[..., :3]
        center = (xyz * mask).sum(axis=2, keepdims=True) / mask.sum(axis=2, keepdims=True).clip(1, None)
        feats = F.np.concatenate([points, xyz - center], axis=-1)
        return (F.npx.relu(self.fc(feats)) * mask).max(axis=2)


Net = EllipsisPillars
