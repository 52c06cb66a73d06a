"""Deformable DETR heads as the PyTorch reference writes them: `N, Len_q, _ = query.shape` and `.reshape((N, Len_q, n_heads, n_levels, n_points, 2))`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8)]


class ShapeOffsets(HybridBlock):
    def __init__(self, d_model=8, n_heads=2, n_levels=2, n_points=2, **kwargs):
        super().__init__(**kwargs)
        self.n_heads, self.n_levels, self.n_points = n_heads, n_levels, n_points
        with self.name_scope():
            self.sampling_offsets = nn.Dense(n_heads * n_levels * n_points * 2, flatten=False)

    def hybrid_forward(self, F, query):
        N, Len_q, _ = query.shape
        return self.sampling_offsets(query).reshape(
            (N, Len_q, self.n_heads, self.n_levels, self.n_points, 2))


Net = ShapeOffsets
