"""ANP decoder splitting its output into mean and raw scale with subscripts, `mean = h[..., :self.y_dim]` and `raw = h[..., self.y_dim:]`, as the reference does on torch tensors."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 7, 1)]


class SubscriptGaussianHead(HybridBlock):
    def __init__(self, x_dim=1, y_dim=1, units=8, **kwargs):
        super(SubscriptGaussianHead, self).__init__(**kwargs)
        self.y_dim = y_dim
        with self.name_scope():
            self.mlp = nn.Dense(units, flatten=False, in_units=x_dim, activation="relu")
            self.out = nn.Dense(2 * y_dim, flatten=False, in_units=units)

    def hybrid_forward(self, F, x_target):
        h = self.out(self.mlp(x_target))
        mean = h[..., :self.y_dim]
        raw = h[..., self.y_dim:]
        return mean, 0.1 + 0.9 * F.Activation(raw, act_type="softrelu")


Net = SubscriptGaussianHead
