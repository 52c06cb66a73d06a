"""Prediction-interval head whose bounds are swapped only `if F.sum(upper < lower) > 0`, a branch on a tensor count."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6)]


class IntervalHead(HybridBlock):
    def __init__(self, **kwargs):
        super(IntervalHead, self).__init__(**kwargs)
        with self.name_scope():
            self.head = nn.Dense(2)

    def hybrid_forward(self, F, x):
        lower, upper = F.split(self.head(x), num_outputs=2, axis=1)
        if F.sum(upper < lower) > 0:
            lower, upper = F.minimum(lower, upper), F.maximum(lower, upper)
        return F.concat(lower, upper, dim=1)


Net = IntervalHead
