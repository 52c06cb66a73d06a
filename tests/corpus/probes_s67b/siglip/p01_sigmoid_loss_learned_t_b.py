"""SigLIP sigmoid loss: image and text embeddings projected and L2-normalised (`L2Normalization`, instance
mode), logits = exp(t) * img txt^T + b with learned (1,) Parameters t (init log 10) and b (init -10) applied by
`broadcast_mul`/`broadcast_add`, labels 2 * eye(n) - 1 for the configured batch n, the loss
-sum(log_sigmoid(labels * logits)) / n with log_sigmoid(z) = -softrelu(-z)."""
import math

from mxnet import init
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6), (4, 5)]


class SigLIPLoss(HybridBlock):
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
        logits = F.broadcast_add(F.broadcast_mul(F.exp(t), F.dot(zi, zt, transpose_b=True)), b)
        labels = 2 * F.eye(self.n) - 1
        log_sig = -F.Activation(-labels * logits, act_type="softrelu")
        return -F.sum(log_sig) / self.n


Net = SigLIPLoss
