"""BiSeNet's output heads: the fused map and two auxiliary features each through a 1x1 classifier and upsampled to the input size by `BilinearResize2D(out, height=H, width=W)` from `H, W = x.shape[2:]`, in a loop over `zip(self.heads, feats)`."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 8, 8)]


class Net(nn.HybridBlock):
    def __init__(self, classes=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.s1 = nn.Conv2D(4, 3, strides=2, padding=1, in_channels=3)
            self.s2 = nn.Conv2D(4, 3, strides=2, padding=1, in_channels=4)
            self.heads = nn.HybridSequential()
            for _ in range(3):
                self.heads.add(nn.Conv2D(classes, 1, in_channels=4))

    def hybrid_forward(self, F, x):
        H, W = x.shape[2:]
        f1 = self.s1(x)
        f2 = self.s2(f1)
        fused = f1 + F.contrib.BilinearResize2D(f2, height=f1.shape[2], width=f1.shape[3])
        outs = []
        for head, f in zip(self.heads, (fused, f1, f2)):
            outs.append(F.contrib.BilinearResize2D(head(f), height=H, width=W))
        return tuple(outs)
