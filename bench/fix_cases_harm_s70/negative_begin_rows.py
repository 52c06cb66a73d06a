"""H504: the last `k` rows of a 2-d batch smaller than k (`x[-self.k:]`, k=4, batch 3): python
clamps; F.slice(begin=(-4,)) raises "could not construct a sub-memory" in MXNet 1.9.1 (ranks 1,
2, 4, 5), so the rewrite must refuse a begin of unknown sign."""
from mxnet.gluon import nn

INPUTS = [(3, 5)]


class Net(nn.HybridBlock):
    def __init__(self, k=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.k = k
        with self.name_scope():
            self.fc = nn.Dense(2, in_units=5)

    def hybrid_forward(self, F, x):
        return self.fc(x[-self.k:])
