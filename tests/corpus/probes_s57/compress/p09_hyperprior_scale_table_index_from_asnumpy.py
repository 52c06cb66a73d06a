"""Hyperprior decoder predicting Gaussian scales, quantised to a scale-table index with `np.searchsorted(self.scale_table, scales.asnumpy())` for the range coder."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 4, 4)]


class HyperSynthesis(HybridBlock):
    def __init__(self, channels=4, **kwargs):
        super().__init__(**kwargs)
        self.scale_table = np.exp(np.linspace(np.log(0.11), np.log(256), 16))
        with self.name_scope():
            self.h_s = nn.HybridSequential()
            self.h_s.add(nn.Conv2D(channels, 3, padding=1, in_channels=4, activation="relu"),
                         nn.Conv2D(channels, 3, padding=1, in_channels=channels))

    def hybrid_forward(self, F, z_hat):
        scales = F.exp(self.h_s(z_hat))
        indexes = np.searchsorted(self.scale_table, scales.asnumpy()).astype("float32")
        return scales, F.array(indexes)


Net = HyperSynthesis
