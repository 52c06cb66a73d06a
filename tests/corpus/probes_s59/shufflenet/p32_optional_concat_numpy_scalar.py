"""ShuffleNet multi-branch stem: branch outputs concatenated only when there are several (`... if len(outs) > 1 else outs[0]`), scaled by a `np.float32` scalar."""
import numpy as np
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8)]


class Stem(HybridBlock):
    def __init__(self, widths=(4,), **kwargs):
        super().__init__(**kwargs)
        self._branches = []
        with self.name_scope():
            for i, w in enumerate(widths):
                conv = nn.Conv2D(w, 3, strides=2, padding=1, in_channels=3)
                self.register_child(conv, "b%d" % i)
                self._branches.append(conv)

    def hybrid_forward(self, F, x):
        outs = [b(x) for b in self._branches]
        y = F.concat(*outs, dim=1) if len(outs) > 1 else outs[0]
        return F.relu(y * np.float32(0.5))


Net = Stem
