"""SimpleFeedForward splitting the MLP's (B, H * hidden) output with the reshape code `(0, -4, H, -1)`
and projecting each step to the Gaussian's (mean, softrelu scale)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8)]


class Minus4HorizonSplit(HybridBlock):
    def __init__(self, prediction_length=3, hidden=4, **kwargs):
        super().__init__(**kwargs)
        self.prediction_length = prediction_length
        with self.name_scope():
            self.mlp = nn.Dense(prediction_length * hidden, activation="tanh")
            self.proj = nn.Dense(2, flatten=False)

    def hybrid_forward(self, F, past_target):
        h = F.reshape(self.mlp(past_target), shape=(0, -4, self.prediction_length, -1))
        out = self.proj(h)
        mu = F.slice_axis(out, axis=2, begin=0, end=1)
        sigma = F.Activation(F.slice_axis(out, axis=2, begin=1, end=2), act_type="softrelu")
        return F.concat(mu, sigma, dim=2)


Net = Minus4HorizonSplit
