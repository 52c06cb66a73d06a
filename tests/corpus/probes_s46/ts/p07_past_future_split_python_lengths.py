"""Training network over a window: past and future parts split by `slice_axis` at a python context length, covariates concatenated along the time axis with `F.concat(dim=1)`."""
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(2, 9, 3), (2, 4, 3), (2, 9)]


class TrainingNetwork(HybridBlock):
    def __init__(self, context_length=6, prediction_length=4, hidden=8, **kwargs):
        super().__init__(**kwargs)
        self._ctx, self._pred = context_length, prediction_length
        with self.name_scope():
            self.rnn = rnn.LSTM(hidden, layout="NTC", input_size=4)
            self.out = nn.Dense(1, flatten=False, in_units=hidden)

    def hybrid_forward(self, F, past_feat, future_feat, past_target):
        # keep only the last `context_length` steps of the history
        past_feat = F.slice_axis(past_feat, axis=1, begin=-self._ctx, end=None)
        past_target = F.slice_axis(past_target, axis=1, begin=-self._ctx, end=None)
        feats = F.concat(past_feat, future_feat, dim=1)                      # (N, ctx + pred, 3)
        target_in = F.concat(past_target, F.zeros_like(F.slice_axis(future_feat, axis=2, begin=0, end=1)).squeeze(axis=2), dim=1)
        inputs = F.concat(feats, target_in.expand_dims(axis=2), dim=2)
        return F.squeeze(self.out(self.rnn(inputs)), axis=2)


class Net(TrainingNetwork):
    pass
