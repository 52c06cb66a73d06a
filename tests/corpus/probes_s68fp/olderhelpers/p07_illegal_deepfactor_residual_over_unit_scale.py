"""DeepFactor-style likelihood: the (N, T) residual over a Dense(1) (N, 1) noise scale by broadcast_div,
then `- log(sigma)` with a plain `-`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4), (2, 6)]


class FactorNLL(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.sigma = nn.Dense(1, in_units=4)

    def hybrid_forward(self, F, x, y):
        sigma = F.Activation(self.sigma(x), act_type="softrelu") + 1e-3
        z = F.broadcast_div(y - F.mean(y, axis=1, keepdims=True), sigma)
        return -0.5 * F.square(z) - F.log(sigma)


Net = FactorNLL
