"""YOLOX head whose per-level outputs are kept in a dict keyed by stride (`outs[8]`, `outs[16]`), flattened by `reshape((0, 0, -1))` in sorted key order and concatenated along the anchor axis; the strides a constructor tuple, the level count its `len()`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 4, 4), (2, 8, 2, 2)]


class DictLevels(HybridBlock):
    def __init__(self, in_ch=8, num_classes=3, strides=(8, 16), **kwargs):
        super(DictLevels, self).__init__(**kwargs)
        self._strides = strides
        with self.name_scope():
            self.preds = nn.HybridSequential()
            for _ in range(len(strides)):
                self.preds.add(nn.Conv2D(5 + num_classes, 1, in_channels=in_ch))

    def hybrid_forward(self, F, p3, p4):
        outs = {}
        for s, pred, x in zip(self._strides, self.preds, (p3, p4)):
            outs[s] = pred(x)
        flat = [outs[s].reshape((0, 0, -1)) for s in sorted(outs)]
        return F.transpose(F.concat(*flat, dim=2), axes=(0, 2, 1))


Net = DictLevels
