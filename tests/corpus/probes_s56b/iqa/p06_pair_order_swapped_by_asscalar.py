"""Pairwise ranking head that puts the higher-scored image first, deciding on the host with `.asscalar()` of the mean score difference."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8), (2, 3, 8, 8)]


class OrderedPairIQA(HybridBlock):
    def __init__(self, **kwargs):
        super(OrderedPairIQA, self).__init__(**kwargs)
        with self.name_scope():
            self.scorer = nn.HybridSequential()
            self.scorer.add(nn.Conv2D(6, 3, activation="relu", in_channels=3), nn.GlobalAvgPool2D(),
                            nn.Dense(1, in_units=6))

    def hybrid_forward(self, F, a, b):
        sa, sb = self.scorer(a), self.scorer(b)
        if (sa - sb).mean().asscalar() < 0:
            sa, sb = sb, sa
        return F.concat(sa, sb, dim=1)


Net = OrderedPairIQA
