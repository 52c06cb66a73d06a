"""FPN top-down path: resize the coarser map to the finer one."""
from mxnet.gluon import nn

INPUTS = [(1, 4, 8, 6), (1, 8, 4, 3)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.lateral = nn.Conv2D(4, 1)

    def hybrid_forward(self, F, c3, c4):
        p4 = self.lateral(c4)
        h, w = c3.shape[2:]
        p4_up = F.contrib.BilinearResize2D(p4, height=h, width=w)
        return c3 + p4_up
