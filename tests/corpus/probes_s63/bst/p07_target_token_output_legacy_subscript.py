"""BST variant that scores only the target token's transformer output, read as `h[:, -1, :]` as in the PyTorch port -- a legacy subscript of a traced symbol."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 8)]


class LastTokenHead(HybridBlock):
    def __init__(self, units=8, **kwargs):
        super(LastTokenHead, self).__init__(**kwargs)
        with self.name_scope():
            self.ffn = nn.Dense(units, in_units=units, flatten=False, activation="relu")
            self.out = nn.Dense(1, in_units=units)

    def hybrid_forward(self, F, x):
        h = self.ffn(x)
        return F.sigmoid(self.out(h[:, -1, :]))


Net = LastTokenHead
