"""GFNet complex weight kept as one (2, N, C) Parameter, read as in the PyTorch code by `weight[0]` and
`weight[1]` (the real and imaginary parts)."""
import numpy as np
from mxnet.gluon import HybridBlock

INPUTS = [(2, 4, 6)]


class SubscriptWeight(HybridBlock):
    def __init__(self, tokens=4, dim=6, **kwargs):
        super().__init__(**kwargs)
        k = np.arange(tokens)
        ang = 2 * np.pi * np.outer(k, k) / tokens
        with self.name_scope():
            self.cos = self.params.get_constant("cos", np.cos(ang).astype("float32"))
            self.sin = self.params.get_constant("sin", np.sin(ang).astype("float32"))
            self.weight = self.params.get("weight", shape=(2, tokens, dim))

    def hybrid_forward(self, F, x, cos, sin, weight):
        xt = x.transpose((0, 2, 1))
        re, im = F.dot(xt, cos), -F.dot(xt, sin)
        wr, wi = weight[0].transpose().expand_dims(0), weight[1].transpose().expand_dims(0)
        fr = F.broadcast_mul(re, wr) - F.broadcast_mul(im, wi)
        fi = F.broadcast_mul(re, wi) + F.broadcast_mul(im, wr)
        return ((F.dot(fr, cos) - F.dot(fi, sin)) * 0.25).transpose((0, 2, 1))


Net = SubscriptWeight
