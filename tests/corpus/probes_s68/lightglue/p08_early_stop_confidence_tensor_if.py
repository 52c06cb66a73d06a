"""LightGlue adaptive depth: after each layer a confidence head scores every keypoint, and the loop stops when
enough points are confident -- `if F.mean(conf > self.conf_th) > self.ratio: break`, a tensor compared in
a python `if`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8)]


class EarlyStop(HybridBlock):
    def __init__(self, dim=8, layers=3, conf_th=0.5, ratio=0.95, **kwargs):
        super().__init__(**kwargs)
        self.conf_th, self.ratio = conf_th, ratio
        with self.name_scope():
            self.layers = nn.HybridSequential()
            self.heads = nn.HybridSequential()
            for _ in range(layers):
                self.layers.add(nn.Dense(dim, flatten=False, activation="relu"))
                self.heads.add(nn.Dense(1, flatten=False))

    def hybrid_forward(self, F, desc):
        for layer, head in zip(self.layers, self.heads):
            desc = desc + layer(desc)
            conf = F.sigmoid(head(desc))
            if F.mean(conf > self.conf_th) > self.ratio:
                break
        return desc


Net = EarlyStop
