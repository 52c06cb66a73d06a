"""FCOS per-level outputs flattened by reshape codes in a list comprehension over a python list of levels, transposed to (B, locations, classes), concatenated, and the top class per location by `max`/`argmax`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8, 8), (2, 4, 4, 4), (2, 4, 2, 2)]


class FCOSFlatten(HybridBlock):
    def __init__(self, channels=4, num_classes=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.cls = nn.Conv2D(num_classes, 3, padding=1, in_channels=channels)

    def hybrid_forward(self, F, *feats):
        flat = [F.transpose(self.cls(f).reshape((0, 0, -1)), axes=(0, 2, 1)) for f in feats]
        scores = F.sigmoid(F.concat(*flat, dim=1))
        return F.max(scores, axis=-1), F.argmax(scores, axis=-1)


Net = FCOSFlatten
