"""OpenPose limb field components by reshape codes: the (N, 2L, H, W) fields reshaped `(0, -4, -1, 2, -2)` to (N, L, 2, H, W), `F.split(..., num_outputs=2, axis=2, squeeze_axis=True)` into x and y, the magnitude `F.sqrt(x ** 2 + y ** 2)` on equal shapes."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 5, 5)]


class CodedPafMagnitude(HybridBlock):
    def __init__(self, limbs=2, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.paf = nn.Conv2D(2 * limbs, 1)

    def hybrid_forward(self, F, feats):
        px, py = F.split(self.paf(feats).reshape((0, -4, -1, 2, -2)), num_outputs=2, axis=2, squeeze_axis=True)
        return F.sqrt(px ** 2 + py ** 2 + 1e-6)


Net = CodedPafMagnitude
