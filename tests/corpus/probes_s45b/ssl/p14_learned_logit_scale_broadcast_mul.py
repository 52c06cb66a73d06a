"""CLIP-style learned temperature: a (1,) `logit_scale` Parameter clipped, exponentiated and applied with `broadcast_mul`."""
import math

from mxnet import init
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 10), (4, 6)]


class Net(HybridBlock):
    def __init__(self, dim=8, init_temp=0.07, max_scale=100.0, **kwargs):
        super().__init__(**kwargs)
        self._max_log = math.log(max_scale)
        with self.name_scope():
            self.image_proj = nn.Dense(dim, in_units=10)
            self.text_proj = nn.Dense(dim, in_units=6)
            self.logit_scale = self.params.get("logit_scale", shape=(1,),
                                               init=init.Constant(math.log(1 / init_temp)))

    def hybrid_forward(self, F, image, text, logit_scale):
        img = F.L2Normalization(self.image_proj(image), mode="instance")
        txt = F.L2Normalization(self.text_proj(text), mode="instance")
        scale = F.exp(F.clip(logit_scale, 0, self._max_log))
        logits = F.broadcast_mul(F.dot(img, txt, transpose_b=True), scale)
        labels = F.arange(4)
        loss_i = -F.pick(F.log_softmax(logits, axis=1), labels, axis=1)
        loss_t = -F.pick(F.log_softmax(logits, axis=0), labels, axis=0)
        return F.mean(loss_i + loss_t) / 2
