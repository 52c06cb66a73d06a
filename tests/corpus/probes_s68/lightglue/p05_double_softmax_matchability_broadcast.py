"""LightGlue match assignment: `sim = batch_dot(md0, md1^T) / d**0.25` on both projected sets (the scale a python
float of the constructor's dim), the double log-softmax over both axes summed (equal shapes), plus the
matchability log-sigmoids of each set as a (B, N, 1) column and a (B, 1, M) row by `broadcast_add`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8), (2, 6, 8)]


class MatchAssignment(HybridBlock):
    def __init__(self, dim=8, **kwargs):
        super().__init__(**kwargs)
        self.scale = dim ** -0.25
        with self.name_scope():
            self.final_proj = nn.Dense(dim, flatten=False)
            self.matchability = nn.Dense(1, flatten=False)

    def hybrid_forward(self, F, desc0, desc1):
        md0 = self.final_proj(desc0) * self.scale
        md1 = self.final_proj(desc1) * self.scale
        sim = F.batch_dot(md0, md1, transpose_b=True)
        z0 = F.log_sigmoid(self.matchability(desc0)) if hasattr(F, "log_sigmoid") else \
            -F.Activation(-self.matchability(desc0), act_type="softrelu")
        z1 = -F.Activation(-self.matchability(desc1), act_type="softrelu")
        scores = F.log_softmax(sim, axis=2) + F.log_softmax(sim, axis=1)
        scores = F.broadcast_add(scores, z0)
        return F.broadcast_add(scores, z1.transpose((0, 2, 1)))


Net = MatchAssignment
