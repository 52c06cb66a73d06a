"""CLIP logits scaled by the temperature argument through NDArray-style methods `logit_scale.clip(0, 4.6052).exp()` and `broadcast_mul`; the text side's features `.flatten()`-ed from a (B, 1, D) pooled tensor."""
import math

from mxnet.gluon import HybridBlock, nn
from mxnet import init

INPUTS = [(4, 10), (4, 3, 7)]


class CLIPLogits(HybridBlock):
    def __init__(self, embed=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.visual = nn.Dense(embed, in_units=10)
            self.textual = nn.Dense(embed, in_units=7)
            self.logit_scale = self.params.get("logit_scale", shape=(1,), init=init.Constant(math.log(1 / 0.07)))

    def hybrid_forward(self, F, img, tokens, logit_scale):
        pooled = tokens.mean(axis=1, keepdims=True).flatten()
        i = F.L2Normalization(self.visual(img), mode="instance")
        t = F.L2Normalization(self.textual(pooled), mode="instance")
        return F.broadcast_mul(F.dot(i, t, transpose_b=True), logit_scale.clip(0, math.log(100)).exp())


Net = CLIPLogits
