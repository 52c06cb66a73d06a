"""Residual quantization over a python number of stages: each stage a codebook child Parameter, the soft nearest codeword by `softmax` of negative distances, the residual updated by plain subtraction of same-shape tensors and the quantized sum accumulated from `zeros_like`."""
from mxnet.gluon import HybridBlock

INPUTS = [(4, 6)]


class Stage(HybridBlock):
    def __init__(self, num_codes=5, dim=6, temperature=0.3, **kwargs):
        super().__init__(**kwargs)
        self.temperature = temperature
        with self.name_scope():
            self.codes = self.params.get("codes", shape=(num_codes, dim))

    def hybrid_forward(self, F, r, codes):
        d = F.broadcast_add(F.sum(F.square(r), axis=1, keepdims=True),
                            F.transpose(F.sum(F.square(codes), axis=1, keepdims=True))) - 2 * F.dot(r, codes, transpose_b=True)
        return F.dot(F.softmax(-d / self.temperature), codes)


class ResidualQuantizer(HybridBlock):
    def __init__(self, stages=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.stages = [Stage() for _ in range(stages)]
            for i, s in enumerate(self.stages):
                self.register_child(s, "stage%d" % i)

    def hybrid_forward(self, F, x):
        residual, quantized = x, F.zeros_like(x)
        for stage in self.stages:
            q = stage(residual)
            quantized = quantized + q
            residual = residual - q
        return quantized, F.mean(F.square(residual))


Net = ResidualQuantizer
