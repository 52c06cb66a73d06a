"""Variation ratio and margin scores: one minus the max probability, and the gap between the two largest from `topk` split into its columns."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 10)]


class MarginScores(HybridBlock):
    def __init__(self, num_classes=5, **kwargs):
        super(MarginScores, self).__init__(**kwargs)
        with self.name_scope():
            self.head = nn.Dense(num_classes, in_units=10)

    def hybrid_forward(self, F, x):
        probs = F.softmax(self.head(x))
        variation_ratio = 1.0 - F.max(probs, axis=-1)
        top2 = F.topk(probs, k=2, ret_typ="value")
        first, second = F.split(top2, num_outputs=2, axis=-1, squeeze_axis=True)
        return variation_ratio, 1.0 - (first - second)


Net = MarginScores
