"""OpenPose limb field components as in the Caffe-to-PyTorch port: `paf[:, 0::2]` (x) and `paf[:, 1::2]` (y), legacy strided subscripts, for the field magnitude."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 5, 5)]


class StridedPafMagnitude(HybridBlock):
    def __init__(self, limbs=2, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.paf = nn.Conv2D(2 * limbs, 1)

    def hybrid_forward(self, F, feats):
        paf = self.paf(feats)
        return F.sqrt(F.square(paf[:, 0::2]) + F.square(paf[:, 1::2]) + 1e-6)


Net = StridedPafMagnitude
