"""Top-k MIL: instance scores per bag, the bag score the mean of the k highest with k a quarter of the bag size read from the instance axis (at least one)."""
from mxnet.gluon import nn


INPUTS = [(2, 8, 4)]


class Net(nn.HybridBlock):
    def __init__(self, ratio=0.25, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.ratio = ratio
        with self.name_scope():
            self.score = nn.Dense(1, in_units=4, flatten=False)

    def hybrid_forward(self, F, h):
        s = self.score(h).reshape((h.shape[0], h.shape[1]))
        k = max(1, int(h.shape[1] * self.ratio))
        top = F.topk(s, k=k, axis=1, ret_typ='value')
        return F.sigmoid(top.mean(axis=1))
