"""Arc scores masked on padded heads: `(1 - mask) * -1e4` expanded on axis 1 and added by `broadcast_add`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 6), (2, 5)]


class MaskedArcScorer(HybridBlock):
    def __init__(self, units=6, arc_dim=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.dep_mlp = nn.Dense(arc_dim, flatten=False, in_units=units)
            self.head_mlp = nn.Dense(arc_dim, flatten=False, in_units=units)

    def hybrid_forward(self, F, h, mask_in):
        mask = mask_in > -0.5
        scores = F.batch_dot(self.dep_mlp(h), self.head_mlp(h), transpose_b=True)
        return F.log_softmax(F.broadcast_add(scores, F.expand_dims((1 - mask) * -1e4, axis=1)), axis=-1)


Net = MaskedArcScorer
