"""MQ-RNN quantile forecasts rescaled by the context's mean absolute value, kept as (B, 1, 1) by
`expand_dims`, with a plain `*` against the (B, H, Q) forecasts."""
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(2, 6), (2, 3, 2)]


class PlainMulRescale(HybridBlock):
    def __init__(self, num_quantiles=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.encoder = rnn.GRU(5, layout="NTC")
            self.local_mlp = nn.Dense(num_quantiles, flatten=False)

    def hybrid_forward(self, F, past_target, future_feat):
        scale = F.mean(F.abs(past_target), axis=1, keepdims=True).expand_dims(axis=2) + 1e-3
        enc = self.encoder(F.broadcast_div(past_target, scale.reshape((0, 1))).expand_dims(axis=2))
        last = F.slice_axis(enc, axis=1, begin=-1, end=None)
        pred = self.local_mlp(F.concat(F.repeat(last, repeats=3, axis=1), future_feat, dim=2))
        return pred * scale


Net = PlainMulRescale
