"""Patch IQA unfolding the per-patch scores with the NDArray-style varargs call `s.reshape(-1, self.num_patches)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 3, 8, 8)]


class PatchIQA(HybridBlock):
    def __init__(self, num_patches=4, **kwargs):
        super(PatchIQA, self).__init__(**kwargs)
        self.num_patches = num_patches
        with self.name_scope():
            self.features = nn.HybridSequential()
            self.features.add(nn.Conv2D(6, 3, padding=1, activation="relu", in_channels=3),
                              nn.GlobalAvgPool2D())
            self.score = nn.Dense(1, in_units=6)

    def hybrid_forward(self, F, patches):
        s = self.score(self.features(patches.reshape((-3, -2))))
        return F.mean(s.reshape(-1, self.num_patches), axis=1)


Net = PatchIQA
