"""Set pooling with frame attention: softmax weights over frames (N, T, 1) from `keepdims` scores, multiplied into the (N, T, C) features with a plain `*`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 6)]


class AttentivePooling(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.proj = nn.Dense(6, flatten=False, activation="tanh")

    def hybrid_forward(self, F, frames):
        h = self.proj(frames)
        w = F.softmax(F.sum(h, axis=2, keepdims=True), axis=1)
        return F.sum(h * w, axis=1)


Net = AttentivePooling
