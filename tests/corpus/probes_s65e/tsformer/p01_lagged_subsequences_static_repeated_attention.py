"""gluon-ts TransformerEstimator inputs: `get_lagged_subsequences` gathers (B, C, L) lags from the longer
history by `F.slice_axis` with negative begins (lags from the constructor), time features cut to the
context, static features repeated along time, all concatenated, embedded and run through one
self-attention layer (`F.batch_dot`, softmax)."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8), (2, 8, 2), (2, 3)]


class TransformerInputs(HybridBlock):
    def __init__(self, context_length=4, lags_seq=(1, 2, 4), d_model=8, **kwargs):
        super().__init__(**kwargs)
        self.context_length = context_length
        self.lags_seq = list(lags_seq)
        self.d_model = d_model
        with self.name_scope():
            self.embed = nn.Dense(d_model, flatten=False)
            self.qkv = nn.Dense(3 * d_model, flatten=False)

    def get_lagged_subsequences(self, F, sequence, subsequences_length):
        lagged = []
        for lag in self.lags_seq:
            begin = -lag - subsequences_length
            end = -lag if lag > 0 else None
            lagged.append(F.slice_axis(sequence, axis=1, begin=begin, end=end))
        return F.stack(*lagged, axis=-1)

    def hybrid_forward(self, F, past_target, past_time_feat, feat_static_real):
        lags = self.get_lagged_subsequences(F, past_target, self.context_length)
        time_feat = F.slice_axis(past_time_feat, axis=1, begin=-self.context_length, end=None)
        static = F.repeat(feat_static_real.expand_dims(axis=1), repeats=self.context_length, axis=1)
        x = self.embed(F.concat(lags, time_feat, static, dim=2))
        q, k, v = F.split(self.qkv(x), num_outputs=3, axis=2)
        att = F.softmax(F.batch_dot(q, k, transpose_b=True) / math.sqrt(self.d_model), axis=-1)
        return F.batch_dot(att, v)


Net = TransformerInputs
