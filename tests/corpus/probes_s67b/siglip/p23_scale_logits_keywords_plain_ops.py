"""SigLIP logits in a module helper without F called by keywords, `scale_logits(sim=sim, t=t, b=b)`: the helper
returns `t.exp() * sim + b`, plain operators of the (1,) temperature and bias Parameters with the (n, n)
similarity (broadcast eagerly; legacy `_mul` of Symbols needs equal shapes)."""
import math

from mxnet import init
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6), (4, 5)]


def scale_logits(sim, t, b):
    return t.exp() * sim + b


class KeywordLogits(HybridBlock):
    def __init__(self, batch=4, dim=8, **kwargs):
        super().__init__(**kwargs)
        self.n = batch
        with self.name_scope():
            self.img_proj = nn.Dense(dim, use_bias=False)
            self.txt_proj = nn.Dense(dim, use_bias=False)
            self.t = self.params.get("t", shape=(1,), init=init.Constant(math.log(10.0)))
            self.b = self.params.get("b", shape=(1,), init=init.Constant(-10.0))

    def hybrid_forward(self, F, img, txt, t, b):
        zi = F.L2Normalization(self.img_proj(img), mode="instance")
        zt = F.L2Normalization(self.txt_proj(txt), mode="instance")
        logits = scale_logits(sim=F.dot(zi, zt, transpose_b=True), t=t, b=b)
        labels = 2 * F.eye(self.n) - 1
        return F.sum(F.Activation(-labels * logits, act_type="softrelu")) / self.n


Net = KeywordLogits
