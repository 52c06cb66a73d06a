"""Feature mixing applied step by step over a python range of the configured length with `slice_axis`, the
steps stacked back along time (a port of a per-timestep loop)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 3)]


class StepMixing(HybridBlock):
    def __init__(self, seq_len=8, channels=3, **kwargs):
        super().__init__(**kwargs)
        self.seq_len = seq_len
        with self.name_scope():
            self.fm = nn.Dense(channels, activation="relu")

    def hybrid_forward(self, F, x):
        steps = [self.fm(F.slice_axis(x, axis=1, begin=t, end=t + 1).reshape((0, -1)))
                 for t in range(self.seq_len)]
        return x + F.stack(*steps, axis=1)


Net = StepMixing
