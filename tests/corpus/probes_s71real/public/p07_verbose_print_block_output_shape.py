"""A CIFAR-10 ResNet run block by block with a `verbose` constructor flag (on here) printing each block's
output shape (adapted from public course code: a Symbol has no `.shape`, so the hybridized call raises
while the flag is on)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 8, 8)]


class Net(HybridBlock):
    def __init__(self, verbose=True, **kwargs):
        super().__init__(**kwargs)
        self.verbose = verbose
        with self.name_scope():
            self.net = nn.HybridSequential()
            self.net.add(nn.Conv2D(4, 3, padding=1), nn.BatchNorm(), nn.Activation("relu"),
                         nn.GlobalAvgPool2D(), nn.Dense(5))

    def hybrid_forward(self, F, x):
        out = x
        for i, b in enumerate(self.net):
            out = b(out)
            if self.verbose:
                print("Block %d output %s" % (i + 1, out.shape))
        return out
