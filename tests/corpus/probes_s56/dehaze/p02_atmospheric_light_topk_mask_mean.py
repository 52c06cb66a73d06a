"""Atmospheric light: the brightest dark-channel pixels by `topk(ret_typ="mask")` over the flattened map, averaged per channel with a python k."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3, 12, 12)]


class AtmosphericLight(HybridBlock):
    def __init__(self, top=5, patch=5, **kwargs):
        super().__init__(**kwargs)
        self.top = top
        self.patch = patch

    def hybrid_forward(self, F, hazy):
        p = self.patch
        dark = -F.Pooling(-F.min(hazy, axis=1, keepdims=True), kernel=(p, p), stride=(1, 1),
                          pad=(p // 2, p // 2), pool_type="max")
        mask = F.topk(F.reshape(dark, (0, -1)), k=self.top, ret_typ="mask", axis=1)   # (N, HW)
        flat = F.reshape(hazy, (0, 0, -1))                                              # (N, 3, HW)
        light = F.sum(F.broadcast_mul(flat, F.expand_dims(mask, 1)), axis=2) / self.top
        return F.reshape(light, (0, 0, 1, 1))


Net = AtmosphericLight
