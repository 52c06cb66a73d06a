"""Perceiver IO decoder: the output query array built from position encodings of the decoding grid
(an (O, P) numpy table of a 2x3 grid's coordinates and their sines, held as a constant), projected by a
Dense and `broadcast_like`d to the latents' batch, cross-attending to the latents (B, N, D); an output head
to (B, O, 2)."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8)]


def grid_queries(h, w):
    ys, xs = np.meshgrid(np.linspace(-1, 1, h), np.linspace(-1, 1, w), indexing="ij")
    coords = np.stack([ys.ravel(), xs.ravel()], axis=1)
    return np.concatenate([coords, np.sin(np.pi * coords)], axis=1).astype("float32")


class GridDecoder(HybridBlock):
    def __init__(self, grid=(2, 3), dim=8, **kwargs):
        super().__init__(**kwargs)
        self.scale = dim ** -0.5
        with self.name_scope():
            self.queries = self.params.get_constant("queries", grid_queries(*grid))
            self.q_proj = nn.Dense(dim, flatten=False)
            self.kv = nn.Dense(2 * dim, flatten=False)
            self.head = nn.Dense(2, flatten=False)

    def hybrid_forward(self, F, z, queries):
        q = self.q_proj(queries.expand_dims(0))
        q = F.broadcast_like(q, z, lhs_axes=(0,), rhs_axes=(0,))
        k, v = F.split(self.kv(z), num_outputs=2, axis=-1)
        attn = F.softmax(F.batch_dot(q, k, transpose_b=True) * self.scale, axis=-1)
        return self.head(F.batch_dot(attn, v))


Net = GridDecoder
