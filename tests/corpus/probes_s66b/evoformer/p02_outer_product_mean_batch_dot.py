"""AlphaFold outer product mean: two masked projections of the MSA, the outer product over residues
averaged over sequences by one `batch_dot` of (B, R*c, S) and (B, S, R*c), unfolded by the reshape codes
`(0, -4, -1, c, -4, -1, c)`, and normalised by the count of unpadded sequence pairs `mask^T mask`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 4, 8), (2, 3, 4)]


class OuterProductMean(HybridBlock):
    def __init__(self, c_z=6, c=3, eps=1e-3, **kwargs):
        super().__init__(**kwargs)
        self.c = c
        self.eps = eps
        with self.name_scope():
            self.norm = nn.LayerNorm()
            self.a = nn.Dense(c, flatten=False)
            self.b = nn.Dense(c, flatten=False)
            self.out = nn.Dense(c_z, flatten=False)

    def hybrid_forward(self, F, m, msa_mask):
        m = self.norm(m)
        mask = msa_mask.expand_dims(-1)
        a = F.broadcast_mul(self.a(m), mask).transpose((0, 2, 3, 1)).reshape((0, -3, 0))
        b = F.broadcast_mul(self.b(m), mask).reshape((0, 0, -3))
        outer = F.batch_dot(a, b)
        outer = outer.reshape((0, -4, -1, self.c, -4, -1, self.c)).transpose((0, 1, 3, 2, 4))
        outer = outer.reshape((0, 0, 0, -3))
        norm = F.batch_dot(msa_mask.transpose((0, 2, 1)), msa_mask)
        return F.broadcast_div(self.out(outer), norm.expand_dims(-1) + self.eps)


Net = OuterProductMean
