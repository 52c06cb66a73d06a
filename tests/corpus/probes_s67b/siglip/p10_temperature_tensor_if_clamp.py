"""SigLIP loss clamping the temperature by a tensor condition, `if F.exp(t) > self.max_t: ...` (an NDArray of one
element has a truth value; a Symbol has none)."""
import math

from mxnet import init
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6), (4, 5)]


class TensorIfClamp(HybridBlock):
    def __init__(self, batch=4, dim=8, max_t=100.0, **kwargs):
        super().__init__(**kwargs)
        self.n, self.max_t = batch, max_t
        with self.name_scope():
            self.img_proj = nn.Dense(dim, use_bias=False)
            self.txt_proj = nn.Dense(dim, use_bias=False)
            self.t = self.params.get("t", shape=(1,), init=init.Constant(math.log(10.0)))

    def hybrid_forward(self, F, img, txt, t):
        scale = F.exp(t)
        if scale > self.max_t:
            scale = F.ones_like(scale) * self.max_t
        zi = F.L2Normalization(self.img_proj(img), mode="instance")
        zt = F.L2Normalization(self.txt_proj(txt), mode="instance")
        logits = F.broadcast_mul(scale, F.dot(zi, zt, transpose_b=True)) - 2.0
        labels = 2 * F.eye(self.n) - 1
        return F.sum(F.Activation(-labels * logits, act_type="softrelu")) / self.n


Net = TensorIfClamp
