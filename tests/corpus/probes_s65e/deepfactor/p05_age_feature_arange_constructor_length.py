"""DeepFactor time features extended, when the constructor flag asks for it, by an "age" feature
`F.arange(context_length) / context_length` shaped (1, T, 1) and broadcast to the batch with
`F.broadcast_like`; the `if` reads a python bool set in `__init__`."""
from mxnet.gluon import HybridBlock, nn, rnn

INPUTS = [(2, 5, 2), (2, 5)]


class AgeFeatureFactors(HybridBlock):
    def __init__(self, context_length=5, use_age=True, num_factors=3, **kwargs):
        super().__init__(**kwargs)
        self.context_length = context_length
        self.use_age = use_age
        with self.name_scope():
            self.global_rnn = rnn.LSTM(8, layout="NTC")
            self.global_proj = nn.Dense(num_factors, flatten=False)

    def hybrid_forward(self, F, time_feat, past_target):
        if self.use_age:
            age = (F.arange(self.context_length) / self.context_length).reshape((1, -1, 1))
            age = F.broadcast_like(age, F.slice_axis(time_feat, axis=2, begin=0, end=1))
            time_feat = F.concat(time_feat, age, dim=2)
        factors = self.global_proj(self.global_rnn(time_feat))
        return F.broadcast_sub(past_target.expand_dims(axis=2), factors).abs().mean(axis=(1, 2))


Net = AgeFeatureFactors
