"""Numpy-mode (npx.set_np) period discriminator written as `hybrid_forward` folding (N, 1, T) audio with numpy-style `x.reshape(-1, 1, self.steps, self.period)` where the steps come from the configured segment length."""
from mxnet import npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(2, 1, 12)]


class NumpyPeriodConfigured(HybridBlock):
    def __init__(self, period=3, segment=12, **kwargs):
        super(NumpyPeriodConfigured, self).__init__(**kwargs)
        self.period = period
        self.steps = segment // period
        with self.name_scope():
            self.conv = nn.Conv2D(4, (3, 1), padding=(1, 0))

    def hybrid_forward(self, F, x):
        x = x.reshape(-1, 1, self.steps, self.period)
        return F.npx.leaky_relu(self.conv(x), slope=0.1)


Net = NumpyPeriodConfigured
