"""MQ-RNN decoder: the encoder GRU's last step cut by `F.slice_axis(begin=-1, end=None)`, a global MLP giving
`prediction_length + 1` contexts reshaped by the codes `(0, H + 1, -1)`, the horizon-agnostic context
repeated along the horizon, and a local MLP per step over (context, step context, future features) to
the quantile heads."""
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(2, 6), (2, 6, 2), (2, 3, 2)]


class MQRNNDecoder(HybridBlock):
    def __init__(self, prediction_length=3, num_quantiles=3, ctx=4, **kwargs):
        super().__init__(**kwargs)
        self.prediction_length = prediction_length
        with self.name_scope():
            self.encoder = rnn.GRU(8, layout="NTC")
            self.global_mlp = nn.Dense((prediction_length + 1) * ctx)
            self.local_mlp = nn.HybridSequential()
            self.local_mlp.add(nn.Dense(8, flatten=False, activation="relu"),
                               nn.Dense(num_quantiles, flatten=False))

    def hybrid_forward(self, F, past_target, past_feat, future_feat):
        enc = self.encoder(F.concat(past_target.expand_dims(axis=2), past_feat, dim=2))
        last = F.slice_axis(enc, axis=1, begin=-1, end=None)
        ctxs = self.global_mlp(last).reshape((0, self.prediction_length + 1, -1))
        c_a = F.slice_axis(ctxs, axis=1, begin=0, end=1)
        c_t = F.slice_axis(ctxs, axis=1, begin=1, end=None)
        c_a = F.repeat(c_a, repeats=self.prediction_length, axis=1)
        return self.local_mlp(F.concat(c_a, c_t, future_feat, dim=2))


Net = MQRNNDecoder
