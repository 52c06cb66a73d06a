"""Atmospheric light taking the top 0.1% pixels, `k = max(1, int(0.001 * hazy.shape[2] * hazy.shape[3]))`."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 3, 12, 12)]


class AtmosphericLight(HybridBlock):
    def hybrid_forward(self, F, hazy):
        dark = -F.Pooling(-F.min(hazy, axis=1, keepdims=True), kernel=(5, 5), stride=(1, 1),
                          pad=(2, 2), pool_type="max")
        k = max(1, int(0.001 * hazy.shape[2] * hazy.shape[3]))
        mask = F.topk(F.reshape(dark, (0, -1)), k=k, ret_typ="mask", axis=1)
        flat = F.reshape(hazy, (0, 0, -1))
        light = F.sum(F.broadcast_mul(flat, F.expand_dims(mask, 1)), axis=2) / k
        return F.reshape(light, (0, 0, 1, 1))


Net = AtmosphericLight
