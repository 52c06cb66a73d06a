"""Parallel discretisation as in the minimal PyTorch port, `deltaA = exp(delta.unsqueeze(-1) * A)`: a plain
`*` of the (B, L, D, 1) delta and the (D, N) matrix A = -exp(A_log)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 4)]


class PlainDiscretise(HybridBlock):
    def __init__(self, d_inner=4, d_state=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.dt_proj = nn.Dense(d_inner, flatten=False, activation="softrelu")
            self.A_log = self.params.get("A_log", shape=(d_inner, d_state))

    def hybrid_forward(self, F, x, A_log):
        delta = self.dt_proj(x)
        A = -F.exp(A_log)
        dA = F.exp(delta.expand_dims(-1) * A)
        return F.sum(dA, axis=-1)


Net = PlainDiscretise
