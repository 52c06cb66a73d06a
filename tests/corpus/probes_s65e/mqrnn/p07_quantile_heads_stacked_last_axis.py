"""MQ-RNN quantile heads as a `HybridSequential` of one `Dense(1)` per quantile, iterated in the forward,
their (B, H, 1) outputs concatenated on the last axis."""
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(2, 6, 3), (2, 4, 2)]


class HeadPerQuantile(HybridBlock):
    def __init__(self, prediction_length=4, quantiles=(0.1, 0.5, 0.9), **kwargs):
        super().__init__(**kwargs)
        self.prediction_length = prediction_length
        with self.name_scope():
            self.encoder = rnn.LSTM(5, layout="NTC")
            self.heads = nn.HybridSequential()
            for _ in quantiles:
                self.heads.add(nn.Dense(1, flatten=False))

    def hybrid_forward(self, F, past_seq, future_feat):
        last = F.slice_axis(self.encoder(past_seq), axis=1, begin=-1, end=None)
        x = F.concat(F.repeat(last, repeats=self.prediction_length, axis=1), future_feat, dim=2)
        return F.concat(*[head(x) for head in self.heads], dim=2)


Net = HeadPerQuantile
