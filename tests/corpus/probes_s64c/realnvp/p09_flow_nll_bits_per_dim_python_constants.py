"""RealNVP negative log-likelihood in bits per dimension: two channel couplings with alternating halves (a python `if` on the layer's parity), the log-dets summed per sample, the Gaussian prior `-0.5 * sum(z**2 + log(2*pi))` per sample, and `D = C*H*W` and `log(256)` as python constants from the constructor."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 4, 4)]


class FlowNLL(HybridBlock):
    def __init__(self, channels=4, height=4, width=4, layers=2, **kwargs):
        super().__init__(**kwargs)
        self._dims = channels * height * width
        self._layers = layers
        self.st = nn.HybridSequential()
        for _ in range(layers):
            self.st.add(nn.Conv2D(channels, 3, padding=1))

    def hybrid_forward(self, F, x):
        z, logdet = x, 0
        for i in range(self._layers):
            a, b = F.split(z, num_outputs=2, axis=1)
            if i % 2:
                a, b = b, a
            s, t = F.split(self.st[i](a), num_outputs=2, axis=1)
            s = F.tanh(s)
            z = F.concat(a, b * F.exp(s) + t, dim=1)
            logdet = logdet + F.sum(s, axis=(1, 2, 3))
        prior = -0.5 * F.sum(F.square(z) + math.log(2 * math.pi), axis=(1, 2, 3))
        nll = -(prior + logdet) + self._dims * math.log(256)
        return F.mean(nll) / (self._dims * math.log(2))


Net = FlowNLL
