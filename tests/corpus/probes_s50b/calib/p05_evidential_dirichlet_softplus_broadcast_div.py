"""Evidential classification head: Dirichlet concentrations `softplus(logits) + 1` (`Activation(act_type="softrelu")`), the strength `S` summed over classes with `keepdims=True`, expected probabilities by `broadcast_div` and the vacuity uncertainty `K / S`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 10)]


class Net(HybridBlock):
    def __init__(self, in_units=10, classes=5, **kwargs):
        super().__init__(**kwargs)
        self.classes = classes
        with self.name_scope():
            self.evidence = nn.Dense(classes, in_units=in_units)

    def hybrid_forward(self, F, x):
        alpha = F.Activation(self.evidence(x), act_type="softrelu") + 1
        S = F.sum(alpha, axis=1, keepdims=True)
        prob = F.broadcast_div(alpha, S)
        return prob, self.classes / S
