"""Forward algorithm step written with plain `+` between `alpha` (N, K, 1), the transition matrix (K, K) and the emission (N, 1, K), as a PyTorch port would."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6)]


class CRF(HybridBlock):
    def __init__(self, num_tags=3, max_len=4, **kwargs):
        super().__init__(**kwargs)
        self.max_len = max_len
        with self.name_scope():
            self.trans = self.params.get("trans", shape=(num_tags, num_tags))

    def hybrid_forward(self, F, emissions, trans):
        steps = F.split(emissions, num_outputs=self.max_len, axis=1, squeeze_axis=True)
        alpha = steps[0]
        for emit in steps[1:]:
            scores = alpha.expand_dims(2) + trans + emit.expand_dims(1)
            alpha = F.log(F.sum(F.exp(scores), axis=1))
        return F.log(F.sum(F.exp(alpha), axis=1))


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.proj = nn.Dense(3, flatten=False, in_units=6)
            self.crf = CRF()

    def hybrid_forward(self, F, x):
        return self.crf(self.proj(x))
