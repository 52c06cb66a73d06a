"""RankNet loss: logistic loss over every ordered pair of list items whose labels differ, averaged over the pairs of the list."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 3), (2, 4)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.score = nn.Dense(1, in_units=3, flatten=False)

    def hybrid_forward(self, F, x, rel):
        s = self.score(x).reshape((0, -1))
        diff = s.expand_dims(2) - s.expand_dims(1)
        pairs = rel.expand_dims(2) > rel.expand_dims(1)
        loss = F.log(1 + F.exp(-diff)) * pairs
        n = x.shape[1]
        return loss.sum(axis=(1, 2)) / (n * (n - 1))
