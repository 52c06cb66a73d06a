"""SimpleFeedForward: the context scaled by its mean absolute value (`F.broadcast_div` by a (B, 1) scale),
an MLP to `prediction_length * hidden` reshaped by `(0, H, -1)`, a StudentT projection (softrelu scale,
`2 + softrelu` degrees of freedom) and the location rescaled by `F.broadcast_mul`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8)]


class SimpleFeedForward(HybridBlock):
    def __init__(self, prediction_length=3, hidden=4, **kwargs):
        super().__init__(**kwargs)
        self.prediction_length = prediction_length
        with self.name_scope():
            self.mlp = nn.HybridSequential()
            self.mlp.add(nn.Dense(16, activation="relu"), nn.Dense(prediction_length * hidden))
            self.mu = nn.Dense(1, flatten=False)
            self.sigma = nn.Dense(1, flatten=False)
            self.nu = nn.Dense(1, flatten=False)

    def hybrid_forward(self, F, past_target):
        scale = F.mean(F.abs(past_target), axis=1, keepdims=True) + 1e-3
        h = self.mlp(F.broadcast_div(past_target, scale)).reshape((0, self.prediction_length, -1))
        mu = F.broadcast_mul(self.mu(h).squeeze(axis=2), scale)
        sigma = F.broadcast_mul(F.Activation(self.sigma(h), act_type="softrelu").squeeze(axis=2), scale)
        nu = 2.0 + F.Activation(self.nu(h), act_type="softrelu").squeeze(axis=2)
        return mu, sigma, nu


Net = SimpleFeedForward
