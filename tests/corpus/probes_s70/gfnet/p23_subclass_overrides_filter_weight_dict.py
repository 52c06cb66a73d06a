"""GFNet block whose base class passes the tokens through a ReLU and whose subclass overrides
`mix(self, F, y, **weights)` with the global filter: the real DFT along tokens by (N, N) constants, the
complex weight read from the `**weights` dict (`weights['re']`, `weights['im']`, each (C, N) transposed
and expanded) applied by `broadcast_mul`; a residual in the base's `hybrid_forward`."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6)]


class MixerBase(HybridBlock):
    def __init__(self, tokens=4, dim=6, **kwargs):
        super().__init__(**kwargs)
        self.tokens = tokens
        k = np.arange(tokens)
        ang = 2 * np.pi * np.outer(k, k) / tokens
        with self.name_scope():
            self.cos = self.params.get_constant("cos", np.cos(ang).astype("float32"))
            self.sin = self.params.get_constant("sin", np.sin(ang).astype("float32"))
            self.w_re = self.params.get("w_re", shape=(dim, tokens))
            self.w_im = self.params.get("w_im", shape=(dim, tokens))
            self.norm = nn.LayerNorm()

    def mix(self, F, y, **weights):
        return F.relu(y)

    def hybrid_forward(self, F, x, cos, sin, w_re, w_im):
        y = self.norm(x).transpose((0, 2, 1))
        y = self.mix(F, y, cos=cos, sin=sin, re=w_re, im=w_im)
        return x + y.transpose((0, 2, 1))


class GFMixer(MixerBase):
    def mix(self, F, y, **weights):
        re, im = F.dot(y, weights["cos"]), -F.dot(y, weights["sin"])
        wr, wi = weights["re"].expand_dims(0), weights["im"].expand_dims(0)
        fr = F.broadcast_mul(re, wr) - F.broadcast_mul(im, wi)
        fi = F.broadcast_mul(re, wi) + F.broadcast_mul(im, wr)
        return (F.dot(fr, weights["cos"]) - F.dot(fi, weights["sin"])) / self.tokens


Net = GFMixer
