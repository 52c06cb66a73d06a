"""PointNet++ feature propagation: the three nearest known points by `topk(ret_typ='both')` on negated distances, inverse-distance weights normalised by `broadcast_div` over their keepdims sum, spread into an (N, P1, P2) interpolation matrix by `one_hot` and applied by `batch_dot`, then a 1x1 Conv1D over the concatenation with the skip features."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 3), (2, 4, 3), (2, 5, 4), (2, 2, 8)]


class FeaturePropagation(HybridBlock):
    def __init__(self, known_points=4, channels=5, skip_channels=2, **kwargs):
        super().__init__(**kwargs)
        self._known = known_points
        with self.name_scope():
            self.mlp = nn.Conv1D(6, 1, in_channels=channels + skip_channels)

    def hybrid_forward(self, F, unknown, known, known_feats, skip_feats):
        dist = F.sum(F.square(F.broadcast_sub(unknown.expand_dims(2), known.expand_dims(1))), axis=-1)
        neg, idx = F.topk(-dist, axis=-1, k=3, ret_typ="both")
        w = 1.0 / (-neg + 1e-8)
        w = F.broadcast_div(w, F.sum(w, axis=2, keepdims=True))
        interp = F.sum(F.broadcast_mul(F.one_hot(idx, depth=self._known), w.expand_dims(3)), axis=2)
        feats = F.batch_dot(known_feats, interp, transpose_b=True)
        return self.mlp(F.concat(feats, skip_feats, dim=1))


Net = FeaturePropagation
