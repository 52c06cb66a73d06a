"""NCSN loss gathering the noise levels on the host, `[self._sigmas[int(i)] for i in lab.asnumpy()]` turned back into an array (a Symbol has no asnumpy)."""
from mxnet import nd
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 6, 6), (2, 3, 6, 6), (2,)]


class HostSigmas(HybridBlock):
    def __init__(self, sigmas=(1.0, 0.3, 0.1, 0.03, 0.01), **kwargs):
        super().__init__(**kwargs)
        self._sigmas = list(sigmas)
        self.net = nn.Conv2D(3, 3, padding=1, in_channels=3)

    def hybrid_forward(self, F, x, noise, labels):
        lab = F.clip(F.floor((labels + 1) * 2.5), 0, 4)
        s = nd.array([self._sigmas[int(i)] for i in lab.asnumpy()]).reshape((-1, 1, 1, 1))
        return self.net(F.broadcast_add(x, F.broadcast_mul(noise, s)))


Net = HostSigmas
