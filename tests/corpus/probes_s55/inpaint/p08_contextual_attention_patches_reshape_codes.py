"""Contextual attention (DeepFill): foreground and background features flattened by reshape codes, cosine scores by `batch_dot`, a python softmax scale, reconstructed foreground reshaped like the input."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 4, 5, 5), (2, 4, 5, 5)]


def l2_normalize(F, x, axis):
    return F.broadcast_div(x, F.sqrt(F.sum(F.square(x), axis=axis, keepdims=True)) + 1e-6)


class ContextualAttention(HybridBlock):
    def __init__(self, softmax_scale=10.0, **kwargs):
        super().__init__(**kwargs)
        self.softmax_scale = softmax_scale

    def hybrid_forward(self, F, fg, bg):
        f = F.reshape(fg, (0, 0, -1))
        b = F.reshape(bg, (0, 0, -1))
        scores = F.batch_dot(l2_normalize(F, f, 1), l2_normalize(F, b, 1), transpose_a=True)
        attn = F.softmax(scores * self.softmax_scale, axis=-1)
        out = F.batch_dot(b, attn, transpose_b=True)
        return F.reshape_like(out, fg)


Net = ContextualAttention
