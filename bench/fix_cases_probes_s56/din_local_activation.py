"""DIN local activation unit: the candidate item (N, D) tiled over the behaviour sequence with `tile((1, hist.shape[1], 1))`, the MLP fed [q, h, q - h, q * h], and the (N, T, 1) weights (not softmaxed) times the (N, T, D) history summed over time."""
from mxnet.gluon import nn


INPUTS = [(2, 4), (2, 5, 4)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.att = nn.HybridSequential()
            self.att.add(nn.Dense(8, in_units=16, flatten=False, activation='sigmoid'),
                         nn.Dense(1, in_units=8, flatten=False))
            self.out = nn.Dense(1, in_units=8)

    def hybrid_forward(self, F, cand, hist):
        q = cand.expand_dims(1).tile((1, hist.shape[1], 1))
        w = self.att(F.concat(q, hist, q - hist, q * hist, dim=2))
        user = (w * hist).sum(axis=1)
        return self.out(F.concat(user, cand, dim=1))
