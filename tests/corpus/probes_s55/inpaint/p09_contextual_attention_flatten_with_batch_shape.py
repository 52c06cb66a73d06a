"""Contextual attention whose foreground is flattened by `fg.reshape((fg.shape[0], fg.shape[1], -1))`."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 4, 5, 5), (2, 4, 5, 5)]


class ContextualAttention(HybridBlock):
    def __init__(self, softmax_scale=10.0, **kwargs):
        super().__init__(**kwargs)
        self.softmax_scale = softmax_scale

    def hybrid_forward(self, F, fg, bg):
        f = fg.reshape((fg.shape[0], fg.shape[1], -1))
        b = F.reshape(bg, (0, 0, -1))
        scores = F.batch_dot(f, b, transpose_a=True)
        attn = F.softmax(scores * self.softmax_scale, axis=-1)
        return F.reshape_like(F.batch_dot(b, attn, transpose_b=True), fg)


Net = ContextualAttention
