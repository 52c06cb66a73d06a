"""Linking detected objects to an entity table: a YOLO-style objectness map flattened by `x.shape[0]`, the number of boxes to keep computed in numpy from `obj.asnumpy()` (boxes over 0.5, at least one) and the top-k scores taken with that k, scored against the entity embeddings."""
import numpy as np

from mxnet.gluon import nn


INPUTS = [(2, 3, 3, 3), (4, 3)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.head = nn.Conv2D(1 + 3, 1, in_channels=3)

    def hybrid_forward(self, F, x, ents):
        p = self.head(x).transpose((0, 2, 3, 1)).reshape((x.shape[0], -1, 4))
        obj = F.sigmoid(p.slice_axis(axis=2, begin=0, end=1)).reshape((0, -1))
        k = max(1, int(np.sum(obj.asnumpy() > 0.5, axis=1).max()))
        idx = F.topk(obj, k=k, axis=1)
        emb = F.take(p.slice_axis(axis=2, begin=1, end=4).reshape((-1, 3)), idx.reshape((-1,)))
        return F.dot(emb, ents, transpose_b=True)
