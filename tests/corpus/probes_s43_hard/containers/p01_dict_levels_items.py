"""A backbone hands its levels back as a dict; the neck walks `sorted(levels.items())` and fuses them."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 16, 16)]


class Pyramid(HybridBlock):
    def __init__(self):
        super().__init__()
        self.c3 = nn.Conv2D(4, 3, padding=1)
        self.c4 = nn.Conv2D(4, 3, strides=2, padding=1)

    def hybrid_forward(self, F, x):
        p3 = self.c3(x)
        return {"p3": p3, "p4": self.c4(p3)}


class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        self.backbone = Pyramid()
        self.head = nn.Conv2D(2, 1)

    def hybrid_forward(self, F, x):
        levels = self.backbone(x)
        outs = [F.flatten(self.head(feat)) for _, feat in sorted(levels.items())]
        return F.concat(*outs, dim=1)
