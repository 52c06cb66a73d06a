"""FNet mixing with an orthonormal scaling `1 / sqrt(x.size / x.shape[0])` (numpy's `norm="ortho"` over both axes) -- `.size` of a traced symbol."""
import math

import numpy as np
from mxnet.gluon import HybridBlock

INPUTS = [(2, 6, 4)]


class SizeNorm(HybridBlock):
    def __init__(self, units=4, **kwargs):
        super(SizeNorm, self).__init__(**kwargs)
        ang = 2 * np.pi * np.outer(np.arange(units), np.arange(units)) / units
        with self.name_scope():
            self.cd = self.params.get_constant("cd", np.cos(ang).astype("float32"))

    def hybrid_forward(self, F, x, cd):
        scale = 1.0 / math.sqrt(x.size / 2)
        return F.dot(x, cd) * scale


Net = SizeNorm
