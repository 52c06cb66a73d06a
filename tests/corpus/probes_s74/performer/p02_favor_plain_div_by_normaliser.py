"""Performer FAVOR+ attention where the normaliser (B, L, 1) divides the numerator (B, L, D) with a
plain `/` (the PyTorch port's `out / d`)."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 8)]


class FavorAttention(HybridBlock):
    def __init__(self, dim=8, num_features=16, **kwargs):
        super().__init__(**kwargs)
        self.m = num_features
        proj = np.random.RandomState(1).normal(size=(num_features, dim)).astype("float32")
        with self.name_scope():
            self.qkv = nn.Dense(3 * dim, flatten=False)
            self.proj = self.params.get_constant("proj", proj)

    def feature_map(self, F, x, proj):
        wx = F.dot(x, proj, transpose_b=True)
        sq = F.sum(x * x, axis=-1, keepdims=True) / 2
        return F.exp(F.broadcast_sub(wx, sq)) / np.sqrt(self.m)

    def hybrid_forward(self, F, x, proj):
        q, k, v = F.split(self.qkv(x), num_outputs=3, axis=-1)
        qp = self.feature_map(F, q * 0.5, proj)
        kp = self.feature_map(F, k * 0.5, proj)
        kv = F.batch_dot(kp, v, transpose_a=True)
        num = F.batch_dot(qp, kv)
        den = F.batch_dot(qp, F.expand_dims(F.sum(kp, axis=1), axis=2))
        return num / (den + 1e-6)


Net = FavorAttention
