"""BiDAF trilinear similarity: `w_c . c` (N, T, 1) and `w_q . q` (N, 1, J) joined by `broadcast_add` with the `c * w_cq` by q term."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 7, 6), (2, 4, 6)]


class TrilinearSimilarity(HybridBlock):
    def __init__(self, dim=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.w_c = nn.Dense(1, flatten=False, use_bias=False, in_units=dim)
            self.w_q = nn.Dense(1, flatten=False, use_bias=False, in_units=dim)
            self.w_cq = self.params.get("w_cq", shape=(1, 1, dim))

    def hybrid_forward(self, F, c, q, w_cq):
        sc = self.w_c(c)                                          # (N, T, 1)
        sq = F.transpose(self.w_q(q), axes=(0, 2, 1))              # (N, 1, J)
        scq = F.batch_dot(F.broadcast_mul(c, w_cq), q, transpose_b=True)
        return F.broadcast_add(F.broadcast_add(sc, sq), scq)


Net = TrilinearSimilarity
