"""USB/TorchSSL-style algorithm hierarchy: a base `SSLAlgorithm` block computes the supervised loss and calls `self.unsup_loss(F, weak, strong, **self._unsup_kwargs)`; the `FixMatch` subclass overrides it with a hard-label confidence mask, keyword arguments (`threshold`, `T`) from the constructor -- every operand an (N,) or (N, C) array of one shape."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6), (2,), (4, 6), (4, 6)]


class SSLAlgorithm(HybridBlock):
    def __init__(self, num_classes=4, lambda_u=1.0, **kwargs):
        super(SSLAlgorithm, self).__init__(**kwargs)
        self._c, self._lam = num_classes, lambda_u
        self._unsup_kwargs = {}
        with self.name_scope():
            self.net = nn.Dense(num_classes, in_units=6, weight_initializer="xavier")

    def unsup_loss(self, F, weak, strong, **kwargs):
        return F.mean(F.square(F.softmax(strong) - F.softmax(weak)))

    def hybrid_forward(self, F, x_l, y_raw, weak_x, strong_x):
        y = F.floor((y_raw + 1) * 0.5 * (self._c - 1e-3))
        sup = -F.mean(F.pick(F.log_softmax(self.net(x_l)), y))
        weak = F.stop_gradient(self.net(weak_x))
        return sup + self._lam * self.unsup_loss(F, weak, self.net(strong_x), **self._unsup_kwargs)


class FixMatch(SSLAlgorithm):
    def __init__(self, threshold=0.5, T=0.5, **kwargs):
        super(FixMatch, self).__init__(**kwargs)
        self._unsup_kwargs = {"threshold": threshold, "T": T}

    def unsup_loss(self, F, weak, strong, threshold=0.95, T=1.0):
        probs = F.softmax(weak / T, axis=-1)
        mask = F.max(probs, axis=-1) >= threshold
        ce = -F.pick(F.log_softmax(strong, axis=-1), F.argmax(probs, axis=-1), axis=-1)
        return F.mean(ce * mask)


Net = FixMatch
