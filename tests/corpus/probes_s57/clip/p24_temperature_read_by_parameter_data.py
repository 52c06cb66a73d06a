"""CLIP logits scaled by `self.logit_scale.data().exp()`, the Parameter's value read inside `hybrid_forward` instead of the argument."""
import math

from mxnet.gluon import HybridBlock, nn
from mxnet import init

INPUTS = [(4, 10), (4, 7)]


class CLIPLogits(HybridBlock):
    def __init__(self, embed=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.visual = nn.Dense(embed, in_units=10)
            self.textual = nn.Dense(embed, in_units=7)
            self.logit_scale = self.params.get("logit_scale", shape=(1,), init=init.Constant(math.log(1 / 0.07)))

    def hybrid_forward(self, F, img, txt, logit_scale):
        i = F.L2Normalization(self.visual(img), mode="instance")
        t = F.L2Normalization(self.textual(txt), mode="instance")
        return F.broadcast_mul(F.dot(i, t, transpose_b=True), self.logit_scale.data().exp())


Net = CLIPLogits
