"""Prediction interval with its bounds ordered by `F.minimum`/`F.maximum` unconditionally, scored by the Winkler score with a python `alpha`: width plus `2 / alpha` times the misses, all `(N, 1)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6), (4, 1)]


class WinklerInterval(HybridBlock):
    def __init__(self, alpha=0.1, **kwargs):
        super(WinklerInterval, self).__init__(**kwargs)
        self.alpha = alpha
        with self.name_scope():
            self.head = nn.Dense(2)

    def hybrid_forward(self, F, x, y):
        a, b = F.split(self.head(x), num_outputs=2, axis=1)
        lower, upper = F.minimum(a, b), F.maximum(a, b)
        score = (upper - lower) + (2.0 / self.alpha) * (F.relu(lower - y) + F.relu(y - upper))
        return F.mean(score)


Net = WinklerInterval
