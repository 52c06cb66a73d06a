"""Residual quantizer that updates the residual in place, `residual = x` then `residual -= q` each stage, and returns the commitment term against `x` (in eager mode `x` is the residual by then)."""
from mxnet.gluon import HybridBlock

INPUTS = [(4, 6)]


class ResidualQuantizer(HybridBlock):
    def __init__(self, stages=2, num_codes=5, dim=6, **kwargs):
        super().__init__(**kwargs)
        self.num_stages = stages
        with self.name_scope():
            self.codes = self.params.get("codes", shape=(stages, num_codes, dim))

    def hybrid_forward(self, F, x, codes):
        residual = x
        quantized = F.zeros_like(x)
        books = F.split(codes, num_outputs=self.num_stages, axis=0, squeeze_axis=True)
        for book in books:
            sim = F.dot(residual, book, transpose_b=True)
            q = F.dot(F.softmax(sim * 4), book)
            quantized = quantized + q
            residual -= q
        return quantized, F.mean(F.square(x - quantized))


Net = ResidualQuantizer
