"""BST output flattened as in the PyTorch port (`x.view(x.size(0), -1)`): `h.reshape((h.shape[0], -1))` -- `.shape` of a traced symbol."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 8)]


class ShapeFlatten(HybridBlock):
    def __init__(self, seq_len=6, units=8, **kwargs):
        super(ShapeFlatten, self).__init__(**kwargs)
        with self.name_scope():
            self.ffn = nn.Dense(units, in_units=units, flatten=False, activation="relu")
            self.out = nn.Dense(1, in_units=seq_len * units)

    def hybrid_forward(self, F, x):
        h = self.ffn(x)
        return F.sigmoid(self.out(h.reshape((h.shape[0], -1))))


Net = ShapeFlatten
