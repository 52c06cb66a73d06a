"""RT-DETR query selection whose query count is clipped to the token count, `k = min(self._k, memory.shape[1])`, before `F.topk`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 10, 6)]


class ClippedQuerySelection(HybridBlock):
    def __init__(self, dim=6, classes=3, k=4, **kwargs):
        super().__init__(**kwargs)
        self._k = k
        self.cls = nn.Dense(classes, flatten=False, in_units=dim)

    def hybrid_forward(self, F, memory):
        k = min(self._k, memory.shape[1])
        scores = F.max(self.cls(memory), axis=-1)
        return F.topk(scores, k=k, axis=-1, ret_typ="value")


Net = ClippedQuerySelection
