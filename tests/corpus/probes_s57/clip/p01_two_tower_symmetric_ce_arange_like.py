"""CLIP head: image and text projections, `L2Normalization`, a learnable log temperature applied by `broadcast_mul(exp(...))`, symmetric cross-entropy with diagonal targets from `contrib.arange_like`."""
import math

from mxnet.gluon import HybridBlock, nn
from mxnet import init

INPUTS = [(4, 10), (4, 7)]


class CLIPLoss(HybridBlock):
    def __init__(self, img_dim=10, txt_dim=7, embed=6, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.img_proj = nn.Dense(embed, in_units=img_dim, use_bias=False)
            self.txt_proj = nn.Dense(embed, in_units=txt_dim, use_bias=False)
            self.logit_scale = self.params.get("logit_scale", shape=(1,), init=init.Constant(math.log(1 / 0.07)))

    def hybrid_forward(self, F, img, txt, logit_scale):
        i = F.L2Normalization(self.img_proj(img), mode="instance")
        t = F.L2Normalization(self.txt_proj(txt), mode="instance")
        logits = F.broadcast_mul(F.dot(i, t, transpose_b=True), F.exp(logit_scale))
        labels = F.contrib.arange_like(logits, axis=0)
        li = -F.pick(F.log_softmax(logits, axis=1), labels, axis=1)
        lt = -F.pick(F.log_softmax(logits, axis=0), labels, axis=0)
        return (F.mean(li) + F.mean(lt)) / 2


Net = CLIPLoss
