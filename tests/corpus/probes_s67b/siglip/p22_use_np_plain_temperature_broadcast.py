"""Numpy-mode SigLIP with `@use_np` on a `hybrid_forward`: embeddings normalised by a plain `/` of an (n, d) by
an (n, 1) keepdims norm, logits `np.exp(t) * sim + b` with (1,) Parameters (numpy broadcasting, legal on
numpy-mode symbols), labels `2 * np.eye(n) - 1`, log-sigmoid by `-np.log1p(np.exp(-z))`."""
import math

from mxnet import init, npx
from mxnet.gluon import HybridBlock, nn
from mxnet.util import use_np

npx.set_np()

INPUTS = [(4, 6), (4, 5)]


@use_np
class NumpySigLIP(HybridBlock):
    def __init__(self, batch=4, dim=8, **kwargs):
        super().__init__(**kwargs)
        self.n = batch
        with self.name_scope():
            self.img_proj = nn.Dense(dim, use_bias=False, in_units=6)
            self.txt_proj = nn.Dense(dim, use_bias=False, in_units=5)
            self.t = self.params.get("t", shape=(1,), init=init.Constant(math.log(10.0)))
            self.b = self.params.get("b", shape=(1,), init=init.Constant(-10.0))

    def hybrid_forward(self, F, img, txt, t, b):
        zi, zt = self.img_proj(img), self.txt_proj(txt)
        zi = zi / F.np.sqrt((zi * zi).sum(axis=-1, keepdims=True))
        zt = zt / F.np.sqrt((zt * zt).sum(axis=-1, keepdims=True))
        logits = F.np.exp(t) * F.np.dot(zi, zt.T) + b
        z = (2 * F.np.eye(self.n) - 1) * logits
        return -F.np.log1p(F.np.exp(-z)).sum() / self.n


Net = NumpySigLIP
