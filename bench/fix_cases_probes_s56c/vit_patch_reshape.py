"""ViT patch embedding by reshape/transpose: the image unpacked from `x.shape`, cut into p x p patches by a 6-axis reshape, the patches flattened by the grid sizes `(h // p) * (w // p)`, then a linear projection."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 8, 8)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.patch = 4
        with self.name_scope():
            self.proj = nn.Dense(8, in_units=48, flatten=False)

    def hybrid_forward(self, F, x):
        n, c, h, w = x.shape
        p = self.patch
        x = x.reshape((n, c, h // p, p, w // p, p))
        x = x.transpose((0, 2, 4, 1, 3, 5))
        x = x.reshape((n, (h // p) * (w // p), c * p * p))
        return self.proj(x)
