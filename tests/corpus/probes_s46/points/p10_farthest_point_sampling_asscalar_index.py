"""Farthest-point sampling (one cloud at a time) that reads the chosen index with `int(F.argmax(...).asscalar())`."""
from mxnet.gluon import HybridBlock

INPUTS = [(1, 3, 12)]


class Net(HybridBlock):
    def __init__(self, num_samples=4, **kwargs):
        super().__init__(**kwargs)
        self._m = num_samples

    def hybrid_forward(self, F, xyz):
        pts = F.transpose(F.squeeze(xyz, axis=0))                      # (P, 3)
        chosen = [0]
        mind = F.sum(F.square(F.broadcast_sub(pts, F.take(pts, F.zeros((1,))))), axis=1)
        for _ in range(self._m - 1):
            nxt = int(F.argmax(mind, axis=0).asscalar())
            chosen.append(nxt)
            d = F.sum(F.square(F.broadcast_sub(pts, F.take(pts, F.full((1,), nxt)))), axis=1)
            mind = F.minimum(mind, d)
        return F.take(pts, F.array(chosen))
