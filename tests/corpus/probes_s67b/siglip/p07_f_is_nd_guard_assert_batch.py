"""SigLIP loss with an eager-only sanity check behind `if F is nd:` (`assert img.shape[0] == self.n`), the
temperature and bias Parameters initialised from constructor values and clipped by `F.clip` on exp(t)."""
import math

from mxnet import init, nd
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6), (4, 5)]


class GuardedSigLIP(HybridBlock):
    def __init__(self, batch=4, dim=8, t_prime=math.log(10.0), b_init=-10.0, max_t=100.0, **kwargs):
        super().__init__(**kwargs)
        self.n, self.max_t = batch, max_t
        with self.name_scope():
            self.img_proj = nn.Dense(dim, use_bias=False)
            self.txt_proj = nn.Dense(dim, use_bias=False)
            self.t = self.params.get("t", shape=(1,), init=init.Constant(t_prime))
            self.b = self.params.get("b", shape=(1,), init=init.Constant(b_init))

    def hybrid_forward(self, F, img, txt, t, b):
        if F is nd:
            assert img.shape[0] == self.n and txt.shape[0] == self.n, "configured batch"
        zi = F.L2Normalization(self.img_proj(img), mode="instance")
        zt = F.L2Normalization(self.txt_proj(txt), mode="instance")
        scale = F.clip(F.exp(t), 0, self.max_t)
        logits = F.broadcast_add(F.broadcast_mul(scale, F.dot(zi, zt, transpose_b=True)), b)
        labels = 2 * F.eye(self.n) - 1
        return F.sum(F.Activation(-labels * logits, act_type="softrelu")) / self.n


Net = GuardedSigLIP
