"""Mean-scaling with observed-value weights: the scale is `sum(|x| * w) / sum(w)` over time with keepdims, floored by `F.maximum` against a python minimum, and applied by `broadcast_div`; the series count `len(self.cardinality)` of a python list picks the embeddings."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 10), (3, 10)]


class WeightedMeanScaler(HybridBlock):
    def __init__(self, cardinality=(5, 3), minimum_scale=1e-3, **kwargs):
        super().__init__(**kwargs)
        self.cardinality = list(cardinality)
        self.minimum_scale = minimum_scale
        with self.name_scope():
            self.out = nn.Dense(len(self.cardinality) * 2, flatten=False)

    def hybrid_forward(self, F, data, observed):
        w = F.abs(observed)
        num = F.sum(F.abs(data) * w, axis=1, keepdims=True)
        den = F.sum(w, axis=1, keepdims=True) + 1e-6
        scale = F.maximum(num / den, self.minimum_scale)
        return self.out(F.broadcast_div(data, scale)), scale


Net = WeightedMeanScaler
