"""A held host number through numpy's exp that overflows float32 but not python's float."""
import numpy as np
from mxnet.gluon import nn


INPUTS = [(2, 3)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        m = F.abs(x).mean().asscalar()
        return x * float(np.exp(m + 89.0)) * 1e-39
