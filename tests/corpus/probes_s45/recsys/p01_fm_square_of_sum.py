"""Factorization machine: pairwise interactions as half of square-of-sum minus sum-of-squares."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6), (4, 6)]


class Net(HybridBlock):
    """Second-order FM over one embedding table shared by all fields (ids already offset per field)."""

    def __init__(self, num_features=40, factor_dim=5, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.linear = nn.Embedding(num_features, 1)
            self.factors = nn.Embedding(num_features, factor_dim)
            self.bias = self.params.get("bias", shape=(1,), init="zeros")

    def _ids(self, F, raw):
        # the loaders hand ids over as float32 in [-1, 1); map them onto the table
        return F.floor((raw + 1) * 19.5)

    def hybrid_forward(self, F, ids, values, bias):
        ids = self._ids(F, ids)
        vals = F.expand_dims(values, axis=-1)                   # B, F, 1
        first = F.sum(self.linear(ids) * vals, axis=(1, 2))     # B
        emb = F.broadcast_mul(self.factors(ids), vals)          # B, F, K
        square_of_sum = F.square(F.sum(emb, axis=1))            # B, K
        sum_of_square = F.sum(F.square(emb), axis=1)            # B, K
        second = 0.5 * F.sum(square_of_sum - sum_of_square, axis=1)
        return F.broadcast_add(first + second, bias)
