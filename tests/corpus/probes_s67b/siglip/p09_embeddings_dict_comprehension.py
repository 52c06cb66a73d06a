"""SigLIP towers held in a dict of tensors: `{"img": ..., "txt": ...}` projected, then normalised by a dict
comprehension over `.items()` with a per-modality child looked up by `getattr`; the logits read the dict by
literal keys and the loss uses broadcast ops with learned (1,) t and b."""
import math

from mxnet import init
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6), (4, 5)]


class DictTowers(HybridBlock):
    def __init__(self, batch=4, dim=8, **kwargs):
        super().__init__(**kwargs)
        self.n = batch
        with self.name_scope():
            self.img_proj = nn.Dense(dim, use_bias=False)
            self.txt_proj = nn.Dense(dim, use_bias=False)
            self.t = self.params.get("t", shape=(1,), init=init.Constant(math.log(10.0)))
            self.b = self.params.get("b", shape=(1,), init=init.Constant(-10.0))

    def hybrid_forward(self, F, img, txt, t, b):
        raw = {"img": img, "txt": txt}
        emb = {k: F.L2Normalization(getattr(self, k + "_proj")(v), mode="instance") for k, v in raw.items()}
        logits = F.broadcast_add(F.broadcast_mul(F.exp(t), F.dot(emb["img"], emb["txt"], transpose_b=True)), b)
        labels = 2 * F.eye(self.n) - 1
        return -F.sum(-F.Activation(-labels * logits, act_type="softrelu")) / self.n


Net = DictTowers
