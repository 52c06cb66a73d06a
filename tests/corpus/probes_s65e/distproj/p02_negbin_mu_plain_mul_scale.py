"""NegativeBinomial output with scaling: mu (B, T) times the (B, 1) scale with a plain `*`, alpha divided by
`F.sqrt(scale)` through `F.broadcast_div`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 4), (2, 1)]


class PlainMulNegBin(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.mu = nn.Dense(1, flatten=False)
            self.alpha = nn.Dense(1, flatten=False)

    def hybrid_forward(self, F, x, scale):
        scale = F.abs(scale) + 1.0
        mu = F.Activation(self.mu(x), act_type="softrelu").squeeze(axis=-1)
        alpha = F.Activation(self.alpha(x), act_type="softrelu").squeeze(axis=-1)
        return mu * scale, F.broadcast_div(alpha, F.sqrt(scale))


Net = PlainMulNegBin
