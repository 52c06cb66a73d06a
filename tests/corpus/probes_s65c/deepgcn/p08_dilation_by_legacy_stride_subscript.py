"""DeepGCN dilated neighbours taken from the `k * d` nearest by a legacy stride subscript, `idx[:, :, ::self._d]`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8)]


class SubscriptDilation(HybridBlock):
    def __init__(self, k=2, dilation=2, **kwargs):
        super().__init__(**kwargs)
        self._k, self._d = k, dilation

    def hybrid_forward(self, F, x):
        dist = -2 * F.batch_dot(x, x, transpose_a=True)
        idx = F.topk(-dist, k=self._k * self._d, axis=-1, ret_typ="indices")
        return idx[:, :, ::self._d]


Net = SubscriptDilation
