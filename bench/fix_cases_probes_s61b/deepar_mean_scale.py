"""DeepAR's mean scaler: the scale is the mean |x| over the context window `past[:, :self.context]`,
viewed as `(past.shape[0], 1)` and offset by one, the series divided by it with a plain `/`, run
through an LSTM over `expand_dims(2)`, and the per-step mean projected and scaled back."""
from mxnet.gluon import nn, rnn


INPUTS = [(3, 6)]


class Net(nn.HybridBlock):
    def __init__(self, context=4, hidden=5, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.context = context
        with self.name_scope():
            self.rnn = rnn.LSTM(hidden, layout='NTC', input_size=1)
            self.proj = nn.Dense(1, in_units=hidden, flatten=False)

    def hybrid_forward(self, F, past):
        ctx = past[:, :self.context]
        scale = F.mean(F.abs(ctx), axis=1).reshape((past.shape[0], 1)) + 1.0
        scaled = past / scale
        out = self.rnn(scaled.expand_dims(2))
        mu = self.proj(out).squeeze(axis=2)
        return mu * scale
