"""DeepFactor with its inputs gathered by keyword into a helper, `context_of(F, **series)`, which cuts the
last `T - 1` steps with `T = series["past_target"].shape[1]`."""
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(2, 6), (2, 6, 2)]


def context_of(F, **series):
    t = series["past_target"].shape[1]
    return {k: F.slice_axis(v, axis=1, begin=1, end=t) for k, v in series.items()}


class KwargsShapeContext(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.rnn = rnn.GRU(6, layout="NTC")
            self.level = nn.Dense(1, flatten=False)

    def hybrid_forward(self, F, past_target, time_feat):
        ctx = context_of(F, past_target=past_target, time_feat=time_feat)
        return F.square(ctx["past_target"] - self.level(self.rnn(ctx["time_feat"])).reshape((0, -1))).mean(axis=1)


Net = KwargsShapeContext
