"""Numpy-mode PQ reconstruction: the codebook Parameter subscripted by a python integer `codebook[m]` and the codes column `ids[:, m]` (basic indexing, legal on numpy-mode Symbols), rows gathered by `F.np.take(..., axis=0)`."""
from mxnet import npx
from mxnet.gluon import HybridBlock

npx.set_np()

INPUTS = [(4, 2)]


class NumpyPQDecoder(HybridBlock):
    def __init__(self, num_sub=2, num_codes=5, sub_dim=3, **kwargs):
        super().__init__(**kwargs)
        self.num_sub, self.num_codes = num_sub, num_codes
        with self.name_scope():
            self.codebook = self.params.get("codebook", shape=(num_sub, num_codes, sub_dim))

    def hybrid_forward(self, F, codes, codebook):
        ids = F.np.floor((codes + 1) * 0.5 * (self.num_codes - 1)).astype("int32")
        parts = [F.np.take(codebook[m], ids[:, m], axis=0) for m in range(self.num_sub)]
        return F.np.concatenate(parts, axis=1)


Net = NumpyPQDecoder
