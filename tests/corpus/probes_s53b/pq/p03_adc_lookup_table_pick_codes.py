"""Asymmetric distance computation: the query split into (M, N, d) by `(0, M, -1)` + transpose, a per-subspace inner-product lookup table (M, N, K) by `F.batch_dot` against the codebook, database codes given as floats turned into ids, the table entries gathered by `F.pick` and summed over subspaces."""
from mxnet.gluon import HybridBlock

INPUTS = [(4, 8), (4, 2)]


class ADCScore(HybridBlock):
    def __init__(self, num_sub=2, num_codes=5, dim=8, **kwargs):
        super().__init__(**kwargs)
        self.num_sub, self.num_codes = num_sub, num_codes
        with self.name_scope():
            self.codebook = self.params.get("codebook", shape=(num_sub, num_codes, dim // num_sub))

    def hybrid_forward(self, F, query, codes, codebook):
        q = F.transpose(query.reshape((0, self.num_sub, -1)), axes=(1, 0, 2))
        lut = F.batch_dot(q, codebook, transpose_b=True)
        ids = F.floor((codes + 1) * 0.5 * (self.num_codes - 1))
        picked = F.pick(lut, F.transpose(ids), axis=2)
        return F.sum(picked, axis=0)


Net = ADCScore
