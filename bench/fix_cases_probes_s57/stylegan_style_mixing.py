"""Per-layer styles with a mixing cutoff: two mapped latents broadcast over the synthesis layers by `tile` to `(1, self.layers, 1)`, the layers from the cutoff on taking the second style through a mask from `F.arange(self.layers)` compared with the cutoff, mixed with plain `*` and `+`."""
from mxnet.gluon import nn


INPUTS = [(2, 5), (2, 5)]


class Net(nn.HybridBlock):
    def __init__(self, layers=4, cutoff=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.layers, self.cutoff = layers, cutoff
        with self.name_scope():
            self.mapping = nn.Dense(5, in_units=5, activation='relu')

    def hybrid_forward(self, F, z1, z2):
        w1 = self.mapping(z1).expand_dims(1).tile((1, self.layers, 1))
        w2 = self.mapping(z2).expand_dims(1).tile((1, self.layers, 1))
        mask = (F.arange(self.layers) >= self.cutoff).reshape((1, -1, 1))
        return w1 * (1 - mask) + w2 * mask
