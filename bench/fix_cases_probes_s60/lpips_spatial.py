"""LPIPS with `spatial=True`: each layer's weighted difference map upsampled to the input size by `BilinearResize2D(r, height=x0.shape[2], width=x0.shape[3])` and summed over `range(len(self.lins))` layers with `val = val + r`."""
from mxnet.gluon import nn


INPUTS = [(1, 3, 8, 8), (1, 3, 8, 8)]


class Net(nn.HybridBlock):
    def __init__(self, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.layers = nn.HybridSequential()
            self.lins = nn.HybridSequential()
            for cin in (3, 4):
                self.layers.add(nn.Conv2D(4, 3, strides=2, padding=1, in_channels=cin))
                self.lins.add(nn.Conv2D(1, 1, in_channels=4, use_bias=False))

    def hybrid_forward(self, F, x0, x1):
        f0, f1 = x0, x1
        val = None
        for k in range(len(self.lins)):
            f0, f1 = self.layers[k](f0), self.layers[k](f1)
            r = self.lins[k]((f0 - f1) ** 2)
            r = F.contrib.BilinearResize2D(r, height=x0.shape[2], width=x0.shape[3])
            val = r if val is None else val + r
        return val
