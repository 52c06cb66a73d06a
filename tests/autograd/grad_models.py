"""Blocks for the gradient checks of `verify --grad` and `assert_hybrid_consistent(grad=True)`.

Written against `import mxnet` (served by the runtime's alias), as users write them."""

from mxnet import nd
from mxnet.gluon import nn


class Good(nn.HybridBlock):
    """Dense + BatchNorm + relu: trains the same eagerly and hybridized."""

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.dense = nn.Dense(5, in_units=3)
            self.bn = nn.BatchNorm(in_channels=5)

    def hybrid_forward(self, F, x):
        return F.broadcast_add(F.relu(self.bn(self.dense(x))) * 2, F.sum(x, axis=1, keepdims=True))


class GradientBroken(nn.HybridBlock):
    """Equal outputs, but the traced graph stops the gradient: a "fix" that breaks training."""

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.dense = nn.Dense(4, in_units=3)

    def hybrid_forward(self, F, x):
        y = self.dense(x)
        if F is nd:
            return y * 2
        return F.BlockGrad(y) * 2


class SqrtAtZero(nn.HybridBlock):
    """sqrt(|x|): finite outputs, an infinite gradient where x == 0."""

    def hybrid_forward(self, F, x):
        return F.sqrt(F.abs(x))




class ConvBiasBatchNorm(nn.HybridBlock):
    """Convolutions with a bias before a BatchNorm (Gluon's default `use_bias=True`), two deep:
    the biases' gradients are zero up to rounding, which the compiled graph sums in another order."""

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.conv1 = nn.Conv2D(64, 3, padding=1, strides=2, in_channels=64)
            self.bn1 = nn.BatchNorm(in_channels=64)
            self.conv2 = nn.Conv2D(64, 3, padding=1, in_channels=64)
            self.bn2 = nn.BatchNorm(in_channels=64)
            self.conv3 = nn.Conv2D(64, 1, strides=2, in_channels=64)

    def hybrid_forward(self, F, x):
        out = self.bn2(self.conv2(F.relu(self.bn1(self.conv1(x)))))
        return F.relu(out + self.conv3(x))
