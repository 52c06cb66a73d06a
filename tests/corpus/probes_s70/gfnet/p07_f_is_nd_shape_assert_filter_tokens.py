"""GFNet token filter that checks the token count only when running imperatively (`if F is nd:` guarding
`assert x.shape[1] == self.tokens`), then applies a real-DFT global filter along the tokens with the
complex weight split from one (2, N, C) Parameter by `F.split(..., squeeze_axis=True)` (two outputs read
by unpacking)."""
import numpy as np
from mxnet import nd
from mxnet.gluon import HybridBlock

INPUTS = [(2, 4, 6)]


class GuardedFilter(HybridBlock):
    def __init__(self, tokens=4, dim=6, **kwargs):
        super().__init__(**kwargs)
        self.tokens = tokens
        k = np.arange(tokens)
        ang = 2 * np.pi * np.outer(k, k) / tokens
        with self.name_scope():
            self.cos = self.params.get_constant("cos", np.cos(ang).astype("float32"))
            self.sin = self.params.get_constant("sin", np.sin(ang).astype("float32"))
            self.weight = self.params.get("weight", shape=(2, tokens, dim))

    def hybrid_forward(self, F, x, cos, sin, weight):
        if F is nd:
            assert x.shape[1] == self.tokens, x.shape
        w_re, w_im = F.split(weight, num_outputs=2, axis=0, squeeze_axis=True)
        xt = x.transpose((0, 2, 1))
        re, im = F.dot(xt, cos), -F.dot(xt, sin)
        wr, wi = w_re.transpose().expand_dims(0), w_im.transpose().expand_dims(0)
        fr = F.broadcast_mul(re, wr) - F.broadcast_mul(im, wi)
        fi = F.broadcast_mul(re, wi) + F.broadcast_mul(im, wr)
        return ((F.dot(fr, cos) - F.dot(fi, sin)) / self.tokens).transpose((0, 2, 1))


Net = GuardedFilter
