"""Log-magnitude features with a python floor: `F.where(mag > floor, F.log(mag), ones_like * math.log(floor))`, then a 1x1 conv mask on the log spectrum."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 10)]


class LogMagMask(HybridBlock):
    def __init__(self, freq=8, floor=1e-3, **kwargs):
        super(LogMagMask, self).__init__(**kwargs)
        self.floor = floor
        with self.name_scope():
            self.mask = nn.Conv1D(freq, 1, activation="sigmoid", in_channels=freq)

    def hybrid_forward(self, F, spec):
        mag = F.abs(spec)
        logmag = F.where(mag > self.floor, F.log(mag), F.ones_like(mag) * math.log(self.floor))
        return self.mask(logmag) * mag


Net = LogMagMask
