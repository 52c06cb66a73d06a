"""Perceiver IO cross-attention with the padding mask as an additive bias, as the PyTorch port writes it:
`scores + (1 - valid).expand_dims(1) * -1e4`, (B, N, M) against (B, 1, M) by a plain `+`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8), (2, 10, 6), (2, 10)]


class BiasMaskCrossAttend(HybridBlock):
    def __init__(self, dim=8, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.to_q = nn.Dense(dim, flatten=False)
            self.to_kv = nn.Dense(2 * dim, flatten=False)

    def hybrid_forward(self, F, z, x, mask):
        k, v = F.split(self.to_kv(x), num_outputs=2, axis=-1)
        valid = mask > -0.5
        scores = F.batch_dot(self.to_q(z), k, transpose_b=True) + (1 - valid).expand_dims(1) * -1e4
        return z + F.batch_dot(F.softmax(scores, axis=-1), v)


Net = BiasMaskCrossAttend
