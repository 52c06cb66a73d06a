"""Numpy-mode RT-DETR query selection in `forward`: `npx.topk` of the best class score, then the selected tokens gathered per image by advanced indexing in a python loop over `memory.shape[0]` and stacked by `np.stack`."""
from mxnet import np, npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(2, 10, 6)]


class NumpyQuerySelection(HybridBlock):
    def __init__(self, dim=6, classes=3, k=4, **kwargs):
        super().__init__(**kwargs)
        self._k = k
        self.cls = nn.Dense(classes, flatten=False, in_units=dim)

    def forward(self, memory):
        scores = self.cls(memory).max(axis=-1)
        idx = npx.topk(scores, k=self._k, axis=-1, ret_typ="indices").astype("int32")
        return np.stack([memory[b][idx[b]] for b in range(memory.shape[0])])


Net = NumpyQuerySelection
