"""Deformable DETR attention heads: sampling offsets from a Dense to heads * levels * points * 2 reshaped with `(0, 0, H, L, P, 2)`, attention weights from a Dense softmaxed over levels * points per head and reshaped to `(0, 0, H, L, P)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8)]


class OffsetsAndWeights(HybridBlock):
    def __init__(self, d_model=8, n_heads=2, n_levels=2, n_points=2, **kwargs):
        super().__init__(**kwargs)
        self._h, self._l, self._p = n_heads, n_levels, n_points
        with self.name_scope():
            self.sampling_offsets = nn.Dense(n_heads * n_levels * n_points * 2, flatten=False)
            self.attention_weights = nn.Dense(n_heads * n_levels * n_points, flatten=False)

    def hybrid_forward(self, F, query):
        offsets = self.sampling_offsets(query).reshape((0, 0, self._h, self._l, self._p, 2))
        weights = self.attention_weights(query).reshape((0, 0, self._h, self._l * self._p))
        weights = F.softmax(weights, axis=-1).reshape((0, 0, self._h, self._l, self._p))
        return offsets, weights


Net = OffsetsAndWeights
