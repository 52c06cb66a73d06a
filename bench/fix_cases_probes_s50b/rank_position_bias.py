"""Position-debiased click model: a learned bias per list position, looked up by the positions of the list."""
from mxnet.gluon import nn


INPUTS = [(2, 5, 3)]


class Net(nn.HybridBlock):
    def __init__(self, max_len=8, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.rel = nn.Dense(1, in_units=3, flatten=False)
            self.pos = nn.Embedding(max_len, 1)

    def hybrid_forward(self, F, x):
        positions = F.arange(x.shape[1])
        bias = self.pos(positions).reshape((1, -1))
        return F.sigmoid(self.rel(x).reshape((0, -1)) + bias)
