"""Window-based tagger (Collobert et al.): the sentence padded by win // 2 zero rows of (B, win // 2, D) at both ends, each position's window gathered in a loop over `x.shape[1]` by slices, stacked and tagged."""
from mxnet.gluon import nn


INPUTS = [(2, 5, 3)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.win = 3
        with self.name_scope():
            self.tag = nn.Dense(4, in_units=9)

    def hybrid_forward(self, F, x):
        half = self.win // 2
        pad = F.zeros((x.shape[0], half, x.shape[2]))
        xp = F.concat(pad, x, pad, dim=1)
        outs = []
        for t in range(x.shape[1]):
            outs.append(self.tag(xp[:, t:t + self.win, :].reshape((x.shape[0], -1))))
        return F.stack(*outs, axis=1)
