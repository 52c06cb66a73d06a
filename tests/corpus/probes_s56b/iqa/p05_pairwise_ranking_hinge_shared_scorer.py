"""RankIQA-style pairwise ranking: one shared scorer child applied to the two images of a pair, hinge `relu(margin - (s1 - s2))` with a python margin."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8), (2, 3, 8, 8)]


class Scorer(HybridBlock):
    def __init__(self, **kwargs):
        super(Scorer, self).__init__(**kwargs)
        with self.name_scope():
            self.conv = nn.Conv2D(6, 3, strides=2, activation="relu", in_channels=3)
            self.pool = nn.GlobalMaxPool2D()
            self.fc = nn.Dense(1, in_units=6)

    def hybrid_forward(self, F, x):
        return self.fc(self.pool(self.conv(x)))


class RankIQA(HybridBlock):
    def __init__(self, margin=0.5, **kwargs):
        super(RankIQA, self).__init__(**kwargs)
        self.margin = margin
        with self.name_scope():
            self.scorer = Scorer()

    def hybrid_forward(self, F, better, worse):
        s1, s2 = self.scorer(better), self.scorer(worse)
        return F.mean(F.relu(self.margin - (s1 - s2)))


Net = RankIQA
