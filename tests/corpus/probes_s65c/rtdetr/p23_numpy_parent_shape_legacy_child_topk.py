"""A numpy-mode RT-DETR decoder `forward` that reads `n, l, d = memory.shape` for its query positions and calls a `hybrid_forward` query-selection child written with `F.npx.topk` and sizes from the constructor; the module runs `npx.set_np()`."""
from mxnet import np, npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(2, 10, 6)]


class TopKChild(HybridBlock):
    def __init__(self, dim=6, classes=3, k=4, **kwargs):
        super().__init__(**kwargs)
        self._k = k
        self.cls = nn.Dense(classes, flatten=False, in_units=dim)

    def hybrid_forward(self, F, memory):
        return F.npx.topk(self.cls(memory).max(axis=-1), k=self._k, axis=-1, ret_typ="value")


class NumpyDecoder(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.select = TopKChild()

    def forward(self, memory):
        n, l, d = memory.shape
        scores = self.select(memory)
        return scores + np.arange(scores.shape[1]) / l


Net = NumpyDecoder
