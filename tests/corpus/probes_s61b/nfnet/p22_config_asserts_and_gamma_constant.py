"""NF block checking its configuration with python `assert`s on `self._alpha` and the activation name, the activation's gamma looked up in a python dict, SE gate by `broadcast_mul`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 6, 6)]

GAMMA = {"relu": 1.7139, "gelu": 1.7015, "silu": 1.7881}


class CheckedNFBlock(HybridBlock):
    def __init__(self, channels=4, alpha=0.2, activation="relu", **kwargs):
        super().__init__(**kwargs)
        self._alpha = alpha
        self._act = activation
        with self.name_scope():
            self.conv = nn.Conv2D(channels, 3, padding=1)
            self.se = nn.Dense(channels, in_units=channels, activation="sigmoid")

    def hybrid_forward(self, F, x):
        assert self._alpha > 0 and self._act in GAMMA
        out = self.conv(F.Activation(x, act_type=self._act) * GAMMA[self._act])
        gate = self.se(F.mean(out, axis=(2, 3))).reshape((0, 0, 1, 1))
        return F.broadcast_mul(out, 2 * gate) * self._alpha + x


Net = CheckedNFBlock
