"""DeepFactor fixed effect computed step by step: the factors are put time-major by `swapaxes(0, 1)` and
iterated (`for g_t in factors_tm`), each step's (B, K) factors dotted with the loadings and the steps
stacked back."""
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(2, 3), (2, 5, 2)]


class IteratedFactors(HybridBlock):
    def __init__(self, num_factors=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.global_rnn = rnn.LSTM(6, layout="NTC")
            self.global_proj = nn.Dense(num_factors, flatten=False)
            self.loadings = nn.Dense(num_factors)

    def hybrid_forward(self, F, feat_static_real, time_feat):
        w = self.loadings(feat_static_real)
        factors_tm = self.global_proj(self.global_rnn(time_feat)).swapaxes(0, 1)
        steps = [F.sum(g_t * w, axis=1) for g_t in factors_tm]
        return F.stack(*steps, axis=1)


Net = IteratedFactors
