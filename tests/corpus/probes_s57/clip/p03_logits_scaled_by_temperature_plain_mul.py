"""CLIP logits `logit_scale.exp() * image_emb.dot(text_emb.T)`-style: the (B, B) similarity times the exp of the (1,) temperature Parameter with a plain `*`."""
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
        logits_per_image = F.exp(logit_scale) * F.dot(i, t, transpose_b=True)
        return logits_per_image, F.transpose(logits_per_image)


Net = CLIPLogits
