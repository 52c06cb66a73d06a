"""attack (unread attribute, HYB001): the device bound in a class body inside hybrid_forward and read
as that class's attribute (`Cfg.ctx`), not as a name."""
from mxnet.gluon import nn

INPUTS = [(2, 3)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        class Cfg:
            dt = x.dtype
        return F.cast(x * 2, Cfg.dt)
