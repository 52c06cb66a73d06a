"""MQ-RNN pinball loss in a module helper `pinball(F, target, pred, scale, q)` called per quantile with the
(B, H) target, a (B, H) quantile forecast and the (B, 1) mean absolute value of the past target: the
helper's `(target - pred) / scale` divides by a column with a plain `/`."""
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(2, 6, 2), (2, 3, 2), (2, 3)]


def pinball(F, target, pred, scale, q):
    e = (target - pred) / scale
    return F.maximum(q * e, (q - 1) * e).mean()


class HelperPinball(HybridBlock):
    def __init__(self, prediction_length=3, quantiles=(0.1, 0.5, 0.9), **kwargs):
        super().__init__(**kwargs)
        self.prediction_length = prediction_length
        self.quantiles = quantiles
        with self.name_scope():
            self.encoder = rnn.GRU(5, layout="NTC")
            self.local_mlp = nn.Dense(len(quantiles), flatten=False)

    def hybrid_forward(self, F, past_seq, future_feat, future_target):
        scale = F.mean(F.abs(F.slice_axis(past_seq, axis=2, begin=0, end=1)), axis=1) + 1e-3
        last = F.slice_axis(self.encoder(past_seq), axis=1, begin=-1, end=None)
        pred = self.local_mlp(F.concat(F.repeat(last, repeats=self.prediction_length, axis=1), future_feat, dim=2))
        losses = [pinball(F, future_target, F.slice_axis(pred, axis=2, begin=i, end=i + 1).reshape((0, -1)), scale, q)
                  for i, q in enumerate(self.quantiles)]
        return F.add_n(*losses)


Net = HelperPinball
