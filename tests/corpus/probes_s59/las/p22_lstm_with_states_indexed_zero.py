"""LAS listener LSTM called with explicit zero states (built by `zeros_like` of a time slice, `swapaxes` to (1, N, C)); given states it returns (output, states), so `[0]` is the output both eagerly and traced."""
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(2, 6, 4)]


class StatefulListener(HybridBlock):
    def __init__(self, units=4, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.lstm = rnn.LSTM(units, layout="NTC", input_size=units)
            self.proj = nn.Dense(5, flatten=False, in_units=units)

    def hybrid_forward(self, F, x):
        h0 = F.swapaxes(F.zeros_like(F.slice_axis(x, axis=1, begin=0, end=1)), 0, 1)
        out = self.lstm(x, [h0, h0])[0]
        return self.proj(out)


Net = StatefulListener
