"""MaxViT's block attention: an (N, C, H, W) map (H, W from the constructor's image size) partitioned into
non-overlapping P x P windows by reshape codes (`-4` splits of H and W), a transpose and `-3` merges to
(N * windows, P*P, C), single-head attention inside each window, and the windows put back."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8, 8)]


class BlockAttention(HybridBlock):
    def __init__(self, dims=4, size=8, window=4, **kwargs):
        super().__init__(**kwargs)
        self.p, self.n, self.c = window, size // window, dims
        self.scale = 1 / math.sqrt(dims)
        with self.name_scope():
            self.qkv = nn.Dense(3 * dims, flatten=False, in_units=dims)

    def hybrid_forward(self, F, x):
        p, n = self.p, self.n
        w = F.reshape(x, shape=(0, 0, -4, n, p, -4, n, p))              # (N, C, n, P, n, P)
        w = F.transpose(w, axes=(0, 2, 4, 3, 5, 1))                      # (N, n, n, P, P, C)
        w = F.reshape(w, shape=(-1, p * p, self.c))                      # (N*n*n, P*P, C)
        q, k, v = F.split(self.qkv(w), num_outputs=3, axis=2)
        out = F.batch_dot(F.softmax(F.batch_dot(q, k, transpose_b=True) * self.scale, axis=-1), v)
        out = F.reshape(out, shape=(-1, n, n, p, p, self.c))
        out = F.transpose(out, axes=(0, 5, 1, 3, 2, 4))                  # (N, C, n, P, n, P)
        return F.reshape(out, shape=(0, 0, -3, -3)) + x


Net = BlockAttention
