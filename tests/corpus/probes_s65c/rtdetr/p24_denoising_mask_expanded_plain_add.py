"""RT-DETR denoising attention mask brought to (1, Q, Q) by `expand_dims(0)` and added to the (N, Q, Q) scores by a plain `+`."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 4)]


def dn_mask(num_dn, num_q):
    m = np.zeros((num_q, num_q), dtype="float32")
    m[num_dn:, :num_dn] = -1e4
    return m


class ExpandedMaskAttention(HybridBlock):
    def __init__(self, dim=4, num_dn=2, num_q=5, **kwargs):
        super().__init__(**kwargs)
        self.qk = nn.Dense(2 * dim, flatten=False, in_units=dim)
        self.mask = self.params.get_constant("mask", dn_mask(num_dn, num_q))

    def hybrid_forward(self, F, x, mask):
        q, k = F.split(self.qk(x), num_outputs=2, axis=-1)
        scores = F.batch_dot(q, k, transpose_b=True) + mask.expand_dims(0)
        return F.batch_dot(F.softmax(scores, axis=-1), x)


Net = ExpandedMaskAttention
