"""Learned filterbank front end: window and hop derived from sample-rate constants on the block."""
import math

from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 1, 160)]


class Net(HybridBlock):
    SAMPLE_RATE = 1000
    WINDOW_S = 0.025
    HOP_S = 0.010

    def __init__(self, num_filters=6, **kwargs):
        super().__init__(**kwargs)
        self._win = int(round(self.SAMPLE_RATE * self.WINDOW_S))
        self._hop = int(round(self.SAMPLE_RATE * self.HOP_S))
        self._log_offset = math.log(1e-6)
        with self.name_scope():
            self.filters = nn.Conv1D(num_filters, self._win, strides=self._hop, in_channels=1,
                                     use_bias=False)

    def hybrid_forward(self, F, wave):
        power = F.square(self.filters(wave))
        # compress with log(power + eps), floored at the log of eps
        return F.maximum(F.log(power + 1e-6), self._log_offset)
