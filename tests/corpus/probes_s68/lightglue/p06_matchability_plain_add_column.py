"""LightGlue match assignment with the matchability added as in the PyTorch code, `scores + z0`: a plain `+` of
the (B, N, M) double-softmax scores and the (B, N, 1) log-sigmoid column."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8), (2, 6, 8)]


class PlainMatchability(HybridBlock):
    def __init__(self, dim=8, **kwargs):
        super().__init__(**kwargs)
        self.scale = dim ** -0.25
        with self.name_scope():
            self.final_proj = nn.Dense(dim, flatten=False)
            self.matchability = nn.Dense(1, flatten=False)

    def hybrid_forward(self, F, desc0, desc1):
        sim = F.batch_dot(self.final_proj(desc0) * self.scale, self.final_proj(desc1) * self.scale,
                          transpose_b=True)
        z0 = -F.Activation(-self.matchability(desc0), act_type="softrelu")
        scores = F.log_softmax(sim, axis=2) + F.log_softmax(sim, axis=1)
        return scores + z0


Net = PlainMatchability
