"""CLIP/SimCLR-style learned temperature read as `self.logit_scale.data().exp()` inside `hybrid_forward` instead of being taken as an argument."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 16), (4, 16)]


class LearnedTemperature(HybridBlock):
    def __init__(self, in_units=16, out_dim=8, **kwargs):
        super(LearnedTemperature, self).__init__(**kwargs)
        with self.name_scope():
            self.proj = nn.Dense(out_dim, in_units=in_units)
            self.logit_scale = self.params.get("logit_scale", shape=(1,), init="zeros")

    def hybrid_forward(self, F, x1, x2, logit_scale):
        a = F.L2Normalization(self.proj(x1), mode="instance")
        b = F.L2Normalization(self.proj(x2), mode="instance")
        scale = self.logit_scale.data().exp()
        return F.broadcast_mul(F.dot(a, b, transpose_b=True), scale)


Net = LearnedTemperature
