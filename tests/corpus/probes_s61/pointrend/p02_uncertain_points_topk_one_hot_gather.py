"""PointRend point selection at inference: uncertainty as `-abs(logits)` of a class-agnostic mask flattened by `reshape((0, -1))`, the `topk` indices of the most uncertain cells, and the point features gathered by a `one_hot` over the configured H*W cells and `batch_dot` with the flattened fine features."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 6, 6)]


class UncertainPointGather(HybridBlock):
    def __init__(self, channels=8, size=6, num_points=5, **kwargs):
        super(UncertainPointGather, self).__init__(**kwargs)
        self._cells = size * size
        self._k = num_points
        with self.name_scope():
            self.mask = nn.Conv2D(1, 1, in_channels=channels)

    def hybrid_forward(self, F, feats):
        logits = self.mask(feats).reshape((0, -1))
        uncertainty = -F.abs(logits)
        idx = F.topk(uncertainty, axis=1, k=self._k, ret_typ="indices")
        picks = F.one_hot(idx, depth=self._cells)
        flat = feats.reshape((0, 0, -1)).transpose((0, 2, 1))
        return F.batch_dot(picks, flat)


Net = UncertainPointGather
