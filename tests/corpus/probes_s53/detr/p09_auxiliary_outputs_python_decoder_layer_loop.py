"""Auxiliary decoding losses: a python-counted list of decoder layers, the shared class and box heads applied to every layer's output, per-layer predictions stacked on a new leading axis."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8)]


class AuxDecoder(HybridBlock):
    def __init__(self, layers=3, dim=8, classes=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.layers = nn.HybridSequential()
            for _ in range(layers):
                self.layers.add(nn.Dense(dim, flatten=False, activation="relu"))
            self.cls = nn.Dense(classes + 1, flatten=False)
            self.box = nn.Dense(4, flatten=False)

    def hybrid_forward(self, F, tgt):
        logits, boxes = [], []
        for layer in self.layers:
            tgt = tgt + layer(tgt)
            logits.append(self.cls(tgt))
            boxes.append(F.sigmoid(self.box(tgt)))
        return F.stack(*logits, axis=0), F.stack(*boxes, axis=0)


Net = AuxDecoder
