"""GRU back-end averaging word logits over time with python `sum(...)` of per-frame Dense outputs cut by `slice_axis` over the configured frame count, divided by that count."""
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(2, 4, 6)]


class SumOverTime(HybridBlock):
    def __init__(self, frames=4, words=3, **kwargs):
        super(SumOverTime, self).__init__(**kwargs)
        self.frames = frames
        with self.name_scope():
            self.gru = rnn.GRU(5, layout="NTC", input_size=6)
            self.fc = nn.Dense(words, in_units=5)

    def hybrid_forward(self, F, feats):
        h = self.gru(feats)
        per_frame = [self.fc(F.slice_axis(h, axis=1, begin=t, end=t + 1).reshape((0, -1)))
                     for t in range(self.frames)]
        return sum(per_frame) / self.frames


Net = SumOverTime
