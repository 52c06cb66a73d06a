"""Hyperbolic image-caption retrieval: caption states pooled over the words by the sentence length read from the shape, both embeddings mapped to the Poincare ball with the (N, 1) norm meeting (N, D) by `*`, and Lorentz-style time coordinates read with `x[..., 0]`."""
from mxnet.gluon import nn


INPUTS = [(2, 5, 4), (2, 6)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.img = nn.Dense(4, in_units=6)

    def hybrid_forward(self, F, words, img):
        txt = words.sum(axis=1) / words.shape[1]
        both = F.stack(txt, self.img(img), axis=0)
        norm = F.maximum(F.norm(both, axis=-1, keepdims=True), 1e-5)
        ball = F.tanh(norm) * both / norm
        time = F.sqrt(1 + (ball * ball).sum(axis=-1))
        return time[0] * time[1] - (ball[0] * ball[1]).sum(axis=-1) + both[..., 0].sum(axis=0)
