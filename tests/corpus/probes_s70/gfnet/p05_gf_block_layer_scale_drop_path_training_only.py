"""GFNet block on tokens (B, N, C): LayerNorm, a token-mixing filter (a real DFT along N by a (N, N)
constant pair, a learnable complex weight (N, C) as two Parameters applied by `broadcast_mul`), LayerNorm,
MLP, each branch scaled by a layer-scale gamma (C,) by `broadcast_mul`, stochastic depth only when
`autograd.is_training()` and the drop rate is positive (python-valued)."""
import numpy as np
from mxnet import autograd
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6)]


class GFBlock(HybridBlock):
    def __init__(self, tokens=4, dim=6, drop_path=0.1, **kwargs):
        super().__init__(**kwargs)
        self.drop_path = drop_path
        self.inv_tokens = 1.0 / tokens
        k = np.arange(tokens)
        ang = 2 * np.pi * np.outer(k, k) / tokens
        with self.name_scope():
            self.cos = self.params.get_constant("cos", np.cos(ang).astype("float32"))
            self.sin = self.params.get_constant("sin", np.sin(ang).astype("float32"))
            self.w_re = self.params.get("w_re", shape=(tokens, dim), init="ones")
            self.w_im = self.params.get("w_im", shape=(tokens, dim), init="zeros")
            self.gamma1 = self.params.get("gamma1", shape=(dim,), init="ones")
            self.gamma2 = self.params.get("gamma2", shape=(dim,), init="ones")
            self.norm1 = nn.LayerNorm()
            self.norm2 = nn.LayerNorm()
            self.mlp = nn.HybridSequential()
            self.mlp.add(nn.Dense(12, activation="relu", flatten=False), nn.Dense(dim, flatten=False))

    def branch(self, F, y, gamma):
        if self.drop_path > 0 and autograd.is_training():
            y = F.Dropout(y, p=self.drop_path, axes=(1, 2))
        return F.broadcast_mul(y, gamma.reshape((1, 1, -1)))

    def hybrid_forward(self, F, x, cos, sin, w_re, w_im, gamma1, gamma2):
        y = self.norm1(x).transpose((0, 2, 1))
        re, im = F.dot(y, cos), -F.dot(y, sin)
        wr, wi = w_re.transpose().expand_dims(0), w_im.transpose().expand_dims(0)
        fr = F.broadcast_mul(re, wr) - F.broadcast_mul(im, wi)
        fi = F.broadcast_mul(re, wi) + F.broadcast_mul(im, wr)
        y = ((F.dot(fr, cos) - F.dot(fi, sin)) * self.inv_tokens).transpose((0, 2, 1))
        x = x + self.branch(F, y, gamma1)
        return x + self.branch(F, self.mlp(self.norm2(x)), gamma2)


Net = GFBlock
