"""PQ decoder: integer codes (N, M) from floats, one `F.Embedding` per subspace on the matching slice of a flat codebook Parameter (`slice_axis` on rows `m * K` to `(m + 1) * K`), the sub-vectors concatenated; sizes are python values from `__init__`."""
from mxnet.gluon import HybridBlock

INPUTS = [(4, 2)]


class PQDecoder(HybridBlock):
    def __init__(self, num_sub=2, num_codes=5, sub_dim=3, **kwargs):
        super().__init__(**kwargs)
        self.num_sub, self.num_codes, self.sub_dim = num_sub, num_codes, sub_dim
        with self.name_scope():
            self.codebook = self.params.get("codebook", shape=(num_sub * num_codes, sub_dim))

    def hybrid_forward(self, F, codes, codebook):
        ids = F.floor((codes + 1) * 0.5 * (self.num_codes - 1))
        cols = F.split(ids, num_outputs=self.num_sub, axis=1, squeeze_axis=True)
        parts = []
        for m, col in enumerate(cols):
            book = F.slice_axis(codebook, axis=0, begin=m * self.num_codes, end=(m + 1) * self.num_codes)
            parts.append(F.Embedding(col, book, input_dim=self.num_codes, output_dim=self.sub_dim))
        return F.concat(*parts, dim=1)


Net = PQDecoder
