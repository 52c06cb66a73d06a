"""Evidential classification head whose expected probabilities are `alpha / S` with the plain `/` of the (N, K) concentrations by the (N, 1) Dirichlet strength."""
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
        return alpha / S, self.classes / S
