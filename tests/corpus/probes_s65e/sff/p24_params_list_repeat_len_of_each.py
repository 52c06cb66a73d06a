"""SimpleFeedForward repeating each distribution parameter of the python list `[mu, sigma]` along a new
samples axis, the repeat count written `len(p)` for each tensor `p` of the list (meaning the batch)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8)]


class LenOfEachParam(HybridBlock):
    def __init__(self, prediction_length=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.mu = nn.Dense(prediction_length)
            self.sigma = nn.Dense(prediction_length)

    def hybrid_forward(self, F, past_target):
        params = [self.mu(past_target), F.Activation(self.sigma(past_target), act_type="softrelu")]
        return [F.repeat(p.expand_dims(axis=1), repeats=len(p), axis=1) for p in params]


Net = LenOfEachParam
