"""Point Transformer transition down: farthest-point-style sample indices computed on the host in `__init__` (a greedy FPS over a fixed template cloud, as a data pipeline would hand them over) and registered by `get_constant` (M,), the sampled points taken by `F.take(p, idx, axis=1)`, features pooled over kNN groups by `F.max(axis=2)` after a Dense."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 3), (2, 8, 4)]


def farthest_point_indices(points, m):
    chosen = [0]
    dist = np.full(len(points), np.inf)
    for _ in range(m - 1):
        dist = np.minimum(dist, ((points - points[chosen[-1]]) ** 2).sum(-1))
        chosen.append(int(dist.argmax()))
    return np.array(chosen, dtype="float32")


class TransitionDown(HybridBlock):
    def __init__(self, num_points=8, stride=2, k=3, channels=4, **kwargs):
        super().__init__(**kwargs)
        self._k = k
        template = np.random.RandomState(1).uniform(-1, 1, (num_points, 3))
        with self.name_scope():
            self.sample_idx = self.params.get_constant("sample_idx", farthest_point_indices(template, num_points // stride))
            self.mlp = nn.Dense(channels, flatten=False, activation="relu")

    def hybrid_forward(self, F, p, feats, sample_idx):
        centres = F.take(p, sample_idx, axis=1)
        dist = F.sum(F.square(F.broadcast_sub(centres.expand_dims(2), p.expand_dims(1))), axis=-1)
        idx = F.topk(-dist, k=self._k, axis=-1, ret_typ="indices")
        rows = F.broadcast_like(F.contrib.arange_like(idx, axis=0).reshape((-1, 1, 1)), idx)
        grouped = F.gather_nd(self.mlp(feats), F.stack(rows, idx, axis=0))
        return centres, F.max(grouped, axis=2)


Net = TransitionDown
