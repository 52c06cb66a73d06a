"""OpenPose per-limb field magnitudes: the (N, 2L, H, W) fields split by `F.split(paf, num_outputs=2 * L, axis=1)`, a python loop `for i in range(0, len(comps), 2)` over the list of outputs (`len()` of a python list), x and y paired, the magnitudes concatenated."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 5, 5)]


class SplitListMagnitude(HybridBlock):
    def __init__(self, limbs=2, **kwargs):
        super().__init__(**kwargs)
        self._l = limbs
        with self.name_scope():
            self.paf = nn.Conv2D(2 * limbs, 1)

    def hybrid_forward(self, F, feats):
        comps = F.split(self.paf(feats), num_outputs=2 * self._l, axis=1)
        mags = [F.sqrt(F.square(comps[i]) + F.square(comps[i + 1]) + 1e-6) for i in range(0, len(comps), 2)]
        return F.concat(*mags, dim=1)


Net = SplitListMagnitude
