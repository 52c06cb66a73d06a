"""Forecast training head: the window split into past and future, a linear forecast scored against the future."""
from mxnet.gluon import nn


INPUTS = [(3, 10)]


class Net(nn.HybridBlock):
    def __init__(self, window=10, pred_len=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.pred_len = pred_len
        with self.name_scope():
            self.forecast = nn.Dense(pred_len, in_units=window - pred_len)

    def hybrid_forward(self, F, window):
        past = window[:, :-self.pred_len]
        future = window[:, -self.pred_len:]
        pred = self.forecast(past)
        return F.mean(F.square(pred - future), axis=1)
