"""A DNA sequence as a bag of windows: the one-hot (N, 4, L) sequence cut into windows by reshaping with `L // w` from its shape, attention over windows with (N, K, 1) weights against (N, K, D), and the reverse complement scored with `[:, ::-1, ::-1]`."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 12)]


class Net(nn.HybridBlock):
    def __init__(self, window=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.window = window
        with self.name_scope():
            self.emb = nn.Dense(5, in_units=4 * window, flatten=False, activation='relu')
            self.att = nn.Dense(1, in_units=5, flatten=False)
            self.cls = nn.Dense(1, in_units=5)

    def bag(self, F, x):
        n, c, l = x.shape
        win = x.transpose((0, 2, 1)).reshape((n, l // self.window, self.window * c))
        h = self.emb(win)
        a = F.softmax(self.att(h), axis=1)
        return self.cls((a * h).sum(axis=1))

    def hybrid_forward(self, F, x):
        return F.maximum(self.bag(F, x), self.bag(F, x[:, ::-1, ::-1]))
