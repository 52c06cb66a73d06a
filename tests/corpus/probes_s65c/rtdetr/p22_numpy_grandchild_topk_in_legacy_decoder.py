"""RT-DETR query selection written as a numpy-mode `forward` block (`npx.topk`, `.max(axis=-1)`) two levels down: inside a legacy `hybrid_forward` head inside a legacy `hybrid_forward` detector; the module runs `npx.set_np()`."""
from mxnet import npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(2, 10, 6)]


class NumpyTopK(HybridBlock):
    def __init__(self, k=4, **kwargs):
        super().__init__(**kwargs)
        self._k = k

    def forward(self, scores):
        return npx.topk(scores.max(axis=-1), k=self._k, axis=-1, ret_typ="value")


class Head(HybridBlock):
    def __init__(self, dim=6, classes=3, **kwargs):
        super().__init__(**kwargs)
        self.cls = nn.Dense(classes, flatten=False, in_units=dim)
        self.select = NumpyTopK()

    def hybrid_forward(self, F, memory):
        return self.select(self.cls(memory))


class Detector(HybridBlock):
    def __init__(self, dim=6, **kwargs):
        super().__init__(**kwargs)
        self.enc = nn.Dense(dim, flatten=False, in_units=dim)
        self.head = Head()

    def hybrid_forward(self, F, x):
        return self.head(F.npx.relu(self.enc(x)))


Net = Detector
