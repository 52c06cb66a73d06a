"""MAML-style inner loop on a linear head: the fast weight takes closed-form gradient steps on the support set."""
from mxnet.gluon import nn


INPUTS = [(6, 4), (6, 2), (3, 4)]


class Net(nn.HybridBlock):
    def __init__(self, in_dim=4, out_dim=2, steps=2, inner_lr=0.1, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._steps = steps
        self._lr = inner_lr
        with self.name_scope():
            self.weight = self.params.get('weight', shape=(in_dim, out_dim))

    def hybrid_forward(self, F, xs, ys, xq, weight):
        w = weight
        for _ in range(self._steps):
            err = F.dot(xs, w) - ys
            grad = F.dot(xs.T, err) / xs.shape[0]
            w = w - self._lr * grad
        return F.dot(xq, w)
