"""Deformable DETR sampling locations: reference points (N, Lq, L, 2) reshaped to `(0, 0, 1, L, 1, 2)`, offsets divided by the level sizes (a (1, 1, 1, L, 1, 2) constant of (W, H) built from the configured spatial shapes) with `broadcast_div`, added by `broadcast_add`."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8), (2, 3, 2, 2)]


class SamplingLocations(HybridBlock):
    def __init__(self, spatial_shapes=((4, 4), (2, 2)), n_heads=2, n_points=2, **kwargs):
        super().__init__(**kwargs)
        n_levels = len(spatial_shapes)
        self._h, self._l, self._p = n_heads, n_levels, n_points
        sizes = np.array([[w, h] for h, w in spatial_shapes], "float32").reshape(1, 1, 1, n_levels, 1, 2)
        with self.name_scope():
            self.normaliser = self.params.get_constant("normaliser", sizes)
            self.sampling_offsets = nn.Dense(n_heads * n_levels * n_points * 2, flatten=False)

    def hybrid_forward(self, F, query, reference_points, normaliser):
        offsets = self.sampling_offsets(query).reshape((0, 0, self._h, self._l, self._p, 2))
        ref = F.sigmoid(reference_points).reshape((0, 0, 1, self._l, 1, 2))
        return F.broadcast_add(ref, F.broadcast_div(offsets, normaliser))


Net = SamplingLocations
