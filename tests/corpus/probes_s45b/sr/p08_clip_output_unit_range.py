"""Denoiser whose output is clipped to [0, 1] with `F.clip`, the noise estimate returned alongside."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 6, 6)]


class DnCNN(HybridBlock):
    def __init__(self, depth=3, hidden=6, lo=0.0, hi=1.0, **kwargs):
        super().__init__(**kwargs)
        self._lo, self._hi = lo, hi
        with self.name_scope():
            self.body = nn.HybridSequential()
            for _ in range(depth - 1):
                self.body.add(nn.Conv2D(hidden, 3, padding=1), nn.BatchNorm(), nn.Activation("relu"))
            self.body.add(nn.Conv2D(3, 3, padding=1))

    def hybrid_forward(self, F, noisy):
        noise = self.body(noisy)
        return F.clip(noisy - noise, self._lo, self._hi), noise


class Net(DnCNN):
    pass
