"""Uncertainty-weighted multi-task loss (Kendall et al.): a regression and a classification head on a shared trunk, the two scalar losses joined with `F.concat(..., dim=0)`, weighted by `exp(-log_vars)` of a `(2,)` Parameter plus the `log_vars` regulariser."""
from mxnet import init
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6), (4, 1), (4, 3)]


class UncertaintyWeighted(HybridBlock):
    def __init__(self, classes=3, **kwargs):
        super(UncertaintyWeighted, self).__init__(**kwargs)
        with self.name_scope():
            self.trunk = nn.Dense(8, activation="relu")
            self.reg = nn.Dense(1)
            self.cls = nn.Dense(classes)
            self.log_vars = self.params.get("log_vars", shape=(2,), init=init.Zero())

    def hybrid_forward(self, F, x, y_reg, y_cls, log_vars):
        h = self.trunk(x)
        reg_loss = F.mean(F.square(self.reg(h) - y_reg))
        cls_loss = -F.mean(F.sum(F.log_softmax(self.cls(h)) * F.softmax(y_cls), axis=1))
        losses = F.concat(reg_loss, cls_loss, dim=0)
        return F.sum(F.exp(-log_vars) * losses + log_vars)


Net = UncertaintyWeighted
