"""attack (child Parameter operand, HYB024): a Dense child's weight read as a python number
(`.asscalar()` of its mean) scales the features: a float, not a tensor to broadcast."""
from mxnet.gluon import nn

INPUTS = [(2, 3)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.fc = nn.Dense(1, use_bias=False, in_units=3)

    def hybrid_forward(self, F, x):
        logit = self.fc(x)
        scale = self.fc.weight.data().mean().asscalar()
        return x.reshape((x.shape[0], -1)) * scale + logit
