"""Patch IQA whose module-level helpers take `F` and fold/unfold the patch axis with reshape codes -3 and -4."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 3, 8, 8)]


def fold(F, x):
    return F.reshape(x, shape=(-3, -2))


def unfold(F, x, num_patches):
    return F.reshape(x, shape=(-4, -1, num_patches, -2))


class PatchIQA(HybridBlock):
    def __init__(self, num_patches=4, **kwargs):
        super(PatchIQA, self).__init__(**kwargs)
        self.num_patches = num_patches
        with self.name_scope():
            self.features = nn.HybridSequential()
            self.features.add(nn.Conv2D(6, 3, padding=1, activation="relu", in_channels=3),
                              nn.GlobalAvgPool2D())
            self.score = nn.Dense(1, in_units=6)
            self.weight = nn.Dense(1, activation="softrelu", in_units=6)

    def hybrid_forward(self, F, patches):
        f = self.features(fold(F, patches))
        s = unfold(F, self.score(f), self.num_patches)
        w = unfold(F, self.weight(f), self.num_patches) + 1e-6
        return F.sum(s * w, axis=(1, 2)) / F.sum(w, axis=(1, 2))


Net = PatchIQA
