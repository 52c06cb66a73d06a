"""SigLIP logits ported from the JAX reference: `F.exp(t) * sim + b`, plain operators of the (1,) learned
temperature and bias with the (n, n) similarity (broadcast eagerly; legacy `_mul` of Symbols needs equal
shapes)."""
import math

from mxnet import init
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6), (4, 5)]


class PlainTemperature(HybridBlock):
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
        sim = F.dot(zi, zt, transpose_b=True)
        logits = F.exp(t) * sim + b
        labels = 2 * F.eye(self.n) - 1
        return F.sum(F.Activation(-labels * logits, act_type="softrelu")) / self.n


Net = PlainTemperature
