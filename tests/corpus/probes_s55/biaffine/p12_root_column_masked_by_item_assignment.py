"""Arc scores whose ROOT column is blanked by item assignment `scores[:, :, 0] = -1e4`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 6)]


class NoSelfRoot(HybridBlock):
    def __init__(self, units=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.dep_mlp = nn.Dense(4, flatten=False, in_units=units)
            self.head_mlp = nn.Dense(4, flatten=False, in_units=units)

    def hybrid_forward(self, F, h):
        scores = F.batch_dot(self.dep_mlp(h), self.head_mlp(h), transpose_b=True)
        scores[:, :, 0] = -1e4
        return F.softmax(scores, axis=-1)


Net = NoSelfRoot
