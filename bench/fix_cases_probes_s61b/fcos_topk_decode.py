"""FCOS's top-k decoding: class scores flattened to `(N, -1)` by `n = scores.shape[0]`, the best `k`
indices by `topk`, the boxes of each image gathered by `gather_nd` with batch indices
`F.arange(n)` broadcast to `(n, k)`."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, k=5, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.k = k
        with self.name_scope():
            self.cls = nn.Conv2D(1, 3, padding=1, in_channels=3)
            self.reg = nn.Conv2D(4, 3, padding=1, in_channels=3)

    def hybrid_forward(self, F, x):
        scores = F.sigmoid(self.cls(x))
        n = scores.shape[0]
        scores = scores.reshape((n, -1))
        boxes = self.reg(x).reshape((n, 4, -1)).transpose((0, 2, 1))
        top_scores, idx = F.topk(scores, axis=1, k=self.k, ret_typ='both')
        batch = F.broadcast_to(F.arange(n).reshape((-1, 1)), (n, self.k))
        picked = F.gather_nd(boxes, F.stack(batch, idx, axis=0))
        return top_scores, picked
