"""ADC whose lookup table is indexed on the host: `codes.asnumpy().astype(int)` to gather the per-subspace entries with NumPy fancy indexing, wrapped back with `mx.nd.array`."""
import mxnet as mx
import numpy as np
from mxnet.gluon import HybridBlock

INPUTS = [(4, 8), (4, 2)]


class ADCScore(HybridBlock):
    def __init__(self, num_sub=2, num_codes=5, dim=8, **kwargs):
        super().__init__(**kwargs)
        self.num_sub, self.num_codes = num_sub, num_codes
        with self.name_scope():
            self.codebook = self.params.get("codebook", shape=(num_sub, num_codes, dim // num_sub))

    def hybrid_forward(self, F, query, codes, codebook):
        q = F.transpose(query.reshape((0, self.num_sub, -1)), axes=(1, 0, 2))
        lut = F.batch_dot(q, codebook, transpose_b=True).asnumpy()
        ids = np.floor((codes.asnumpy() + 1) * 0.5 * (self.num_codes - 1)).astype(int)
        rows = np.arange(ids.shape[0])
        score = sum(lut[m, rows, ids[:, m]] for m in range(self.num_sub))
        return mx.nd.array(score)


Net = ADCScore
