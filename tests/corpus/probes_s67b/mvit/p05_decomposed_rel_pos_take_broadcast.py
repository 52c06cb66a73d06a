"""MViTv2 decomposed relative position bias: tables along height and width `take`n by index constants computed
in `__init__` for the q and k grid sizes (k pooled by 2), q reshaped to (B, H, W, d) and moved so that one
`batch_dot` per axis gives (B, H, W, Hk) and (B, H, W, Wk) biases; the attention (B, H, W, Hk, Wk) gets them by
`broadcast_add` of `expand_dims` views, then flattened back by reshape codes."""
import numpy as onp
from mxnet import init
from mxnet.gluon import HybridBlock

INPUTS = [(2, 16, 4), (2, 4, 4)]


def rel_index(q_size, k_size):
    q_ratio, k_ratio = max(k_size / q_size, 1.0), max(q_size / k_size, 1.0)
    dist = onp.arange(q_size)[:, None] * q_ratio - onp.arange(k_size)[None, :] * k_ratio
    return (dist + (k_size - 1) * k_ratio).astype("float32")


class DecomposedRelPos(HybridBlock):
    def __init__(self, q_hw=(4, 4), k_hw=(2, 2), dim=4, **kwargs):
        super().__init__(**kwargs)
        self.H, self.W = q_hw
        self.Hk, self.Wk = k_hw
        idx_h, idx_w = rel_index(self.H, self.Hk), rel_index(self.W, self.Wk)
        with self.name_scope():
            self.rel_h = self.params.get("rel_h", shape=(int(idx_h.max()) + 1, dim), init=init.Normal(0.02))
            self.rel_w = self.params.get("rel_w", shape=(int(idx_w.max()) + 1, dim), init=init.Normal(0.02))
            self.idx_h = self.params.get_constant("idx_h", idx_h)
            self.idx_w = self.params.get_constant("idx_w", idx_w)

    def hybrid_forward(self, F, q, k, rel_h, rel_w, idx_h, idx_w):
        Rh, Rw = F.take(rel_h, idx_h), F.take(rel_w, idx_w)            # (H, Hk, d), (W, Wk, d)
        attn = F.batch_dot(q, k, transpose_b=True).reshape((0, self.H, self.W, self.Hk, self.Wk))
        r_q = q.reshape((0, self.H, self.W, -1))
        bias_h = F.batch_dot(r_q.transpose((1, 0, 2, 3)).reshape((0, -3, -2)), Rh, transpose_b=True)
        bias_h = bias_h.reshape((0, -4, -1, self.W, -2)).transpose((1, 0, 2, 3))
        bias_w = F.batch_dot(r_q.transpose((2, 0, 1, 3)).reshape((0, -3, -2)), Rw, transpose_b=True)
        bias_w = bias_w.reshape((0, -4, -1, self.H, -2)).transpose((1, 2, 0, 3))
        attn = F.broadcast_add(F.broadcast_add(attn, bias_h.expand_dims(-1)), bias_w.expand_dims(-2))
        return F.softmax(attn.reshape((0, -3, -3)), axis=-1)


Net = DecomposedRelPos
