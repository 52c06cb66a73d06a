"""Evoformer outer-product mean: two Dense(c) projections a, b of the MSA (B, S, R, C), a transposed and
folded to (B, R * c, S), b folded to (B, S, R * c), `batch_dot` / S (the constructor's depth) to
(B, R * c, R * c), unfolded by `(0, -4, R, c, -4, R, c)`, transposed to (B, R, R, c, c), flattened to
(B, R, R, c * c) and projected to the pair channels, added to the pair representation."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 5, 6), (2, 5, 5, 4)]


class OuterProductMean(HybridBlock):
    def __init__(self, num_seq=3, num_res=5, c=2, pair_dim=4, **kwargs):
        super().__init__(**kwargs)
        self.num_seq, self.num_res, self.c = num_seq, num_res, c
        with self.name_scope():
            self.norm = nn.LayerNorm()
            self.left = nn.Dense(c, flatten=False)
            self.right = nn.Dense(c, flatten=False)
            self.out = nn.Dense(pair_dim, flatten=False)

    def hybrid_forward(self, F, msa, pair):
        m = self.norm(msa)
        a = self.left(m).transpose((0, 2, 3, 1)).reshape((0, -3, 0))
        b = self.right(m).reshape((0, 0, -3))
        outer = F.batch_dot(a, b) / self.num_seq
        r, c = self.num_res, self.c
        outer = outer.reshape((0, -4, r, c, -4, r, c)).transpose((0, 1, 3, 2, 4)).reshape((0, 0, 0, -3))
        return pair + self.out(outer)


Net = OuterProductMean
