"""MQ-RNN pinball loss accumulated in place: `loss = F.zeros_like(first)` then `loss += F.maximum(q * e,
(q - 1) * e)` per quantile level."""
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(2, 5, 1), (2, 5, 3)]


class IaddQuantileLoss(HybridBlock):
    def __init__(self, prediction_length=3, quantiles=(0.1, 0.5, 0.9), **kwargs):
        super().__init__(**kwargs)
        self.prediction_length = prediction_length
        self.quantiles = list(quantiles)
        with self.name_scope():
            self.encoder = rnn.LSTM(6, layout="NTC")
            self.head = nn.Dense(prediction_length * len(quantiles), flatten=False)

    def hybrid_forward(self, F, past_target, fork_target):
        pred = self.head(self.encoder(past_target)).reshape((0, 0, self.prediction_length, -1))
        err = F.broadcast_sub(fork_target.expand_dims(axis=3), pred)
        loss = F.zeros_like(F.slice_axis(err, axis=3, begin=0, end=1))
        for i, q in enumerate(self.quantiles):
            e = F.slice_axis(err, axis=3, begin=i, end=i + 1)
            loss += F.maximum(q * e, (q - 1) * e)
        return loss.mean(axis=(1, 2, 3))


Net = IaddQuantileLoss
