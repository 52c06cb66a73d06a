"""Patch-based IQA that unpacks the batch and patch counts from `patches.shape[:2]` to fold the patches into the batch."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 3, 8, 8)]


class PatchIQA(HybridBlock):
    def __init__(self, **kwargs):
        super(PatchIQA, self).__init__(**kwargs)
        with self.name_scope():
            self.features = nn.HybridSequential()
            self.features.add(nn.Conv2D(8, 3, padding=1, activation="relu", in_channels=3),
                              nn.GlobalAvgPool2D())
            self.score = nn.Dense(1, in_units=8)

    def hybrid_forward(self, F, patches):
        n, p = patches.shape[:2]
        s = self.score(self.features(patches.reshape((n * p, 3, 8, 8))))
        return F.mean(s.reshape((n, p)), axis=1)


Net = PatchIQA
