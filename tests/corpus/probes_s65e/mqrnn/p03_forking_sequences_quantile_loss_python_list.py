"""MQ-RNN forking-sequences layout: every encoder step forecasts the whole horizon, `Dense(H * Q)` reshaped
by `(0, 0, H, Q)`, and the quantile (pinball) loss summed over a python list of quantile levels, each
quantile's errors cut by `F.slice_axis` and the loss started from the python `0`."""
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(2, 5, 1), (2, 5, 3)]


class ForkingQuantileLoss(HybridBlock):
    def __init__(self, prediction_length=3, quantiles=(0.1, 0.5, 0.9), **kwargs):
        super().__init__(**kwargs)
        self.prediction_length = prediction_length
        self.quantiles = list(quantiles)
        with self.name_scope():
            self.encoder = rnn.LSTM(6, layout="NTC")
            self.head = nn.Dense(prediction_length * len(quantiles), flatten=False)

    def hybrid_forward(self, F, past_target, fork_target):
        pred = self.head(self.encoder(past_target)).reshape((0, 0, self.prediction_length, len(self.quantiles)))
        err = F.broadcast_sub(fork_target.expand_dims(axis=3), pred)
        loss = 0
        for i, q in enumerate(self.quantiles):
            e = F.slice_axis(err, axis=3, begin=i, end=i + 1)
            loss = loss + F.maximum(q * e, (q - 1) * e)
        return loss.mean(axis=(1, 2, 3))


Net = ForkingQuantileLoss
