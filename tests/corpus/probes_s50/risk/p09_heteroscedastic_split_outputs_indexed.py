"""Gaussian NLL whose split outputs are indexed, `out[0]` / `out[1]`, from `F.split(num_outputs=2)`; the variance goes through softrelu and a floor."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 5), (4, 1)]


class Net(HybridBlock):
    def __init__(self, in_units=5, min_var=1e-3, **kwargs):
        super().__init__(**kwargs)
        self.min_var = min_var
        with self.name_scope():
            self.head = nn.Dense(2, in_units=in_units)

    def hybrid_forward(self, F, x, y):
        out = F.split(self.head(x), num_outputs=2, axis=1)
        mu, var = out[0], F.Activation(out[1], act_type="softrelu") + self.min_var
        return F.mean(0.5 * (F.log(var) + F.square(y - mu) / var), axis=1)
