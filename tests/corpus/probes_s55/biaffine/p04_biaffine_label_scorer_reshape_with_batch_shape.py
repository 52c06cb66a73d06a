"""Biaffine label scorer that merges the label axis with `F.reshape(lin, (h.shape[0], -1, self.rel_dim + 1))`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 6)]


def with_bias(F, x):
    return F.concat(x, F.ones_like(F.slice_axis(x, axis=-1, begin=0, end=1)), dim=-1)


class BiaffineLabel(HybridBlock):
    def __init__(self, units=6, rel_dim=3, num_labels=4, **kwargs):
        super().__init__(**kwargs)
        self.rel_dim = rel_dim
        self.num_labels = num_labels
        with self.name_scope():
            self.dep_mlp = nn.Dense(rel_dim, flatten=False, in_units=units)
            self.head_mlp = nn.Dense(rel_dim, flatten=False, in_units=units)
            self.U = self.params.get("U", shape=(rel_dim + 1, num_labels, rel_dim + 1), init="xavier")

    def hybrid_forward(self, F, h, U):
        dep = with_bias(F, self.dep_mlp(h))
        head = with_bias(F, self.head_mlp(h))
        lin = F.reshape(F.dot(dep, U), (h.shape[0], -1, self.rel_dim + 1))
        scores = F.batch_dot(lin, head, transpose_b=True)
        return F.reshape(scores, (0, -4, -1, self.num_labels, 0))


Net = BiaffineLabel
