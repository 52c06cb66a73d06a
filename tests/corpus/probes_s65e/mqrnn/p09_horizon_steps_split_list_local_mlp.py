"""MQ-RNN local MLP applied per horizon step: the global MLP's (B, H, C) contexts split into H (B, C)
tensors (`F.split(num_outputs=H, squeeze_axis=True)`, H from the constructor), the python list iterated,
each step's forecast stacked on axis 1."""
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(2, 6, 3)]


class SplitStepsDecoder(HybridBlock):
    def __init__(self, prediction_length=3, num_quantiles=2, **kwargs):
        super().__init__(**kwargs)
        self.prediction_length = prediction_length
        with self.name_scope():
            self.encoder = rnn.GRU(5, layout="NTC")
            self.global_mlp = nn.Dense(prediction_length * 4)
            self.local_mlp = nn.Dense(num_quantiles)

    def hybrid_forward(self, F, past_seq):
        last = F.slice_axis(self.encoder(past_seq), axis=1, begin=-1, end=None)
        ctxs = self.global_mlp(last).reshape((0, self.prediction_length, -1))
        steps = F.split(ctxs, num_outputs=self.prediction_length, axis=1, squeeze_axis=True)
        return F.stack(*[self.local_mlp(c) for c in steps], axis=1)


Net = SplitStepsDecoder
