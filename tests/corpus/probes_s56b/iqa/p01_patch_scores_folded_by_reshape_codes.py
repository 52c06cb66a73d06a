"""Patch-based IQA (DeepIQA style): (N, P, C, H, W) patches folded into the batch by reshape code -3, a conv scorer per patch, scores unfolded to (N, P) with the configured patch count, mean quality per image."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 3, 8, 8)]


class PatchIQA(HybridBlock):
    def __init__(self, num_patches=4, **kwargs):
        super(PatchIQA, self).__init__(**kwargs)
        self.num_patches = num_patches
        with self.name_scope():
            self.features = nn.HybridSequential()
            self.features.add(nn.Conv2D(8, 3, padding=1, activation="relu", in_channels=3),
                              nn.MaxPool2D(2),
                              nn.Conv2D(8, 3, padding=1, activation="relu", in_channels=8),
                              nn.GlobalAvgPool2D())
            self.score = nn.Dense(1, in_units=8)

    def hybrid_forward(self, F, patches):
        s = self.score(self.features(patches.reshape((-3, -2))))
        s = s.reshape((-1, self.num_patches))
        return F.mean(s, axis=1), s


Net = PatchIQA
