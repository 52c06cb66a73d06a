"""RT-DETR IoU-aware query selection: class logits of every encoder token (N, L, K), the best class score by `F.max(axis=-1)`, the top-k token indices by `F.topk(ret_typ="indices")`, and the tokens and their box proposals gathered by a `one_hot` (N, k, L) matrix through `batch_dot`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 10, 6)]


class QuerySelection(HybridBlock):
    def __init__(self, dim=6, classes=3, k=4, length=10, **kwargs):
        super().__init__(**kwargs)
        self._k, self._len = k, length
        self.cls = nn.Dense(classes, flatten=False, in_units=dim)
        self.box = nn.Dense(4, flatten=False, in_units=dim)

    def hybrid_forward(self, F, memory):
        scores = F.max(self.cls(memory), axis=-1)
        idx = F.topk(scores, k=self._k, axis=-1, ret_typ="indices")
        sel = F.one_hot(idx, self._len)
        queries = F.batch_dot(sel, memory)
        boxes = F.sigmoid(F.batch_dot(sel, self.box(memory)))
        return queries, boxes


Net = QuerySelection
