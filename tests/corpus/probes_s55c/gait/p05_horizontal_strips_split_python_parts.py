"""Horizontal part pooling with `F.split(feat, num_outputs=self.parts, axis=2)`, a separate FC per part from a child list, stacked along a part axis."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 1, 8, 6)]


class PartFC(HybridBlock):
    def __init__(self, parts=4, **kwargs):
        super().__init__(**kwargs)
        self.parts = parts
        with self.name_scope():
            self.cnn = nn.Conv2D(3, 3, padding=1, activation="relu")
            self.fcs = nn.HybridSequential()
            for _ in range(parts):
                self.fcs.add(nn.Dense(4))

    def hybrid_forward(self, F, sil):
        strips = F.split(self.cnn(sil), num_outputs=self.parts, axis=2)
        outs = [fc(F.max(s, axis=(2, 3))) for fc, s in zip(self.fcs, strips)]
        return F.stack(*outs, axis=1)


Net = PartFC
