"""MQ-RNN local MLP input assembled from a dict of tensors, `{"agnostic": c_a, "specific": c_t, "future":
future_feat}`, concatenated by `F.concat(*parts.values(), dim=2)`."""
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(2, 6, 2), (2, 3, 2)]


class DictContexts(HybridBlock):
    def __init__(self, prediction_length=3, **kwargs):
        super().__init__(**kwargs)
        self.prediction_length = prediction_length
        with self.name_scope():
            self.encoder = rnn.GRU(5, layout="NTC")
            self.global_mlp = nn.Dense((prediction_length + 1) * 4)
            self.local_mlp = nn.Dense(3, flatten=False)

    def hybrid_forward(self, F, past_seq, future_feat):
        last = F.slice_axis(self.encoder(past_seq), axis=1, begin=-1, end=None)
        ctxs = self.global_mlp(last).reshape((0, -4, self.prediction_length + 1, -1))
        parts = {
            "agnostic": F.repeat(F.slice_axis(ctxs, axis=1, begin=0, end=1), repeats=self.prediction_length, axis=1),
            "specific": F.slice_axis(ctxs, axis=1, begin=1, end=None),
            "future": future_feat,
        }
        return self.local_mlp(F.concat(*parts.values(), dim=2))


Net = DictContexts
