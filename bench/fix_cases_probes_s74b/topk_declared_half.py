"""Token pruning: a Dense scorer over a declared width keeps the best half of its scores,
`k = s.shape[1] // 2` fed to `F.topk` (an operator attribute; the width is the Dense's 8).
Pattern: top-k channel/token selection heads; written for this set."""
from mxnet.gluon import nn


INPUTS = [(2, 6)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.score = nn.Dense(8, in_units=6)

    def hybrid_forward(self, F, x):
        s = self.score(x)
        k = s.shape[1] // 2
        return F.topk(s, axis=1, k=k, ret_typ='value').sum(axis=1)
