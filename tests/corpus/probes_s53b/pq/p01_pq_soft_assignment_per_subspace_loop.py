"""Differentiable product quantization: the input split into M sub-vectors by `F.split`, a codebook Parameter (M, K, d) sliced per subspace in a python loop, squared distances by `broadcast_add` of norms minus `F.dot`, soft assignment `softmax(-d / T)` and the reconstruction concatenated."""
from mxnet.gluon import HybridBlock

INPUTS = [(4, 8)]


class SoftPQ(HybridBlock):
    def __init__(self, num_sub=2, num_codes=5, dim=8, temperature=0.5, **kwargs):
        super().__init__(**kwargs)
        self.num_sub, self.temperature = num_sub, temperature
        with self.name_scope():
            self.codebook = self.params.get("codebook", shape=(num_sub, num_codes, dim // num_sub))

    def hybrid_forward(self, F, x, codebook):
        parts = F.split(x, num_outputs=self.num_sub, axis=1)
        books = F.split(codebook, num_outputs=self.num_sub, axis=0, squeeze_axis=True)
        out = []
        for m in range(self.num_sub):
            xm, cm = parts[m], books[m]
            d = F.broadcast_add(F.sum(xm * xm, axis=1, keepdims=True),
                                F.sum(cm * cm, axis=1).reshape((1, -1))) - 2 * F.dot(xm, cm, transpose_b=True)
            out.append(F.dot(F.softmax(-d / self.temperature, axis=1), cm))
        return F.concat(*out, dim=1)


Net = SoftPQ
