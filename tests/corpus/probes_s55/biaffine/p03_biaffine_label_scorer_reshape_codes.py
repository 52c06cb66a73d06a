"""Biaffine label scorer: a (d+1, K, d+1) weight, `dot` to (N, L, K, d+1), merged by the reshape code -3 for one `batch_dot`, split back to (N, L, K, L) by -4."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 6)]


def with_bias(F, x):
    return F.concat(x, F.ones_like(F.slice_axis(x, axis=-1, begin=0, end=1)), dim=-1)


class BiaffineLabel(HybridBlock):
    def __init__(self, units=6, rel_dim=3, num_labels=4, **kwargs):
        super().__init__(**kwargs)
        self.num_labels = num_labels
        with self.name_scope():
            self.dep_mlp = nn.Dense(rel_dim, flatten=False, in_units=units)
            self.head_mlp = nn.Dense(rel_dim, flatten=False, in_units=units)
            self.U = self.params.get("U", shape=(rel_dim + 1, num_labels, rel_dim + 1), init="xavier")

    def hybrid_forward(self, F, h, U):
        dep = with_bias(F, self.dep_mlp(h))
        head = with_bias(F, self.head_mlp(h))
        lin = F.reshape(F.dot(dep, U), (0, -3, 0))
        scores = F.batch_dot(lin, head, transpose_b=True)
        return F.reshape(scores, (0, -4, -1, self.num_labels, 0))


Net = BiaffineLabel
