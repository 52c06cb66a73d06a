"""NF-ResNet block: input scaled by 1/beta, two convs with scaled activations, squeeze-excite with the 2x scaling by `broadcast_mul`, a scalar skip gain Parameter applied by `broadcast_mul`, residual `out * alpha + x` with python floats."""
from mxnet import init
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6, 6)]


class NFBlock(HybridBlock):
    def __init__(self, channels=4, alpha=0.2, beta=1.0, **kwargs):
        super().__init__(**kwargs)
        self._alpha = alpha
        self._beta = beta
        with self.name_scope():
            self.conv1 = nn.Conv2D(channels, 3, padding=1)
            self.conv2 = nn.Conv2D(channels, 3, padding=1)
            self.se_reduce = nn.Dense(2, in_units=channels, activation="relu")
            self.se_expand = nn.Dense(channels, in_units=2)
            self.skip_gain = self.params.get("skip_gain", shape=(1,), init=init.Zero())

    def hybrid_forward(self, F, x, skip_gain):
        out = self.conv1(F.relu(x / self._beta) * 1.7139)
        out = self.conv2(F.relu(out) * 1.7139)
        gate = F.sigmoid(self.se_expand(self.se_reduce(F.mean(out, axis=(2, 3)))))
        out = F.broadcast_mul(out, 2 * F.reshape(gate, (0, 0, 1, 1)))
        out = F.broadcast_mul(out, skip_gain)
        return out * self._alpha + x


Net = NFBlock
